import type { DashboardReport, OutstandingBalance } from '../../src/api/adminDashboard';
import { Role } from '../../src/lib/roles';
import { advanceSimTime, simNow } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import type { Lot } from '../../src/mocks/db/types';
import { makeUser } from '../../src/mocks/factories';
import { latestBid, stopLot } from '../../src/mocks/live/engine';
import { DASHBOARD_MSG } from '../../src/mocks/rules/dashboard';
import { bidAs, callAs, liveLot, userNamed } from '../simApi';

const DAY = 24 * 3600_000;
const PATH = '/api/reports/dashboard';

/** The last `days` days up to now, as the dashboard asks. */
const lastDays = (days: number) => ({
  from: new Date(simNow() - days * DAY).toISOString(),
  to: new Date(simNow() + 1000).toISOString(),
});

async function report(body: unknown, user = 'admin') {
  const res = await callAs(user, 'POST', PATH, body);
  return { status: res.status, body: (await res.json()) as DashboardReport & { message: string } };
}

async function balances(user = 'admin') {
  const res = await callAs(user, 'GET', PATH);
  return { status: res.status, body: (await res.json()) as OutstandingBalance[] };
}

const auctionOf = (lot: Lot) => db.auctions.find((a) => a.id === lot.auctionId)!;
/** The auction's started lots, the first started first. */
const startedLotsOf = (auctionId: number) =>
  db.lots
    .filter((l) => l.auctionId === auctionId && l.startedTime)
    .sort((a, b) => a.startedTime!.localeCompare(b.startedTime!) || a.id - b.id);
/** The report's item of an auction: the one started when its first lot started. */
const itemOf = (r: DashboardReport, auctionId: number) => {
  const first = startedLotsOf(auctionId)[0];
  return first ? r.items.find((i) => i.startedTime === first.startedTime) : undefined;
};
/** The distinct bidders of an auction's lots: joined with a deposit, or bidding. */
const biddersOfAuction = (auctionId: number) => {
  const lots = new Set(startedLotsOf(auctionId).map((l) => l.id));
  return new Set([
    ...db.bids.filter((b) => lots.has(b.lotId)).map((b) => b.bidderId),
    ...db.auctionBidders.filter((j) => lots.has(j.lotId) && j.amount > 0).map((j) => j.bidderId),
  ]);
};
const nextBid = (lot: Lot) =>
  (latestBid(lot.id)?.amount ?? lot.openingPrice) + lot.minBidIncrements;

describe('dashboard: who may ask', () => {
  it.each(['auctioneer', 'employee', 'client', 'attorney', 'bidder'])(
    'refuses %s with 403 on both calls',
    async (user) => {
      expect((await report(lastDays(30), user)).status).toBe(403);
      expect((await balances(user)).status).toBe(403);
    },
  );

  it('refuses a call without a token with 401', async () => {
    const res = await fetch(`http://localhost${PATH}`);
    expect(res.status).toBe(401);
  });
});

describe('dashboard report: POST /api/reports/dashboard', () => {
  it.each([
    [{}, DASHBOARD_MSG.period],
    [{ from: 'yesterday', to: new Date().toISOString() }, DASHBOARD_MSG.period],
    [{ from: new Date().toISOString() }, DASHBOARD_MSG.period],
    [{ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }, DASHBOARD_MSG.order],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers one item per real auction started in the period, with its bids, bidders and wins', async () => {
    const period = lastDays(60);
    const from = Date.parse(period.from);
    const to = Date.parse(period.to);
    const expected = db.auctions.filter((a) => {
      const first = startedLotsOf(a.id)[0];
      const t = first ? Date.parse(first.startedTime!) : NaN;
      return !a.isCancelled && !a.isTest && t >= from && t <= to;
    });
    expect(expected.length).toBeGreaterThan(1);
    const { status, body } = await report(period);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(expected.length);
    // The spec's item (spec 3 section 3), nothing else.
    for (const item of body.items)
      expect(Object.keys(item).sort()).toEqual([
        'biddersCount',
        'bidsCount',
        'startedTime',
        'winAmount',
      ]);
    const started = body.items.map((i) => i.startedTime);
    expect(started).toEqual([...started].sort());
    for (const auction of expected) {
      const lots = startedLotsOf(auction.id);
      const item = itemOf(body, auction.id)!;
      expect(item.bidsCount).toBe(db.bids.filter((b) => lots.some((l) => l.id === b.lotId)).length);
      expect(item.biddersCount).toBe(biddersOfAuction(auction.id).size);
      expect(item.winAmount).toBe(
        lots.reduce(
          (sum, l) => sum + (l.winner && l.soldTo !== 'Plaintiff' ? l.winner.amount : 0),
          0,
        ),
      );
    }
    expect(body.items.some((i) => i.winAmount > 0)).toBe(true);
  });

  it('leaves out the test auction and auctions started outside the period', async () => {
    const test = db.auctions.find((a) => a.isTest && startedLotsOf(a.id).length > 0)!;
    const { body } = await report(lastDays(400));
    expect(itemOf(body, test.id)).toBeUndefined();

    const empty = await report({ from: '2001-01-01T00:00:00Z', to: '2001-01-31T23:59:59Z' });
    expect(empty.body).toEqual({ items: [], newBidders: 0, newAuctioneers: 0 });
  });

  it('counts a bid placed live and a lot sold just now in today’s figures', async () => {
    const lot = liveLot('Manual');
    const auction = auctionOf(lot);
    const before = itemOf((await report(lastDays(1))).body, auction.id)!;
    expect(before).toBeDefined();
    const bidder2 = userNamed('bidder2').id;
    const hadBidder2 = biddersOfAuction(auction.id).has(bidder2);

    const res = await bidAs('bidder2', lot.id, auction.id, nextBid(lot));
    expect(res.status).toBe(200);
    const after = itemOf((await report(lastDays(1))).body, auction.id)!;
    expect(after.bidsCount).toBe(before.bidsCount + 1);
    expect(after.biddersCount).toBe(before.biddersCount + (hadBidder2 ? 0 : 1));
    expect(after.winAmount).toBe(before.winAmount);

    advanceSimTime(15_000);
    expect(stopLot(lot).stopped).toBe(true);
    const sold = itemOf((await report(lastDays(1))).body, auction.id)!;
    expect(lot.winner!.amount).toBe(latestBid(lot.id)!.amount);
    expect(sold.winAmount).toBe(before.winAmount + lot.winner!.amount);
  });

  it('counts the bidder and auctioneer accounts created in the period', async () => {
    const period = lastDays(1);
    const { body: before } = await report(period);
    makeUser({ role: Role.Bidder });
    makeUser({ role: Role.Bidder });
    makeUser({ role: Role.Auctioneer });
    makeUser({ role: Role.Employee });
    makeUser({ role: Role.Bidder, createdDate: new Date(simNow() - 3 * DAY).toISOString() });
    const { body: after } = await report(period);
    expect(after.newBidders).toBe(before.newBidders + 2);
    expect(after.newAuctioneers).toBe(before.newAuctioneers + 1);
  });
});

describe('outstanding balances: GET /api/reports/dashboard', () => {
  const outstanding = () =>
    db.lots.filter(
      (l) =>
        l.status === 'PendingTransaction' &&
        l.winner &&
        l.soldTo !== 'Plaintiff' &&
        !(l.paymentReceivedDate && Date.parse(l.paymentReceivedDate) >= Date.UTC(2000, 0, 1)),
    );

  it('lists the lots sold and awaiting payoff without full payment, last stopped first', async () => {
    const expected = outstanding();
    expect(expected.length).toBeGreaterThan(1);
    const { status, body } = await balances();
    expect(status).toBe(200);
    expect(body.map((r) => r.id).sort()).toEqual(expected.map((l) => l.id).sort());
    const stopped = body.map((r) => r.stoppedTime ?? '');
    expect(stopped).toEqual([...stopped].sort().reverse());
    // Sold to the plaintiff, or paid in full: nothing is owed.
    const plaintiff = db.lots.find(
      (l) => l.status === 'PendingTransaction' && l.soldTo === 'Plaintiff',
    )!;
    expect(body.some((r) => r.id === plaintiff.id)).toBe(false);
    const paid = db.lots.find((l) => l.winner && l.status === 'DeedIssued')!;
    expect(body.some((r) => r.id === paid.id)).toBe(false);
  });

  it('answers each lot’s address, company, winner and payment terms from its records', async () => {
    const { body } = await balances();
    expect(body.some((r) => r.depositReceivedDate === null)).toBe(true);
    expect(body.some((r) => r.depositReceivedDate?.startsWith('0001'))).toBe(true);
    expect(body.some((r) => r.depositReceivedDate?.startsWith('20'))).toBe(true);
    for (const row of body) {
      const lot = db.lots.find((l) => l.id === row.id)!;
      const property = db.properties.find((p) => p.lotId === lot.id && p.isPrimary)!;
      const winner = db.users.find((u) => u.id === lot.winner!.bidderId)!;
      const company = db.companies.find((c) => c.id === auctionOf(lot).companyId)!;
      expect(row).toEqual({
        id: lot.id,
        streetLine1: property.address.streetLine1,
        streetLine2: property.address.streetLine2 ?? '',
        city: property.address.city,
        county: property.address.county ?? '',
        stateCode: property.address.state,
        zipCode: property.address.zipCode,
        auctionCompanyName: company.name,
        stoppedTime: lot.stoppedTime,
        winner: `${winner.firstName} ${winner.lastName}`,
        winAmount: lot.winner!.amount,
        reliefFee: lot.reliefFee,
        requiredDown: lot.requiredDown,
        depositReceivedDate: lot.depositReceivedDate,
      });
    }
  });

  it('adds a lot sold just now and drops one once its full payment is received', async () => {
    const lot = liveLot('Manual');
    await bidAs('bidder2', lot.id, auctionOf(lot).id, nextBid(lot));
    advanceSimTime(15_000);
    stopLot(lot);
    const { body } = await balances();
    expect(body[0]).toMatchObject({
      id: lot.id,
      winAmount: lot.winner!.amount,
      depositReceivedDate: null,
    });

    lot.paymentReceivedDate = new Date(simNow()).toISOString();
    expect((await balances()).body.some((r) => r.id === lot.id)).toBe(false);
  });
});
