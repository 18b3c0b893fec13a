// @vitest-environment node
import { advanceSimTime, setSimTime, simNow } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import type { Auction, Lot, User } from '../../src/mocks/db/types';
import { engineConfig, tick } from '../../src/mocks/live/clockwork';
import {
  cancelStopAlert,
  changeIncrement,
  joinLot,
  leaveLot,
  maxBiddable,
  minimumBid,
  notifyStop,
  placeBid,
  RuleError,
  startLot,
  STOP_ALLOWED_AFTER_SECONDS,
  stopLot,
} from '../../src/mocks/live/engine';
import { loadBids } from '../../src/mocks/live/load';
import { resetSimulator } from '../../src/mocks/node';

const MIN = 60_000;
const user = (name: string) => db.users.find((u) => u.userName === name)!;
const profileOf = (u: User) => db.purchaseProfiles.find((p) => p.bidderId === u.id)!.id;
const lotsOf = (a: Auction) =>
  db.lots
    .filter((l) => l.auctionId === a.id && l.status === 'Listed')
    .sort((x, y) => x.lotNumber - y.lotNumber);
const manualLive = () => db.auctions.find((a) => a.startType === 'Manual' && a.isOpen)!;
const autoLive = () => db.auctions.find((a) => a.startType === 'Auto' && a.isOpen && !a.isTest)!;
const upcomingAuto = () =>
  db.auctions
    .filter((a) => a.startType === 'Auto' && !a.isOpen && !a.isFinished && !a.isCancelled)
    .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];

function join(lot: Lot, name: string, amount = 100_000) {
  const u = user(name);
  return joinLot(lot, u, amount, profileOf(u), 'online');
}
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  return null;
};

beforeEach(() => resetSimulator());

describe('bid rules', () => {
  it('minimum = latest bid (or opening price) + increment; max = locked x 100 / required down', () => {
    const lot = lotsOf(manualLive())[0];
    expect(minimumBid(lot)).toBe(lot.openingPrice + lot.minBidIncrements);
    expect(maxBiddable(10_000, 25)).toBe(40_000);
    expect(maxBiddable(10_001, 30)).toBe(33_336);
    expect(maxBiddable(500, 0)).toBe(50_000);
  });

  it('refuses low bids, bids past the deposit, a second highest bid, spectators and unverified accounts', () => {
    const lot = lotsOf(manualLive())[0];
    join(lot, 'bidder');
    join(lot, 'bidder2', 0);
    const min = minimumBid(lot);
    expect(refusal(() => placeBid(lot, user('bidder'), min - 1))).toMatch(/^The minimum bid is/);
    expect(refusal(() => placeBid(lot, user('bidder'), 400_001))).toBe('Insufficient Deposit');
    expect(refusal(() => placeBid(lot, user('bidder'), min + 0.5))).toBe(
      'The bid amount is wrong!',
    );
    placeBid(lot, user('bidder'), min);
    expect(refusal(() => placeBid(lot, user('bidder'), min + lot.minBidIncrements))).toBe(
      'You already hold the highest bid!',
    );
    expect(refusal(() => placeBid(lot, user('bidder2'), min + lot.minBidIncrements))).toBe(
      "Currently you're in spectator mode!",
    );
    expect(
      refusal(() => placeBid(lot, user('bidder-unverified'), min + lot.minBidIncrements)),
    ).toBe('Your account is not verified');
  });

  it('joining: pre-register only before the auction opens; funds are checked across lots', () => {
    const live = lotsOf(manualLive())[0];
    expect(refusal(() => join(live, 'bidder', -1))).toBe(
      'Pre-registration is closed: the auction has started.',
    );
    const upcoming = lotsOf(upcomingAuto());
    expect(join(upcoming[0], 'bidder', -1).amount).toBe(-1);
    const balance = db.bidders.find((b) => b.userId === user('bidder3').id)!.availableBalance;
    join(upcoming[1], 'bidder3', balance - 1000);
    expect(refusal(() => join(upcoming[2], 'bidder3', 2000))).toBe('Insufficient Balance!');
  });

  it('leaving while holding the highest bid answers 999 with the reason', () => {
    const lot = lotsOf(manualLive())[0];
    join(lot, 'bidder');
    placeBid(lot, user('bidder'), minimumBid(lot));
    try {
      leaveLot(lot, user('bidder').id);
      throw new Error('should refuse');
    } catch (e) {
      expect(e).toMatchObject({
        status: 999,
        message: 'You cannot leave while you hold the highest bid!',
      });
    }
  });
});

describe('manual lots', () => {
  it('a stop is refused while the last bid is recent: the stop alert is sent instead; later it stops with the winner', () => {
    const lot = lotsOf(manualLive())[0];
    join(lot, 'bidder');
    placeBid(lot, user('bidder'), minimumBid(lot));
    expect(stopLot(lot, { manual: true })).toEqual({ stopped: false });
    expect(lot.stopAlertTime).not.toBeNull();
    advanceSimTime(STOP_ALLOWED_AFTER_SECONDS * 1000);
    expect(stopLot(lot, { manual: true })).toEqual({ stopped: true });
    expect(lot.winner?.bidderId).toBe(user('bidder').id);
    expect(lot.soldTo).toBe('ThirdPartyBidder');
    expect(lot.status).toBe('PendingTransaction');
    expect(db.activityLogs.filter((l) => l.lotId === lot.id).map((l) => l.actLogTitle)).toEqual(
      expect.arrayContaining(['Bid Placed', 'Stop Alert Sent', 'Winner Declared', 'Lot Closed']),
    );
  });

  it('with no bids the lot is sold to Plaintiff', () => {
    const lot = lotsOf(manualLive())[0];
    stopLot(lot, { manual: true });
    expect(lot.winner).toBeNull();
    expect(lot.soldTo).toBe('Plaintiff');
  });

  it('the stop alert can be cancelled, and a new bid cancels it too; cancelling twice is refused', () => {
    const lot = lotsOf(manualLive())[0];
    notifyStop(lot);
    cancelStopAlert(lot);
    expect(lot.stopAlertTime).toBeNull();
    expect(refusal(() => cancelStopAlert(lot))).toBe('There is no stop alert to cancel!');
    join(lot, 'bidder');
    notifyStop(lot);
    placeBid(lot, user('bidder'), minimumBid(lot));
    expect(lot.stopAlertTime).toBeNull();
  });

  it('the increment changes the next minimum', () => {
    const lot = lotsOf(manualLive())[0];
    changeIncrement(lot, 5000);
    expect(minimumBid(lot)).toBe(lot.openingPrice + 5000);
    expect(refusal(() => changeIncrement(lot, 0))).toBe(
      'The minimum increment must be at least 1!',
    );
  });

  it('starting a lot opens it; the auction finishes when every listed lot stopped', () => {
    const auction = manualLive();
    const lots = lotsOf(auction);
    for (const lot of lots) {
      startLot(lot);
      stopLot(lot);
    }
    expect(auction.isFinished).toBe(true);
    expect(auction.isOpen).toBe(false);
  });
});

describe('auto auctions on the clock', () => {
  it('open and start their lots at the start minute, not before', () => {
    const auction = upcomingAuto();
    const start = new Date(auction.startTime).getTime();
    setSimTime(new Date(start - 1000).toISOString());
    tick();
    expect(auction.isOpen).toBe(false);
    setSimTime(new Date(start).toISOString());
    tick();
    expect(auction.isOpen).toBe(true);
    expect(lotsOf(auction).every((l) => l.startedTime && l.stopTime === auction.stopTime)).toBe(
      true,
    );
  });

  it('a bid within timeLeft minutes extends the stop time by extraTime minutes; the lot stops at its stop time', () => {
    const auction = autoLive();
    const lot = lotsOf(auction)[0];
    const stop = new Date(lot.stopTime!).getTime();
    join(lot, 'bidder');
    setSimTime(new Date(stop - (auction.timeLeft * MIN + 1000)).toISOString());
    placeBid(lot, user('bidder'), minimumBid(lot));
    expect(new Date(lot.stopTime!).getTime()).toBe(stop);
    join(lot, 'bidder2');
    setSimTime(new Date(stop - 30_000).toISOString());
    placeBid(lot, user('bidder2'), minimumBid(lot));
    const extended = stop + auction.extraTime * MIN;
    expect(new Date(lot.stopTime!).getTime()).toBe(extended);
    setSimTime(new Date(stop + 1000).toISOString());
    tick();
    expect(lot.stoppedTime).toBeNull();
    setSimTime(new Date(extended).toISOString());
    tick();
    expect(lot.stoppedTime).not.toBeNull();
    expect(lot.winner?.bidderId).toBe(user('bidder2').id);
  });

  it('the Mock test auction starts again after it finishes', () => {
    const mock = db.auctions.find((a) => a.isTest)!;
    setSimTime(new Date(new Date(mock.stopTime!).getTime() + 1000).toISOString());
    tick();
    expect(mock.isFinished).toBe(false);
    expect(new Date(mock.startTime).getTime()).toBeGreaterThan(simNow());
    setSimTime(mock.startTime);
    tick();
    expect(mock.isOpen).toBe(true);
  });

  it('bots join and bid at room pace and stop at their funds', () => {
    engineConfig.bots = true;
    engineConfig.botChance = 1;
    const lot = lotsOf(autoLive())[0];
    for (let i = 0; i < 400; i++) tick();
    const bids = db.bids.filter((b) => b.lotId === lot.id);
    expect(bids.length).toBeGreaterThan(3);
    for (const join of db.auctionBidders.filter((j) => j.lotId === lot.id)) {
      const top = Math.max(
        0,
        ...bids.filter((b) => b.bidderId === join.bidderId).map((b) => b.amount),
      );
      expect(top).toBeLessThanOrEqual(maxBiddable(join.amount, lot.requiredDown));
    }
    const countAfter = bids.length;
    for (let i = 0; i < 50; i++) tick();
    expect(db.bids.filter((b) => b.lotId === lot.id).length).toBe(countAfter);
  });
});

describe('synthetic bid load', () => {
  it("dates every bid after the lot's newest, in a burst and at a rate, as a server would", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const lot = lotsOf(autoLive())[0];
      const dates = () =>
        db.bids.filter((b) => b.lotId === lot.id).map((b) => Date.parse(b.createdDate));
      loadBids(lot, { count: 50, send: false });
      // A load at a rate right after a burst: its first bids used to be dated before the burst's.
      loadBids(lot, { count: 50, perSecond: 1000 });
      vi.advanceTimersByTime(60);
      const all = dates();
      expect(all.length).toBeGreaterThanOrEqual(100);
      for (let i = 1; i < all.length; i++) expect(all[i]).toBeGreaterThan(all[i - 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('seed', () => {
  it('has every lot status and auction state, deterministically', async () => {
    const statuses = new Set(db.lots.map((l) => l.status));
    for (const s of [
      'Draft',
      'Listed',
      'PendingTransaction',
      'CompleteTransaction',
      'DeedReady',
      'DeedIssued',
      'PaymentRefunded',
      'Cancelled',
    ])
      expect(statuses).toContain(s);
    expect(db.auctions.some((a) => a.isOpen && a.startType === 'Auto')).toBe(true);
    expect(db.auctions.some((a) => a.isOpen && a.startType === 'Manual')).toBe(true);
    expect(db.auctions.some((a) => a.isFinished)).toBe(true);
    expect(db.auctions.some((a) => a.isCancelled)).toBe(true);
    expect(db.auctions.some((a) => a.isTest)).toBe(true);
    const { createSeed } = await import('../../src/mocks/seed');
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x));
    expect(strip(createSeed()).users).toEqual(strip(createSeed()).users);
    expect(strip(createSeed()).lots.length).toBe(db.lots.length);
  });
});
