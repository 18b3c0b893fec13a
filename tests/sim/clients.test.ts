import type { AttorneyRecord } from '../../src/api/contract/attorneys';
import type { CaseRow } from '../../src/api/contract/cases';
import type { ClientRecord } from '../../src/api/contract/clients';
import { Role } from '../../src/lib/roles';
import { db } from '../../src/mocks/db';
import type { Client } from '../../src/mocks/db/types';
import { makeAttorney, makeClient, makeUser } from '../../src/mocks/factories';
import { CLIENT_MSG } from '../../src/mocks/handlers/clients';
import { ATTORNEY_MSG } from '../../src/mocks/rules/firms';
import { SEED_CLIENTS } from '../../src/mocks/seed/clients';
import { pdfBytes, pngBytes } from '../fileBytes';
import { callAs, uploadAs, userNamed } from '../simApi';

const host = () => userNamed('auctioneer').companyId!;
const named = (name: string): Client => db.clients.find((c) => c.name === name)!;
const barrett = () => named('Barrett & Associates LLP');
const kessler = () => named('Kessler Law Group');
const whitfield = () => named(SEED_CLIENTS.unlinked);
const attorneysOf = (clientId: number) => db.attorneys.filter((a) => a.clientId === clientId);
const primaries = (clientId: number) => attorneysOf(clientId).filter((a) => a.isPrimary);

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as T & { message?: string },
  };
}

const list = (body: Record<string, unknown>, user = 'auctioneer') =>
  call<{ data: ClientRecord[]; total: number }>(user, 'POST', '/api/clients/list', body);

const newAttorney = (over: Record<string, string> = {}) => ({
  firstName: 'Tess',
  lastName: 'Ward',
  email: 'tess.ward@firm.test',
  phone: '3125559000',
  ...over,
});

/** An auctioneer of the second host, signed in as `other-auctioneer`. */
const otherCompanyAuctioneer = () =>
  makeUser({ userName: 'other-auctioneer', role: Role.Auctioneer, companyId: db.companies[1].id });

describe('the client list', () => {
  it('lists the company’s clients only, newest id first, with contact, link date and case counts', async () => {
    makeClient({ name: 'Elsewhere LLP', companyIds: [db.companies[1].id] });
    const res = await list({ pagination: { current: 1, pageSize: 10 } });
    expect(res.status).toBe(200);
    const own = db.clients.filter((c) => c.companyIds.includes(host()));
    expect(res.body.total).toBe(own.length);
    expect(res.body.data.map((r) => r.id)).toEqual(own.map((c) => c.id).sort((a, b) => b - a));
    expect(res.body.data.map((r) => r.name)).not.toContain('Elsewhere LLP');

    const row = (name: string) => res.body.data.find((r) => r.name === name)!;
    expect(row('Barrett & Associates LLP').linkedSince).not.toBeNull();
    expect(row('Kessler Law Group').linkedSince).toBeNull();
    expect(row('Barrett & Associates LLP')).toMatchObject({
      primaryContactFirstName: 'Avery',
      primaryContactLastName: 'Kline',
    });
    const kesslerCases = db.cases.filter(
      (c) => c.clientId === kessler().id && c.companyId === host(),
    );
    expect(row('Kessler Law Group').totalCases).toBe(kesslerCases.length);
    expect(row('Kessler Law Group').activeCases).toBe(
      kesslerCases.filter((c) => c.status !== 'Closed' && c.status !== 'Cancelled').length,
    );
    expect(row(SEED_CLIENTS.bare)).toMatchObject({
      streetLine1: '',
      phoneNumber: '',
      primaryContactFirstName: null,
      totalCases: 0,
    });
  });

  it('filters by status and nonInactiveOnly, searches by firm name, sorts and pages', async () => {
    const active = await list({ status: 'Active' });
    expect(active.body.data.every((r) => r.status === 'Active')).toBe(true);
    expect(active.body.data.map((r) => r.name)).not.toContain(SEED_CLIENTS.inactive);
    const inactive = await list({ status: 'Inactive' });
    expect(inactive.body.data.map((r) => r.name)).toEqual([SEED_CLIENTS.inactive]);
    const nonInactive = await list({ nonInactiveOnly: true });
    expect(nonInactive.body.total).toBe(active.body.total);
    const every = { pagination: { current: 1, pageSize: 100 } };
    const shown = await list({ ...every, nonInactiveOnly: true });
    expect(shown.body.data.map((r) => r.name)).not.toContain(SEED_CLIENTS.inactive);
    const unfiltered = await list({ ...every, nonInactiveOnly: false });
    expect(unfiltered.body.data.map((r) => r.name)).toContain(SEED_CLIENTS.inactive);
    expect((await list({ status: 'Inactive', nonInactiveOnly: true })).body.total).toBe(0);

    const search = await list({ search: '  kessler ' });
    expect(search.body.data.map((r) => r.name)).toEqual(['Kessler Law Group']);

    const byName = await list({ sorter: { field: 'name', order: 'ascend' } });
    const names = byName.body.data.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const all = await list({});
    const page2 = await list({ pagination: { current: 2, pageSize: 2 } });
    expect(page2.body.total).toBe(all.body.total);
    expect(page2.body.data.map((r) => r.id)).toEqual(all.body.data.slice(2, 4).map((r) => r.id));
  });

  it('is for auctioneers and employees only', async () => {
    expect((await list({}, 'employee')).status).toBe(200);
    for (const user of ['client', 'attorney', 'bidder', 'admin'])
      expect((await list({}, user)).status).toBe(403);
  });
});

describe('adding and reading a client', () => {
  it('adds an Active, unlinked client of the company by firm name', async () => {
    const res = await call<{ id: number }>('auctioneer', 'POST', '/api/clients', {
      name: '  Quinn Law  ',
    });
    expect(res.status).toBe(200);
    const client = db.clients.find((c) => c.id === res.body.id)!;
    expect(client).toMatchObject({
      name: 'Quinn Law',
      status: 'Active',
      companyIds: [host()],
      links: [],
    });
    const detail = await call<ClientRecord>('employee', 'GET', `/api/clients/${client.id}`);
    expect(detail.body).toMatchObject({ id: client.id, linkedSince: null, totalCases: 0 });
  });

  it('requires a firm name unique among the company’s clients', async () => {
    const blank = await call('auctioneer', 'POST', '/api/clients', { name: '  ' });
    expect(blank).toEqual({ status: 400, body: { message: CLIENT_MSG.nameRequired } });
    const taken = await call('auctioneer', 'POST', '/api/clients', { name: 'kessler law group' });
    expect(taken).toEqual({ status: 400, body: { message: CLIENT_MSG.nameTaken } });
    // Another company's firm of that name does not count.
    makeClient({ name: 'Elsewhere LLP', companyIds: [db.companies[1].id] });
    expect(
      (await call('auctioneer', 'POST', '/api/clients', { name: 'Elsewhere LLP' })).status,
    ).toBe(200);
  });

  it('answers 403 for another company’s client and 404 for an unknown one', async () => {
    const other = makeClient({ name: 'Elsewhere LLP', companyIds: [db.companies[1].id] });
    const otherAttorney = makeAttorney({ clientId: other.id, isPrimary: true });
    const forbidden = [
      ['GET', `/api/clients/${other.id}`],
      ['PUT', `/api/clients/${other.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/clients/${other.id}`],
      ['POST', `/api/attorneys/${other.id}/list`, {}],
      ['POST', `/api/attorneys/${other.id}`, newAttorney()],
      ['PUT', `/api/attorneys/${other.id}/${otherAttorney.id}`],
      ['PUT', `/api/attorneys/${otherAttorney.id}/auctioneer`, newAttorney()],
      ['DELETE', `/api/attorneys/${otherAttorney.id}/auctioneer`],
    ] as const;
    for (const [method, path, body] of forbidden)
      expect((await call('auctioneer', method, path, body)).status, `${method} ${path}`).toBe(403);
    expect(other.name).toBe('Elsewhere LLP');
    expect(db.attorneys).toContain(otherAttorney);

    otherCompanyAuctioneer();
    expect((await call('other-auctioneer', 'GET', `/api/clients/${other.id}`)).status).toBe(200);
    expect((await call('other-auctioneer', 'GET', `/api/clients/${kessler().id}`)).status).toBe(
      200,
    );
    expect((await call('other-auctioneer', 'GET', `/api/clients/${whitfield().id}`)).status).toBe(
      403,
    );

    const missing = await call('auctioneer', 'GET', '/api/clients/999999');
    expect(missing).toEqual({ status: 404, body: { message: CLIENT_MSG.notFound } });
  });

  it('lets non-numeric ids fall through to other routes', async () => {
    const lookup = await call<{ id: number }[]>('auctioneer', 'GET', '/api/clients/lookup');
    expect(lookup.status).toBe(200);
    expect(Array.isArray(lookup.body)).toBe(true);
    expect((await call('auctioneer', 'PUT', '/api/attorneys/abc/auctioneer', {})).status).toBe(501);
  });
});

describe('the client’s details', () => {
  it('updates an unlinked client’s name, address, phone and e-mail', async () => {
    const id = whitfield().id;
    const res = await call<ClientRecord>('auctioneer', 'PUT', `/api/clients/${id}`, {
      name: 'Whitfield Crane & Partners',
      streetLine1: '1 N State St',
      streetLine2: '',
      city: 'Chicago',
      zipCode: '60602',
      stateCode: 'il',
      phoneNumber: '(312) 555-0499',
      email: 'hello@wcp.test',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Whitfield Crane & Partners',
      streetLine1: '1 N State St',
      streetLine2: '',
      stateCode: 'IL',
      zipCode: '60602',
      phoneNumber: '3125550499',
      email: 'hello@wcp.test',
    });
    const cleared = await call<ClientRecord>('auctioneer', 'PUT', `/api/clients/${id}`, {
      name: 'Whitfield Crane & Partners',
    });
    expect(cleared.body).toMatchObject({ streetLine1: '', city: '', phoneNumber: '', email: '' });
  });

  it('refuses a missing or taken name and malformed fields', async () => {
    const path = `/api/clients/${whitfield().id}`;
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, CLIENT_MSG.nameRequired],
      [{ name: 'Kessler Law Group' }, CLIENT_MSG.nameTaken],
      [{ name: 'W', email: 'not-mail' }, CLIENT_MSG.email],
      [{ name: 'W', phoneNumber: '12345' }, CLIENT_MSG.phone],
      [{ name: 'W', stateCode: 'ZZ' }, CLIENT_MSG.state],
      [{ name: 'W', zipCode: '6060' }, CLIENT_MSG.zip],
    ];
    for (const [body, message] of cases)
      expect(await call('auctioneer', 'PUT', path, body)).toEqual({
        status: 400,
        body: { message },
      });
    expect(whitfield()).toBeDefined();
  });

  it('locks a linked client’s details, logo and attorneys for the company', async () => {
    const firm = barrett();
    const [avery, jamie] = attorneysOf(firm.id);
    const locked = [
      ['PUT', `/api/clients/${firm.id}`, { name: 'Renamed' }],
      ['POST', `/api/attorneys/${firm.id}`, newAttorney()],
      ['PUT', `/api/attorneys/${avery.id}/auctioneer`, newAttorney()],
      ['DELETE', `/api/attorneys/${jamie.id}/auctioneer`],
      ['PUT', `/api/attorneys/${firm.id}/${jamie.id}`],
    ] as const;
    for (const [method, path, body] of locked)
      expect(await call('auctioneer', method, path, body), `${method} ${path}`).toEqual({
        status: 403,
        body: { message: CLIENT_MSG.linked },
      });
    const logo = await uploadAs(
      'auctioneer',
      `/api/clients/${firm.id}/uploadlogo`,
      { model: { blob: new Blob(['png'], { type: 'image/png' }), name: 'logo.png' } },
      'PUT',
    );
    expect(logo.status).toBe(403);
    expect(firm.name).toBe('Barrett & Associates LLP');
    expect(attorneysOf(firm.id)).toHaveLength(2);
    expect(avery.isPrimary).toBe(true);
    // Reading stays open.
    expect((await call('auctioneer', 'GET', `/api/clients/${firm.id}`)).status).toBe(200);
    const attorneys = await call<{ data: AttorneyRecord[] }>(
      'auctioneer',
      'POST',
      `/api/attorneys/${firm.id}/list`,
      {},
    );
    expect(attorneys.body.data.map((a) => a.id)).toEqual([avery.id, jamie.id]);
    expect(attorneys.body.data[0]).toMatchObject({ isPrimary: true, isConnected: true });
    expect(attorneys.body.data[1]).toMatchObject({ isPrimary: false, isConnected: false });
  });

  it('stores an uploaded logo (field model) and serves it back', async () => {
    const id = whitfield().id;
    const res = await uploadAs(
      'employee',
      `/api/clients/${id}/uploadlogo`,
      { model: { blob: new Blob([pngBytes()], { type: 'image/png' }), name: 'logo.png' } },
      'PUT',
    );
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/sim-files\/\d+\/logo\.png$/);
    expect(whitfield().logoUrl).toBe(logoUrl);
    const served = await fetch(`http://localhost${logoUrl}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());

    const pdf = await uploadAs(
      'employee',
      `/api/clients/${id}/uploadlogo`,
      { model: { blob: new Blob([pdfBytes()], { type: 'application/pdf' }), name: 'logo.pdf' } },
      'PUT',
    );
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ message: 'logo.pdf is not an image file' });
    const missing = await uploadAs('employee', `/api/clients/${id}/uploadlogo`, {}, 'PUT');
    expect(missing.status).toBe(400);
  });
});

describe('attorneys of a client', () => {
  it('keeps exactly one primary through add, set primary and remove', async () => {
    const firm = named(SEED_CLIENTS.bare);
    expect(attorneysOf(firm.id)).toHaveLength(0);
    const add = (over: Record<string, string>) =>
      call<AttorneyRecord>('auctioneer', 'POST', `/api/attorneys/${firm.id}`, newAttorney(over));

    const first = await add({ email: 'one@harper.test' });
    expect(first.status).toBe(200);
    // The attorney of the spec (spec 2 §3): its firm by name; the record belongs to the client.
    expect(first.body).not.toHaveProperty('clientId');
    expect(attorneysOf(firm.id).map((a) => a.id)).toEqual([first.body.id]);
    expect(first.body).toMatchObject({
      firstName: 'Tess',
      isPrimary: true,
      isConnected: false,
      firmName: SEED_CLIENTS.bare,
      phone: '3125559000',
    });
    const second = await add({ email: 'two@harper.test', firstName: 'Uma', phone: '' });
    expect(second.body.isPrimary).toBe(false);
    expect(primaries(firm.id).map((a) => a.id)).toEqual([first.body.id]);

    const set = await call('employee', 'PUT', `/api/attorneys/${firm.id}/${second.body.id}`);
    expect(set.status).toBe(200);
    expect(primaries(firm.id).map((a) => a.id)).toEqual([second.body.id]);

    const removed = await call(
      'auctioneer',
      'DELETE',
      `/api/attorneys/${second.body.id}/auctioneer`,
    );
    expect(removed.status).toBe(200);
    expect(primaries(firm.id).map((a) => a.id)).toEqual([first.body.id]);
    await call('auctioneer', 'DELETE', `/api/attorneys/${first.body.id}/auctioneer`);
    expect(attorneysOf(firm.id)).toHaveLength(0);

    const listed = await call<ClientRecord>('auctioneer', 'GET', `/api/clients/${firm.id}`);
    expect(listed.body.primaryContactFirstName).toBeNull();
  });

  it('checks the attorney’s fields and keeps e-mails unique', async () => {
    const path = `/api/attorneys/${whitfield().id}`;
    const avery = db.attorneys.find((a) => a.firstName === 'Avery')!;
    const cases: [Record<string, string>, string][] = [
      [{ firstName: ' ' }, ATTORNEY_MSG.firstName],
      [{ lastName: '' }, ATTORNEY_MSG.lastName],
      [{ email: '' }, ATTORNEY_MSG.email],
      [{ email: 'nope' }, ATTORNEY_MSG.emailFormat],
      [{ phone: '555-01' }, ATTORNEY_MSG.phone],
      [{ email: avery.email.toUpperCase() }, ATTORNEY_MSG.emailTaken],
    ];
    for (const [over, message] of cases)
      expect(await call('auctioneer', 'POST', path, newAttorney(over))).toEqual({
        status: 400,
        body: { message },
      });
    expect(attorneysOf(whitfield().id)).toHaveLength(3);
  });

  it('updates an attorney, its own e-mail allowed again', async () => {
    const [nora] = attorneysOf(whitfield().id);
    const res = await call<AttorneyRecord>(
      'auctioneer',
      'PUT',
      `/api/attorneys/${nora.id}/auctioneer`,
      {
        firstName: 'Nora',
        lastName: 'Whitfield-Lee',
        email: nora.email,
        phone: '(312) 555-0999',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lastName: 'Whitfield-Lee',
      phone: '3125550999',
      isPrimary: true,
    });
  });

  it('adds no attorney to an inactive client', async () => {
    const firm = named(SEED_CLIENTS.inactive);
    const res = await call('auctioneer', 'POST', `/api/attorneys/${firm.id}`, newAttorney());
    expect(res).toEqual({ status: 400, body: { message: CLIENT_MSG.inactive } });
    expect(attorneysOf(firm.id)).toHaveLength(1);
  });

  it('lets the firm’s own accounts set their primary attorney, not another firm’s', async () => {
    const firm = barrett();
    const jamie = attorneysOf(firm.id)[1];
    const res = await call('client', 'PUT', `/api/attorneys/${firm.id}/${jamie.id}`);
    expect(res.status).toBe(200);
    expect(primaries(firm.id).map((a) => a.id)).toEqual([jamie.id]);
    const avery = attorneysOf(firm.id)[0];
    expect((await call('attorney', 'PUT', `/api/attorneys/${firm.id}/${avery.id}`)).status).toBe(
      200,
    );
    expect(primaries(firm.id).map((a) => a.id)).toEqual([avery.id]);

    const other = whitfield();
    const owen = attorneysOf(other.id)[1];
    expect((await call('client', 'PUT', `/api/attorneys/${other.id}/${owen.id}`)).status).toBe(403);
    // An attorney of another firm is not found under this one.
    expect((await call('client', 'PUT', `/api/attorneys/${firm.id}/${owen.id}`)).status).toBe(404);
    expect((await call('bidder', 'PUT', `/api/attorneys/${firm.id}/${avery.id}`)).status).toBe(403);
  });
});

describe('deleting a client', () => {
  it('is refused while the client has cases with the company', async () => {
    const res = await call('auctioneer', 'DELETE', `/api/clients/${kessler().id}`);
    expect(res).toEqual({ status: 400, body: { message: CLIENT_MSG.hasCases } });
    expect(kessler().companyIds).toContain(host());
  });

  it('deletes a client no other company lists, with its attorneys', async () => {
    const id = whitfield().id;
    const res = await call('auctioneer', 'DELETE', `/api/clients/${id}`);
    expect(res.status).toBe(200);
    expect(db.clients.find((c) => c.id === id)).toBeUndefined();
    expect(attorneysOf(id)).toHaveLength(0);
    expect((await call('auctioneer', 'GET', `/api/clients/${id}`)).status).toBe(404);
  });

  it('only removes it from the company when another company lists it', async () => {
    const shared = makeClient({ name: 'Shared LLP', companyIds: [host(), db.companies[1].id] });
    makeAttorney({ clientId: shared.id, isPrimary: true });
    expect((await call('auctioneer', 'DELETE', `/api/clients/${shared.id}`)).status).toBe(200);
    expect(shared.companyIds).toEqual([db.companies[1].id]);
    expect(db.clients).toContain(shared);
    expect(attorneysOf(shared.id)).toHaveLength(1);
    expect((await call('auctioneer', 'GET', `/api/clients/${shared.id}`)).status).toBe(403);
  });
});

describe('the client’s linked cases', () => {
  it('POST /api/cases/list with clientId answers that client’s cases with the company', async () => {
    const res = await call<{ data: CaseRow[]; total: number }>(
      'auctioneer',
      'POST',
      '/api/cases/list',
      {
        clientId: kessler().id,
        pagination: { current: 1, pageSize: 100 },
      },
    );
    const expected = db.cases.filter((c) => c.clientId === kessler().id && c.companyId === host());
    expect(res.body.total).toBe(expected.length);
    expect(res.body.data.every((r) => r.clientId === kessler().id)).toBe(true);
  });
});
