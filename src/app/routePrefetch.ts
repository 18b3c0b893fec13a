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

interface PrefetchRouter {
  state: { location: { key: string }; matches: Match[] };
  subscribe(listener: (state: PrefetchRouter['state']) => void): () => void;
}

const prefetchOf = (handle: unknown) => (handle as Partial<PrefetchHandle> | undefined)?.prefetch;

/**
 * Starts the matched routes' data as each address opens (the first one and every navigation),
 * so a page's data and its code load at once. Returns the unsubscribe.
 */
export function prefetchRouteData(router: PrefetchRouter, client: QueryClient): () => void {
  let openedKey: string | undefined;
  const open = (state: PrefetchRouter['state']) => {
    if (state.location.key === openedKey) return;
    openedKey = state.location.key;
    for (const match of state.matches) prefetchOf(match.route.handle)?.(client, match.params);
  };
  open(router.state);
  return router.subscribe(open);
}
