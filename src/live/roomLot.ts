import type { LotFacts, RoomBid } from './lotView';
import type { StartType } from './stopCountdown';

export type { RoomBid };

/** What the room knows of a lot from the server calls (the lot page or the joined-lots list). */
export interface RoomLot extends LotFacts {
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
