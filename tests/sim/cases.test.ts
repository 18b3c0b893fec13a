import { db } from '../../src/mocks/db';

describe('case simulator', () => {
  it('refuses a case without its required fields, and bidders altogether', async () => {
    const { demoToken } = await import('../demoToken');
    const call = async (userName: string, body: unknown) => {
      const tok = await demoToken(userName, { deviceId: userName });
      return fetch('http://localhost/api/cases', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${tok.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    };
    const client = db.clients[0];
    const ok = {
      fileNumber: 'F-1',
      clientId: client.id,
      attorneyId: null,
      caseNumber: '',
      county: 'Cook',
      streetLine1: '1 Main St',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60601',
      countryCode: 'US',
    };
    expect((await call('bidder', ok)).status).toBe(403);
    expect((await call('auctioneer', { ...ok, fileNumber: ' ' })).status).toBe(400);
    expect((await call('auctioneer', { ...ok, clientId: 0 })).status).toBe(400);
    expect((await call('auctioneer', { ...ok, zipCode: '' })).status).toBe(400);
    const otherAttorney = db.attorneys.find((t) => t.clientId !== client.id)!;
    expect((await call('auctioneer', { ...ok, attorneyId: otherAttorney.id })).status).toBe(400);
    const res = await call('auctioneer', ok);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect(db.cases.find((c) => c.id === id)).toBeDefined();
  });
});
