import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PublicListRequest } from '../lib/salesTabs';
import { listLiveLots, listPinnedLots, listUpcomingLots } from './bidderLists';
import { bidderQueries } from './bidders';
import type { PropertyAddressLines } from './caseShapes';
import { listHostLots, nextHostLotsPage, type HostListType } from './hostLots';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';
import { listPublicLots, type PublicLotRow } from './public';
import { searchProperties, type SearchRequest } from './search';

export interface Attribute {
  attributeName: string;
  attributeDisplayName?: string;
  value: string;
  attributeType?: string;
}

export interface PropertyView extends PropertyAddressLines {
  id: number;
  lotId: number;
  countryCode: string;
  latitude: number;
  longitude: number;
  isPrimary: boolean;
  imageData: { url: string; isMain: boolean; description?: string }[];
  extendedData: Attribute[];
}

export interface BidView {
  id: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
  userName: string;
}

export interface AuctionView {
  id: number;
  hostName: string;
  hostLogoUrl: string;
  startTime: string;
  stopTime: string | null;
  startType: 'Auto' | 'Manual';
  type: 'Online' | 'InPerson' | 'Hybrid';
  location: string;
  isOpen: boolean;
  isFinished: boolean;
  isCancelled: boolean;
  timeLeft: number;
  extraTime: number;
  streams: { id: number; title: string; url: string }[];
}

/** A lot of an auction with its number and address (GET /api/lots/auction/{auctionId}). */
export interface AuctionLot {
  id: number;
  auctionId: number;
  lotNumber: number;
  lotStatus: string;
  isPostponed: boolean;
  openingPrice: number;
  propertyCount: number;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  county?: string;
  stateCode: string;
  zipCode: string;
}

/** The bidder's view of a lot (GET /api/lots/{lotId}/bidder). */
export interface BidderLot {
  id: number;
  lotNumber: number;
  lotStatus: string;
  isPostponed: boolean;
  isPinned: boolean;
  auctionBidderLot: { amount: number; leftDate: string | null; paddleNumber: number } | null;
  auctionBidder: { type: string; purchaseProfileId: number | null; joiningFrom: string } | null;
  propertyCount: number;
  startedTime: string | null;
  stoppedTime: string | null;
  stopTime: string | null;
  requiredDown: number;
  minBidIncrements: number | null;
  openingPrice: number;
  property: PropertyView | null;
  case: { id: number; caseNumber: string; documents: { id: number; name: string; url: string }[] };
  bids: BidView[];
  auctionIsTest: boolean;
  /** The declared winner once the lot stopped (bidder id, amount, paddle). */
  winner?: { id: number; bid: number; paddleNumber: number; createdDate: string } | null;
  auction: AuctionView;
}

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

export async function getBidderLot(lotId: number) {
  return (await http.get<BidderLot>(`/api/lots/${lotId}/bidder`)).data;
}

/** Silent: a missing list of other lots leaves the section empty (spec 1 section 8). */
export async function listAuctionLots(auctionId: number) {
  const res = await http.get<AuctionLot[]>(`/api/lots/auction/${auctionId}`, { silent: true });
  return [...res.data].sort((a, b) => a.lotNumber - b.lotNumber);
}

/** Silent: without the list the page still shows the lot's main property. */
export async function listLotProperties(lotId: number) {
  return (await http.get<PropertyView[]>(`/api/properties/${lotId}/list`, { silent: true })).data;
}

/** Pins or unpins a lot; the answer carries the new pinned count. */
export async function setPinned(lotId: number, pinned: boolean) {
  const res = pinned
    ? await http.get<{ pinnedCount: number }>(`/api/bidders/pin/${lotId}`)
    : await http.delete<{ pinnedCount: number }>(`/api/bidders/unpin/${lotId}`);
  return res.data;
}

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
