import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { notice } from '../lib/notify';
import { publishLot } from './auctionDetail';
import { auctionQueries, type AuctionLookup } from './auctions';
import type { CaseLot, LotLookup } from './cases';
import { apiErrorOf } from './errors';
import { http } from './http';
import { lotQueries } from './lots';
import { useResourceMutation, type MutationExtras } from './mutation';
import type { FeaturedLot } from './companyShapes';

/** A bid of a lot as the winner-change dialog lists it (POST /api/auctions/lots/{lotId}/bids). */
export interface LotBid {
  id: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
  bidderUserName: string | null;
}

/** The body of a lot create (POST /api/lots/{caseId}); the server applies the defaults. */
export interface NewLotBody {
  openingPrice?: number;
  requiredDown?: number;
  minBidIncrements?: number;
  auctionId?: number;
}

/** The body of a lot update (PUT /api/lots/{lotId}). */
export interface LotPrices {
  openingPrice: number;
  requiredDown: number;
  minBidIncrements: number;
}

/** The auction date calls and the postponed flag (PUT /api/lots/{id}/postpone). */
export type PostponeAction = 'initialSet' | 'changeDate' | 'postpone' | 'unPostpone';

export interface PostponeBody {
  action: PostponeAction;
  /** ISO: the auction start chosen (initialSet, changeDate) or the continuance date (postpone). */
  date: string | null;
  isPostpone: boolean;
}

export type WinnerAction = 'WinnerChanged' | 'WinnerRemoved';

export interface DeclareWinnerBody {
  action: WinnerAction;
  description: string;
  bidId: number | null;
}

const root = ['caseLots'] as const;

export const caseLotQueries = {
  all: () => root,
  /** One lot of a case (the lot view). Silent: the page shows its own not-found state. */
  detail: (caseId: number, lotId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', caseId, lotId] as const,
      queryFn: () => getCaseLot(caseId, lotId),
    }),
  /** The case's lots for pickers (breadcrumb, new property). */
  lookup: (caseId: number) =>
    queryOptions({
      queryKey: [...root, 'lookup', caseId] as const,
      queryFn: () => lookupCaseLots(caseId),
    }),
  /** The bids of a lot, newest first. */
  bids: (lotId: number) =>
    queryOptions({
      queryKey: [...root, 'bids', lotId] as const,
      queryFn: () => listLotBids(lotId),
    }),
  /** The company's auctions a lot may be assigned to (the auction date picker). */
  auctionLookup: () =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'lookup'] as const,
      queryFn: lookupAuctions,
    }),
  /** The company's featured lots (asked before marking another one). */
  featured: () =>
    queryOptions({
      queryKey: [...root, 'featured'] as const,
      queryFn: listFeaturedLots,
      staleTime: 0,
    }),
};

export async function getCaseLot(caseId: number, lotId: number) {
  return (await http.get<CaseLot>(`/api/cases/${caseId}/lots/${lotId}`, { silent: true })).data;
}

export async function lookupCaseLots(caseId: number) {
  return (await http.get<LotLookup[]>(`/api/lots/lookup/${caseId}`, { silent: true })).data;
}

export async function listLotBids(lotId: number): Promise<LotBid[]> {
  const res = await http.post<{ data: LotBid[] } | LotBid[]>(
    `/api/auctions/lots/${lotId}/bids`,
    {},
    { silent: true },
  );
  return Array.isArray(res.data) ? res.data : res.data.data;
}

export async function lookupAuctions() {
  return (await http.get<AuctionLookup[]>('/api/auctions/lookup', { silent: true })).data;
}

/** Silent: without the list, marking asks the server, whose 409 leads to the same question. */
export async function listFeaturedLots() {
  return (await http.get<FeaturedLot[]>('/api/auctioneers/featuredlot', { silent: true })).data;
}

export async function createLot(caseId: number, body: NewLotBody) {
  return (await http.post<CaseLot>(`/api/lots/${caseId}`, body)).data;
}

export async function updateLot(lotId: number, body: LotPrices) {
  return (await http.put<CaseLot>(`/api/lots/${lotId}`, body)).data;
}

export async function deleteLot(lotId: number) {
  await http.delete(`/api/lots/${lotId}`);
}

export async function postponeLot(lotId: number, body: PostponeBody) {
  return (await http.put<CaseLot>(`/api/lots/${lotId}/postpone`, body)).data;
}

/** The post-sale steps, each a PUT without a body. */
export type PostSaleStep = 'deposit' | 'payment' | 'deedready' | 'deedissued';

export async function postSaleStep(lotId: number, step: PostSaleStep) {
  return (await http.put<CaseLot>(`/api/lots/${lotId}/${step}`)).data;
}

export async function declareWinner(lotId: number, body: DeclareWinnerBody) {
  return (await http.post<CaseLot>(`/api/lots/${lotId}/declarewinner`, body)).data;
}

/**
 * Marks a lot featured. A 409 (the company already has a featured lot) is left to the screen,
 * which asks whether to replace it; other failures show their notice.
 */
export async function markFeatured(lotId: number, replace: boolean) {
  try {
    return (
      await http.put<CaseLot>(`/api/lots/${lotId}/markasfeatured/${replace}`, undefined, {
        silent: true,
      })
    ).data;
  } catch (e) {
    const failure = apiErrorOf(e);
    if (failure.status !== 409 && failure.notice) notice(failure.notice);
    throw failure;
  }
}

/** A 403 carries the server's reason (a flag set by an admin), shown instead of the catalogue's. */
export async function unmarkFeatured(lotId: number) {
  try {
    return (
      await http.put<CaseLot>(`/api/lots/unmarkasfeatured/${lotId}`, undefined, {
        silent: true,
      })
    ).data;
  } catch (e) {
    const failure = apiErrorOf(e);
    if (failure.status === 403 && failure.serverMessage)
      notice({ kind: 'error', title: failure.serverMessage });
    else if (failure.notice) notice(failure.notice);
    throw failure;
  }
}

/**
 * What a lot change makes stale: the case (its detail embeds the lots), the lot queries, the
 * activity logs, the public and dashboard lot lists (featured carousel, published lots) and
 * the auctions (their lot lists and counts).
 */
const lotChanged = (): readonly QueryKey[] => [
  ['cases'],
  root,
  ['activityLogs'],
  lotQueries.all(),
  auctionQueries.all(),
];

export const useCreateLot = (caseId: number, extras: MutationExtras<CaseLot, NewLotBody> = {}) =>
  useResourceMutation((body: NewLotBody) => createLot(caseId, body), lotChanged, extras);

export const useUpdateLot = (
  extras: MutationExtras<CaseLot, { lotId: number; body: LotPrices }> = {},
) =>
  useResourceMutation(
    ({ lotId, body }: { lotId: number; body: LotPrices }) => updateLot(lotId, body),
    lotChanged,
    extras,
  );

export const useDeleteLot = (extras: MutationExtras<void, number> = {}) =>
  useResourceMutation(deleteLot, lotChanged, extras);

export const usePostponeLot = (
  extras: MutationExtras<CaseLot, { lotId: number; body: PostponeBody }> = {},
) =>
  useResourceMutation(
    ({ lotId, body }: { lotId: number; body: PostponeBody }) => postponeLot(lotId, body),
    lotChanged,
    extras,
  );

/** Publish Lot (PUT /api/lots/{id}/list). */
export const usePublishCaseLot = (extras: MutationExtras<unknown, number> = {}) =>
  useResourceMutation(publishLot, lotChanged, extras);

export const usePostSaleStep = (
  extras: MutationExtras<CaseLot, { lotId: number; step: PostSaleStep }> = {},
) =>
  useResourceMutation(
    ({ lotId, step }: { lotId: number; step: PostSaleStep }) => postSaleStep(lotId, step),
    lotChanged,
    extras,
  );

export const useDeclareWinner = (
  extras: MutationExtras<CaseLot, { lotId: number; body: DeclareWinnerBody }> = {},
) =>
  useResourceMutation(
    ({ lotId, body }: { lotId: number; body: DeclareWinnerBody }) => declareWinner(lotId, body),
    lotChanged,
    extras,
  );

export const useMarkFeatured = (
  extras: MutationExtras<CaseLot, { lotId: number; replace: boolean }> = {},
) =>
  useResourceMutation(
    ({ lotId, replace }: { lotId: number; replace: boolean }) => markFeatured(lotId, replace),
    lotChanged,
    extras,
  );

export const useUnmarkFeatured = (extras: MutationExtras<CaseLot, number> = {}) =>
  useResourceMutation(unmarkFeatured, lotChanged, extras);
