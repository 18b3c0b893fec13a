import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lotStatus, sameStatus, type LotFacts, type LotStatus } from './lotView';
import type { LiveStore } from './store';
import type { ConnectionStatus, StreamStop } from './stream';
import type { LiveLot, LiveMessage } from './types';

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

/**
 * A lot's status: the server facts `rest` merged with its live state by `lotStatus`. The
 * screen re-renders only when the status changes, not on each bid; with `keys`, only when
 * one of those parts changes (a page that shows whether the lot runs ignores reconnects).
 */
export function useLotStatus<K extends keyof LotStatus = keyof LotStatus>(
  store: LiveStore,
  lotId: number,
  rest: LotFacts,
  keys?: readonly K[],
): Pick<LotStatus, K>;
export function useLotStatus<K extends keyof LotStatus = keyof LotStatus>(
  store: LiveStore,
  lotId: number | null | undefined,
  rest: LotFacts | null,
  keys?: readonly K[],
): Pick<LotStatus, K> | null;
export function useLotStatus<K extends keyof LotStatus = keyof LotStatus>(
  store: LiveStore,
  lotId: number | null | undefined,
  rest: LotFacts | null,
  keys?: readonly K[],
): Pick<LotStatus, K> | null {
  const last = useRef<LotStatus | null>(null);
  const get = () => {
    if (!rest) return null;
    const next = lotStatus(rest, lotId == null ? null : (store.getState()[lotId] ?? null));
    if (last.current && sameStatus(last.current, next, keys)) return last.current;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(store.subscribe, get, get);
}

export function useConnectionStatus(store: LiveStore): ConnectionStatus {
  return useSyncExternalStore(store.subscribe, store.getStatus, store.getStatus);
}

/** Why the store's stream stopped (null while it runs or reconnects). */
export function useStreamStop(store: LiveStore): StreamStop | null {
  return useSyncExternalStore(store.subscribe, store.getStop, store.getStop);
}

/**
 * Whether bids on a lot can go out: the stream is connected and this stream's Connect for
 * the lot (with the prior bids sent beside it) has been applied, so the screen shows the
 * server's state, not what the page loaded before a reconnect.
 */
export function useLotOnline(store: LiveStore, lotId: number): boolean {
  const get = () => store.getStatus() === 'connected' && isSynced(store.getState()[lotId]);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** A lost connection empties a lot; the new stream's Connect fills it again. */
const isSynced = (lot: LiveLot | undefined) => lot != null && lot.latestEvent != null;

export function useLiveEvents(store: LiveStore, fn: (m: LiveMessage) => void) {
  useEffect(() => store.onMessage(fn), [store, fn]);
}
