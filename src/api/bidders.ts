// Answered in the simulator by src/mocks/handlers/bidders.ts, src/mocks/handlers/lots.ts.
import { queryOptions } from '@tanstack/react-query';
import { loadJoinedLots } from './joinedLots';
import { call } from './call';
import * as api from './contract/bidders';
import { searchBidderByUserName, searchBiddersByName, type BidderSearchBy } from './liveControl';

export type { BidderGlobal } from './contract/bidders';

/** Silent: the user menu simply shows nothing extra when it fails. */
export const getBidderGlobal = () => call(api.getBidderGlobal, { config: { silent: true } });

/** How many lots the signed-in bidder has pinned (silent, like the rest of the user menu). */
export async function getPinnedCount() {
  return (await call(api.getPinnedCount, { config: { silent: true } })).pinnedCount;
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
