import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveStore } from '../live/store';
import { liveInvalidations } from './liveInvalidation';
import { invalidateAll } from './mutation';

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
