// @vitest-environment node
import { db } from '../../src/mocks/db';
import { makeAuctioneer, makeDocument, makeLot, makeProperty } from '../../src/mocks/factories';
import { resetSimulator } from '../../src/mocks/node';
import { htmlBytes, jpegBytes, pdfBytes, pngBytes, sized, svgBytes } from '../fileBytes';
import { callAs, uploadAs, userNamed } from '../simApi';
import { company, listedCase, refused } from './caseFixtures';

const MB = 1024 * 1024;

/** Every byte value after a JPEG's start, so nothing is lost or re-encoded on the way. */
const allBytes = (): Uint8Array<ArrayBuffer> => {
  const bytes = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
  bytes.set(jpegBytes());
  return bytes;
};

const part = (bytes: BlobPart, name: string, type = '') => ({
  blob: new Blob([bytes], { type }),
  name,
});

const typeId = () => db.documentTypes[0].id;

/** Uploads a case document of the public case as the auctioneer. */
function uploadDocument(
  file: { blob: Blob; name: string },
  { bidders = true, clients = true, headers = {} as Record<string, string> } = {},
) {
  return uploadAs(
    'auctioneer',
    '/api/documents',
    {
      DocumentTypeId: String(typeId()),
      IsVisibleToBidder: String(bidders),
      IsVisibleToClient: String(clients),
      CaseId: String(listedCase().id),
      Attachment: file,
    },
    'POST',
    headers,
  );
}

async function documentUrl(file: { blob: Blob; name: string }, visibility = {}) {
  const res = await uploadDocument(file, visibility);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function uploadPhoto(bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const kase = db.cases.find((c) => c.companyId === userNamed('auctioneer').companyId)!;
  const p = makeProperty({ lotId: makeLot({ caseId: kase.id }).id, images: [] });
  return uploadAs('auctioneer', `/api/properties/${p.id}/images`, {
    Image: part(bytes, name, type),
    Description: 'Front',
  });
}

async function photoUrl(bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const res = await uploadPhoto(bytes, type, name);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** An auctioneer of another company. */
const outsider = () =>
  makeAuctioneer({
    userName: 'other-auctioneer',
    companyId: db.companies.find((c) => c.id !== company())!.id,
  }).userName;

const get = (who: string, url: string) => callAs(who, 'GET', url);

describe('uploaded files', () => {
  it('are served back byte-identical with their content type', async () => {
    const url = await photoUrl(allBytes(), 'image/jpeg', 'front yard.jpg');
    expect(url).toMatch(/^\/sim-files\/\d+\/front%20yard\.jpg$/);
    const res = await fetch(`http://localhost${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe('512');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(allBytes());
  });

  it('keep each upload apart', async () => {
    const a = await photoUrl(pngBytes(), 'image/png', 'a.png');
    const b = await photoUrl(jpegBytes(), 'image/jpeg', 'b.jpg');
    expect(a).not.toBe(b);
    const bytes = async (url: string) =>
      new Uint8Array(await (await fetch(`http://localhost${url}`)).arrayBuffer());
    expect(await bytes(a)).toEqual(pngBytes());
    expect(await bytes(b)).toEqual(jpegBytes());
  });

  it('answer 404 for an unknown file, and are gone after a reset', async () => {
    expect((await fetch('http://localhost/sim-files/999999/x.png')).status).toBe(404);
    const url = await photoUrl(pngBytes(), 'image/png', 'x.png');
    expect((await fetch(`http://localhost${url}`)).status).toBe(200);
    resetSimulator();
    expect((await fetch(`http://localhost${url}`)).status).toBe(404);
  });

  it('go when their photo is deleted', async () => {
    const url = await photoUrl(pngBytes(), 'image/png', 'gone.png');
    const p = db.properties.find((x) => x.images.some((i) => i.url === url))!;
    const id = p.images[0].id;
    expect(
      (await callAs('auctioneer', 'DELETE', `/api/properties/${p.id}/images/${id}`)).status,
    ).toBe(200);
    expect((await fetch(`http://localhost${url}`)).status).toBe(404);
  });
});

describe('what an upload may be', () => {
  it('refuses an HTML page disguised as a PDF, or named as what it is, and stores nothing', async () => {
    const before = listedCase().documents.length;
    for (const name of ['notice.pdf', 'notice.html', 'notice.pdf.html'])
      await refused(
        await uploadDocument(part(htmlBytes(), name, 'application/pdf')),
        400,
        `${name} is not a document file`,
      );
    await refused(
      await uploadDocument(part(htmlBytes(), 'notes.txt', 'text/plain')),
      400,
      'notes.txt is not a document file',
    );
    expect(listedCase().documents).toHaveLength(before);
  });

  it('refuses SVG as a photo, a logo, a background or a document', async () => {
    const svg = part(svgBytes(), 'plan.svg', 'image/svg+xml');
    await refused(
      await uploadPhoto(svgBytes(), 'image/svg+xml', 'plan.svg'),
      400,
      'plan.svg is not an image file',
    );
    // SVG bytes behind a picture's name are no picture either.
    await refused(
      await uploadPhoto(svgBytes(), 'image/png', 'plan.png'),
      400,
      'plan.png is not an image file',
    );
    const companyId = company();
    for (const [path, field] of [
      ['logo', 'Logo'],
      ['backgroundimage', 'BackgroundImage'],
    ])
      await refused(
        await uploadAs(
          'auctioneer',
          `/api/companies/${companyId}/${path}`,
          { [field]: svg },
          'PUT',
        ),
        400,
        'plan.svg is not an image file',
      );
    await refused(
      await uploadAs('client', '/api/clients/uploadlogo', { model: svg }, 'PUT'),
      400,
      'plan.svg is not an image file',
    );
    await refused(await uploadDocument(svg), 400, 'plan.svg is not a document file');
  });

  it('refuses a document of 25 MB or more', async () => {
    await refused(
      await uploadDocument(part(sized(pdfBytes(), 25 * MB), 'scan.pdf', 'application/pdf')),
      400,
      'File must be smaller than 25MB!',
    );
    const lot = db.lots.find((l) => l.caseId === listedCase().id)!;
    await refused(
      await uploadAs('auctioneer', `/api/lotdocuments/${lot.id}`, {
        Description: 'Survey',
        Attachment: part(sized(pdfBytes(), 25 * MB), 'survey.pdf'),
      }),
      400,
      'File must be smaller than 25MB!',
    );
    expect(await documentUrl(part(sized(pdfBytes(), 25 * MB - 1), 'scan.pdf'))).toMatch(
      /scan\.pdf$/,
    );
  });

  it('stores the type the bytes show, not the one the uploader sent', async () => {
    const served = async (file: { blob: Blob; name: string }) =>
      (await get('auctioneer', await documentUrl(file))).headers.get('content-type');
    expect(await served(part(pdfBytes(), 'scan.pdf', 'application/octet-stream'))).toBe(
      'application/pdf',
    );
    expect(await served(part('Parcel 14-21-101-001', 'notes.txt', ''))).toBe('text/plain');
    expect(await served(part(pngBytes(), 'site.png', 'application/octet-stream'))).toBe(
      'image/png',
    );
  });
});

describe('a served file', () => {
  it('is never sniffed, runs sandboxed, and is saved unless it is a picture or a PDF', async () => {
    const headers = async (file: { blob: Blob; name: string }) => {
      const res = await get('auctioneer', await documentUrl(file));
      expect(res.status).toBe(200);
      return Object.fromEntries(
        [
          'content-type',
          'x-content-type-options',
          'content-security-policy',
          'content-disposition',
        ].map((h) => [h, res.headers.get(h)]),
      );
    };
    expect(await headers(part(pdfBytes(), 'Sale notice.pdf'))).toEqual({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-disposition': "inline; filename*=UTF-8''Sale%20notice.pdf",
    });
    expect(await headers(part('Parcel 14-21', 'notes.txt'))).toEqual({
      'content-type': 'text/plain',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-disposition': "attachment; filename*=UTF-8''notes.txt",
    });
    expect((await headers(part(pngBytes(), 'site.png')))['content-disposition']).toMatch(
      /^inline;/,
    );
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    expect(await headers(part(docx, 'letter.docx'))).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': "attachment; filename*=UTF-8''letter.docx",
    });
    const photo = await fetch(
      `http://localhost${await photoUrl(pngBytes(), 'image/png', 'p.png')}`,
    );
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('who a document is served to', () => {
  it('serves a document hidden from bidders to staff and the firm, never to a bidder', async () => {
    const hidden = await documentUrl(part(pdfBytes('hidden'), 'Title.pdf'), { bidders: false });
    const shown = await documentUrl(part(pdfBytes('shown'), 'Notice.pdf'), { bidders: true });
    for (const who of ['auctioneer', 'employee', 'admin', 'client', 'attorney'])
      expect((await get(who, hidden)).status, who).toBe(200);
    await refused(await get('bidder', hidden), 404, 'File is not found!');
    expect((await get('bidder', shown)).status).toBe(200);
    // Hidden later: refused from then on.
    const doc = listedCase().documents.find((d) => d.url === shown)!;
    expect(
      (await callAs('auctioneer', 'PUT', `/api/documents/${doc.id}`, { isVisibleToBidder: false }))
        .status,
    ).toBe(200);
    await refused(await get('bidder', shown), 404);
  });

  it('serves a document hidden from clients to staff, not to the firm', async () => {
    const url = await documentUrl(part(pdfBytes(), 'Internal.pdf'), {
      clients: false,
      bidders: false,
    });
    expect((await get('employee', url)).status).toBe(200);
    await refused(await get('client', url), 404);
    await refused(await get('attorney', url), 404);
  });

  it('refuses another company’s files, and anyone without a session', async () => {
    const url = await documentUrl(part(pdfBytes(), 'Deed.pdf'));
    await refused(await get(outsider(), url), 404, 'File is not found!');
    await refused(await fetch(`http://localhost${url}`), 401);
    const lot = db.lots.find((l) => l.caseId === listedCase().id)!;
    const res = await uploadAs('auctioneer', `/api/lotdocuments/${lot.id}`, {
      Description: 'Survey',
      Attachment: part(pdfBytes(), 'survey.pdf'),
    });
    const { attachment } = (await res.json()) as { attachment: string };
    expect((await get('employee', attachment)).status).toBe(200);
    await refused(await get(outsider(), attachment), 404);
    await refused(await get('bidder', attachment), 404);
  });

  it('guards seeded documents and wire instructions the same way', async () => {
    const kase = listedCase();
    makeDocument({ caseId: kase.id, url: '/sim-img/sealed-order.pdf', visibleToBidders: false });
    expect((await get('auctioneer', '/sim-img/sealed-order.pdf')).status).toBe(200);
    await refused(await get('bidder', '/sim-img/sealed-order.pdf'), 404);
    await refused(await get(outsider(), '/sim-img/sealed-order.pdf'), 404);

    const wire = db.companies.find((c) => c.id === company())!.wireInstructionsUrl;
    expect((await get('employee', wire)).status).toBe(200);
    await refused(await get(outsider(), wire), 404);
    // A bidder reads it once they have won one of the company's lots.
    const bidder = userNamed('bidder');
    for (const l of db.lots) if (l.winner?.bidderId === bidder.id) l.winner = null;
    await refused(await get('bidder', wire), 404);
    const lot = db.lots.find(
      (l) => db.auctions.find((a) => a.id === l.auctionId)?.companyId === company(),
    )!;
    lot.winner = { bidderId: bidder.id, bidId: 0, amount: 1000, paddleNumber: 7, createdDate: '' };
    lot.soldTo = 'ThirdPartyBidder';
    expect((await get('bidder', wire)).status).toBe(200);
  });
});

describe('a retried upload', () => {
  it('is stored once: the same idempotency key answers the first upload again', async () => {
    const kase = listedCase();
    const before = kase.documents.length;
    const send = (key: string) =>
      uploadDocument(part(pdfBytes('retry'), 'Retry.pdf'), { headers: { 'Idempotency-Key': key } });
    const first = await send('upload-1');
    const again = await send('upload-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(kase.documents).toHaveLength(before + 1);
    // At the same time: still once.
    const [c, d] = await Promise.all([send('upload-2'), send('upload-2')]);
    expect((await d.json()).id).toBe((await c.json()).id);
    expect(kase.documents).toHaveLength(before + 2);
    // Another key is another upload.
    expect((await (await send('upload-3')).json()).id).not.toBe(a.id);
    expect(kase.documents).toHaveLength(before + 3);
  });

  it('is tried again after a refusal, and keys are the caller’s own', async () => {
    const key = { 'Idempotency-Key': 'k-1' };
    await refused(
      await uploadDocument(part(htmlBytes(), 'x.pdf'), { headers: key }),
      400,
      'x.pdf is not a document file',
    );
    const ok = await uploadDocument(part(pdfBytes(), 'x.pdf'), { headers: key });
    expect(ok.status).toBe(200);
    const photo = (who: string) =>
      uploadAs(
        who,
        `/api/properties/${makeProperty({ lotId: makeLot({ caseId: listedCase().id }).id }).id}/images`,
        { Image: part(pngBytes(), 'a.png'), Description: 'A' },
        'POST',
        key,
      );
    // The same key from another caller or on another path is its own upload.
    const byEmployee = await photo('employee');
    expect(byEmployee.status).toBe(200);
    expect((await byEmployee.json()).url).not.toBe((await ok.json()).url);
  });
});
