import { callAs } from '../simApi';
import { db } from '../../src/mocks/db';

describe('activity logs in the simulator', () => {
  async function list(userName: string, body: unknown = {}) {
    const res = await callAs(
      userName,
      'POST',
      '/api/notifications/activitylogs/list',
      body,
      `${userName}-device`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: number; actLogTitle: string }[] }).data;
  }

  it('gives a bidder only their own activity and staff their company’s, by case on request', async () => {
    const mine = await list('bidder');
    const others = await list('bidder2');
    const ids = new Set(mine.map((l) => l.id));
    const bidsOfOthers = others.filter((l) => l.actLogTitle === 'Bid Placed');
    expect(bidsOfOthers.length).toBeGreaterThan(0);
    expect(bidsOfOthers.some((l) => ids.has(l.id))).toBe(false);
    const company = await list('auctioneer');
    expect(company.length).toBeGreaterThan(mine.length);
    const caseId = db.activityLogs[0].caseId!;
    const ofCase = await list('auctioneer', { caseId });
    await vi.waitFor(() => expect(ofCase.length).toBeGreaterThan(0));
    expect(ofCase.every((l) => db.activityLogs.find((x) => x.id === l.id)?.caseId === caseId)).toBe(
      true,
    );
  });
});
