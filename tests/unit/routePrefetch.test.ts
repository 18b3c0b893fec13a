import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { likelyNextRoutes } from '../../src/app/likelyRoutes';
import {
  followRouteData,
  openAhead,
  openMatches,
  prefetchMatches,
} from '../../src/app/routePrefetch';
import type { Opener } from '../../src/app/guardVerdict';
import { buildRoutes } from '../../src/app/router';
import { ROUTES, type RouteDef } from '../../src/app/routeTable';
import { Role } from '../../src/lib/roles';
import type { RouteContext, RouteOpening } from '../../src/lib/routeOpening';
import { normalisePath } from '../../src/lib/slugs';
import type { RoutePath } from '../../src/lib/paths';

/** A router's state at an address: the matched routes' handles and params. */
interface State {
  location: { key: string; pathname: string; search: string };
  matches: { params: Params; route: { handle?: unknown } }[];
  navigation?: { location?: State['location'] };
}

function fakeRouter(first: State) {
  let listener: ((s: State) => void) | undefined;
  return {
    state: first,
    routes: [],
    subscribe: (l: (s: State) => void) => ((listener = l), () => (listener = undefined)),
    go: (s: State) => listener?.(s),
    subscribed: () => listener !== undefined,
  };
}

type Prefetch = NonNullable<RouteDef['prefetch']>;
const def = (over: Partial<RouteDef> = {}) =>
  ({ path: '/x', layout: 'landing', access: 'any', title: 'X', ...over }) as RouteDef;

const at = (key: string, prefetch?: Prefetch, params = {}, pathname = '/x'): State => ({
  location: { key, pathname, search: '' },
  matches: [
    { params: {}, route: {} },
    { params, route: { handle: { route: def({ prefetch }) } } },
  ],
});

const visitor: Opener = { loggedIn: false, roles: [] };
const bidder: Opener = { loggedIn: true, roles: [Role.Bidder] };
const auctioneer: Opener = { loggedIn: true, roles: [Role.Auctioneer] };

describe('prefetching a page’s data as its address opens', () => {
  it('starts the matched routes’ data of an address', () => {
    const client = new QueryClient();
    const prefetch = vi.fn();
    prefetchMatches(at('a', prefetch, { blogId: '7' }), client);
    expect(prefetch).toHaveBeenCalledWith(
      client,
      expect.objectContaining({ params: { blogId: '7' }, pathname: '/x' }),
    );
    expect(() => prefetchMatches(at('b'), client)).not.toThrow();
  });

  it('follows each new address, not the one already showing nor other changes at one address', () => {
    const client = new QueryClient();
    const first = vi.fn();
    const next = vi.fn();
    const router = fakeRouter(at('a', first));
    const stop = followRouteData(router, client, () => visitor);
    expect(first).not.toHaveBeenCalled();
    router.go(at('a', first));
    expect(first).not.toHaveBeenCalled();
    router.go(at('b', next));
    router.go(at('b', next));
    expect(next).toHaveBeenCalledTimes(1);
    stop();
    expect(router.subscribed()).toBe(false);
  });

  it('starts an address as its navigation starts (a lazy layout loading), not again as it lands', () => {
    const client = new QueryClient();
    const prefetch = vi.fn();
    const router = {
      ...fakeRouter(at('a')),
      routes: buildRoutes([def({ path: '/b' as RoutePath, prefetch })]),
    };
    followRouteData(router, client, () => visitor);
    const b = { key: 'b', pathname: '/b', search: '' };
    // Loading: the location is still the old one, the navigation's is the new address.
    router.go({ ...at('a'), navigation: { location: b } });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(client, expect.objectContaining({ pathname: '/b' }));
    router.go({ ...at('b', prefetch, {}, '/b'), navigation: {} });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('leaves the router’s first update to its view: the app subscribes only after rendering', async () => {
    // The router keeps its first update for its first subscriber; subscribing before the view
    // did left some pages on their loading state for good.
    const source = (await import('../../src/app/App.tsx?raw')).default;
    expect(source).toMatch(/useEffect\(\(\) => followRouteData\(router, client\)/);
  });
});

describe('what opening a route starts', () => {
  const guarded = (who: Opener, pathname = '/cases') => {
    const client = new QueryClient();
    const prefetch = vi.fn();
    const parts = vi.fn(() => []);
    const screen = vi.fn(() => Promise.resolve({ default: () => null }));
    const opening = vi.fn(() =>
      Promise.resolve({ opening: { prefetch, parts } satisfies RouteOpening }),
    );
    const route = def({ path: '/cases', access: [Role.Auctioneer], screen, opening });
    const done = openMatches(
      [{ params: {}, route: { handle: { route } } }],
      { pathname, search: '' },
      client,
      who,
    );
    return { done, prefetch, parts, screen, opening };
  };

  it('starts the screen’s code, its opening’s parts and its data for a user the route admits', async () => {
    const { done, prefetch, parts, screen } = guarded(auctioneer);
    await done;
    expect(screen).toHaveBeenCalled();
    expect(parts).toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledWith(
      expect.any(QueryClient),
      expect.objectContaining({ roles: [Role.Auctioneer], pathname: '/cases' }),
    );
  });

  it.each([
    ['a role the route does not admit', bidder],
    ['a visitor', visitor],
  ])('starts nothing for %s (its data would be refused)', async (_who, who) => {
    const { done, prefetch, screen, opening } = guarded(who);
    await done;
    expect(screen).not.toHaveBeenCalled();
    expect(opening).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('starts nothing at an address the guard sends elsewhere (a bare slug route)', async () => {
    const { done, screen } = guarded(auctioneer, '/reports');
    await done;
    expect(screen).not.toHaveBeenCalled();
  });

  it('a screen that fails to load is left to its route (no reload ahead of a navigation)', async () => {
    const screen = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const route = def({ screen });
    await expect(
      openMatches(
        [{ params: {}, route: { handle: { route } } }],
        { pathname: '/x', search: '' },
        new QueryClient(),
        visitor,
      ),
    ).resolves.toBeDefined();
  });

  it('opens ahead where the guard would land: a bare slug route’s default tab', async () => {
    const parts = vi.fn((ctx: RouteContext) => (void ctx, []));
    const table = [
      def({ path: '/reports', access: [Role.Auctioneer] }),
      def({
        path: '/reports/:reportType',
        access: [Role.Auctioneer],
        screen: () => Promise.resolve({ default: () => null }),
        opening: () => Promise.resolve({ opening: { parts } }),
      }),
    ];
    await openAhead({ routes: buildRoutes(table) }, '/reports', new QueryClient(), auctioneer);
    expect(parts).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/reports/bids', params: { reportType: 'bids' } }),
    );
  });

  it('opens ahead a visitor’s sign-in page for a link to a page that needs it, not that page', async () => {
    const signIn = vi.fn(() => Promise.resolve({ default: () => null }));
    const lot = vi.fn(() => Promise.resolve({ default: () => null }));
    const table = [
      def({ path: '/login', access: 'guest', screen: signIn }),
      def({ path: '/details/:mainLotId', access: [Role.Bidder], screen: lot }),
    ];
    await openAhead({ routes: buildRoutes(table) }, '/details/5', new QueryClient(), visitor);
    expect(signIn).toHaveBeenCalled();
    expect(lot).not.toHaveBeenCalled();
  });
});

describe('the routes that prefetch', () => {
  const prefetchOf = (path: string) => ROUTES.find((r) => r.path === path)?.prefetch;
  const keysAfter = (path: string, params: Params = {}) => {
    const client = new QueryClient();
    // The fetches are left pending: only what was started matters here.
    vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchOf(path)?.(client, {
      pathname: path,
      params,
      search: new URLSearchParams(),
      roles: [],
    });
    return vi.mocked(client.prefetchQuery).mock.calls.map(([o]) => o.queryKey);
  };

  it.each([
    ['/faq', {}, [['helps', 'list']]],
    ['/help-center', {}, [['helps', 'list'], ['resources', 'list'], ['configurations']]],
    ['/blogs/:blogId', { blogId: '7' }, [['resources', 'detail', '7']]],
    // An address that names no blog fetches nothing (the page shows not found).
    ['/blogs/:blogId', { blogId: 'abc' }, []],
  ] as const)('%s %o starts %j', (path, params, keys) => {
    const started = keysAfter(path, params);
    expect(started).toHaveLength(keys.length);
    keys.forEach((key, i) => expect(started[i]).toEqual(expect.arrayContaining([...key])));
  });

  it('from the app on the public routes only; the signed-in screens through their opening', () => {
    for (const route of ROUTES.filter((r) => r.prefetch)) expect(route.access).toBe('any');
  });

  /** Where a path lands for these roles (after the guard's slug redirect). */
  const landing = (path: string, roles: readonly Role[]) => {
    const verdict = normalisePath(path, roles);
    return verdict && 'redirect' in verdict ? verdict.redirect : path;
  };

  /** The queries a route's opening starts at an address, for a role. */
  async function openingKeys(path: string, roles: readonly Role[]) {
    const to = landing(path, roles);
    const route = ROUTES.find((r) => r.opening && matches(r.path, to));
    if (!route) return null;
    const client = new QueryClient();
    const keys: QueryKey[] = [];
    vi.spyOn(client, 'prefetchQuery').mockImplementation(async (o) => void keys.push(o.queryKey));
    vi.spyOn(client, 'prefetchInfiniteQuery').mockImplementation(
      async (o) => void keys.push(o.queryKey),
    );
    const { opening } = await route.opening!();
    const params = paramsOf(route.path, to);
    opening.prefetch?.(client, { pathname: to, params, search: new URLSearchParams(), roles });
    return keys;
  }

  const pattern = (path: string) =>
    new RegExp(`^${path.replace(/:[^/]+/g, '([^/]+)').replace(/\//g, '\\/')}$`);
  const matches = (path: string, to: string) => pattern(path).test(to);
  const paramsOf = (path: string, to: string): Params => {
    const names = [...path.matchAll(/:([^/]+)/g)].map((m) => m[1]);
    const values = pattern(path).exec(to)!.slice(1);
    return Object.fromEntries(names.map((n, i) => [n, values[i]]));
  };

  it.each([
    ['bidder', [Role.Bidder]],
    ['auctioneer', [Role.Auctioneer]],
    ['employee', [Role.Employee]],
    ['client', [Role.Client]],
    ['attorney', [Role.Attorney]],
    ['admin', [Role.Admin]],
  ] as const)(
    'every header-menu screen of the %s starts its data as it opens',
    async (_n, roles) => {
      for (const path of likelyNextRoutes({ loggedIn: true, roles, pathname: '/account' })) {
        if (path === '/help-center') {
          expect(prefetchOf(path)).toBeDefined();
          continue;
        }
        const keys = await openingKeys(path, roles);
        expect(keys, path).not.toBeNull();
        expect(keys!.length, path).toBeGreaterThan(0);
      }
    },
  );

  it.each([
    ['/dashboard', [Role.Bidder], [['lots', 'dashboard', 'live']]],
    ['/dashboard', [Role.Auctioneer], [['lots', 'dashboard', 'hosted', 'live']]],
    ['/dashboard', [Role.Client], [['cases', 'list', 'firmDashboard']]],
    ['/cases', [Role.Auctioneer], [['cases', 'list', 'staff']]],
    ['/reports', [Role.Client], [['reports']]],
    ['/admin/users', [Role.Admin], [['users', 'bidders', 'list']]],
  ] as const)('%s for %j starts %j (and more)', async (path, roles, expected) => {
    const keys = await openingKeys(path, roles);
    for (const key of expected) expect(keys).toContainEqual(expect.arrayContaining([...key]));
  });

  it('the route objects carry each route’s entry of the table in their handle', () => {
    const landingRoutes = buildRoutes()[0].children![0].children!;
    const faq = landingRoutes.find((r) => r.path === '/faq');
    expect(faq?.handle).toEqual({ route: ROUTES.find((r) => r.path === '/faq') });
  });
});
