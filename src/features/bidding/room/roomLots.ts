import type { BidderLot } from '@/api/lots';
import type { JoinedLot } from '@/api/joinedLots';
import type { RoomLot } from '@/live/roomLot';
import { addressOfJoined } from './useBidderRoom';
import { formatAddress } from '@/lib/format';

export const addressOfLot = (lot: BidderLot) => formatAddress(lot.property ?? {});

/** The main lot (lot call) as the room sees it. */
export function roomLotOf(lot: BidderLot): RoomLot {
  const join = lot.auctionBidderLot && !lot.auctionBidderLot.leftDate ? lot.auctionBidderLot : null;
  return {
    lotId: lot.id,
    auctionId: lot.auction.id,
    address: addressOfLot(lot),
    startType: lot.auction.startType,
    auctionStartTime: lot.auction.startTime,
    auctionIsOpen: lot.auction.isOpen,
    auctionIsFinished: lot.auction.isFinished,
    timeLeft: lot.auction.timeLeft,
    extraTime: lot.auction.extraTime,
    minBidIncrements: lot.minBidIncrements,
    requiredDown: lot.requiredDown,
    openingPrice: lot.openingPrice,
    startedTime: lot.startedTime,
    stoppedTime: lot.stoppedTime,
    stopTime: lot.stopTime,
    join: join ? { amount: join.amount, paddleNumber: join.paddleNumber } : null,
    bids: lot.bids,
    winnerId: lot.winner?.id ?? null,
  };
}

/** A joined lot (joined-lots call) as the room sees it. */
export function roomLotOfJoined(l: JoinedLot): RoomLot {
  return {
    lotId: l.lotId,
    auctionId: l.lotAuctionId,
    address: addressOfJoined(l),
    startType: l.lotAuctionStartType,
    auctionStartTime: l.lotAuctionStartTime,
    auctionIsOpen: Boolean(l.lotStartedTime),
    auctionIsFinished: false,
    timeLeft: l.lotAuctionTimeLeft,
    extraTime: l.lotAuctionExtraTime,
    minBidIncrements: l.lotMinBidIncrements,
    requiredDown: l.lotRequiredDown,
    openingPrice: l.lotOpeningPrice,
    startedTime: l.lotStartedTime,
    stoppedTime: l.lotStoppedTime,
    stopTime: l.lotStopTime,
    join: { amount: l.amount, paddleNumber: l.paddleNumber },
    bids: [],
    winnerId: null,
  };
}
