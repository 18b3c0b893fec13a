import type { Auction, Company } from '../db/types';
import { makeAuction, makeStream } from '../factories';
import { DAY, MIN, type SeedContext } from './context';
import { seedLot } from './lots';

export interface AuctionCalendar {
  liveManual: Auction;
  liveAuto: Auction;
  upcomingAuto: Auction;
  upcomingManual: Auction;
  upcomingLater: Auction;
  completed: Auction;
  completed2: Auction;
  cancelled: Auction;
  /** The Mock (test) auction. */
  mock: Auction;
}

/**
 * The auctions: live (manual with a camera stream, and automatic), upcoming, the two finished
 * ones whose sales seedSales fills, a cancelled one and the Mock test auction.
 */
export function seedAuctionCalendar(s: SeedContext, hosts: Company[]): AuctionCalendar {
  const { iso, now, atHour } = s;
  const [, host2, host3] = hosts;
  const auction = (over: Partial<Auction>) =>
    makeAuction({ createdDate: iso(now - 30 * DAY), ...over }, s.db);
  return {
    liveManual: auction({
      startTime: iso(now - 15 * MIN),
      isOpen: true,
      type: 'Hybrid',
      location: '50 W Washington St, Chicago, IL 60602',
      streams: [makeStream({ status: 'Live' }, s.db)],
    }),
    liveAuto: auction({
      companyId: host2.id,
      startType: 'Auto',
      startTime: iso(now - 10 * MIN),
      stopTime: iso(now + 50 * MIN),
      isOpen: true,
      timeLeft: 2,
      extraTime: 2,
    }),
    upcomingAuto: auction({
      startType: 'Auto',
      startTime: iso(atHour(1, 15)),
      stopTime: iso(atHour(1, 17)),
      timeLeft: 2,
      extraTime: 2,
    }),
    upcomingManual: auction({
      companyId: host3.id,
      type: 'InPerson',
      location: '100 N Main St, Rockford, IL 61101',
      startTime: iso(atHour(3, 16)),
    }),
    upcomingLater: auction({
      companyId: host2.id,
      startType: 'Auto',
      startTime: iso(atHour(8, 15)),
      stopTime: iso(atHour(8, 18)),
      timeLeft: 3,
      extraTime: 3,
    }),
    completed: auction({
      startTime: iso(atHour(-3, 15)),
      stopTime: iso(atHour(-3, 17)),
      isFinished: true,
    }),
    completed2: auction({
      companyId: host2.id,
      startType: 'Auto',
      startTime: iso(atHour(-10, 15)),
      stopTime: iso(atHour(-10, 16)),
      isFinished: true,
    }),
    cancelled: auction({ startTime: iso(atHour(5, 15)), isCancelled: true }),
    mock: auction({
      startType: 'Auto',
      startTime: iso(now - 5 * MIN),
      stopTime: iso(now + 25 * MIN),
      isOpen: true,
      isTest: true,
      timeLeft: 1,
      extraTime: 1,
    }),
  };
}

/** The lots of the live, upcoming, test and cancelled auctions. */
export function seedCalendarLots(s: SeedContext, c: AuctionCalendar) {
  const { iso, now } = s;
  const lot = seedLot.bind(null, s);
  // The manual auction's first lot is running, the others wait.
  lot('Listed', c.liveManual, { startedTime: iso(now - 4 * MIN), isFeatured: true });
  for (let i = 0; i < 3; i++) lot('Listed', c.liveManual);
  // The automatic auction's lots run until the auction's stop time.
  for (let i = 0; i < 3; i++)
    lot('Listed', c.liveAuto, {
      startedTime: c.liveAuto.startTime,
      stopTime: c.liveAuto.stopTime,
      isFeatured: i === 0,
    });
  for (let i = 0; i < 5; i++) lot('Listed', c.upcomingAuto, { isFeatured: i < 2 });
  for (let i = 0; i < 3; i++) lot('Listed', c.upcomingManual);
  lot('Listed', c.upcomingLater, { isPostponed: true });
  lot('Listed', c.upcomingLater);
  for (let i = 0; i < 2; i++)
    lot('Listed', c.mock, { startedTime: c.mock.startTime, stopTime: c.mock.stopTime });
  for (let i = 0; i < 2; i++) lot('Cancelled', c.cancelled);
  lot('Cancelled', c.upcomingLater);
}
