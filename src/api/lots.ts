// Answered in the simulator by src/mocks/handlers/lots.ts.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PublicListRequest } from '../lib/salesTabs';
import { listLiveLots, listPinnedLots, listUpcomingLots } from './bidderLists';
import { bidderQueries } from './bidders';
import { call } from './call';
import * as api from './contract/lots';
import { listHostLots, nextHostLotsPage, type HostListType } from './hostLots';
import { useResourceMutation, type MutationExtras } from './mutation';
import { listPublicLots, type PublicLotRow } from './public';
import { searchProperties, type SearchRequest } from './search';

export type {
  Attribute,
  AuctionLot,
  AuctionView,
  BidView,
  BidderLot,
  LotListing,
  PropertyView,
} from './contract/lots';

const root = ['lots'] as const;
/** Every query of one lot. */
const one = (lotId: number) => [...root, lotId] as const;
/** The dashboards' lot lists (the host's columns and the bidder's lists). */
const dashboards = () => [...root, 'dashboard'] as const;
/** The property search results. */
const searches = () => [...root, 'search'] as const;

export const lotQueries = {
  all: () => root,
  one,
  dashboards,
  searches,
  /** The bidder's view of a lot (lot details page and room). */
  bidder: (lotId: number) =>
    queryOptions({
      queryKey: [...one(lotId), 'bidder'] as const,
      queryFn: () => getBidderLot(lotId),
    }),
  /** The lots of an auction in lot-number order (lot details: other lots, the lot ahead). */
  ofAuction: (auctionId: number) =>
    queryOptions({
      queryKey: [...root, 'auction', auctionId] as const,
      queryFn: () => listAuctionLots(auctionId),
    }),
  /** Every property a lot holds (lot details, when it holds more than one). */
  properties: (lotId: number) =>
    queryOptions({
      queryKey: [...one(lotId), 'properties'] as const,
      queryFn: () => listLotProperties(lotId),
    }),
  /** The public sales table and featured lots. */
  public: (req: PublicListRequest) =>
    queryOptions({
      queryKey: [...root, 'public', req] as const,
      queryFn: () => listPublicLots(req),
    }),
  /** The bidder's property search. */
  search: (req: SearchRequest) =>
    queryOptions({ queryKey: [...searches(), req] as const, queryFn: () => searchProperties(req) }),
  /** One column of the host's dashboard, a page at a time. */
  hosted: (type: HostListType) =>
    infiniteQueryOptions({
      queryKey: [...dashboards(), 'hosted', type] as const,
      queryFn: ({ pageParam }) => listHostLots(type, pageParam),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextHostLotsPage(pages),
    }),
  /** The bidder dashboard's lists. */
  live: () =>
    queryOptions({
      queryKey: [...dashboards(), 'live'] as const,
      queryFn: async () => (await listLiveLots()).data,
    }),
  pinned: () =>
    queryOptions({ queryKey: [...dashboards(), 'pinned'] as const, queryFn: listPinnedLots }),
  upcoming: () =>
    queryOptions({ queryKey: [...dashboards(), 'upcoming'] as const, queryFn: listUpcomingLots }),
};

export const getBidderLot = (lotId: number) => call(api.getBidderLot, { params: { lotId } });

/** Silent: a missing list of other lots leaves the section empty (spec 1 section 8). */
export async function listAuctionLots(auctionId: number) {
  const lots = await call(api.listAuctionLots, { params: { auctionId }, config: { silent: true } });
  return [...lots].sort((a, b) => a.lotNumber - b.lotNumber);
}

/** Silent: without the list the page still shows the lot's main property. */
export const listLotProperties = (lotId: number) =>
  call(api.listLotProperties, { params: { lotId }, config: { silent: true } });

/** Pins or unpins a lot; the answer carries the new pinned count. */
export const setPinned = (lotId: number, pinned: boolean) =>
  call(pinned ? api.pinLot : api.unpinLot, { params: { lotId } });

export type { PublicLotRow };

/**
 * Pins or unpins a lot: the lot and the lists that show pins are refetched; the bidder's pinned
 * count is taken from the answer as soon as it arrives.
 */
export function useSetPinned(
  extras: MutationExtras<{ pinnedCount: number }, { lotId: number; pinned: boolean }> = {},
) {
  const client = useQueryClient();
  return useResourceMutation(
    async ({ lotId, pinned }: { lotId: number; pinned: boolean }) => {
      const data = await setPinned(lotId, pinned);
      client.setQueryData(bidderQueries.pinnedCount().queryKey, data.pinnedCount);
      return data;
    },
    ({ lotId }) => [one(lotId), searches(), dashboards()],
    extras,
  );
}
