import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { RouteContext } from '../lib/routeOpening';
import { getSession } from '../lib/session';
import { guardVerdict, verdictAt, type Opener } from './guardVerdict';
import { LAYOUTS } from './layoutModules';
import type { RouteDef } from './routeTable';

/** What a route object carries (its `handle`): its entry of the route table. */
export interface RouteHandle {
  route: RouteDef;
}

/** An address being opened. */
export interface OpenedLocation {
  key?: string;
  pathname: string;
  search: string;
  state?: unknown;
}

interface Match {
  params: Params;
  route: { handle?: unknown };
}

interface RouterState {
  location: OpenedLocation & { key: string };
  matches: Match[];
  /** The address a navigation is loading (a lazy layout), before it becomes the location. */
  navigation?: { location?: (OpenedLocation & { key: string }) | undefined };
}

interface PrefetchRouter {
  state: RouterState;
  routes: RouteObject[];
  subscribe(listener: (state: RouterState) => void): () => void;
}

const routeOf = (match: Match) => (match.route.handle as Partial<RouteHandle> | undefined)?.route;

/**
 * Whether the route's screen is what this user gets at this address: its guard admits them and
 * the address is not one the guard sends elsewhere (a bare or unknown slug, a malformed id).
 */
export const opens = (def: RouteDef, pathname: string, who: Opener): boolean =>
  guardVerdict(def, { pathname }, who) === null;

/** Loads a module without the page's reload-on-failure: the route's own import decides that. */
const quietly = (load: () => Promise<unknown>): Promise<unknown> => load().catch(() => undefined);

/**
 * Starts what opening an address needs, for each of its matched routes that admits the user:
 * the layout's and the screen's code (with their modules' dependencies, in parallel), the lazy
 * parts the screen shows first, and the queries it shows first (started, never awaited). Resolves once the code has loaded or failed (a failure is left to the route itself,
 * which reloads the page once for a missing chunk).
 */
export function openMatches(
  matches: readonly Match[],
  location: OpenedLocation,
  client: QueryClient,
  who: Opener = getSession(),
): Promise<unknown> {
  const code: Promise<unknown>[] = [];
  for (const match of matches) {
    const def = routeOf(match);
    if (!def || !opens(def, location.pathname, who)) continue;
    const ctx: RouteContext = {
      pathname: location.pathname,
      params: match.params,
      search: new URLSearchParams(location.search),
      state: location.state,
      roles: who.roles,
    };
    def.prefetch?.(client, ctx);
    if (def.layout !== 'landing') code.push(quietly(LAYOUTS[def.layout]));
    if (def.screen) code.push(quietly(def.screen));
    const opening = def.opening;
    if (opening)
      code.push(
        quietly(async () => {
          const { opening: first } = await opening();
          first.prefetch?.(client, ctx);
          await Promise.all((first.parts?.(ctx) ?? []).map((part) => quietly(() => part)));
        }),
      );
  }
  return Promise.all(code);
}

/** Starts the code and data of the routes an address matched (the first page, before it renders). */
export function prefetchMatches(state: RouterState, client: QueryClient): void {
  void openMatches(state.matches, state.location, client);
}

/**
 * Starts each new address's code and data as its navigation starts, beside the router's own
 * loading of its layout's and screen's code (the data and the screen's lazy parts would otherwise
 * wait for the render that code brings). The address
 * showing has had its own. Subscribe only once the router's view has: the router keeps its first
 * update for its first subscriber, and a view that subscribed after this would miss it and show
 * its loading state for good. Returns the unsubscribe.
 */
export function followRouteData(
  router: PrefetchRouter,
  client: QueryClient,
  who: () => Opener = getSession,
): () => void {
  let openedKey = router.state.location.key;
  return router.subscribe((state) => {
    const target = state.navigation?.location ?? state.location;
    if (target.key === openedKey) return;
    openedKey = target.key;
    const matches =
      target === state.location ? state.matches : (matchRoutes(router.routes, target) ?? []);
    void openMatches(matches, target, client, who());
  });
}

/**
 * Starts opening an address ahead of a navigation (a likely next screen, a link about to be
 * followed): the address the guard would send the user to (a bare slug route's default tab, a
 * visitor's sign-in page), its code and its queries. Resolves once its code has loaded.
 */
export function openAhead(
  router: Pick<PrefetchRouter, 'routes'>,
  path: string,
  client: QueryClient,
  who: Opener,
): Promise<unknown> {
  const url = new URL(path, 'http://app');
  let target: OpenedLocation = { pathname: url.pathname, search: url.search };
  const verdict = verdictAt(router.routes, target, who);
  if (verdict && 'notFound' in verdict) return Promise.resolve();
  if (verdict) {
    const to = new URL(verdict.redirect, 'http://app');
    target = { pathname: to.pathname, search: to.search, state: verdict.state };
  }
  return openMatches(matchRoutes(router.routes, target) ?? [], target, client, who);
}
