import type { LiveLot } from './types';

/** A bid as the live screens show it, from a lot call or the stream. */
export interface RoomBid {
  id: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
  userName?: string;
}

/** What the server calls (REST) know of a lot: the lot page, the joined lots or the live auction. */
export interface LotFacts {
  startedTime: string | null;
  stoppedTime: string | null;
  stopTime: string | null;
  minBidIncrements: number | null;
  /** Bids newest first (empty when the call does not list them). */
  bids: RoomBid[];
  /** Bidder id of the winner, when the call knows it. */
  winnerId: number | null;
  winnerPaddle?: number | null;
  nextLotId?: number | null;
}

/** The state of a lot without its bids: what the controls, tabs and badges follow. */
export interface LotStatus {
  started: boolean;
  stopped: boolean;
  stopTime: string | null;
  increment: number | null;
  /** Server time (ms) the running stop alert began; null when none runs. */
  stopAlertAt: number | null;
  winnerId: number | null;
  winnerPaddle: number | null;
  nextLotId: number | null;
  /** The stream has delivered this lot's state (Connect seen). */
  live: boolean;
}

/** The lot as the live screens render it: the server calls' facts with the stream's newer ones on top. */
export interface LotView extends LotStatus {
  latestBid: RoomBid | null;
  bids: RoomBid[];
}

/** The lot's state without its bids (see `lotView`). */
export function lotStatus(rest: LotFacts, live: LiveLot | null): LotStatus {
  const info = live?.lotInfo ?? null;
  return {
    started: Boolean(info?.startedTime || rest.startedTime),
    stopped: Boolean(info?.stoppedTime || rest.stoppedTime),
    stopTime: info?.stopTime || rest.stopTime,
    increment: live?.minBidIncrements ?? rest.minBidIncrements,
    stopAlertAt: live?.stopAlertAt ?? null,
    winnerId: live?.lotWinner ?? rest.winnerId,
    winnerPaddle: info?.winner?.paddleNumber || rest.winnerPaddle || null,
    nextLotId: info?.nextId || rest.nextLotId || null,
    live: Boolean(live && live.latestEvent != null),
  };
}

/**
 * The one merge of a lot's server facts and its live state: the stream's bids once it sent
 * any (also while it reconnects: they are newer than the page's).
 */
export function lotView(rest: LotFacts, live: LiveLot | null): LotView {
  const status = lotStatus(rest, live);
  const bids: RoomBid[] = live?.bidList.length ? live.bidList : rest.bids;
  return { ...status, latestBid: bids[0] ?? null, bids };
}

/**
 * Two statuses say the same, in every part or in the `keys` given (screens keep the older
 * object, so they do not re-render).
 */
export const sameStatus = (
  a: LotStatus,
  b: LotStatus,
  keys: readonly (keyof LotStatus)[] = Object.keys(a) as (keyof LotStatus)[],
) => keys.every((k) => a[k] === b[k]);

/** The parts of a status that say whether a lot runs. */
export const RUN_STATE = ['started', 'stopped'] as const;

/** The lot is open for bids: started, not stopped. */
export const isRunning = (v: Pick<LotStatus, 'started' | 'stopped'>) => v.started && !v.stopped;
