import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CaseLot } from './cases';
import { caseLotQueries, markFeatured, unmarkFeatured } from './caseLots';
import { companyQueries } from './companies';
import { http } from './http';
import { lotQueries } from './lots';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A lot as the admin's featured list and lot search show it. */
export interface AdminLot {
  id: number;
  caseId: number;
  caseNumber: string;
  caseFileNumber: string;
  companyName: string;
  auctionStartTime: string | null;
  lotStatus: string;
  streetLine1: string;
  streetLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  imageUrl: string | null;
  isFeatured: boolean;
  /** When the lot was marked featured (null for flags older than the record). */
  featuredDate: string | null;
}

/** A featured lot entry (spec 3 section 3): `isAdmin` when an admin set the flag. */
export interface FeaturedLotEntry {
  id: number;
  isAdmin: boolean;
  lot: AdminLot;
}

const root = ['featuredLots'] as const;

/** The admin's featured lots, the most recently featured first, and the lot search. */
export const featuredLotQueries = {
  all: () => root,
  /** A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listFeaturedLots }),
  /** Published lots by address or case number; silent like the other lists. */
  search: (search: string) =>
    queryOptions({
      queryKey: [...root, 'search', search.trim().toLowerCase()] as const,
      queryFn: () => searchLots(search),
    }),
};

export async function listFeaturedLots() {
  return (await http.get<FeaturedLotEntry[]>('/api/admins/featuredlot', { silent: true })).data;
}

export async function searchLots(search: string) {
  const path = `/api/admins/lot/${encodeURIComponent(search.trim())}`;
  return (await http.get<AdminLot[]>(path, { silent: true })).data;
}

/**
 * What a featured flag change makes stale: this list and search, the public lots (the home
 * carousel), the lot queries, the case lots and the companies' featured cards.
 */
const featuredChanged = (): readonly QueryKey[] => [
  root,
  lotQueries.all(),
  caseLotQueries.all(),
  companyQueries.all(),
];

/** Marks a lot featured as the admin: the flag is the admin's own (staff cannot remove it). */
export const useMarkFeaturedLot = (extras: MutationExtras<CaseLot, number> = {}) =>
  useResourceMutation((lotId: number) => markFeatured(lotId, true), featuredChanged, extras);

/** Removes a lot's featured flag, whoever set it. */
export const useUnmarkFeaturedLot = (extras: MutationExtras<CaseLot, number> = {}) =>
  useResourceMutation(unmarkFeatured, featuredChanged, extras);
