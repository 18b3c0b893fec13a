import { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { followRouteData, prefetchMatches } from '../../src/app/routePrefetch';
import { buildRoutes } from '../../src/app/router';
import { ROUTES } from '../../src/app/routeTable';

/** A router's state at an address: the matched routes' handles and params. */
interface State {
  location: { key: string };
  matches: { params: Params; route: { handle?: unknown } }[];
}

function fakeRouter(first: State) {
  let listener: ((s: State) => void) | undefined;
  return {
    state: first,
    subscribe: (l: (s: State) => void) => ((listener = l), () => (listener = undefined)),
    go: (s: State) => listener?.(s),
    subscribed: () => listener !== undefined,
  };
}

const at = (key: string, prefetch?: (c: QueryClient, p: Params) => void, params = {}): State => ({
  location: { key },
  matches: [
    { params: {}, route: {} },
    { params, route: { handle: prefetch && { prefetch } } },
  ],
});

describe('prefetching a page’s data as its address opens', () => {
  it('starts the matched routes’ data of an address', () => {
    const client = new QueryClient();
    const prefetch = vi.fn();
    prefetchMatches(at('a', prefetch, { blogId: '7' }), client);
    expect(prefetch).toHaveBeenCalledWith(client, { blogId: '7' });
    expect(() => prefetchMatches(at('b'), client)).not.toThrow();
  });

  it('follows each new address, not the one already showing nor other changes at one address', () => {
    const client = new QueryClient();
    const first = vi.fn();
    const next = vi.fn();
    const router = fakeRouter(at('a', first));
    const stop = followRouteData(router, client);
    expect(first).not.toHaveBeenCalled();
    router.go(at('a', first));
    expect(first).not.toHaveBeenCalled();
    router.go(at('b', next));
    router.go(at('b', next));
    expect(next).toHaveBeenCalledTimes(1);
    stop();
    expect(router.subscribed()).toBe(false);
  });

  it('leaves the router’s first update to its view: the app subscribes only after rendering', async () => {
    // The router keeps its first update for its first subscriber; subscribing before the view
    // did left some pages on their loading state for good.
    const source = (await import('../../src/app/App.tsx?raw')).default;
    expect(source).toMatch(/useEffect\(\(\) => followRouteData\(router, client\)/);
  });
});

describe('the routes that prefetch', () => {
  const prefetchOf = (path: string) => ROUTES.find((r) => r.path === path)?.prefetch;
  const keysAfter = (path: string, params: Params = {}) => {
    const client = new QueryClient();
    // The fetches are left pending: only what was started matters here.
    vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchOf(path)?.(client, params);
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

  it('only on routes anyone may open (a guarded page’s data would be refused)', () => {
    for (const route of ROUTES.filter((r) => r.prefetch)) expect(route.access).toBe('any');
  });

  it('the route objects carry each route’s prefetch in their handle', () => {
    const landing = buildRoutes()[0].children![0].children!;
    const faq = landing.find((r) => r.path === '/faq');
    expect(faq?.handle).toEqual({ prefetch: prefetchOf('/faq') });
    expect(landing.find((r) => r.path === '/terms-conditions')?.handle).toBeUndefined();
  });
});
