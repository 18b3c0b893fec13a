import { simIso, simNow } from '../clock';
import { db } from '../db/store';
import type { Auction, AuctionBidder, Bid, Db, Stream, Winner } from '../db/types';
import { addRecord } from './record';

const HOUR = 3_600_000;

/** A manual online auction of the first company, a day from now. */
export function makeAuction(over: Partial<Auction> = {}, into: Db = db): Auction {
  return addRecord(into.auctions, over, into, {
    companyId: into.companies[0]?.id ?? 0,
    startTime: new Date(simNow() + 24 * HOUR).toISOString(),
    stopTime: null,
    startType: 'Manual',
    type: 'Online',
    location: '',
    isOpen: false,
    isFinished: false,
    isCancelled: false,
    isTest: false,
    timeLeft: 0,
    extraTime: 0,
    streams: [],
    createdDate: simIso(),
  });
}

/** An offline YouTube stream; added to the auction `auctionId` names, if any. */
export function makeStream(
  over: Partial<Stream> & { auctionId?: number } = {},
  into: Db = db,
): Stream {
  const { auctionId, ...fields } = over;
  const auction =
    auctionId === undefined ? undefined : into.auctions.find((a) => a.id === auctionId);
  if (auctionId !== undefined && !auction) throw new Error(`makeStream: no auction ${auctionId}`);
  return addRecord(auction?.streams ?? [], fields, into, {
    title: 'Courtroom camera',
    url: 'https://www.youtube.com/watch?v=bidright-demo',
    status: 'Offline',
    type: 'YouTube',
  });
}

/** A bidder who joined a lot online with the bidder's first purchase profile. */
export function makeAuctionBidder(
  over: Partial<AuctionBidder> & { lotId: number; bidderId: number },
  into: Db = db,
): AuctionBidder {
  const lot = into.lots.find((l) => l.id === over.lotId);
  return addRecord(into.auctionBidders, over, into, {
    auctionId: lot?.auctionId ?? 0,
    paddleNumber: 101 + into.auctionBidders.filter((b) => b.lotId === over.lotId).length,
    amount: 100_000,
    purchaseProfileId: into.purchaseProfiles.find((p) => p.bidderId === over.bidderId)?.id ?? null,
    type: 'online',
    enteredDate: simIso(),
    leftDate: null,
  });
}

/** A bid at the lot's minimum (latest bid or opening price, plus the increment). */
/** The winner a bid makes: its bidder, paddle, amount and time. */
export const winnerOf = (bid: Bid): Winner => ({
  bidderId: bid.bidderId,
  bidId: bid.id,
  amount: bid.amount,
  paddleNumber: bid.paddleNumber,
  createdDate: bid.createdDate,
});

export function makeBid(
  over: Partial<Bid> & { lotId: number; bidderId: number },
  into: Db = db,
): Bid {
  const lot = into.lots.find((l) => l.id === over.lotId);
  const latest = into.bids.filter((b) => b.lotId === over.lotId).at(-1);
  const base = latest?.amount ?? lot?.openingPrice ?? 0;
  return addRecord(into.bids, over, into, {
    amount: base + (lot?.minBidIncrements ?? 0),
    paddleNumber:
      into.auctionBidders.find((b) => b.lotId === over.lotId && b.bidderId === over.bidderId)
        ?.paddleNumber ?? 0,
    createdDate: simIso(),
  });
}
