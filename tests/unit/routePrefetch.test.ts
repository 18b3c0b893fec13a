import { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { prefetchRouteData } from '../../src/app/routePrefetch';
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
  it('starts the first address’s data at once, and each new address’s as it opens', () => {
    const client = new QueryClient();
    const first = vi.fn();
    const next = vi.fn();
    const router = fakeRouter(at('a', first, { blogId: '7' }));
    const stop = prefetchRouteData(router, client);
    expect(first).toHaveBeenCalledWith(client, { blogId: '7' });
    router.go(at('b', next));
    expect(next).toHaveBeenCalledTimes(1);
    // Other changes of the router's state at the same address start nothing again.
    router.go(at('b', next));
    expect(next).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    stop();
    expect(router.subscribed()).toBe(false);
  });

  it('leaves routes without data alone', () => {
    const router = fakeRouter(at('a'));
    expect(() => prefetchRouteData(router, new QueryClient())).not.toThrow();
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
