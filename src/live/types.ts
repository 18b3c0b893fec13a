import type { LiveEvent } from './events';

/** Plain-object forms of the stream message (decoded from protobuf by `decode.ts`). */
export interface LiveWinner {
  id: number;
  bid: number;
  paddleNumber: number;
  createdDate: string;
}

export interface LiveLotInfo {
  id: number;
  startedTime: string | null;
  stopTime: string | null;
  stoppedTime: string | null;
  winner: LiveWinner | null;
  nextId: number | null;
  stopAlertElapsedSeconds: number;
}

export interface LiveBid {
  id: number;
  amount: number;
  createdDate: string;
  bidderId: number;
  userName: string;
  paddleNumber: number;
}

export interface LiveBidderMessage {
  id: number;
  userName: string;
  paddleNumber: number;
  bid: { id: number; amount: number; createdDate: string } | null;
}

export interface LotAmount {
  lotId: number;
  amount: number;
}

export interface LiveBidderEntry {
  id: number;
  paddleNumber: number;
  firstName: string;
  lastName: string;
  userName: string;
  /** Locked funds; -1 = pre-registered, 0 = spectating. */
  maxBidAmount: number;
  enteredDate: string | null;
  leftDate: string | null;
  lastBid: LotAmount | null;
  wins: LotAmount[];
}

export interface LiveMessage {
  id: string;
  event: number;
  lot: LiveLotInfo | null;
  bidder: LiveBidderMessage | null;
  biddersList: LiveBidderEntry[];
  errorMsg: string;
  priorBids: LiveBidderMessage[];
  serverDateTime: string | null;
  minBidIncrements: number | null;
}

/** A bidder as the live lists show them. */
export interface LiveBidder extends LiveBidderEntry {
  isSpectator: boolean;
  isPreRegistered: boolean;
}

/** The live state of one subscribed lot. */
export interface LiveLot {
  lotId: number;
  lotInfo: LiveLotInfo | null;
  latestEvent: LiveEvent | null;
  /** The newest bid (head of the bid list). */
  latestBid: LiveBid | null;
  /** Bids newest first, each bid once. */
  bidList: LiveBid[];
  /** Bidder id of the winner once the lot stopped. */
  lotWinner: number | null;
  nextLotId: number | null;
  minBidIncrements: number | null;
  activeBidders: LiveBidder[];
  leftBidders: LiveBidder[];
  errorMsg: string | null;
  /** Server time (ms) the running stop alert began; null when none runs. */
  stopAlertAt: number | null;
  /** Server time of the newest lot info applied, so older lot info never overwrites newer. */
  lotInfoAt: string | null;
}

export type LiveLots = Readonly<Record<number, LiveLot>>;
