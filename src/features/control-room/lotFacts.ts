import type { LiveAuctionLotRow } from '../../api/liveAuction';
import type { LotFacts } from '../../live/lotView';

const NO_BIDS: LotFacts['bids'] = [];

/** What the live-auction call knows of a lot, for `lotView` (it lists no bids). */
export const factsOfRow = (row: LiveAuctionLotRow): LotFacts => ({
  startedTime: row.startedTime,
  stoppedTime: row.stoppedTime,
  stopTime: row.stopTime,
  minBidIncrements: row.minBidIncrements,
  bids: NO_BIDS,
  winnerId: null,
  winnerPaddle: row.winner?.paddleNumber ?? null,
  nextLotId: row.nextLotId,
});
