import type { StartType } from './stopCountdown';
import type { LiveLot } from './types';

/** A bid as the room shows it, from the lot call or the stream. */
export interface RoomBid {
  id: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
  userName?: string;
}

/** What the room knows of a lot from the server calls (the lot page or the joined-lots list). */
export interface RoomLot {
  lotId: number;
  auctionId: number;
  address: string;
  startType: StartType;
  auctionStartTime: string;
  auctionIsOpen: boolean;
  auctionIsFinished: boolean;
  /** Auto auctions: a bid within `timeLeft` minutes of the end extends it by `extraTime`. */
  timeLeft: number;
  extraTime: number;
  minBidIncrements: number | null;
  requiredDown: number;
  openingPrice: number;
  startedTime: string | null;
  stoppedTime: string | null;
  stopTime: string | null;
  /** The bidder's join, null when not joined (or left). */
  join: { amount: number; paddleNumber: number } | null;
  /** Bids newest first. */
  bids: RoomBid[];
  /** Bidder id of the winner, when the lot call knows it. */
  winnerId: number | null;
}

/** The lot as the room renders it: the server calls' view with the live stream's newer facts on top. */
export interface LotView {
  started: boolean;
  stopped: boolean;
  stopTime: string | null;
  latestBid: RoomBid | null;
  bids: RoomBid[];
  increment: number | null;
  stopAlertAt: number | null;
  winnerId: number | null;
  /** The stream has delivered this lot's state (Connect seen). */
  live: boolean;
}

export function lotView(room: RoomLot, live: LiveLot | null): LotView {
  const info = live?.lotInfo ?? null;
  const streamed = Boolean(live && live.latestEvent != null);
  const startedTime = info?.startedTime || room.startedTime;
  const stoppedTime = info?.stoppedTime || room.stoppedTime;
  const bids: RoomBid[] = streamed && live!.bidList.length ? live!.bidList : room.bids;
  return {
    started: Boolean(startedTime),
    stopped: Boolean(stoppedTime),
    stopTime: info?.stopTime || room.stopTime,
    latestBid: bids[0] ?? null,
    bids,
    increment: live?.minBidIncrements ?? room.minBidIncrements,
    stopAlertAt: live?.stopAlertAt ?? null,
    winnerId: live?.lotWinner ?? room.winnerId,
    live: streamed,
  };
}

/** The lot is open for bids: started, not stopped. */
export const isRunning = (v: LotView) => v.started && !v.stopped;
