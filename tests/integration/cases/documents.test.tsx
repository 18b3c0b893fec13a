import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http as mswHttp, HttpResponse } from 'msw';
import { http, TRANSFER_TIMEOUT_MS } from '../../../src/api/http';
import { CaseDocuments } from '../../../src/features/cases/documents/CaseDocuments';
import { LotDocuments } from '../../../src/features/cases/documents/LotDocuments';
import { fileNameOf } from '../../../src/lib/fileUrl';
import { db } from '../../../src/mocks/db';
import type { Case, CaseDocument } from '../../../src/mocks/db/types';
import { makeCase, makeDocument, makeLot, makeLotDocument } from '../../../src/mocks/factories';
import { routedHandlers } from '../../../src/mocks/handlers';
import { server } from '../../../src/mocks/node';
import { htmlBytes, pdfBytes } from '../../fileBytes';
import { renderKit } from '../kit/renderKit';
import { signInAs } from '../../render';
import { post, userNamed } from '../../simApi';
import { holdCalls } from '../../heldCalls';

const typeId = (name: string) => db.documentTypes.find((t) => t.name === name)!.id;
/** A local date, so the shown text does not depend on the machine's time zone. */
const MARCH_4 = new Date(2026, 2, 4, 15, 30).toISOString();

/** A New case of the demo auctioneer's company and the demo client's firm, with three documents. */
function caseWithDocuments(): Case {
  const kase = makeCase({
    companyId: userNamed('auctioneer').companyId!,
    clientId: userNamed('client').clientId!,
  });
  const doc = (over: Partial<CaseDocument>) =>
    makeDocument({
      caseId: kase.id,
      createdBy: 'Alex Hammond',
      createdDate: MARCH_4,
      fileSize: 2_000,
      ...over,
    });
  doc({
    name: 'Judgment.pdf',
    url: '/sim-img/judgment.pdf',
    typeId: typeId('Judgment Order'),
    fileSize: 12_800,
    visibleToBidders: true,
    visibleToClients: false,
  });
  doc({
    name: 'Appraisal.pdf',
    url: '/sim-img/appraisal.pdf',
    typeId: typeId('Appraisal Report'),
    fileSize: 512,
    createdDate: new Date(2026, 2, 3, 9, 0).toISOString(),
    visibleToBidders: false,
    visibleToClients: true,
  });
  doc({
    name: 'Survey.pdf',
    url: 'javascript:alert(1)',
    typeId: typeId('Other'),
    fileSize: 3.2 * 1024 * 1024,
    createdDate: new Date(2026, 2, 2, 9, 0).toISOString(),
    visibleToBidders: false,
    visibleToClients: false,
  });
  return kase;
}

const table = () => screen.getByRole('table', { name: 'Case documents' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The open dialog with this title (found by its title: test builds give every title one id). */
async function findDialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}
const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type=file]')!;

async function renderDocuments(kase: Case, canManage = true) {
  const view = renderKit(<CaseDocuments caseId={kase.id} canManage={canManage} />);
  await screen.findByText(kase.documents[0]?.name ?? 'No documents available.');
  return view;
}

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function pick(
  user: ReturnType<typeof renderKit>['user'],
  scope: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(scope).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** Holds the next call of this method and path until `release()`; it then reaches the simulator. */
const holdNext = (method: 'post' | 'put', path: string) =>
  holdCalls(method, path, { once: true }).release;

/**
 * Saved files: jsdom has no object URLs and does not download, so what the browser would get is
 * recorded (the blob and the name of the clicked download link).
 */
function recordSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:saved';
  };
  URL.revokeObjectURL = () => {};
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href === 'blob:saved') saved.push({ name: this.download, blob: last! });
    else click.call(this);
  });
  return saved;
}

/** Types into a field in one go (a paste): per-key typing adds nothing these tests check. */
async function fill(user: ReturnType<typeof renderKit>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('case documents', () => {
  beforeEach(() => signInAs('auctioneer'));
  afterEach(() => vi.restoreAllMocks());

  it('lists the documents newest first with their type, size, uploader, date and visibility', async () => {
    const kase = caseWithDocuments();
    await renderDocuments(kase);
    const names = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')!.textContent);
    expect(names).toEqual(['Judgment.pdf', 'Appraisal.pdf', 'Survey.pdf']);
    expect(cellsOf('Judgment.pdf').slice(0, 7)).toEqual([
      'Judgment.pdf',
      'Judgment Order',
      '12.5 kb',
      'Alex Hammond',
      '03/04/2026 3:30 PM',
      'Yes',
      'No',
    ]);
    expect(cellsOf('Appraisal.pdf').slice(2, 3)).toEqual(['512 b']);
    expect(cellsOf('Survey.pdf').slice(2, 3)).toEqual(['3.2 mb']);

    const link = screen.getByRole('link', { name: 'Judgment.pdf' });
    expect(link).toHaveAttribute('href', '/sim-img/judgment.pdf');
    // A stored address that is not http(s) never becomes a link.
    expect(screen.queryByRole('link', { name: 'Survey.pdf' })).not.toBeInTheDocument();
  });

  it('saves a document under its name through the signed-in http client, with the long timeout', async () => {
    const kase = caseWithDocuments();
    const sent = vi.spyOn(http, 'get');
    const saved = recordSaves();
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('link', { name: 'Judgment.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Judgment.pdf');
    expect(saved[0].blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await saved[0].blob.arrayBuffer())).toMatch(/^%PDF/);
    const [url, config] = sent.mock.calls[0];
    expect(url).toBe('/sim-img/judgment.pdf');
    expect(config).toMatchObject({ responseType: 'arraybuffer', timeout: TRANSFER_TIMEOUT_MS });
  });

  it('shows the empty text when the case has no documents', async () => {
    const kase = makeCase({ companyId: userNamed('auctioneer').companyId! });
    await renderDocuments(kase);
    expect(screen.getByText('No documents available.')).toBeInTheDocument();
  });

  it('searches 250 ms after the typing stops', async () => {
    const kase = caseWithDocuments();
    const { address } = await renderDocuments(kase);
    const box = screen.getByRole('searchbox', { name: 'Search documents' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'judg' } });
      act(() => vi.advanceTimersByTime(249));
      expect(address().get('search')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(address().get('search')).toBe('judg');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByText('Appraisal.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('Judgment.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Survey.pdf')).not.toBeInTheDocument();
  });

  it('requires a type and a file before sending anything', async () => {
    const kase = caseWithDocuments();
    const sent = vi.spyOn(http, 'request');
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    const box = await findDialog('Upload Document');
    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await within(box).findByText('Please select the document type!')).toBeInTheDocument();
    expect(within(box).getByText('Please select the file to upload!')).toBeInTheDocument();
    expect(sent.mock.calls.filter(([c]) => c.url === '/api/documents')).toEqual([]);
    expect(kase.documents).toHaveLength(3);
  });

  it('uploads the file with its type and visibility, showing the progress', async () => {
    const kase = caseWithDocuments();
    const sent = vi.spyOn(http, 'request');
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    const box = await findDialog('Upload Document');
    await pick(user, box, 'Document Type', 'Title Search');
    await user.click(within(box).getByRole('switch', { name: 'Visible to Clients' }));
    await user.upload(
      fileInput(box),
      new File([pdfBytes('title search')], 'Title.pdf', { type: 'application/pdf' }),
    );
    const release = holdNext('post', '*/api/documents');
    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(
      await within(box).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByText('Successfully uploaded the document!')).toBeInTheDocument();

    // The multipart fields as the spec names them (jsdom loses the file name on the way to the
    // simulator, so the file is checked where it leaves the client).
    const form = sent.mock.calls.find(([c]) => c.url === '/api/documents')![0].data as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      DocumentTypeId: String(typeId('Title Search')),
      IsVisibleToBidder: 'false',
      IsVisibleToClient: 'true',
      CaseId: String(kase.id),
    });
    expect((form.get('Attachment') as File).name).toBe('Title.pdf');

    const saved = kase.documents[3];
    expect(saved).toMatchObject({
      typeId: typeId('Title Search'),
      visibleToBidders: false,
      visibleToClients: true,
    });
    expect(await screen.findByRole('link', { name: saved.name })).toBeInTheDocument();
    expect(cellsOf(saved.name).slice(1, 3)).toEqual(['Title Search', `${saved.fileSize} b`]);
    expect(cellsOf(saved.name).slice(5, 7)).toEqual(['No', 'Yes']);
  });

  it('keeps the type, visibility and file when the upload fails, and sends them again', async () => {
    const kase = caseWithDocuments();
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    const box = await findDialog('Upload Document');
    await pick(user, box, 'Document Type', 'Court Order');
    await user.click(within(box).getByRole('switch', { name: 'Visible to Bidders' }));
    await user.upload(
      fileInput(box),
      new File([pdfBytes('order')], 'Order.pdf', { type: 'application/pdf' }),
    );
    await post('/__sim/faults', { match: '*/api/documents', status: 503, count: 1 });

    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await within(box).findByRole('alert')).toBeInTheDocument();
    expect(box).toBeVisible();
    expect(within(box).getByTitle('Court Order')).toBeInTheDocument();
    expect(within(box).getByRole('switch', { name: 'Visible to Bidders' })).toBeChecked();
    expect(within(box).getByText('Order.pdf')).toBeInTheDocument();
    expect(kase.documents).toHaveLength(3);

    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Successfully uploaded the document!')).toBeInTheDocument();
    expect(kase.documents).toHaveLength(4);
    expect(kase.documents[3]).toMatchObject({
      typeId: typeId('Court Order'),
      visibleToBidders: true,
      visibleToClients: false,
    });
  });

  it('stores a document once when the upload is sent again after its answer was lost', async () => {
    const kase = caseWithDocuments();
    const sent = vi.spyOn(http, 'request');
    // The simulator stores the first upload, but its answer never reaches the app.
    server.use(
      mswHttp.post(
        '*/api/documents',
        async ({ request }) => {
          await getResponse(routedHandlers, request);
          return HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    const box = await findDialog('Upload Document');
    await pick(user, box, 'Document Type', 'Court Order');
    await user.upload(
      fileInput(box),
      new File([pdfBytes()], 'Order.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await within(box).findByRole('alert')).toBeInTheDocument();
    expect(kase.documents).toHaveLength(4);

    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Successfully uploaded the document!')).toBeInTheDocument();
    expect(kase.documents).toHaveLength(4);
    const keys = sent.mock.calls
      .filter(([c]) => c.url === '/api/documents')
      .map(([c]) => (c.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses a file that is no document when it is picked, by its bytes as well as its name', async () => {
    const kase = caseWithDocuments();
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: /Upload Document/ }));
    const box = await findDialog('Upload Document');
    // The picker offers documents only; a file dropped or chosen as any file is still checked.
    await user.upload(fileInput(box), new File([htmlBytes()], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('page.html is not a document file')).toBeInTheDocument();
    await user.upload(
      fileInput(box),
      new File([htmlBytes()], 'Order.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Order.pdf is not a document file')).toBeInTheDocument();
    expect(within(box).queryByText('Order.pdf')).not.toBeInTheDocument();
    expect(within(box).queryByText('page.html')).not.toBeInTheDocument();
  });

  it('edits the type and the visibility of a document', async () => {
    const kase = caseWithDocuments();
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: 'Edit Appraisal.pdf' }));
    const box = await findDialog('Edit Document');
    expect(within(box).getByTitle('Appraisal Report')).toBeInTheDocument();
    expect(within(box).getByRole('switch', { name: 'Visible to Clients' })).toBeChecked();
    await pick(user, box, 'Document Type', 'Court Order');
    await user.click(within(box).getByRole('switch', { name: 'Visible to Bidders' }));
    await user.click(within(box).getByRole('switch', { name: 'Visible to Clients' }));
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated the document!')).toBeInTheDocument();
    await waitFor(() =>
      expect(cellsOf('Appraisal.pdf').slice(1, 7)).toEqual([
        'Court Order',
        '512 b',
        'Alex Hammond',
        expect.any(String),
        'Yes',
        'No',
      ]),
    );
    expect(kase.documents.find((d) => d.name === 'Appraisal.pdf')).toMatchObject({
      typeId: typeId('Court Order'),
      visibleToBidders: true,
      visibleToClients: false,
    });
  });

  it('deletes a document after the confirmation', async () => {
    const kase = caseWithDocuments();
    const { user } = await renderDocuments(kase);
    await user.click(screen.getByRole('button', { name: 'Delete Judgment.pdf' }));
    const confirm = await screen.findByText('Are you sure to delete the document?');
    await user.click(
      within(confirm.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Successfully deleted the document!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Judgment.pdf')).not.toBeInTheDocument());
    expect(kase.documents.map((d) => d.name)).toEqual(['Appraisal.pdf', 'Survey.pdf']);
  });

  it('offers no upload, edit or delete to an admin', async () => {
    await signInAs('admin');
    const kase = caseWithDocuments();
    await renderDocuments(kase, true);
    expect(screen.getByText('Survey.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload Document/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it('shows a client only the documents visible to clients, with no upload or delete', async () => {
    await signInAs('client');
    const kase = caseWithDocuments();
    renderKit(<CaseDocuments caseId={kase.id} canManage />);
    expect(await screen.findByText('Appraisal.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Judgment.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('Survey.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload Document/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});

describe('lot documents', () => {
  beforeEach(() => signInAs('auctioneer'));

  function lotWithDocument() {
    const kase = makeCase({ companyId: userNamed('auctioneer').companyId! });
    const lot = makeLot({ caseId: kase.id, status: 'Draft', auctionId: null });
    makeLotDocument({
      lotId: lot.id,
      description: 'Plat of survey',
      attachment: '/sim-img/plat-of-survey.pdf',
      createdDate: MARCH_4,
    });
    return lot;
  }

  it('lists the description, the attachment link and the date', async () => {
    const lot = lotWithDocument();
    renderKit(<LotDocuments lotId={lot.id} canManage />);
    expect(await screen.findByText('Plat of survey')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'plat-of-survey.pdf' });
    expect(link).toHaveAttribute('href', '/sim-img/plat-of-survey.pdf');
    expect(screen.getByText('03/04/2026 3:30 PM')).toBeInTheDocument();
  });

  it('requires a description and a file, then adds the document', async () => {
    const lot = lotWithDocument();
    const { user } = renderKit(<LotDocuments lotId={lot.id} canManage />);
    await screen.findByText('Plat of survey');
    await user.click(screen.getByRole('button', { name: /Add Document/ }));
    const box = await findDialog('Add Document');
    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(await within(box).findByText('Please enter the description!')).toBeInTheDocument();
    expect(within(box).getByText('Please select the file to upload!')).toBeInTheDocument();

    await fill(user, within(box).getByLabelText('Description'), 'Occupancy letter');
    await user.upload(
      fileInput(box),
      new File([pdfBytes('letter')], 'Occupancy.pdf', { type: 'application/pdf' }),
    );
    const release = holdNext('post', '*/api/lotdocuments/:lotId');
    await user.click(within(box).getByRole('button', { name: 'Upload' }));
    expect(
      await within(box).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByText('Successfully added the document!')).toBeInTheDocument();
    expect(await screen.findByText('Occupancy letter')).toBeInTheDocument();
    const added = db.lotDocuments.find((d) => d.description === 'Occupancy letter')!;
    expect(screen.getByRole('link', { name: fileNameOf(added.attachment) })).toHaveAttribute(
      'href',
      added.attachment,
    );
    expect(db.lotDocuments.filter((d) => d.lotId === lot.id).map((d) => d.description)).toEqual([
      'Plat of survey',
      'Occupancy letter',
    ]);
  });

  it('deletes a document after the confirmation', async () => {
    const lot = lotWithDocument();
    const { user } = renderKit(<LotDocuments lotId={lot.id} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Plat of survey' }));
    const confirm = await screen.findByText('Are you sure to delete the document?');
    await user.click(
      within(confirm.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No documents available.')).toBeInTheDocument();
    expect(db.lotDocuments.filter((d) => d.lotId === lot.id)).toEqual([]);
  });

  it('offers no add or delete to an admin', async () => {
    await signInAs('admin');
    const lot = lotWithDocument();
    renderKit(<LotDocuments lotId={lot.id} canManage />);
    expect(await screen.findByText('Plat of survey')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Document/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
