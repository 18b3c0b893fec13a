import type { AttorneyRecord } from '../../src/api/contract/attorneys';
import type { CaseRow } from '../../src/api/contract/cases';
import type { CompanyLinkRow, FirmInfo } from '../../src/api/contract/firm';
import { db } from '../../src/mocks/db';
import type { Client } from '../../src/mocks/db/types';
import { makeAttorney, makeCase } from '../../src/mocks/factories';
import { FIRM_MSG } from '../../src/mocks/handlers/firm';
import { ATTORNEY_MSG } from '../../src/mocks/rules/firms';
import { pngBytes } from '../fileBytes';
import { callAs, uploadAs, userNamed } from '../simApi';

const firm = (): Client => db.clients.find((c) => c.id === userNamed('client').clientId)!;
const attorneysOfFirm = () => db.attorneys.filter((a) => a.clientId === firm().id);
const avery = () => db.attorneys.find((a) => a.userId === userNamed('attorney').id)!;
const jamie = () => attorneysOfFirm().find((a) => a.firstName === 'Jamie')!;
const otherFirm = () => db.clients.find((c) => c.name === 'Kessler Law Group')!;

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const OUTSIDERS = ['auctioneer', 'employee', 'bidder', 'admin'];

describe('the firm’s information', () => {
  it('gives a client and an attorney their own firm, and refuses other roles', async () => {
    for (const user of ['client', 'attorney']) {
      const { status, body } = await call<FirmInfo>(user, 'GET', '/api/clients');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: firm().id, name: 'Barrett & Associates LLP' });
      expect(body.phoneNumber).toMatch(/^\d{10}$/);
    }
    for (const user of OUTSIDERS)
      expect((await call(user, 'GET', '/api/clients')).status).toBe(403);
  });

  it('saves the name, address, phone and e-mail, and requires the firm name', async () => {
    const fields = {
      name: ' Barrett Legal ',
      streetLine1: '10 Main St',
      streetLine2: 'Suite 4',
      city: 'Peoria',
      stateCode: 'IL',
      zipCode: '61602',
      phoneNumber: '(309) 555-0101',
      email: 'office@barrett.test',
    };
    const saved = await call<FirmInfo>('client', 'PUT', '/api/clients', fields);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...fields,
      name: 'Barrett Legal',
      phoneNumber: '3095550101',
    });
    expect(firm().address).toMatchObject({ city: 'Peoria', state: 'IL', zipCode: '61602' });

    expect(await call('attorney', 'PUT', '/api/clients', { ...fields, name: '  ' })).toEqual({
      status: 400,
      body: { message: FIRM_MSG.name },
    });
    expect(
      (await call('client', 'PUT', '/api/clients', { ...fields, phoneNumber: '555' })).body,
    ).toEqual({ message: FIRM_MSG.phone });
    expect((await call('client', 'PUT', '/api/clients', { ...fields, zipCode: '6' })).body).toEqual(
      { message: FIRM_MSG.zip },
    );
    expect(firm().name).toBe('Barrett Legal');
    expect((await call('auctioneer', 'PUT', '/api/clients', fields)).status).toBe(403);
  });

  it('stores the logo sent in the field model and serves it back', async () => {
    const png = new Blob([pngBytes()], { type: 'image/png' });
    const res = await uploadAs(
      'client',
      '/api/clients/uploadlogo',
      { model: { blob: png, name: 'logo.png' } },
      'PUT',
    );
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/sim-files\/\d+\/logo\.png$/);
    expect(firm().logoUrl).toBe(logoUrl);
    const served = await fetch(`http://localhost${logoUrl}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const text = new Blob(['hello'], { type: 'text/plain' });
    const refused = await uploadAs(
      'attorney',
      '/api/clients/uploadlogo',
      { model: { blob: text, name: 'notes.txt' } },
      'PUT',
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'notes.txt is not an image file' });
    const missing = await uploadAs(
      'client',
      '/api/clients/uploadlogo',
      { Logo: { blob: png, name: 'a.png' } },
      'PUT',
    );
    expect(await missing.json()).toEqual({ message: FIRM_MSG.logo });
    const staff = await uploadAs(
      'auctioneer',
      '/api/clients/uploadlogo',
      { model: { blob: png, name: 'a.png' } },
      'PUT',
    );
    expect(staff.status).toBe(403);
    expect(firm().logoUrl).toBe(logoUrl);
  });
});

describe('the firm’s attorneys', () => {
  const valid = {
    firstName: 'Riley',
    lastName: 'Quinn',
    email: 'riley.quinn@barrett.test',
    phone: '(312) 555-0111',
  };

  it('lists the firm’s attorneys only, oldest first, with the primary marked', async () => {
    makeAttorney({ clientId: otherFirm().id, email: 'elsewhere@law.test' });
    const { status, body } = await call<{ data: AttorneyRecord[] }>(
      'attorney',
      'POST',
      '/api/attorneys/list',
      {},
    );
    expect(status).toBe(200);
    expect(body.data.map((a) => a.id)).toEqual(attorneysOfFirm().map((a) => a.id));
    expect(body.data.filter((a) => a.isPrimary).map((a) => a.id)).toEqual([avery().id]);
    expect(body.data[0]).toMatchObject({
      firstName: 'Avery',
      lastName: 'Kline',
      isConnected: true,
      firmName: firm().name,
    });
    for (const user of OUTSIDERS)
      expect((await call(user, 'POST', '/api/attorneys/list', {})).status).toBe(403);
  });

  it('adds an attorney (names and e-mail required, e-mail unique), not primary', async () => {
    const added = await call<AttorneyRecord>('client', 'POST', '/api/attorneys', valid);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      ...valid,
      phone: '3125550111',
      firmName: firm().name,
      isPrimary: false,
      isConnected: false,
    });
    expect(attorneysOfFirm()).toHaveLength(3);
    expect(attorneysOfFirm().some((a) => a.id === added.body.id)).toBe(true);

    expect(
      (await call('client', 'POST', '/api/attorneys', { ...valid, firstName: '' })).body,
    ).toEqual({ message: ATTORNEY_MSG.firstName });
    expect(
      (await call('client', 'POST', '/api/attorneys', { ...valid, lastName: ' ' })).body,
    ).toEqual({ message: ATTORNEY_MSG.lastName });
    expect((await call('client', 'POST', '/api/attorneys', { ...valid, email: '' })).body).toEqual({
      message: ATTORNEY_MSG.email,
    });
    const taken = await call('attorney', 'POST', '/api/attorneys', {
      ...valid,
      email: 'RILEY.quinn@barrett.test',
    });
    expect(taken).toEqual({ status: 400, body: { message: ATTORNEY_MSG.emailTaken } });
    expect((await call('employee', 'POST', '/api/attorneys', valid)).status).toBe(403);
  });

  it('edits the firm’s own attorneys only', async () => {
    const target = jamie();
    const edited = await call<AttorneyRecord>('client', 'PUT', `/api/attorneys/${target.id}`, {
      ...valid,
      email: 'jamie@barrett.test',
    });
    expect(edited.status).toBe(200);
    expect(target).toMatchObject({
      firstName: 'Riley',
      email: 'jamie@barrett.test',
      phoneNumber: '3125550111',
    });
    // Keeping its own e-mail is not a clash.
    expect(
      (
        await call('client', 'PUT', `/api/attorneys/${target.id}`, {
          ...valid,
          email: 'jamie@barrett.test',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('client', 'PUT', `/api/attorneys/${target.id}`, {
          ...valid,
          email: avery().email,
        })
      ).body,
    ).toEqual({ message: ATTORNEY_MSG.emailTaken });

    const foreign = db.attorneys.find((a) => a.clientId === otherFirm().id)!;
    expect((await call('client', 'PUT', `/api/attorneys/${foreign.id}`, valid)).status).toBe(403);
    expect((await call('client', 'PUT', '/api/attorneys/999999', valid)).body).toEqual({
      message: FIRM_MSG.attorneyNotFound,
    });
  });

  it('removes an attorney, keeps one primary, and refuses a user’s own record', async () => {
    expect(await call('attorney', 'DELETE', `/api/attorneys/${avery().id}`)).toEqual({
      status: 400,
      body: { message: FIRM_MSG.ownAttorney },
    });
    const averyId = avery().id;
    const kase = makeCase({ clientId: firm().id, attorneyId: averyId });
    expect((await call('client', 'DELETE', `/api/attorneys/${averyId}`)).status).toBe(200);
    expect(attorneysOfFirm().map((a) => [a.firstName, a.isPrimary])).toEqual([['Jamie', true]]);
    expect(firm().links.every((l) => l.primaryAttorneyId === jamie().id)).toBe(true);
    expect(db.cases.find((c) => c.id === kase.id)!.attorneyId).toBeNull();

    const foreign = db.attorneys.find((a) => a.clientId === otherFirm().id)!;
    expect((await call('client', 'DELETE', `/api/attorneys/${foreign.id}`)).status).toBe(403);
    expect((await call('auctioneer', 'DELETE', `/api/attorneys/${jamie().id}`)).status).toBe(403);
  });

  it('looks up the firm’s attorneys by full name', async () => {
    const { body } = await call<{ id: number; fullName: string }[]>(
      'client',
      'GET',
      '/api/attorneys/lookup',
    );
    expect(body).toEqual([
      { id: avery().id, fullName: 'Avery Kline' },
      { id: jamie().id, fullName: 'Jamie Rowe' },
    ]);
    expect((await call('auctioneer', 'GET', '/api/attorneys/lookup')).status).toBe(403);
  });
});

describe('connected companies', () => {
  const list = (user: string, body: object) =>
    call<{ data: CompanyLinkRow[]; total: number }>(user, 'POST', '/api/attorneys/listcompany', {
      search: '',
      sorter: {},
      pagination: { current: 1, pageSize: 10 },
      ...body,
    });
  const company = (name: string) => db.companies.find((c) => c.name === name)!;

  it('lists the firm’s links with the contact attorney and since when', async () => {
    const { status, body } = await list('client', { isLinked: true });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data.map((r) => r.companyName)).toEqual([
      'Lakeshore Judicial Sales',
      'Prairie State Auctions',
    ]);
    for (const row of body.data) {
      expect(row).toMatchObject({
        primaryAttorneyId: avery().id,
        primaryAttorneyFirstName: 'Avery',
        primaryAttorneyLastName: 'Kline',
      });
      expect(row.linkedSince).toBe(
        firm().links.find((l) => l.companyId === row.companyId)!.linkedSince,
      );
    }
    expect(
      (await list('client', { isLinked: true, search: 'lake' })).body.data.map(
        (r) => r.companyName,
      ),
    ).toEqual(['Lakeshore Judicial Sales']);
    for (const user of OUTSIDERS) expect((await list(user, { isLinked: true })).status).toBe(403);
  });

  it('lists the active companies the firm is not linked to', async () => {
    const { body } = await list('attorney', { isLinked: false });
    const expected = db.companies
      .filter((c) => c.status === 'Active' && !firm().links.some((l) => l.companyId === c.id))
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b));
    expect(body.data.map((r) => r.companyName)).toEqual(expected);
    expect(expected).toContain('Heartland Property Auctions');
    expect(body.data.every((r) => r.linkedSince === null && r.primaryAttorneyId === null)).toBe(
      true,
    );
  });

  it('links an active company with the firm’s primary attorney as contact, once', async () => {
    const heartland = company('Heartland Property Auctions');
    const linked = await call<CompanyLinkRow>(
      'attorney',
      'PUT',
      `/api/attorneys/${heartland.id}/linkcompany`,
    );
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ companyId: heartland.id, primaryAttorneyId: avery().id });
    expect(firm().companyIds).toContain(heartland.id);
    expect(firm().links.find((l) => l.companyId === heartland.id)!.linkedSince).toBe(
      linked.body.linkedSince,
    );
    expect((await list('client', { isLinked: true })).body.total).toBe(3);

    expect(await call('client', 'PUT', `/api/attorneys/${heartland.id}/linkcompany`)).toEqual({
      status: 400,
      body: { message: FIRM_MSG.alreadyLinked },
    });
    const pending = db.companies.find((c) => c.status === 'Pending')!;
    expect((await call('client', 'PUT', `/api/attorneys/${pending.id}/linkcompany`)).body).toEqual({
      message: FIRM_MSG.companyNotActive,
    });
    expect((await call('client', 'PUT', '/api/attorneys/999999/linkcompany')).status).toBe(404);
    expect(
      (await call('auctioneer', 'PUT', `/api/attorneys/${heartland.id}/linkcompany`)).status,
    ).toBe(403);
  });

  it('switches the contact attorney of a linked company to another of the firm’s attorneys', async () => {
    const lakeshore = company('Lakeshore Judicial Sales');
    const res = await call<CompanyLinkRow>(
      'client',
      'PUT',
      `/api/attorneys/${jamie().id}/switch/${lakeshore.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      companyId: lakeshore.id,
      primaryAttorneyId: jamie().id,
      primaryAttorneyFirstName: 'Jamie',
    });
    expect(firm().links.find((l) => l.companyId === lakeshore.id)!.primaryAttorneyId).toBe(
      jamie().id,
    );
    // The firm's own primary attorney does not change.
    expect(avery().isPrimary).toBe(true);

    const heartland = company('Heartland Property Auctions');
    expect(
      (await call('client', 'PUT', `/api/attorneys/${jamie().id}/switch/${heartland.id}`)).body,
    ).toEqual({ message: FIRM_MSG.notLinked });
    const foreign = db.attorneys.find((a) => a.clientId === otherFirm().id)!;
    expect(
      (await call('client', 'PUT', `/api/attorneys/${foreign.id}/switch/${lakeshore.id}`)).status,
    ).toBe(403);
    expect(
      (await call('employee', 'PUT', `/api/attorneys/${jamie().id}/switch/${lakeshore.id}`)).status,
    ).toBe(403);
  });

  it('looks up the companies the firm works with', async () => {
    const { body } = await call<{ id: number; name: string }[]>(
      'client',
      'GET',
      '/api/companies/lookupattorney',
    );
    expect(body.map((c) => c.id).sort()).toEqual([...firm().companyIds].sort());
    expect(body.map((c) => c.name)).toEqual(['Lakeshore Judicial Sales', 'Prairie State Auctions']);
    expect((await call('auctioneer', 'GET', '/api/companies/lookupattorney')).status).toBe(403);
  });
});

describe('the firm’s case list', () => {
  const list = (user: string, body: object) =>
    call<{ data: CaseRow[]; total: number }>(user, 'POST', '/api/cases/listattorney', {
      search: '',
      pagination: { current: 1, pageSize: 100 },
      ...body,
    });
  const own = () => db.cases.filter((c) => c.clientId === firm().id);

  it('filters by company and by attorney', async () => {
    const second = db.companies[1];
    makeCase({ companyId: second.id, clientId: firm().id, attorneyId: jamie().id });
    const byCompany = await list('client', { companyId: second.id });
    expect(byCompany.body.total).toBe(own().filter((c) => c.companyId === second.id).length);
    expect(byCompany.body.data.every((r) => r.companyName === second.name)).toBe(true);
    const byAttorney = await list('attorney', { attorneyId: jamie().id });
    expect(byAttorney.body.total).toBe(own().filter((c) => c.attorneyId === jamie().id).length);
    expect(byAttorney.body.data.every((r) => r.attorneyFirstName === 'Jamie')).toBe(true);
    expect(
      (await list('client', { companyId: second.id, attorneyId: jamie().id })).body.total,
    ).toBe(own().filter((c) => c.companyId === second.id && c.attorneyId === jamie().id).length);
  });

  it('filters by status: New, Listed (New and listed) or another status; never another firm’s', async () => {
    makeCase({ companyId: db.companies[0].id, clientId: otherFirm().id });
    const fresh = await list('client', { status: 'New' });
    expect(fresh.body.total).toBe(own().filter((c) => c.status === 'New' && !c.isListed).length);
    expect(fresh.body.data.every((r) => r.caseStatus === 'New' && !r.isListed)).toBe(true);
    const listed = await list('client', { status: 'Listed' });
    expect(listed.body.total).toBeGreaterThan(0);
    expect(listed.body.data.every((r) => r.caseStatus === 'New' && r.isListed)).toBe(true);
    const closed = await list('client', { status: 'Closed' });
    expect(closed.body.total).toBe(own().filter((c) => c.status === 'Closed').length);
    // A client filter from the staff list has no effect on the firm's own list.
    expect((await list('client', { clientId: otherFirm().id })).body.total).toBe(own().length);
  });
});
