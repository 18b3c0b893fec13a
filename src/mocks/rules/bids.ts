/** The server's bid rules (spec 1, live bidding). */

/** Minimum next bid: the latest bid (or the opening price) plus the increment (1 when none), rounded up. */
export function minimumBid(latest: number | null, openingPrice: number, increment: number): number {
  return Math.ceil((latest ?? openingPrice) + (increment > 0 ? increment : 1));
}

/** The most a bidder may bid: locked funds x 100 / required down percent (0-100, 0 counting as 1), rounded down. */
export function maxBiddable(locked: number, requiredDown: number): number {
  if (!(locked > 0)) return 0;
  const down = Math.min(100, Math.max(0, requiredDown)) || 1;
  return Math.floor((locked * 100) / down);
}
