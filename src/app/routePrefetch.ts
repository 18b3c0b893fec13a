import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { RouteDef } from './routeTable';

/** What a route object carries for prefetching (its `handle`). */
export interface PrefetchHandle {
  prefetch: NonNullable<RouteDef['prefetch']>;
}

interface Match {
  params: Params;
  route: { handle?: unknown };
}

interface RouterState {
  location: { key: string };
  matches: Match[];
}

interface PrefetchRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

const prefetchOf = (handle: unknown) => (handle as Partial<PrefetchHandle> | undefined)?.prefetch;

/** Starts the data of the routes an address matched. */
export function prefetchMatches(state: RouterState, client: QueryClient): void {
  for (const match of state.matches) prefetchOf(match.route.handle)?.(client, match.params);
}

/**
 * Starts each new address's data as it opens (the one showing has had its own). Subscribe only
 * once the router's view has: the router keeps its first update for its first subscriber, and a
 * view that subscribed after this would miss it and show its loading state for good. Returns the
 * unsubscribe.
 */
export function followRouteData(router: PrefetchRouter, client: QueryClient): () => void {
  let openedKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.location.key === openedKey) return;
    openedKey = state.location.key;
    prefetchMatches(state, client);
  });
}
