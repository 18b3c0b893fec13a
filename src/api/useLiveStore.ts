import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveStore } from '../live/store';
import type { LotFollow, SubscriberRoleName } from '../live/stream';
import { liveInvalidations } from './liveInvalidation';
import { invalidateAll } from './mutation';

/**
 * Opens a live store for a screen: follows `lots` as `role` while mounted and closes
 * the stream (and its listeners) on unmount. Its events refresh the cached server data
 * they change (lots, auctions, dashboards, winnings).
 */
export function useLiveStore(role: SubscriberRoleName, lots: LotFollow[]): LiveStore {
  const store = useMemo(() => new LiveStore({ role }), [role]);
  const key = JSON.stringify(lots);
  useEffect(() => {
    store.follow(JSON.parse(key) as LotFollow[]);
  }, [store, key]);
  useEffect(() => () => store.close(), [store]);
  const auctionOf = useMemo(
    () =>
      new Map(
        (JSON.parse(key) as LotFollow[]).flatMap((l) =>
          l.auctionId == null ? [] : [[l.id, l.auctionId] as const],
        ),
      ),
    [key],
  );
  useLiveInvalidation(store, auctionOf);
  return store;
}

/**
 * Turns the live events of `store` into cache invalidations (see `liveInvalidations`), so no
 * screen decides what a started or stopped lot refreshes. `auctionOf` names each followed
 * lot's auction.
 */
export function useLiveInvalidation(store: LiveStore, auctionOf: ReadonlyMap<number, number>) {
  const client = useQueryClient();
  const auctions = useRef(auctionOf);
  useEffect(() => {
    auctions.current = auctionOf;
  }, [auctionOf]);
  useEffect(
    () =>
      store.onMessage((m) => {
        if (!m.lot) return;
        const lotId = m.lot.id;
        const keys = liveInvalidations(m.event, {
          lotId,
          auctionId: auctions.current.get(lotId) ?? null,
        });
        if (keys.length) void invalidateAll(client, keys);
      }),
    [store, client],
  );
}
