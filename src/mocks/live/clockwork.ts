import { simNow } from '../clock';
import { db } from '../db';
import type { Auction, Lot, User } from '../db/types';
import { NOT_RUN } from '../factories/lots';
import {
  auctionOf,
  isStarted,
  joinLot,
  latestBid,
  maxBiddable,
  minimumBid,
  placeBid,
  RuleError,
  startLot,
  stopLot,
} from './engine';

const MIN = 60_000;

/** Switches of the clock-driven engine: bots bid only in the dev server and when a test asks. */
export const engineConfig = { bots: false, botChance: 0.25 };

const listedLots = (a: Auction) =>
  db.lots.filter((l) => l.auctionId === a.id && l.status === 'Listed');

/** Auto auctions open and start their lots at the start time and stop them at their stop time. */
function runAutoAuctions(now: number) {
  for (const a of db.auctions) {
    if (a.startType !== 'Auto' || a.isCancelled || a.isFinished) continue;
    if (!a.isOpen && new Date(a.startTime).getTime() <= now) {
      a.isOpen = true;
      for (const lot of listedLots(a)) if (!lot.startedTime) startLot(lot);
    }
    if (!a.isOpen) continue;
    for (const lot of listedLots(a)) {
      if (isStarted(lot) && lot.stopTime && new Date(lot.stopTime).getTime() <= now) stopLot(lot);
    }
  }
}

/** The Mock test auction starts again a minute after it finishes, so the demo always has a live lot. */
function restartMock(now: number) {
  for (const a of db.auctions) {
    if (!a.isTest || !a.isFinished) continue;
    const start = Math.ceil((now + MIN) / MIN) * MIN;
    Object.assign(a, {
      isFinished: false,
      isOpen: false,
      startTime: new Date(start).toISOString(),
      stopTime: new Date(start + 30 * MIN).toISOString(),
    });
    for (const lot of db.lots.filter((l) => l.auctionId === a.id)) {
      db.bids = db.bids.filter((b) => b.lotId !== lot.id);
      db.auctionBidders = db.auctionBidders.filter((j) => j.lotId !== lot.id);
      Object.assign<Lot, Partial<Lot>>(lot, { status: 'Listed', ...NOT_RUN });
    }
  }
}

const bots = (): User[] => db.users.filter((u) => u.userName.startsWith('room-bot-'));
let rnd = 1;
const random = () => {
  rnd = (rnd * 16807) % 2147483647;
  return rnd / 2147483647;
};

/** Room bots join running auto lots with a deposit and bid the minimum at human pace until their funds run out. */
function runBots() {
  for (const lot of db.lots) {
    const auction = auctionOf(lot);
    if (!auction || auction.startType !== 'Auto' || !isStarted(lot)) continue;
    for (const bot of bots()) {
      if (random() > engineConfig.botChance) continue;
      let join = db.auctionBidders.find(
        (j) => j.lotId === lot.id && j.bidderId === bot.id && !j.leftDate,
      );
      try {
        if (!join) {
          const deposit = Math.round(
            lot.openingPrice * (1.2 + random()) * (lot.requiredDown / 100),
          );
          const profile = db.purchaseProfiles.find((p) => p.bidderId === bot.id);
          join = joinLot(lot, bot, deposit, profile?.id ?? null, 'online');
          continue;
        }
        const amount = minimumBid(lot);
        if (
          latestBid(lot.id)?.bidderId === bot.id ||
          amount > maxBiddable(join.amount, lot.requiredDown)
        )
          continue;
        placeBid(lot, bot, amount);
        return; // one bid per tick across the room
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
    }
  }
}

/** One step of the auction clock. */
export function tick(now = simNow()) {
  runAutoAuctions(now);
  restartMock(now);
  if (engineConfig.bots) runBots();
}

export function resetEngine() {
  rnd = 1;
  engineConfig.bots = false;
}
