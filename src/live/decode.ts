import type {
  Bidder,
  BidderListEntry,
  LotAmount as PbLotAmount,
  StreamMessage,
} from './gen/auction';
import type { LiveBidderEntry, LiveBidderMessage, LiveMessage, LotAmount } from './types';

const text = (s: string) => (s ? s : null);

function lotAmount(a: PbLotAmount | undefined): LotAmount | null {
  return a ? { lotId: a.lotId, amount: a.amount } : null;
}

function bidder(b: Bidder): LiveBidderMessage {
  return {
    id: b.id,
    userName: b.userName,
    paddleNumber: b.paddleNumber,
    bid: b.has_bid ? { id: b.bid.id, amount: b.bid.amount, createdDate: b.bid.createdDate } : null,
  };
}

function entry(e: BidderListEntry): LiveBidderEntry {
  return {
    id: e.id,
    paddleNumber: e.paddleNumber,
    firstName: e.firstName,
    lastName: e.lastName,
    userName: e.userName,
    maxBidAmount: e.maxBidAmount,
    enteredDate: text(e.enteredDate),
    leftDate: text(e.leftDate),
    lastBid: e.has_lastBid ? lotAmount(e.lastBid) : null,
    wins: e.wins.map((w) => lotAmount(w)!),
  };
}

/** Converts a decoded protobuf stream message into the plain object the reducer reads. */
export function toLiveMessage(m: StreamMessage): LiveMessage {
  const lot = m.has_lot ? m.lot : null;
  return {
    id: m.id,
    event: m.event,
    lot: lot
      ? {
          id: lot.id,
          startedTime: text(lot.startedTime),
          stopTime: text(lot.stopTime),
          stoppedTime: text(lot.stoppedTime),
          winner: lot.has_winner
            ? {
                id: lot.winner.id,
                bid: lot.winner.bid,
                paddleNumber: lot.winner.paddleNumber,
                createdDate: lot.winner.createdDate,
              }
            : null,
          nextId: lot.nextId || null,
          stopAlertElapsedSeconds: lot.stopAlertElapsedSeconds,
        }
      : null,
    bidder: m.has_bidder ? bidder(m.bidder) : null,
    biddersList: m.biddersList.map(entry),
    errorMsg: m.errorMsg,
    priorBids: m.priorBids.map(bidder),
    serverDateTime: text(m.serverDateTime),
    minBidIncrements: m.minBidIncrements || null,
  };
}
