import type * as z from 'zod/mini';
import type { CompanyProfileFields, CompanyStatus, CompanyUser } from '../../src/api/companies';
import type {
  CompanyListRow as ListRowSchema,
  CompanyProfile as CompanySchema,
} from '../../src/api/contract/companies';
import { db } from '../../src/mocks/db';
import type { Company } from '../../src/mocks/db/types';
import { COMPANY_MSG } from '../../src/mocks/rules/company';
import { callAs, userNamed } from '../simApi';

/** As the simulator sends them: the list row's zip as `zipCode` (spec 3 section 3). */
type CompanyListRow = z.input<typeof ListRowSchema>;
type CompanyProfile = z.input<typeof CompanySchema>;
type Page = { data: CompanyListRow[]; total: number };

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const list = (body: unknown, user = 'admin') =>
  call<Page>(user, 'POST', '/api/companies/list', body);
const named = (name: string) => db.companies.find((c) => c.name === name)!;
const ofStatus = (status: CompanyStatus) => db.companies.find((c) => c.status === status)!;
const hostId = () => userNamed('auctioneer').companyId!;

describe('POST /api/companies/list (admin)', () => {
  it('is for administrators only', async () => {
    for (const user of ['auctioneer', 'employee', 'client', 'bidder'])
      expect((await list({}, user)).status).toBe(403);
  });

  it('answers 10 companies a page with the total, in every status by default', async () => {
    const { status, body } = await list({ pagination: { current: 1, pageSize: 10 } });
    expect(status).toBe(200);
    expect(body.total).toBe(db.companies.length);
    expect(body.total).toBeGreaterThan(10);
    expect(body.data).toHaveLength(10);
    const second = (await list({ pagination: { current: 2, pageSize: 10 } })).body;
    expect(second.data).toHaveLength(body.total - 10);
    expect(new Set([...body.data, ...second.data].map((c) => c.status))).toEqual(
      new Set(['Active', 'Inactive', 'Pending', 'Declined']),
    );
    const row = body.data.find((c) => c.id === hostId())!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'name',
        'address1',
        'address2',
        'city',
        'state',
        'zipCode',
        'phoneNumber',
        'logoUrl',
        'isPublic',
        'status',
      ].sort(),
    );
  });

  it('filters by statuses and searches by name in any case', async () => {
    const pending = (await list({ statuses: ['Pending'] })).body;
    expect(pending.total).toBe(db.companies.filter((c) => c.status === 'Pending').length);
    expect(pending.data.every((c) => c.status === 'Pending')).toBe(true);
    const two = (await list({ statuses: ['Declined', 'Inactive'] })).body;
    expect(new Set(two.data.map((c) => c.status))).toEqual(new Set(['Declined', 'Inactive']));
    const found = (await list({ search: '  bluestem ', statuses: [] })).body;
    expect(found.data.map((c) => c.name)).toEqual(['Bluestem Auction Company']);
    expect((await list({ search: 'bluestem', statuses: ['Active'] })).body.total).toBe(0);
  });

  it('sorts by name either way, by id otherwise', async () => {
    const names = (await list({ sorter: { field: 'name', order: 'descend' } })).body.data.map(
      (c) => c.name,
    );
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const ids = (await list({ sorter: { field: 'password', order: 'ascend' } })).body.data.map(
      (c) => c.id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses unknown statuses', async () => {
    const res = await list({ statuses: ['Archived'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Statuses must be Active, Inactive, Pending or Declined!');
  });
});

describe('the seeded companies', () => {
  it('include every status, a pending company with its own auctioneer', async () => {
    expect(new Set(db.companies.map((c) => c.status))).toEqual(
      new Set(['Active', 'Inactive', 'Pending', 'Declined']),
    );
    const auctioneer = userNamed('pending-auctioneer');
    expect(auctioneer).toMatchObject({
      role: 'Auctioneer',
      firstName: 'Pat',
      lastName: 'Lindgren',
    });
    expect(db.companies.find((c) => c.id === auctioneer.companyId)?.status).toBe('Pending');
    expect((await call('pending-auctioneer', 'GET', '/api/companies')).body).toMatchObject({
      name: 'Bluestem Auction Company',
      status: 'Pending',
    });
  });
});

describe('GET /api/companies/{id}/users and the featured lots (admin)', () => {
  it('lists the company’s auctioneers and employees with their status and last login', async () => {
    const company = named('Sangamon Land Sales');
    const { status, body } = await call<CompanyUser[]>(
      'admin',
      'GET',
      `/api/companies/${company.id}/users`,
    );
    expect(status).toBe(200);
    expect(body.map((u) => [u.userName, u.role, u.deactivatedDate === null])).toEqual([
      ['sangamon-auctioneer', 'Auctioneer', true],
      ['sangamon-employee', 'Employee', false],
    ]);
    expect(body[1].lastLoginDate).toBeNull();
  });

  it('gives the company’s featured lots on its record, as the company’s own staff get them', async () => {
    const { status, body } = await call<CompanyProfile>(
      'admin',
      'GET',
      `/api/companies/${hostId()}`,
    );
    expect(status).toBe(200);
    expect(body.featuredLots.length).toBeGreaterThan(0);
    const own = await call<CompanyProfile>('auctioneer', 'GET', '/api/companies');
    expect(body.featuredLots).toEqual(own.body.featuredLots);
    const other = await call<CompanyProfile>(
      'admin',
      'GET',
      `/api/companies/${named('Great Lakes Gavel').id}`,
    );
    expect(other.body.featuredLots).toEqual([]);
  });

  it('refuses others and answers 404 for unknown or non-numeric ids', async () => {
    for (const path of ['users']) {
      expect((await call('auctioneer', 'GET', `/api/companies/${hostId()}/${path}`)).status).toBe(
        403,
      );
      const unknown = await call('admin', 'GET', `/api/companies/999999/${path}`);
      expect([unknown.status, unknown.body.message]).toEqual([404, COMPANY_MSG.notFound]);
      expect((await call('admin', 'GET', `/api/companies/abc/${path}`)).status).toBe(404);
    }
  });
});

describe('company status changes (admin)', () => {
  const approve = (c: Company, isApproved: unknown, user = 'admin') =>
    call<CompanyProfile>(user, 'PUT', `/api/companies/${c.id}/approve`, { isApproved });
  const setActive = (c: Company, active: boolean, user = 'admin') =>
    call<CompanyProfile>(user, 'PUT', `/api/companies/${c.id}/${active}`);

  it('approves a pending company: it becomes Active', async () => {
    const c = named('Bluestem Auction Company');
    const res = await approve(c, true);
    expect([res.status, res.body.status]).toEqual([200, 'Active']);
    expect(c.status).toBe('Active');
    const again = await approve(c, true);
    expect([again.status, again.body.message]).toEqual([
      400,
      'Only a pending company can be approved or declined. This company is active.',
    ]);
  });

  it('declines a pending company: it becomes Declined and stays so', async () => {
    const c = named('Bluestem Auction Company');
    expect((await approve(c, false)).body.status).toBe('Declined');
    for (const res of [await approve(c, true), await setActive(c, true), await setActive(c, false)])
      expect(res.status).toBe(400);
    expect(c.status).toBe('Declined');
  });

  it('deactivates an active company and activates it again', async () => {
    const c = named('Great Lakes Gavel');
    const wrong = await setActive(c, true);
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'Only an inactive company can be activated. This company is active.',
    ]);
    expect((await setActive(c, false)).body.status).toBe('Inactive');
    const twice = await setActive(c, false);
    expect([twice.status, twice.body.message]).toEqual([
      400,
      'Only an active company can be deactivated. This company is inactive.',
    ]);
    expect((await approve(c, true)).status).toBe(400);
    expect((await setActive(c, true)).body.status).toBe('Active');
  });

  it('refuses a pending company activated or deactivated, and a missing isApproved', async () => {
    const c = ofStatus('Pending');
    expect((await setActive(c, true)).status).toBe(400);
    expect((await setActive(c, false)).status).toBe(400);
    for (const value of [undefined, 'yes', 1]) {
      const res = await approve(c, value);
      expect([res.status, res.body.message]).toEqual([400, COMPANY_MSG.isApproved]);
    }
    expect(c.status).toBe('Pending');
  });

  it('is for administrators only, and answers 404 for unknown companies', async () => {
    const c = ofStatus('Pending');
    expect((await approve(c, true, 'pending-auctioneer')).status).toBe(403);
    expect((await approve(c, true, 'auctioneer')).status).toBe(403);
    expect((await setActive(ofStatus('Active'), false, 'auctioneer')).status).toBe(403);
    expect(c.status).toBe('Pending');
    expect(
      (await call('admin', 'PUT', '/api/companies/999999/approve', { isApproved: true })).status,
    ).toBe(404);
    expect((await call('admin', 'PUT', '/api/companies/999999/true')).status).toBe(404);
  });
});

describe('PUT /api/companies/{id} by an administrator', () => {
  const profile = (c: Company, over: Partial<CompanyProfileFields> = {}) => ({
    name: c.name,
    phoneNumber: c.phoneNumber,
    address1: c.address.streetLine1,
    address2: '',
    city: c.address.city,
    state: c.address.state,
    zip: c.address.zipCode,
    timeZone: c.timeZone,
    supportEmail: '',
    website: '',
    isPublic: false,
    description: 'Edited by the administrator.',
    ...over,
  });

  it('saves any active or inactive company, not a pending or declined one', async () => {
    for (const status of ['Active', 'Inactive'] as const) {
      const c = db.companies.find((x) => x.status === status && x.id !== hostId())!;
      const res = await call<CompanyProfile>('admin', 'PUT', `/api/companies/${c.id}`, profile(c));
      expect([res.status, res.body.description]).toEqual([200, 'Edited by the administrator.']);
    }
    for (const status of ['Pending', 'Declined'] as const) {
      const c = ofStatus(status);
      const res = await call('admin', 'PUT', `/api/companies/${c.id}`, profile(c));
      expect([res.status, res.body.message]).toEqual([400, COMPANY_MSG.locked]);
    }
  });

  it('still refuses another company’s auctioneer and checks the fields', async () => {
    const other = db.companies.find((c) => c.status === 'Active' && c.id !== hostId())!;
    expect(
      (await call('auctioneer', 'PUT', `/api/companies/${other.id}`, profile(other))).status,
    ).toBe(403);
    const bad = await call(
      'admin',
      'PUT',
      `/api/companies/${other.id}`,
      profile(other, { zip: 'x' }),
    );
    expect([bad.status, bad.body.message]).toEqual([400, COMPANY_MSG.zipCode]);
  });
});

describe('POST /api/auctions for a company that is not active', () => {
  const at = (minutes: number) =>
    new Date(Math.ceil(Date.now() / 60_000 + minutes) * 60_000).toISOString();
  const auction = {
    type: 'Online',
    startType: 'Manual',
    startTime: at(30),
    stopTime: at(90),
    timeLeft: 0,
    extraTime: 0,
    isTest: false,
  };
  const create = (user: string) => call<{ id: number }>(user, 'POST', '/api/auctions', auction);

  it('refuses a pending company until it is approved', async () => {
    const before = db.auctions.length;
    const refused = await create('pending-auctioneer');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "Your company is not active yet. Please wait for the administrator's approval.",
    ]);
    expect(db.auctions.length).toBe(before);
    const company = db.companies.find((c) => c.id === userNamed('pending-auctioneer').companyId)!;
    await call('admin', 'PUT', `/api/companies/${company.id}/approve`, { isApproved: true });
    const created = await create('pending-auctioneer');
    expect(created.status).toBe(200);
    expect(db.auctions.find((a) => a.id === created.body.id)?.companyId).toBe(company.id);
  });

  it('refuses a declined or inactive company', async () => {
    for (const user of ['declined-auctioneer', 'sangamon-auctioneer']) {
      const res = await create(user);
      expect([res.status, res.body.message]).toEqual([
        400,
        'Your company is not active. Please contact the administrator for assistance.',
      ]);
    }
  });
});
