import { db } from '../../src/mocks/db';
import { makeAuction } from '../../src/mocks/factories';
import { reportAuctionsOf } from '../../src/mocks/handlers/reports/bidReport';
import { callAs, userNamed } from '../simApi';

const hostId = () => userNamed('auctioneer').companyId!;

describe('auction create and lookup endpoints', () => {
  const call = (userName: string, path: string, body: unknown) =>
    callAs(userName, 'POST', path, body, `create-${userName}`);
  const at = (minutes: number) =>
    new Date(Math.ceil(Date.now() / 60_000 + minutes) * 60_000).toISOString();
  const body = (over: Record<string, unknown> = {}) => ({
    type: 'Online',
    startType: 'Manual',
    startTime: at(30),
    stopTime: at(90),
    timeLeft: 0,
    extraTime: 0,
    isTest: false,
    ...over,
  });
  const refusal = async (res: Response) => [
    res.status,
    ((await res.json()) as { message: string }).message,
  ];

  it('validates times and location on the server too', async () => {
    const before = db.auctions.length;
    expect(
      await refusal(await call('auctioneer', '/api/auctions', body({ stopTime: at(10) }))),
    ).toEqual([400, 'Auction stop time cannot be before the start time!']);
    expect(
      await refusal(await call('auctioneer', '/api/auctions', body({ stopTime: at(30) }))),
    ).toEqual([400, 'Auction start and stop times cannot be same!']);
    expect(
      await refusal(await call('auctioneer', '/api/auctions', body({ startTime: at(-10) }))),
    ).toEqual([400, 'Auction start time cannot be in the past!']);
    expect(
      (await call('auctioneer', '/api/auctions', body({ type: 'InPerson', location: ' ' }))).status,
    ).toBe(400);
    expect((await call('bidder', '/api/auctions', body())).status).toBe(403);
    expect(db.auctions.length).toBe(before);

    const res = await call('auctioneer', '/api/auctions', body({ location: 'ignored' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect(db.auctions.find((a) => a.id === id)).toMatchObject({
      companyId: hostId(),
      location: '',
      isOpen: false,
      isFinished: false,
      isCancelled: false,
    });
  });

  it('looks up the company auctions at the same start time', async () => {
    const startTime = at(45);
    const created = (await (
      await call('auctioneer', '/api/auctions', body({ startTime, stopTime: at(100) }))
    ).json()) as { id: number };
    // Another company's auction at that time is not listed.
    makeAuction({
      ...db.auctions.find((a) => a.companyId !== hostId())!,
      id: undefined,
      startTime,
    });
    const found = (await (
      await call('employee', '/api/auctions/lookup/auctioneer', { date: startTime })
    ).json()) as { id: number }[];
    expect(found.map((a) => a.id)).toEqual([created.id]);
    const none = (await (
      await call('employee', '/api/auctions/lookup/auctioneer', { date: at(46) })
    ).json()) as unknown[];
    expect(none).toEqual([]);
  });
});

describe('auction lookup by day', () => {
  const lookup = async (userName: string, date: string) =>
    (await (
      await callAs(userName, 'POST', '/api/auctions/lookup/auctioneer', { date }, `day-${userName}`)
    ).json()) as { id: number; companyName: string; type: string; startType: string }[];

  it('answers the auctions starting on a calendar day: the company’s for staff, the firm’s for clients', async () => {
    const auction = db.auctions.find((a) => a.companyId === hostId() && !a.isCancelled)!;
    const day = auction.startTime.slice(0, 10);
    const sameDay = db.auctions.filter(
      (a) => a.companyId === hostId() && !a.isCancelled && a.startTime.startsWith(day),
    );
    const found = await lookup('employee', day);
    expect(found.map((a) => a.id).sort()).toEqual(sameDay.map((a) => a.id).sort());
    expect(found[0]).toMatchObject({ companyName: expect.any(String), type: auction.type });

    const client = userNamed('client');
    const firm = reportAuctionsOf(client).find((a) => !a.isCancelled)!;
    const firmDay = firm.startTime.slice(0, 10);
    const forClient = await lookup('client', firmDay);
    expect(forClient.map((a) => a.id)).toContain(firm.id);
    const allowed = new Set(reportAuctionsOf(client).map((a) => a.id));
    expect(forClient.every((a) => allowed.has(a.id))).toBe(true);
  });
});

describe('auction list endpoint', () => {
  it('is for auctioneers and employees only', async () => {
    const res = await callAs(
      'bidder',
      'POST',
      '/api/auctions/list',
      { status: 'live', pagination: { page: 1, pageSize: 10 } },
      'list-test',
    );
    expect(res.status).toBe(403);
  });
});
