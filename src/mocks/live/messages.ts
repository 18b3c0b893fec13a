import {
  Bid as PbBid,
  Bidder,
  BidderListEntry,
  Event,
  Lot as PbLot,
  LotAmount,
  StreamMessage,
  Winner,
} from '../../live/gen/auction';
import { simIso, simNow } from '../clock';
import { db, newId } from '../db';
import type { AuctionBidder, Bid, Lot } from '../db/types';

/** The next lot of the same auction (by lot number), 0 when none. */
export function nextLotId(lot: Lot): number {
  const later = db.lots
    .filter(
      (l) => l.auctionId === lot.auctionId && l.lotNumber > lot.lotNumber && l.status === 'Listed',
    )
    .sort((a, b) => a.lotNumber - b.lotNumber);
  return later[0]?.id ?? 0;
}

/** Whole seconds since the lot's stop alert began (at least 1 while one runs, so 0 means none). */
export function alertElapsed(lot: Lot): number {
  if (!lot.stopAlertTime || lot.stoppedTime) return 0;
  return Math.max(1, Math.floor((simNow() - new Date(lot.stopAlertTime).getTime()) / 1000));
}

export function lotInfo(lot: Lot, stopAlertElapsedSeconds = alertElapsed(lot)): PbLot {
  return new PbLot({
    id: lot.id,
    startedTime: lot.startedTime ?? '',
    stopTime: lot.stopTime ?? '',
    stoppedTime: lot.stoppedTime ?? '',
    winner: lot.winner
      ? new Winner({
          id: lot.winner.bidderId,
          bid: lot.winner.amount,
          paddleNumber: lot.winner.paddleNumber,
          createdDate: lot.winner.createdDate,
        })
      : undefined,
    nextId: nextLotId(lot),
    stopAlertElapsedSeconds,
  });
}

export function bidderEntry(join: AuctionBidder): BidderListEntry {
  const user = db.users.find((u) => u.id === join.bidderId);
  const last = db.bids.filter((b) => b.lotId === join.lotId && b.bidderId === join.bidderId).at(-1);
  const wins = db.lots.filter(
    (l) => l.auctionId === join.auctionId && l.winner?.bidderId === join.bidderId,
  );
  return new BidderListEntry({
    id: join.bidderId,
    paddleNumber: join.paddleNumber,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    userName: user?.userName ?? '',
    maxBidAmount: join.amount,
    enteredDate: join.enteredDate,
    leftDate: join.leftDate ?? '',
    lastBid: last ? new LotAmount({ lotId: join.lotId, amount: last.amount }) : undefined,
    wins: wins.map((l) => new LotAmount({ lotId: l.id, amount: l.winner!.amount })),
  });
}

export function bidderOfBid(bid: Bid): Bidder {
  const user = db.users.find((u) => u.id === bid.bidderId);
  return new Bidder({
    id: bid.bidderId,
    userName: user?.userName ?? '',
    paddleNumber: bid.paddleNumber,
    bid: new PbBid({ id: bid.id, amount: bid.amount, createdDate: bid.createdDate }),
  });
}

/** A stream message about a lot, stamped with an id and the server time. */
export function message(
  event: Event,
  lot: Lot,
  extra: Partial<{
    bidder: Bidder;
    biddersList: BidderListEntry[];
    errorMsg: string;
    priorBids: Bidder[];
    stopAlertElapsedSeconds: number;
  }> = {},
): StreamMessage {
  return new StreamMessage({
    id: `e${newId()}`,
    event,
    lot: lotInfo(lot, extra.stopAlertElapsedSeconds),
    bidder: extra.bidder,
    biddersList: extra.biddersList ?? [],
    errorMsg: extra.errorMsg ?? '',
    priorBids: extra.priorBids ?? [],
    serverDateTime: simIso(),
    minBidIncrements: lot.minBidIncrements,
  });
}

export const joinsOf = (lotId: number) => db.auctionBidders.filter((j) => j.lotId === lotId);
export const bidsOf = (lotId: number) => db.bids.filter((b) => b.lotId === lotId);

/** A lot's bids, newest first, with the bidder's user name. */
export const bidHistory = (lotId: number) =>
  bidsOf(lotId)
    .toReversed()
    .map((b) => ({
      id: b.id,
      amount: b.amount,
      paddleNumber: b.paddleNumber,
      createdDate: b.createdDate,
      userName: db.users.find((u) => u.id === b.bidderId)?.userName,
    }));
