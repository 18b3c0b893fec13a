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
  // Bids are most of the stream (a burst is 1,000 of them): no keys are built for them.
  if (event !== LiveEvent.LotStarted && event !== LiveEvent.LotStopped) return [];
  const lotAndAuction = [
    lotQueries.one(lotId),
    ...(auctionId == null ? [] : [auctionQueries.one(auctionId)]),
    lotQueries.dashboards(),
  ];
  if (event === LiveEvent.LotStarted) return lotAndAuction;
  return [
    ...lotAndAuction,
    winningQueries.all(),
    bidderQueries.global().queryKey,
    balanceQueries.all(),
  ];
}
