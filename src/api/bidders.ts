import { queryOptions } from '@tanstack/react-query';
import { loadJoinedLots } from '../live/joined';
import { http } from './http';
import { searchBidderByUserName, searchBiddersByName, type BidderSearchBy } from './liveControl';

/** Bidder global data: verification, balances, linked accounts and pins. */
export interface BidderGlobal {
  is_verified: boolean;
  available_balance: number;
  locked_balance: number;
  linked_account_count: number;
  pinned_count: number;
}

/** Silent: the user menu simply shows nothing extra when it fails. */
export async function getBidderGlobal() {
  const res = await http.get<BidderGlobal>('/api/bidders', { silent: true });
  return res.data;
}

/** How many lots the signed-in bidder has pinned (silent, like the rest of the user menu). */
export async function getPinnedCount() {
  const res = await http.get<{ pinnedCount: number }>('/api/bidders/pin/count', { silent: true });
  return res.data.pinnedCount;
}

const root = ['bidders'] as const;

export const bidderQueries = {
  all: () => root,
  /** The signed-in bidder's verification, balances and pins (user menu, room, dashboard). */
  global: () => queryOptions({ queryKey: [...root, 'global'] as const, queryFn: getBidderGlobal }),
  /** The bidder's pinned count (user menu); pinning and unpinning set it from their answers. */
  pinnedCount: () =>
    queryOptions({ queryKey: [...root, 'pinnedCount'] as const, queryFn: getPinnedCount }),
  /** The lots the bidder has joined, which the room follows live. */
  joinedLots: () =>
    queryOptions({ queryKey: [...root, 'joinedLots'] as const, queryFn: () => loadJoinedLots() }),
  /** The control room's bidder search, by name (partial) or exact user name. */
  search: (by: BidderSearchBy, term: string) =>
    queryOptions({
      queryKey: [...root, 'search', by, term] as const,
      queryFn: () => (by === 'name' ? searchBiddersByName(term) : searchBidderByUserName(term)),
    }),
};
