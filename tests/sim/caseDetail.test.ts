import type { CaseDetail, CaseNote, CaseRow } from '../../src/api/cases';
import { db } from '../../src/mocks/db';
import type { Case, CaseStatus, LotStatus } from '../../src/mocks/db/types';
import { makeCase, makeLot, makeNote } from '../../src/mocks/factories';
import { CASE_MSG } from '../../src/mocks/rules/caseStatus';
import { callAs } from '../simApi';

const host = () => db.companies[0];
const firm = () => db.clients[0];
const lotsOf = (caseId: number) => db.lots.filter((l) => l.caseId === caseId);

/** A seeded case of the demo company and firm: its status and its only lot's (none when omitted). */
const demoCase = (status: CaseStatus, lotStatus?: LotStatus): Case =>
  db.cases.find((c) => {
    const lots = lotsOf(c.id);
    return (
      c.companyId === host().id &&
      c.clientId === firm().id &&
      c.status === status &&
      (lotStatus === undefined
        ? lots.length === 0
        : lots.length === 1 && lots[0].status === lotStatus)
    );
  })!;

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const detail = (user: string, id: number) => call<CaseDetail>(user, 'GET', `/api/cases/${id}`);
const action = (user: string, id: number, name: string) =>
  call<CaseDetail>(user, 'PUT', `/api/cases/${id}/${name}`);
const caseLogs = (caseId: number) => db.activityLogs.filter((l) => l.caseId === caseId);

describe('who may open a case', () => {
  it('gives staff their company’s cases and the firm its own; canEdit only for staff', async () => {
    const kase = makeCase({ companyId: host().id, clientId: firm().id });
    for (const user of ['auctioneer', 'employee']) {
      const res = await detail(user, kase.id);
      expect(res.status).toBe(200);
      expect(res.body.canEdit).toBe(true);
    }
    for (const user of ['client', 'attorney', 'admin']) {
      const res = await detail(user, kase.id);
      expect(res.status).toBe(200);
      expect(res.body.canEdit).toBe(false);
    }
    expect((await detail('bidder', kase.id)).status).toBe(403);
  });

  it('refuses another company’s staff and another firm, and answers 404 for an unknown case', async () => {
    const otherCompany = makeCase({ companyId: db.companies[1].id, clientId: firm().id });
    expect((await detail('auctioneer', otherCompany.id)).status).toBe(403);
    // A firm sees its cases at any company.
    expect((await detail('client', otherCompany.id)).status).toBe(200);
    const otherFirm = makeCase({ companyId: host().id, clientId: db.clients[1].id });
    expect((await detail('client', otherFirm.id)).status).toBe(403);
    expect((await detail('attorney', otherFirm.id)).status).toBe(403);
    expect((await detail('auctioneer', otherFirm.id)).status).toBe(200);
    const missing = await detail('auctioneer', 999_999);
    expect(missing).toEqual({ status: 404, body: { message: CASE_MSG.notFound } });
  });

  it('a closed or cancelled case cannot be edited', async () => {
    expect((await detail('auctioneer', demoCase('Closed', 'DeedIssued').id)).body.canEdit).toBe(
      false,
    );
    expect((await detail('auctioneer', demoCase('Cancelled', 'Cancelled').id)).body.canEdit).toBe(
      false,
    );
  });
});

describe('the case detail', () => {
  it('lists lots by number then id, notes newest first, the firm, attorney and combined status', async () => {
    const kase = makeCase({ companyId: host().id, clientId: firm().id });
    const second = makeLot({ caseId: kase.id, lotNumber: 2 });
    const firstB = makeLot({ caseId: kase.id, lotNumber: 1, status: 'Listed' });
    const firstA = makeLot({ caseId: kase.id, lotNumber: 1 });
    const older = makeNote({ caseId: kase.id, createdDate: '2026-01-01T10:00:00.000Z' });
    const newer = makeNote({ caseId: kase.id, createdDate: '2026-02-01T10:00:00.000Z' });
    const { body } = await detail('auctioneer', kase.id);
    expect(body.lots.map((l) => l.id)).toEqual([firstB.id, firstA.id, second.id]);
    expect(body.notes.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(body.lotsCombinedStatus).toBe('Draft');
    expect(body.firmName).toBe(firm().name);
    expect(body.caseFirmName).toBe(firm().name);
    const attorney = db.attorneys.find((t) => t.id === kase.attorneyId)!;
    expect(body.attorneyName).toBe(`${attorney.firstName} ${attorney.lastName}`);
    expect(body.companyName).toBe(host().name);
    expect(body.documentTypes.length).toBe(db.documentTypes.length);
    expect(body.lots[0]).toMatchObject({ caseId: kase.id, lotStatus: 'Listed', propertyCount: 0 });
  });

  it('shows a seeded winner with name, paddle, amount and past-due flags', async () => {
    const kase = db.cases.find(
      (c) =>
        c.companyId === host().id &&
        c.clientId === firm().id &&
        lotsOf(c.id).some((l) => l.status === 'PendingTransaction' && !l.depositReceivedDate),
    )!;
    const { body } = await detail('auctioneer', kase.id);
    const lot = body.lots[0];
    const stored = lotsOf(kase.id)[0];
    expect(lot.winner).toMatchObject({
      bidId: stored.winner!.bidId,
      paddleNumber: stored.winner!.paddleNumber,
      bidAmount: stored.winner!.amount,
    });
    expect(lot.winner!.bidBidderFullName).not.toBe('');
    expect(lot.isDepositPastDue).toBe(true);
    expect(lot.isFullPaymentPastDue).toBe(false);
  });
});

describe('the case lists', () => {
  const list = (user: string, body: object, path = '/api/cases/list') =>
    call<{ data: CaseRow[]; total: number }>(user, 'POST', path, {
      pagination: { current: 1, pageSize: 100 },
      ...body,
    });

  it('lists the company’s cases, newest first, searched by case or file number', async () => {
    const { status, body } = await list('auctioneer', {});
    expect(status).toBe(200);
    const own = db.cases.filter((c) => c.companyId === host().id);
    expect(body.total).toBe(own.length);
    const dates = body.data.map((r) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await list('auctioneer', { pagination: { current: 2, pageSize: 10 } });
    expect(page.body.data).toHaveLength(10);
    expect(page.body.data[0].id).toBe(body.data[10].id);
    const kase = makeCase({ caseNumber: '2026CH77001', fileNumber: 'ZED-42' });
    expect((await list('employee', { search: 'ch77001' })).body.data.map((r) => r.id)).toEqual([
      kase.id,
    ]);
    expect((await list('employee', { search: 'zed-4' })).body.data.map((r) => r.id)).toEqual([
      kase.id,
    ]);
  });

  it('filters by client and by status: New, Listed (New and listed) or another status', async () => {
    const byClient = await list('auctioneer', { clientId: firm().id });
    expect(byClient.body.data.every((r) => r.clientId === firm().id)).toBe(true);
    expect(byClient.body.total).toBe(
      db.cases.filter((c) => c.companyId === host().id && c.clientId === firm().id).length,
    );
    const fresh = await list('auctioneer', { status: 'New' });
    expect(fresh.body.data.every((r) => r.caseStatus === 'New' && !r.isListed)).toBe(true);
    const listed = await list('auctioneer', { status: 'Listed' });
    expect(listed.body.total).toBeGreaterThan(0);
    expect(listed.body.data.every((r) => r.caseStatus === 'New' && r.isListed)).toBe(true);
    const approved = await list('auctioneer', { status: 'Approved' });
    expect(approved.body.total).toBeGreaterThan(0);
    expect(approved.body.data.every((r) => r.caseStatus === 'Approved')).toBe(true);
  });

  it('sorts by a column on request', async () => {
    const { body } = await list('auctioneer', { sorter: { field: 'fileNumber', order: 'ascend' } });
    const files = body.data.map((r) => r.fileNumber);
    expect(files).toEqual([...files].sort((a, b) => a.localeCompare(b)));
  });

  it('gives a firm its own cases at every company; each list refuses the other audience', async () => {
    makeCase({ companyId: db.companies[1].id, clientId: firm().id });
    const { status, body } = await list('attorney', {}, '/api/cases/listattorney');
    expect(status).toBe(200);
    expect(body.total).toBe(db.cases.filter((c) => c.clientId === firm().id).length);
    expect(body.data.every((r) => r.clientId === firm().id)).toBe(true);
    expect((await list('client', {}, '/api/cases/listattorney')).body.total).toBe(body.total);
    expect((await list('client', {})).status).toBe(403);
    expect((await list('auctioneer', {}, '/api/cases/listattorney')).status).toBe(403);
    expect((await list('bidder', {})).status).toBe(403);
    expect((await list('admin', {})).status).toBe(403);
  });
});

describe('editing a case', () => {
  const update = (user: string, id: number, body: object) =>
    call<CaseDetail>(user, 'PUT', `/api/cases/${id}`, body);
  const valid = () => ({
    caseNumber: ' 2026CH55555 ',
    fileNumber: ' F-NEW ',
    county: 'DuPage',
    clientId: db.clients[1].id,
    attorneyId: db.attorneys.find((t) => t.clientId === db.clients[1].id)!.id,
  });

  it('saves the fields while the lots are Draft or Listed', async () => {
    const kase = demoCase('New', 'Listed');
    const { status, body } = await update('employee', kase.id, valid());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      caseNumber: '2026CH55555',
      fileNumber: 'F-NEW',
      county: 'DuPage',
      clientId: db.clients[1].id,
      firmName: db.clients[1].name,
    });
    expect(db.cases.find((c) => c.id === kase.id)!.fileNumber).toBe('F-NEW');
  });

  it('requires the file number and a client; the attorney must be the client’s', async () => {
    const kase = demoCase('New', 'Draft');
    expect(
      (await update('auctioneer', kase.id, { ...valid(), fileNumber: ' ' })).body.message,
    ).toBe(CASE_MSG.fileNumber);
    expect((await update('auctioneer', kase.id, { ...valid(), clientId: 0 })).body.message).toBe(
      CASE_MSG.client,
    );
    const wrongAttorney = db.attorneys.find((t) => t.clientId === firm().id)!.id;
    const res = await update('auctioneer', kase.id, { ...valid(), attorneyId: wrongAttorney });
    expect(res).toEqual({ status: 400, body: { message: CASE_MSG.attorney } });
    expect((await update('auctioneer', kase.id, { ...valid(), attorneyId: null })).status).toBe(
      200,
    );
  });

  it('refuses once the lots are sold, and for callers who cannot edit', async () => {
    const sold = demoCase('New', 'PendingTransaction');
    expect(await update('auctioneer', sold.id, valid())).toEqual({
      status: 400,
      body: { message: CASE_MSG.editLocked },
    });
    const open = demoCase('New', 'Draft');
    for (const user of ['admin', 'client', 'attorney', 'bidder'])
      expect((await update(user, open.id, valid())).status).toBe(403);
    expect((await update('auctioneer', demoCase('Closed', 'DeedIssued').id, valid())).status).toBe(
      403,
    );
  });
});

describe('case actions', () => {
  it('Mark as Pending Court Approval: lots paid in full and the case New', async () => {
    const refused = demoCase('New', 'PendingTransaction');
    expect(await action('auctioneer', refused.id, 'pendingcourtapproval')).toEqual({
      status: 400,
      body: { message: CASE_MSG.pendingCourtApproval },
    });
    const kase = demoCase('New', 'CompleteTransaction');
    const { status, body } = await action('employee', kase.id, 'pendingcourtapproval');
    expect(status).toBe(200);
    expect(body.caseStatus).toBe('WaitingCourtHouse');
    const log = caseLogs(kase.id).find((l) => l.actLogTitle === 'Pending Court Approval')!;
    expect(log).toMatchObject({ caseId: kase.id, lotId: null });
    // Not twice.
    expect((await action('auctioneer', kase.id, 'pendingcourtapproval')).status).toBe(400);
  });

  it('Mark as Court Approved: the case pending court approval', async () => {
    expect(
      await action('auctioneer', demoCase('New', 'CompleteTransaction').id, 'courtapproved'),
    ).toEqual({
      status: 400,
      body: { message: CASE_MSG.courtApproved },
    });
    const kase = demoCase('WaitingCourtHouse', 'CompleteTransaction');
    const { status, body } = await action('auctioneer', kase.id, 'courtapproved');
    expect(status).toBe(200);
    expect(body.caseStatus).toBe('Approved');
    expect(
      caseLogs(kase.id).some((l) => l.actLogTitle === 'Court Approved' && l.lotId === null),
    ).toBe(true);
  });

  it('Mark as Completed: every deed issued and the case not closed', async () => {
    expect(await action('auctioneer', demoCase('Approved', 'DeedReady').id, 'completed')).toEqual({
      status: 400,
      body: { message: CASE_MSG.completed },
    });
    const kase = demoCase('Approved', 'DeedIssued');
    const { status, body } = await action('auctioneer', kase.id, 'completed');
    expect(status).toBe(200);
    expect(body).toMatchObject({ caseStatus: 'Closed', canEdit: false });
    expect(caseLogs(kase.id).some((l) => l.actLogTitle === 'Case Completed')).toBe(true);
    // A closed case cannot be changed any more.
    expect((await action('auctioneer', kase.id, 'completed')).status).toBe(403);
  });

  it('Cancel Case: lots not all Draft; the unsold lots are cancelled, the sold ones stay', async () => {
    expect(await action('auctioneer', demoCase('New', 'Draft').id, 'cancel')).toEqual({
      status: 400,
      body: { message: CASE_MSG.cancel },
    });
    const kase = makeCase({ companyId: host().id });
    const draft = makeLot({ caseId: kase.id });
    const sold = makeLot({ caseId: kase.id, status: 'PendingTransaction' });
    const { status, body } = await action('auctioneer', kase.id, 'cancel');
    expect(status).toBe(200);
    expect(body.caseStatus).toBe('Cancelled');
    expect(draft.status).toBe('Cancelled');
    expect(sold.status).toBe('PendingTransaction');
    expect(caseLogs(kase.id).find((l) => l.actLogTitle === 'Case Cancelled')).toMatchObject({
      lotId: null,
    });
    const listed = demoCase('New', 'Listed');
    await action('auctioneer', listed.id, 'cancel');
    expect(lotsOf(listed.id)[0].status).toBe('Cancelled');
    // Neither a cancelled nor a closed case.
    expect((await action('auctioneer', kase.id, 'cancel')).status).toBe(403);
    expect((await action('auctioneer', demoCase('Closed', 'DeedIssued').id, 'cancel')).status).toBe(
      403,
    );
  });

  it('Permanently Delete Case: only a case with no lots', async () => {
    expect(await call('auctioneer', 'DELETE', `/api/cases/${demoCase('New', 'Draft').id}`)).toEqual(
      { status: 400, body: { message: CASE_MSG.deleteWithLots } },
    );
    const empty = demoCase('New');
    expect(empty).toBeDefined();
    expect((await call('admin', 'DELETE', `/api/cases/${empty.id}`)).status).toBe(403);
    expect((await call('client', 'DELETE', `/api/cases/${empty.id}`)).status).toBe(403);
    expect(await call('employee', 'DELETE', `/api/cases/${empty.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(db.cases.some((c) => c.id === empty.id)).toBe(false);
    expect((await detail('auctioneer', empty.id)).status).toBe(404);
  });

  it('refuses every action to admins, firms, bidders and other companies', async () => {
    const kase = demoCase('New', 'CompleteTransaction');
    for (const user of ['admin', 'client', 'attorney', 'bidder'])
      expect((await action(user, kase.id, 'pendingcourtapproval')).status).toBe(403);
    const other = makeCase({ companyId: db.companies[1].id });
    makeLot({ caseId: other.id, status: 'Listed' });
    expect((await action('auctioneer', other.id, 'cancel')).status).toBe(403);
    expect(kase.status).toBe('New');
    expect(other.status).toBe('New');
  });
});

describe('case notes', () => {
  const add = (user: string, id: number, body: object) =>
    call<CaseNote>(user, 'POST', `/api/casenotes/${id}`, body);

  it('staff and the case’s firm add notes, trimmed, shown newest first with the author', async () => {
    const kase = demoCase('New', 'Draft');
    const first = await add('auctioneer', kase.id, {
      subject: ' Sale date ',
      body: ' Confirmed. ',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      subject: 'Sale date',
      body: 'Confirmed.',
      createdBy: 'Alex Hammond',
    });
    const second = await add('attorney', kase.id, { subject: 'Payoff', body: 'Letter sent.' });
    expect(second.body.createdBy).toBe('Avery Kline');
    expect((await add('client', kase.id, { subject: 'Hi', body: 'Thanks.' })).status).toBe(200);
    // Notes are allowed on a closed case too.
    expect(
      (await add('employee', demoCase('Closed', 'DeedIssued').id, { subject: 'x', body: 'y' }))
        .status,
    ).toBe(200);
    const { body } = await detail('auctioneer', kase.id);
    expect(body.notes[0].subject).toBe('Hi');
    expect(body.notes.map((n) => n.id)).toContain(first.body.id);
  });

  it('requires a subject and a body', async () => {
    const kase = demoCase('New', 'Draft');
    expect(await add('auctioneer', kase.id, { subject: ' ', body: 'x' })).toEqual({
      status: 400,
      body: { message: CASE_MSG.noteSubject },
    });
    expect(await add('auctioneer', kase.id, { subject: 'x' })).toEqual({
      status: 400,
      body: { message: CASE_MSG.noteBody },
    });
  });

  it('refuses admins, bidders, another firm and another company', async () => {
    const kase = demoCase('New', 'Draft');
    const note = { subject: 'a', body: 'b' };
    expect((await add('admin', kase.id, note)).status).toBe(403);
    expect((await add('bidder', kase.id, note)).status).toBe(403);
    const otherFirm = makeCase({ clientId: db.clients[1].id });
    expect((await add('client', otherFirm.id, note)).status).toBe(403);
    const otherCompany = makeCase({ companyId: db.companies[1].id, clientId: db.clients[1].id });
    expect((await add('auctioneer', otherCompany.id, note)).status).toBe(403);
    expect(db.caseNotes.filter((n) => n.subject === 'a')).toHaveLength(0);
  });
});
