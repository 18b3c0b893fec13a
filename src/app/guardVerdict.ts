import {
  matchRoutes,
  parsePath,
  type DataRouter,
  type RouteObject,
  type RouterNavigateOptions,
  type To,
} from 'react-router-dom';
import {
  homeFor,
  loginPathFor,
  recentSignInTarget,
  rememberedOrigin,
  type FromState,
} from '../lib/landing';
import { hasAccess, type Role } from '../lib/roles';
import { paths } from '../lib/paths';
import { getSession } from '../lib/session';
import { normalisePath } from '../lib/slugs';
import type { RouteDef } from './routeTable';

/** Who opens an address. */
export interface Opener {
  loggedIn: boolean;
  roles: readonly Role[];
}

/** The address being opened: its path, query and router state. */
export interface Opened {
  pathname: string;
  search?: string;
  state?: unknown;
}

/**
 * What the guard makes of a route at an address for this user: send them elsewhere (with the
 * state the sign-in page reads to bring them back), show the 404 page there, or nothing (the
 * screen opens). Signed-out visitors go to the right sign-in page remembering where they were
 * going, signed-in users away from sign-in pages, other roles to their own home, and slug routes
 * to their defaults.
 */
export type GuardVerdict = { redirect: string; state?: FromState } | { notFound: true } | null;

export function guardVerdict(def: RouteDef, at: Opened, who: Opener): GuardVerdict {
  if (!hasAccess(def.access, who.roles, who.loggedIn)) {
    if (def.access === 'guest')
      return { redirect: recentSignInTarget() ?? rememberedOrigin(at.state) ?? paths.home };
    if (!who.loggedIn)
      return {
        redirect: loginPathFor(at.pathname),
        state: { from: `${at.pathname}${at.search ?? ''}` },
      };
    return { redirect: homeFor(who.roles) };
  }
  return who.loggedIn || def.access === 'any' ? normalisePath(at.pathname, who.roles) : null;
}

/** The route-table entry of the deepest route matched at `pathname`, if a route of the table claims it. */
function routeAt(routes: RouteObject[], pathname: string): RouteDef | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((m) => (m.route.handle as { route?: RouteDef } | undefined)?.route)
    .filter((d) => d !== undefined)
    .at(-1);
}

/**
 * The guard's verdict on an address among the route objects: that of the deepest matched route of
 * the table (none for an address no route of the table claims: the 404 page's).
 */
export function verdictAt(routes: RouteObject[], at: Opened, who: Opener): GuardVerdict {
  const def = routeAt(routes, at.pathname);
  return def ? guardVerdict(def, at, who) : null;
}

/**
 * A navigation the guard would send elsewhere goes there at once. The guard is part of a screen's
 * element, which the router renders only once the route's lazy layout and screen code has loaded:
 * without this, a visitor following a link to a page that needs sign-in waited for that page's
 * code (on a phone's network, seconds) only to be sent to the sign-in page. The guard still
 * decides for a page loaded at its address, for relative links and for sign-in pages, which this
 * leaves alone.
 */
export function sendRefusedNavigationsOnward(
  router: Pick<DataRouter, 'routes' | 'navigate'>,
  who: () => Opener = getSession,
) {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: To | number | null, opts?: RouterNavigateOptions) => {
    const target = typeof to === 'string' ? parsePath(to) : typeof to === 'object' ? to : null;
    const def = target?.pathname?.startsWith('/')
      ? routeAt(router.routes, target.pathname)
      : undefined;
    // A sign-in page is left to the guard: it is opened as a session ends (a sign-out, here or in
    // another tab, a refused refresh), when the session's cookies may be only part-way cleared.
    const verdict =
      target?.pathname && def && def.access !== 'guest'
        ? guardVerdict(def, { ...target, pathname: target.pathname, state: opts?.state }, who())
        : null;
    if (verdict && 'redirect' in verdict)
      return navigate(verdict.redirect, { ...opts, state: verdict.state });
    return typeof to === 'number' ? navigate(to) : navigate(to, opts);
  }) as DataRouter['navigate'];
}
