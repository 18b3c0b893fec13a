import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { LiveStore } from './store';
import type { ConnectionStatus, LotFollow, SubscriberRoleName } from './stream';
import type { LiveLot, LiveMessage } from './types';

/**
 * Opens a live store for a screen: follows `lots` as `role` while mounted and closes
 * the stream (and its listeners) on unmount.
 */
export function useLiveStore(role: SubscriberRoleName, lots: LotFollow[]): LiveStore {
  const store = useMemo(() => new LiveStore({ role }), [role]);
  const key = JSON.stringify(lots);
  useEffect(() => {
    store.follow(JSON.parse(key) as LotFollow[]);
  }, [store, key]);
  useEffect(() => () => store.close(), [store]);
  return store;
}

/** One lot's live state; the screen re-renders only when that lot changed. */
export function useLiveLot(store: LiveStore, lotId: number | null | undefined): LiveLot | null {
  const get = () => (lotId == null ? null : (store.getState()[lotId] ?? null));
  return useSyncExternalStore(store.subscribe, get, get);
}

/**
 * One value derived from a lot's live state: the screen re-renders only when that
 * value changes (the selector must return a primitive or a stable reference).
 */
export function useLiveLotValue<T>(
  store: LiveStore,
  lotId: number | null | undefined,
  select: (lot: LiveLot | null) => T,
): T {
  const get = () => select(lotId == null ? null : (store.getState()[lotId] ?? null));
  return useSyncExternalStore(store.subscribe, get, get);
}

export function useConnectionStatus(store: LiveStore): ConnectionStatus {
  return useSyncExternalStore(store.subscribe, store.getStatus, store.getStatus);
}

export function useLiveEvents(store: LiveStore, fn: (m: LiveMessage) => void) {
  useEffect(() => store.onMessage(fn), [store, fn]);
}
