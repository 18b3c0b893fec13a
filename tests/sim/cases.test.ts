import { db } from '../../src/mocks/db';
import { callAs, validCase } from '../simApi';

describe('case simulator', () => {
  it('refuses a case without its required fields, and bidders altogether', async () => {
    const call = (userName: string, body: unknown) => callAs(userName, 'POST', '/api/cases', body);
    const client = db.clients[0];
    const ok = validCase();
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
