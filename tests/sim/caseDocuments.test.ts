// @vitest-environment node
import type { CaseDocumentRow as Row, LotDocumentRow as LotRow } from '../../src/api/documents';
import { db } from '../../src/mocks/db';
import type { Case } from '../../src/mocks/db/types';
import { makeClientUser, makeDocument, makeLot } from '../../src/mocks/factories';
import { callAs, uploadAs, userNamed } from '../simApi';
import { company, firm, listedCase, ok, refused } from './caseFixtures';

const typeId = (name: string) => db.documentTypes.find((t) => t.name === name)!.id;

/** The case's documents: one of each visibility. */
function mixedDocuments(kase: Case) {
  kase.documents = [];
  const doc = (name: string, visibleToBidders: boolean, visibleToClients: boolean) =>
    makeDocument({
      caseId: kase.id,
      name,
      visibleToBidders,
      visibleToClients,
      typeId: typeId('Other'),
      createdDate: '2026-01-01T10:00:00.000Z',
    });
  return {
    both: doc('Both.pdf', true, true),
    bidders: doc('Bidders.pdf', true, false),
    clients: doc('Clients.pdf', false, true),
    staff: doc('Staff.pdf', false, false),
  };
}

const list = (who: string, caseId: number, body: unknown = {}) =>
  callAs(who, 'POST', `/api/documents/list/${caseId}`, body);
const names = async (res: Response) =>
  (await ok<{ data: Row[] }>(res)).data.map((r) => r.name).sort();

const pdf = () => new Blob(['%PDF-1.4 sale notice'], { type: 'application/pdf' });
const newDocument = (caseId: number, over: Record<string, string> = {}) => ({
  DocumentTypeId: String(typeId('Notice of Sale')),
  IsVisibleToBidder: 'true',
  IsVisibleToClient: 'false',
  CaseId: String(caseId),
  Attachment: { blob: pdf(), name: 'Sale notice.pdf' },
  ...over,
});

describe('POST /api/documents/types/list', () => {
  it('lists the document types', async () => {
    const body = await ok<{ data: { id: number; name: string }[]; total: number }>(
      await callAs('employee', 'POST', '/api/documents/types/list', {}),
    );
    expect(body.data.map((t) => t.name)).toEqual([
      'Notice of Sale',
      'Judgment Order',
      'Appraisal Report',
      'Title Search',
      'Court Order',
      'Other',
    ]);
    expect(body.total).toBe(6);
  });
});

describe('POST /api/documents/list/{caseId}', () => {
  it('shows staff and admins every document, clients those visible to clients, bidders those visible to bidders', async () => {
    const kase = listedCase();
    mixedDocuments(kase);
    const all = ['Bidders.pdf', 'Both.pdf', 'Clients.pdf', 'Staff.pdf'];
    expect(await names(await list('auctioneer', kase.id))).toEqual(all);
    expect(await names(await list('admin', kase.id))).toEqual(all);
    expect(await names(await list('client', kase.id))).toEqual(['Both.pdf', 'Clients.pdf']);
    expect(await names(await list('attorney', kase.id))).toEqual(['Both.pdf', 'Clients.pdf']);
    expect(await names(await list('bidder', kase.id))).toEqual(['Bidders.pdf', 'Both.pdf']);
  });

  it('gives each row its type, author, size and visibility', async () => {
    const kase = listedCase();
    const { both } = mixedDocuments(kase);
    const rows = (await ok<{ data: Row[] }>(await list('auctioneer', kase.id))).data;
    expect(rows.find((r) => r.id === both.id)).toEqual({
      id: both.id,
      name: 'Both.pdf',
      typeId: typeId('Other'),
      typeName: 'Other',
      createdDate: '2026-01-01T10:00:00.000Z',
      createdBy: both.createdBy ?? '',
      fileSize: both.fileSize ?? 0,
      url: both.url,
      isVisibleToBidder: true,
      isVisibleToClient: true,
    });
  });

  it('seeds typed documents of mixed visibility on the demo company’s cases', async () => {
    const rows = db.cases.filter((c) => c.companyId === company()).flatMap((c) => c.documents);
    expect(rows.every((d) => d.typeId && d.createdDate && d.createdBy && d.fileSize)).toBe(true);
    expect(rows.some((d) => d.visibleToClients && !d.visibleToBidders)).toBe(true);
    expect(rows.some((d) => !d.visibleToClients && !d.visibleToBidders)).toBe(true);
    expect(rows.some((d) => d.visibleToBidders)).toBe(true);
  });

  it('searches by name or type, sorts, and pages', async () => {
    const kase = listedCase();
    mixedDocuments(kase);
    const body = async (b: unknown) =>
      ok<{ data: Row[]; total: number }>(await list('auctioneer', kase.id, b));
    expect(await names(await list('auctioneer', kase.id, { search: 'CLIENTS' }))).toEqual([
      'Clients.pdf',
    ]);
    expect((await body({ search: 'other' })).total).toBe(4);
    const sorted = await body({ sorter: { field: 'name', order: 'descend' } });
    expect(sorted.data.map((r) => r.name)).toEqual([
      'Staff.pdf',
      'Clients.pdf',
      'Both.pdf',
      'Bidders.pdf',
    ]);
    const page2 = await body({
      sorter: { field: 'name', order: 'ascend' },
      pagination: { current: 2, pageSize: 3 },
    });
    expect(page2.total).toBe(4);
    expect(page2.data.map((r) => r.name)).toEqual(['Staff.pdf']);
  });

  it('refuses other firms, other companies’ staff and bidders of a case not out for auction', async () => {
    const kase = listedCase();
    makeClientUser({
      userName: 'other-firm',
      clientId: db.clients.find((c) => c.id !== firm())!.id,
    });
    await refused(await list('other-firm', kase.id), 403);
    kase.companyId = db.companies.find((c) => c.id !== company())!.id;
    await refused(await list('auctioneer', kase.id), 403);
    const draftCase = makeLot().caseId;
    await refused(await list('bidder', draftCase), 403);
    await refused(await list('auctioneer', 999999), 404, 'Case Id is not found!');
  });
});

describe('POST /api/documents', () => {
  it('adds a document with its type, visibility, author and size; the file is served back', async () => {
    const kase = listedCase();
    const row = await ok<Row>(await uploadAs('employee', '/api/documents', newDocument(kase.id)));
    const emery = userNamed('employee');
    expect(row).toMatchObject({
      name: 'Sale notice.pdf',
      typeId: typeId('Notice of Sale'),
      typeName: 'Notice of Sale',
      createdBy: `${emery.firstName} ${emery.lastName}`,
      fileSize: (await pdf().arrayBuffer()).byteLength,
      isVisibleToBidder: true,
      isVisibleToClient: false,
    });
    const file = await callAs('employee', 'GET', row.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 sale notice');
    // Bidders see it (on the lot's page too), the firm does not.
    expect(await names(await list('bidder', kase.id))).toContain('Sale notice.pdf');
    expect(await names(await list('client', kase.id))).not.toContain('Sale notice.pdf');
    const lot = db.lots.find((l) => l.caseId === kase.id && l.status === 'Listed')!;
    const details = await ok<{ case: { documents: { name: string }[] } }>(
      await callAs('bidder', 'GET', `/api/lots/${lot.id}/bidder`),
    );
    expect(details.case.documents.map((d) => d.name)).toContain('Sale notice.pdf');
  });

  it('needs a document type and a file', async () => {
    const kase = listedCase();
    const before = kase.documents.length;
    await refused(
      await uploadAs('auctioneer', '/api/documents', newDocument(kase.id, { DocumentTypeId: '' })),
      400,
      'Document type is required.',
    );
    const { Attachment: _file, ...noFile } = newDocument(kase.id);
    await refused(
      await uploadAs('auctioneer', '/api/documents', noFile),
      400,
      'Attachment is required.',
    );
    expect(kase.documents).toHaveLength(before);
  });

  it('refuses admins, law firms, bidders and closed cases', async () => {
    const kase = listedCase();
    for (const who of ['admin', 'client', 'attorney', 'bidder'])
      await refused(await uploadAs(who, '/api/documents', newDocument(kase.id)), 403);
    kase.status = 'Cancelled';
    await refused(await uploadAs('auctioneer', '/api/documents', newDocument(kase.id)), 403);
    await refused(await uploadAs('auctioneer', '/api/documents', newDocument(999999)), 404);
  });
});

describe('PUT and DELETE /api/documents/{id}', () => {
  it('changes the type and visibility', async () => {
    const kase = listedCase();
    const { staff } = mixedDocuments(kase);
    const row = await ok<Row>(
      await callAs('auctioneer', 'PUT', `/api/documents/${staff.id}`, {
        typeId: typeId('Title Search'),
        isVisibleToBidder: false,
        isVisibleToClient: true,
      }),
    );
    expect(row).toMatchObject({
      typeName: 'Title Search',
      isVisibleToBidder: false,
      isVisibleToClient: true,
    });
    expect(await names(await list('client', kase.id))).toContain('Staff.pdf');
    await refused(
      await callAs('auctioneer', 'PUT', `/api/documents/${staff.id}`, { typeId: 999999 }),
      400,
      'Document type is required.',
    );
  });

  it('refuses edits by the firm and admins, deletes by them too', async () => {
    const kase = listedCase();
    const { both } = mixedDocuments(kase);
    for (const who of ['client', 'attorney', 'admin']) {
      await refused(
        await callAs(who, 'PUT', `/api/documents/${both.id}`, { isVisibleToBidder: false }),
        403,
      );
      await refused(await callAs(who, 'DELETE', `/api/documents/${both.id}`), 403);
    }
    expect(both.visibleToBidders).toBe(true);
    await ok(await callAs('employee', 'DELETE', `/api/documents/${both.id}`));
    expect(kase.documents.some((d) => d.id === both.id)).toBe(false);
    await refused(
      await callAs('employee', 'DELETE', `/api/documents/${both.id}`),
      404,
      'Document is not found!',
    );
  });
});

describe('lot documents', () => {
  const lotOf = (kase: Case) => db.lots.find((l) => l.caseId === kase.id)!;
  const newLotDocument = (description = 'Survey') => ({
    Description: description,
    Attachment: { blob: pdf(), name: 'survey.pdf' },
  });

  it('lists a lot’s documents newest first, to staff, the firm and admins', async () => {
    const lot = lotOf(listedCase());
    const added = await ok<LotRow>(
      await uploadAs('auctioneer', `/api/lotdocuments/${lot.id}`, newLotDocument()),
    );
    expect(added).toMatchObject({ description: 'Survey' });
    expect(added.attachment).toMatch(/^\/sim-files\/\d+\/survey\.pdf$/);
    for (const who of ['employee', 'client', 'admin']) {
      const rows = await ok<LotRow[]>(await callAs(who, 'GET', `/api/lotdocuments/${lot.id}`));
      expect(rows[0]).toEqual(added);
      expect(rows.map((r) => r.createdDate)).toEqual(
        [...rows.map((r) => r.createdDate)].sort().reverse(),
      );
    }
    await refused(await callAs('bidder', 'GET', `/api/lotdocuments/${lot.id}`), 403);
    expect(db.lotDocuments.filter((d) => d.lotId !== lot.id).length).toBeGreaterThan(0);
  });

  it('needs a description and a file; only staff who can edit add or delete', async () => {
    const lot = lotOf(listedCase());
    await refused(
      await uploadAs('auctioneer', `/api/lotdocuments/${lot.id}`, newLotDocument(' ')),
      400,
      'Description is required.',
    );
    await refused(
      await uploadAs('auctioneer', `/api/lotdocuments/${lot.id}`, { Description: 'Survey' }),
      400,
      'Attachment is required.',
    );
    for (const who of ['client', 'admin'])
      await refused(await uploadAs(who, `/api/lotdocuments/${lot.id}`, newLotDocument()), 403);
    const added = await ok<LotRow>(
      await uploadAs('employee', `/api/lotdocuments/${lot.id}`, newLotDocument()),
    );
    for (const who of ['client', 'admin'])
      await refused(await callAs(who, 'DELETE', `/api/lotdocuments/${added.id}`), 403);
    await ok(await callAs('auctioneer', 'DELETE', `/api/lotdocuments/${added.id}`));
    expect(db.lotDocuments.some((d) => d.id === added.id)).toBe(false);
    expect((await fetch(`http://localhost${added.attachment}`)).status).toBe(404);
    await refused(
      await callAs('auctioneer', 'GET', '/api/lotdocuments/999999'),
      404,
      'Lot is not found!',
    );
  });
});
