import type { QueryKey } from '@tanstack/react-query';
import { LiveEvent } from '../live/events';
import { auctionQueries } from './auctions';
import { balanceQueries } from './balance';
import { bidderQueries } from './bidders';
import { lotQueries } from './lots';
import { winningQueries } from './winnings';

/** The lot a live message is about, and its auction when the screen knows it. */
export interface LiveLotRef {
  lotId: number;
  auctionId: number | null;
}

/**
 * The queries a live event makes stale. A lot that starts changes the lot, its auction
 * (lot list, badges, next lot) and the dashboards; a lot that stops also changes the
 * winnings and the bidders' balances (locked funds are released or held as the down).
 */
export function liveInvalidations(event: number, { lotId, auctionId }: LiveLotRef): QueryKey[] {
  // Built only for the events that use them: bids are most of the stream (1,000 in a burst).
  const lotAndAuction = () => [
    lotQueries.one(lotId),
    ...(auctionId == null ? [] : [auctionQueries.one(auctionId)]),
    lotQueries.dashboards(),
  ];
  switch (event) {
    case LiveEvent.LotStarted:
      return lotAndAuction();
    case LiveEvent.LotStopped:
      return [
        ...lotAndAuction(),
        winningQueries.all(),
        bidderQueries.global().queryKey,
        balanceQueries.all(),
      ];
    default:
      return [];
  }
}
