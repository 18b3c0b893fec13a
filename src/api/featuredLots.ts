// Answered in the simulator by src/mocks/handlers/admin/content.ts.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CaseLot } from './cases';
import { caseLotQueries, markFeatured, unmarkFeatured } from './caseLots';
import { call } from './call';
import { companyQueries } from './companies';
import * as api from './contract/featuredLots';
import { lotQueries } from './lots';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AdminLot, FeaturedLotEntry } from './contract/featuredLots';

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

export const listFeaturedLots = () => call(api.listFeaturedLots, { config: { silent: true } });

export const searchLots = (search: string) =>
  call(api.searchAdminLots, { params: { search: search.trim() }, config: { silent: true } });

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
