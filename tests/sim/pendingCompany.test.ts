import { db } from '../../src/mocks/db';
import { COMPANY_MSG } from '../../src/mocks/rules/company';
import { callAs, userNamed } from '../simApi';

async function call(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const newUser = (email: string) => ({
  firstName: 'Riley',
  lastName: 'Park',
  email,
  phoneNumber: '(312) 555-0199',
  role: 'Employee',
});

const companyOf = (userName: string) =>
  db.companies.find((c) => c.id === userNamed(userName).companyId)!;

describe('a company that is not active', () => {
  it('while pending approval mints no API key and adds no user, with a clear message', async () => {
    expect(companyOf('pending-auctioneer').status).toBe('Pending');
    const [keys, users] = [db.apiKeys.length, db.users.length];
    const refusal = { status: 400, body: { message: COMPANY_MSG.pendingNoAuctions } };
    expect(await call('pending-auctioneer', 'POST', '/api/settings/apikey')).toEqual(refusal);
    expect(
      await call('pending-auctioneer', 'POST', '/api/auctioneers/user', newUser('a@bluestem.test')),
    ).toEqual(refusal);
    expect([db.apiKeys.length, db.users.length]).toEqual([keys, users]);
  });

  it('once approved, mints keys and adds users', async () => {
    const company = companyOf('pending-auctioneer');
    await call('admin', 'PUT', `/api/companies/${company.id}/approve`, { isApproved: true });
    expect((await call('pending-auctioneer', 'POST', '/api/settings/apikey')).status).toBe(201);
    expect(
      (
        await call(
          'pending-auctioneer',
          'POST',
          '/api/auctioneers/user',
          newUser('b@bluestem.test'),
        )
      ).status,
    ).toBe(201);
  });

  it('declined or deactivated, does neither', async () => {
    for (const user of ['declined-auctioneer', 'sangamon-auctioneer']) {
      const refusal = { status: 400, body: { message: COMPANY_MSG.inactiveNoAuctions } };
      expect(await call(user, 'POST', '/api/settings/apikey'), user).toEqual(refusal);
      expect(
        await call(user, 'POST', '/api/auctioneers/user', newUser(`${user}@x.test`)),
        user,
      ).toEqual(refusal);
    }
  });
});
