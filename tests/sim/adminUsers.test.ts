import type { AdminUser, BidderUser, StaffUser, SystemUser } from '../../src/api/systemUsers';
import { formatDateTime } from '../../src/lib/format';
import { db, newId } from '../../src/mocks/db';
import { makeAuctioneer, makeCompany, makeEmployee } from '../../src/mocks/factories';
import { SYSTEM_USERS_MSG } from '../../src/mocks/rules/systemUsers';
import { demoToken } from '../demoToken';
import { readXlsxRows } from '../exportReaders';
import { callAs, liveLot, userNamed } from '../simApi';

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  const type = res.headers.get('Content-Type') ?? '';
  const data = type.includes('json') ? await res.json() : await res.arrayBuffer();
  return { status: res.status, body: data as T & { message?: string } };
}

type Page<T> = { data: T[]; total: number };
const list = <T>(path: string, body: unknown = {}, user = 'admin') =>
  call<Page<T>>(user, 'POST', path, body);

const LISTS = [
  ['/api/bidders/list', '/api/bidders/listexcel'],
  ['/api/auctioneers/listall', '/api/auctioneers/listallexcel'],
  ['/api/admins/list', '/api/admins/listexcel'],
] as const;

const details = {
  firstName: 'Rosa',
  lastName: 'Parks',
  email: 'rosa.parks@bidright.test',
  phoneNumber: '3125550199',
};

describe('system user lists', () => {
  it.each(LISTS.flat())('%s is for admins only', async (path) => {
    for (const user of ['bidder', 'auctioneer', 'client'])
      expect((await call(user, 'POST', path, {})).status).toBe(403);
  });

  it('pages the bidders, 10 at a time unless asked, with verification and balances', async () => {
    const bidders = db.users.filter((u) => u.role === 'Bidder');
    const first = await list<BidderUser>('/api/bidders/list', {});
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(Math.min(10, bidders.length));
    expect(first.body.total).toBe(bidders.length);
    const second = await list<BidderUser>('/api/bidders/list', {
      pagination: { current: 2, pageSize: 5 },
    });
    expect(second.body.data.map((u) => u.id)).toEqual(
      bidders
        .map((u) => u.id)
        .sort((a, b) => a - b)
        .slice(5, 10),
    );
    const leaving = await list<BidderUser>('/api/bidders/list', { search: 'lena lea' });
    expect(leaving.body.data).toEqual([
      expect.objectContaining({
        userName: 'leaving',
        isVerified: true,
        isPhoneVerified: true,
        availableBalance: 5000,
        lockedBalance: 0,
        deactivatedDate: null,
      }),
    ]);
  });

  it('lists the staff of every company with their company and role', async () => {
    const res = await list<StaffUser>('/api/auctioneers/listall', {
      pagination: { current: 1, pageSize: 100 },
    });
    const staff = db.users.filter((u) => u.role === 'Auctioneer' || u.role === 'Employee');
    expect(res.body.total).toBe(staff.length);
    expect(new Set(res.body.data.map((u) => u.companyId)).size).toBeGreaterThan(1);
    const auctioneer = userNamed('auctioneer');
    expect(res.body.data.find((u) => u.id === auctioneer.id)).toMatchObject({
      role: 'Auctioneer',
      companyName: db.companies.find((c) => c.id === auctioneer.companyId)!.name,
    });
    expect(res.body.data.find((u) => u.lastName === 'Brooks')!.deactivatedDate).not.toBeNull();
  });

  it('lists the admins, the deactivated one with its date, sorted as asked', async () => {
    const res = await list<AdminUser>('/api/admins/list', {
      sorter: { field: 'firstName', order: 'descend' },
    });
    expect(res.body.data.map((u) => u.userName)).toEqual(['admin2', 'admin4', 'admin3', 'admin']);
    expect(res.body.data[1].deactivatedDate).not.toBeNull();
    expect(res.body.data.filter((u) => u.deactivatedDate)).toHaveLength(1);
  });

  it.each(LISTS)('%s and its Excel export hold the same rows', async (path, excel) => {
    const search = path.includes('bidders') ? 'bidder' : '';
    const json = await list<SystemUser & { companyName?: string; role?: string }>(path, {
      search,
      pagination: { current: 1, pageSize: 100 },
    });
    const file = await call<ArrayBuffer>('admin', 'POST', excel, { search });
    expect(file.status).toBe(200);
    const [title, , header, ...rows] = await readXlsxRows(file.body);
    expect(String(title[0])).toMatch(/Bidders|Auctioneers|Admins/);
    expect(header).toContain('E-mail');
    expect(rows).toHaveLength(json.body.total);
    expect(json.body.total).toBeGreaterThan(0);
    rows.forEach((row, i) => {
      const u = json.body.data[i];
      expect(row[0]).toBe(`${u.firstName} ${u.lastName}`.trim());
      expect(row[1]).toBe(u.userName);
      expect(row[2]).toBe(u.email);
      expect(row).toContain(formatDateTime(u.createdDate));
      expect(row[row.length - 1]).toBe(u.deactivatedDate ? 'Inactive' : 'Active');
    });
  });
});

describe('bidders managed by the admin', () => {
  const leaving = () => userNamed('leaving');

  it('deletes a bidder account: gone from the list, the sign-in refused', async () => {
    const id = leaving().id;
    expect((await call('bidder', 'DELETE', `/api/bidders/${id}/delete`)).status).toBe(403);
    const res = await call('admin', 'DELETE', `/api/bidders/${id}/delete`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Your account was successfully deleted. Fair well.' },
    });
    const after = await list<BidderUser>('/api/bidders/list', { search: 'Lena' });
    expect(after.body.total).toBe(0);
    expect(db.phones.some((p) => p.bidderId === id)).toBe(false);
    await expect(demoToken('leaving')).rejects.toThrow(/failed/);
    expect((await call('admin', 'DELETE', `/api/bidders/${id}/delete`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/api/bidders/999999/delete`)).status).toBe(404);
  });

  it('refuses to delete a bidder with locked funds or joined to a running lot', async () => {
    const lot = liveLot();
    const join = {
      id: newId(),
      auctionId: lot.auctionId!,
      lotId: lot.id,
      bidderId: leaving().id,
      paddleNumber: 991,
      amount: 1000,
      purchaseProfileId: null,
      type: 'online' as const,
      enteredDate: new Date().toISOString(),
      leftDate: null,
    };
    db.auctionBidders.push(join);
    let res = await call('admin', 'DELETE', `/api/bidders/${leaving().id}/delete`);
    expect(res).toMatchObject({ status: 400, body: { message: SYSTEM_USERS_MSG.lockedFunds } });
    join.amount = -1;
    res = await call('admin', 'DELETE', `/api/bidders/${leaving().id}/delete`);
    expect(res).toMatchObject({ status: 400, body: { message: SYSTEM_USERS_MSG.ongoingAuction } });
    expect(leaving().userName).toBe('leaving');
  });

  it('lets the admin deactivate, activate and edit a bidder through the bidder routes', async () => {
    const id = leaving().id;
    expect((await call('bidder', 'DELETE', `/api/bidders/${id}`)).status).toBe(403);
    expect((await call('admin', 'DELETE', `/api/bidders/${id}`)).status).toBe(200);
    expect(leaving().isDeactivated).toBe(true);
    expect((await call('admin', 'PUT', `/api/bidders/activate/${id}`)).status).toBe(200);
    expect(leaving().isDeactivated).toBe(false);
    const address = leaving().address;
    const saved = await call('admin', 'PUT', `/api/bidders/${id}`, { ...details, address });
    expect(saved.status).toBe(200);
    expect(leaving()).toMatchObject(details);
    const taken = await call('admin', 'PUT', `/api/bidders/${id}`, {
      ...details,
      email: userNamed('bidder').email,
      address,
    });
    expect(taken.status).toBe(400);
    const staffId = userNamed('auctioneer').id;
    expect((await call('admin', 'DELETE', `/api/bidders/${staffId}`)).status).toBe(404);
  });
});

describe('auction staff managed by the admin', () => {
  it('saves details and role, keeping one active auctioneer per company', async () => {
    const company = makeCompany({ name: 'Lone Gavel' });
    const only = makeAuctioneer({ companyId: company.id, userName: 'lone' });
    const helper = makeEmployee({ companyId: company.id, userName: 'helper' });
    const asEmployee = await call('admin', 'PUT', `/api/admins/auctioneers/${only.id}`, {
      ...details,
      role: 'Employee',
    });
    expect(asEmployee).toMatchObject({
      status: 400,
      body: { message: SYSTEM_USERS_MSG.lastAuctioneer },
    });
    const off = await call('admin', 'PUT', `/api/admins/users/${only.id}/false`);
    expect(off).toMatchObject({ status: 400, body: { message: SYSTEM_USERS_MSG.lastAuctioneer } });

    const promoted = await call<StaffUser>('admin', 'PUT', `/api/admins/auctioneers/${helper.id}`, {
      ...details,
      role: 'Auctioneer',
    });
    expect(promoted.body).toMatchObject({
      ...details,
      role: 'Auctioneer',
      companyName: 'Lone Gavel',
    });
    const offNow = await call<StaffUser>('admin', 'PUT', `/api/admins/users/${only.id}/false`);
    expect(offNow.status).toBe(200);
    expect(offNow.body.deactivatedDate).not.toBeNull();
    const again = await call('admin', 'PUT', `/api/admins/users/${only.id}/false`);
    expect(again.body.message).toBe(SYSTEM_USERS_MSG.alreadyInactive);
    expect((await call('admin', 'PUT', `/api/admins/users/${only.id}/true`)).status).toBe(200);
  });

  it('a deactivated admin cannot sign in until activated again', async () => {
    await expect(demoToken('admin4')).rejects.toThrow(/failed: 400/);
    const grace = userNamed('admin2');
    expect((await call('admin', 'PUT', `/api/admins/users/${grace.id}/false`)).status).toBe(200);
    await expect(demoToken('admin2')).rejects.toThrow(/failed: 400/);
    expect((await call('admin', 'PUT', `/api/admins/users/${grace.id}/true`)).status).toBe(200);
    await expect(demoToken('admin2')).resolves.toBeTruthy();
  });

  it('refuses bad details, unknown ids and non-admins', async () => {
    const id = userNamed('employee').id;
    const bad = await call('admin', 'PUT', `/api/admins/auctioneers/${id}`, {
      ...details,
      phoneNumber: '12',
      role: 'Employee',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: SYSTEM_USERS_MSG.phone } });
    const role = await call('admin', 'PUT', `/api/admins/auctioneers/${id}`, {
      ...details,
      role: 'Admin',
    });
    expect(role.body.message).toBe(SYSTEM_USERS_MSG.role);
    const bidderId = userNamed('bidder').id;
    expect(
      (await call('admin', 'PUT', `/api/admins/auctioneers/${bidderId}`, details)).status,
    ).toBe(404);
    expect((await call('admin', 'PUT', `/api/admins/users/${bidderId}/false`)).status).toBe(404);
    expect(
      (
        await call('auctioneer', 'PUT', `/api/admins/auctioneers/${id}`, {
          ...details,
          role: 'Employee',
        })
      ).status,
    ).toBe(403);
  });
});

describe('admin accounts', () => {
  const newAdmin = {
    ...details,
    userName: 'rosa',
    password: 'Secret12',
  };

  it('creates an admin who can then sign in', async () => {
    expect((await call('auctioneer', 'POST', '/api/admins', newAdmin)).status).toBe(403);
    const res = await call<AdminUser>('admin', 'POST', '/api/admins', newAdmin);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userName: 'rosa', ...details, deactivatedDate: null });
    const tok = await demoToken('rosa', { password: 'Secret12' });
    expect(tok.id).toBe(res.body.id);
    const listed = await list<AdminUser>('/api/admins/list', { search: 'rosa' });
    expect(listed.body.data.map((u) => u.userName)).toEqual(['rosa']);
  });

  it.each([
    [{ userName: 'bidder' }, SYSTEM_USERS_MSG.userNameTaken],
    [{ userName: 'with space' }, SYSTEM_USERS_MSG.userNameFormat],
    [{ userName: '' }, SYSTEM_USERS_MSG.userNameRequired],
    [{ email: 'bidder@bidright.test' }, SYSTEM_USERS_MSG.emailRegistered],
    [{ email: 'nope' }, SYSTEM_USERS_MSG.email],
    [{ password: 'short' }, 'Must be at least 6 characters long!'],
    [{ password: 'alllower1' }, 'Must contain at least one uppercase character (A-Z)!'],
    [{ firstName: ' ' }, 'First name is required!'],
  ])('refuses %o', async (change, message) => {
    const res = await call('admin', 'POST', '/api/admins', { ...newAdmin, ...change });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('saves an admin’s details; an admin cannot deactivate themselves', async () => {
    const other = userNamed('admin3');
    const res = await call<AdminUser>('admin', 'PUT', `/api/admins/${other.id}`, details);
    expect(res.body).toMatchObject(details);
    expect(
      (await call('admin', 'PUT', `/api/admins/${userNamed('bidder').id}`, details)).status,
    ).toBe(404);
    const self = await call('admin', 'PUT', `/api/admins/users/${userNamed('admin').id}/false`);
    expect(self).toMatchObject({ status: 400, body: { message: SYSTEM_USERS_MSG.selfDeactivate } });
    const off = await call<AdminUser>('admin', 'PUT', `/api/admins/users/${other.id}/false`);
    expect(off.body.deactivatedDate).not.toBeNull();
    const on = await call<AdminUser>(
      'admin',
      'PUT',
      `/api/admins/users/${userNamed('admin4').id}/true`,
    );
    expect(on.body.deactivatedDate).toBeNull();
  });
});
