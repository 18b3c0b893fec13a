// Answered in the simulator by src/mocks/handlers/auctions.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  assignLot,
  createStream,
  deleteAuction,
  deleteStream,
  getAuctionDetail,
  listAuctionBidders,
  listAvailableLots,
  publishLot,
  removeLotFromAuction,
  reorderAuctionLots,
  updateAuction,
  updateStream,
  type AuctionDetail,
  type StreamInput,
} from './auctionDetail';
import { call } from './call';
import * as api from './contract/auctions';
import type { AuctionListQuery, AuctionListStatus, AuctionPayload } from './contract/auctions';
import { getLiveAuction, type LiveAuctionData, type LiveAuctionLotRow } from './liveAuction';
import { getStreams } from './liveControl';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

export type {
  AuctionListPage,
  AuctionListQuery,
  AuctionListRow,
  AuctionListStatus,
  AuctionLookup,
  AuctioneerAuctionLookup,
  AuctionPayload,
} from './contract/auctions';

/** The tabs of the staff auction list. */
export const AUCTION_LIST_STATUSES: readonly AuctionListStatus[] = [
  'live',
  'upcoming',
  'completed',
  'cancelled',
];

const root = ['auctions'] as const;
/** Every query of one auction: its details, bidders, available lots, live data and streams. */
const one = (id: number) => [...root, id] as const;

export const auctionQueries = {
  all: () => root,
  one,
  /** The company's auctions of one tab. */
  list: (q: AuctionListQuery) =>
    queryOptions({ queryKey: [...root, 'list', q] as const, queryFn: () => listAuctions(q) }),
  /** The auction page: settings, lots and streams. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...one(id), 'detail'] as const,
      queryFn: () => getAuctionDetail(id),
    }),
  bidders: (id: number) =>
    queryOptions({
      queryKey: [...one(id), 'bidders'] as const,
      queryFn: () => listAuctionBidders(id),
    }),
  availableLots: (id: number) =>
    queryOptions({
      queryKey: [...one(id), 'availableLots'] as const,
      queryFn: () => listAvailableLots(id),
    }),
  /** The control room and TV view's lot list. */
  live: (id: number) =>
    queryOptions({ queryKey: [...one(id), 'live'] as const, queryFn: () => getLiveAuction(id) }),
  /** The control room's video streams. */
  streams: (id: number) =>
    queryOptions({ queryKey: [...one(id), 'streams'] as const, queryFn: () => getStreams(id) }),
};

/** The company's auctions of one tab, with the count of every tab (a list: failures are silent). */
export const listAuctions = (query: AuctionListQuery) =>
  call(api.listAuctions, { body: query, config: { silent: true } });

/** The company's auctions starting at the same time (POST /api/auctions/lookup/auctioneer). */
export const lookupSameTimeAuctions = (date: string) =>
  call(api.lookupAuctioneerAuctions, { body: { date } });

/** The company's auctions a lot may be assigned to (a list: failures are silent). */
export const lookupAuctions = () => call(api.lookupAuctions, { config: { silent: true } });

/** Creates an auction (POST /api/auctions); answers its id. */
export const createAuction = (payload: AuctionPayload) =>
  call(api.createAuction, { body: payload });

export function useCreateAuction(extras: MutationExtras<number, AuctionPayload> = {}) {
  return useResourceMutation(createAuction, () => [root], extras);
}

/** Saves the settings; the auction and the lists are read again. */
export const useUpdateAuction = (
  id: number,
  extras: MutationExtras<AuctionDetail, AuctionPayload> = {},
) =>
  useResourceMutation(
    (p: AuctionPayload) => updateAuction(id, p),
    () => [root],
    extras,
  );

/** Deletes an empty auction: its queries leave the cache before the lists are read again. */
export function useDeleteAuction(id: number, extras: MutationExtras<void, void> = {}) {
  const client = useQueryClient();
  return useMutation<void, Error, void>({
    ...extras,
    mutationFn: () => deleteAuction(id),
    onSuccess: async (...args) => {
      client.removeQueries({ queryKey: one(id) });
      void invalidateAll(client, [root]);
      await extras.onSuccess?.(...args);
    },
  });
}

/**
 * A change to the auction's lots or streams. The auction is read again whether it succeeded
 * or not, so a refused change never leaves a stale order or status on screen.
 */
export function useAuctionChange<TData, TVars = void, TContext = unknown>(
  id: number,
  change: (vars: TVars) => Promise<TData>,
  extras: MutationExtras<TData, TVars, TContext> = {},
) {
  const client = useQueryClient();
  return useResourceMutation(change, () => [], {
    ...extras,
    onSettled: async (...args) => {
      await extras.onSettled?.(...args);
      await invalidateAll(client, [one(id)]);
    },
  });
}

/** Sets the lot order, showing it at once and putting the old order back if refused. */
export function useReorderAuctionLots(id: number) {
  const client = useQueryClient();
  const key = auctionQueries.detail(id).queryKey;
  return useAuctionChange(id, (lotIds: number[]) => reorderAuctionLots(id, lotIds), {
    onMutate: async (lotIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AuctionDetail>(key);
      if (before) {
        const byId = new Map(before.lots.map((l) => [l.id, l]));
        client.setQueryData<AuctionDetail>(key, {
          ...before,
          lots: lotIds.map((lotId, i) => ({ ...byId.get(lotId)!, lotNumber: i + 1 })),
        });
      }
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) client.setQueryData(key, ctx.before);
    },
  });
}

/**
 * Adds Draft lots one by one; `assigned` collects the ones added, which stay added even
 * when a later one is refused. Answers how many were added.
 */
export const useAssignLots = (
  id: number,
  extras: MutationExtras<number, { lotIds: number[]; assigned: number[] }> = {},
) =>
  useAuctionChange(
    id,
    async ({ lotIds, assigned }: { lotIds: number[]; assigned: number[] }) => {
      for (const lotId of lotIds) {
        await assignLot(lotId, id);
        assigned.push(lotId);
      }
      return assigned.length;
    },
    extras,
  );

export const useRemoveLotFromAuction = <T extends { id: number }>(
  id: number,
  extras: MutationExtras<void, T> = {},
) => useAuctionChange(id, (lot: T) => removeLotFromAuction(lot.id, id), extras);

export const usePublishAuctionLot = <T extends { id: number }>(
  id: number,
  extras: MutationExtras<unknown, T> = {},
) => useAuctionChange(id, (lot: T) => publishLot(lot.id), extras);

export const useSaveStream = (
  id: number,
  extras: MutationExtras<unknown, { streamId?: number; body: StreamInput }> = {},
) =>
  useAuctionChange(
    id,
    (v: { streamId?: number; body: StreamInput }) =>
      v.streamId == null ? createStream(id, v.body) : updateStream(id, v.streamId, v.body),
    extras,
  );

export const useDeleteStream = <T extends { id: number }>(
  id: number,
  extras: MutationExtras<void, T> = {},
) => useAuctionChange(id, (stream: T) => deleteStream(id, stream.id), extras);

/**
 * Puts a lot as a control call answered it (start, stop, alerts, increment) into the auction's
 * live data, then reads that data again.
 */
export function useLiveLotAnswer(auctionId: number) {
  const client = useQueryClient();
  return useCallback(
    (lotId: number, changed: Partial<LiveAuctionLotRow> | undefined) => {
      const key = auctionQueries.live(auctionId).queryKey;
      if (changed && typeof changed === 'object')
        client.setQueryData<LiveAuctionData>(key, (old) =>
          old
            ? { ...old, lots: old.lots.map((l) => (l.id === lotId ? { ...l, ...changed } : l)) }
            : old,
        );
      void client.invalidateQueries({ queryKey: key });
    },
    [client, auctionId],
  );
}
