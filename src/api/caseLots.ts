// Answered in the simulator by src/mocks/handlers/caseLots.ts, src/mocks/handlers/live/control.ts.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { postSalePoll } from '../lib/lotRules';
import { notice } from '../lib/notify';
import { publishLot } from './auctionDetail';
import { auctionQueries } from './auctions';
import { call } from './call';
import * as api from './contract/caseLots';
import { lookupAuctions as lookupAuctionsEndpoint } from './contract/auctions';
import type { CaseLot } from './contract/cases';
import type { DeclareWinnerBody, LotPrices, NewLotBody, PostponeBody } from './contract/caseLots';
import { apiErrorOf } from './errors';
import { lotQueries } from './lots';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  DeclareWinnerBody,
  LotBid,
  LotLookup,
  LotPrices,
  NewLotBody,
  PostponeAction,
  PostponeBody,
  WinnerAction,
} from './contract/caseLots';

const root = ['caseLots'] as const;

export const caseLotQueries = {
  all: () => root,
  /**
   * One lot of a case (the lot view). Silent: the page shows its own not-found state. Asked
   * again as the window comes back and while the lot waits on someone else, as the case is.
   */
  detail: (caseId: number, lotId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', caseId, lotId] as const,
      queryFn: () => getCaseLot(caseId, lotId),
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => postSalePoll(query.state.data && [query.state.data]),
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

export const getCaseLot = (caseId: number, lotId: number) =>
  call(api.getCaseLot, { params: { caseId, lotId }, config: { silent: true } });

export const lookupCaseLots = (caseId: number) =>
  call(api.lookupCaseLots, { params: { caseId }, config: { silent: true } });

export const listLotBids = (lotId: number) =>
  call(api.listLotBids, { params: { lotId }, body: {}, config: { silent: true } });

export const lookupAuctions = () => call(lookupAuctionsEndpoint, { config: { silent: true } });

/** Silent: without the list, marking asks the server, whose 409 leads to the same question. */
export const listFeaturedLots = () => call(api.listFeaturedLots, { config: { silent: true } });

export const createLot = (caseId: number, body: NewLotBody) =>
  call(api.createLot, { params: { caseId }, body });

export const updateLot = (lotId: number, body: LotPrices) =>
  call(api.updateLot, { params: { lotId }, body });

export const deleteLot = async (lotId: number) => {
  await call(api.deleteLot, { params: { lotId } });
};

export const postponeLot = (lotId: number, body: PostponeBody) =>
  call(api.postponeLot, { params: { id: lotId }, body });

/** The post-sale steps, each a PUT without a body. */
export type PostSaleStep = 'deposit' | 'payment' | 'deedready' | 'deedissued';

const POST_SALE_STEP: Record<PostSaleStep, typeof api.confirmDeposit> = {
  deposit: api.confirmDeposit,
  payment: api.confirmPayment,
  deedready: api.markDeedReady,
  deedissued: api.markDeedIssued,
};

export const postSaleStep = (lotId: number, step: PostSaleStep) =>
  call(POST_SALE_STEP[step], { params: { id: lotId } });

export const declareWinner = (lotId: number, body: DeclareWinnerBody) =>
  call(api.declareWinner, { params: { lotId }, body });

/**
 * Marks a lot featured. A 409 (the company already has a featured lot) is left to the screen,
 * which asks whether to replace it; other failures show their notice.
 */
export async function markFeatured(lotId: number, replace: boolean) {
  try {
    return await call(api.markFeatured, {
      params: { id: lotId, replace },
      config: { silent: true },
    });
  } catch (e) {
    const failure = apiErrorOf(e);
    if (failure.status !== 409 && failure.notice) notice(failure.notice);
    throw failure;
  }
}

/** A 403 carries the server's reason (a flag set by an admin), shown instead of the catalogue's. */
export async function unmarkFeatured(lotId: number) {
  try {
    return await call(api.unmarkFeatured, { params: { id: lotId }, config: { silent: true } });
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
