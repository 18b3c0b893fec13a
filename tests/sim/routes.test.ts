// @vitest-environment node
import { HttpHandler, matchRequestUrl } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { routesByPath } from '../../src/mocks/handlers/byPath';
import { registry } from '../../src/api/contract/registry';

/** The simulator's routes: string path and single method (test controls, faults and the 501 catch-all left out). */
const routes = handlers
  .filter(
    (h): h is HttpHandler =>
      'info' in h &&
      typeof (h as HttpHandler).info.path === 'string' &&
      typeof (h as HttpHandler).info.method === 'string' &&
      !String((h as HttpHandler).info.path).includes('/__sim/'),
  )
  .map((h) => ({
    method: String(h.info.method).toUpperCase(),
    path: String(h.info.path).replace(/^\*/, ''),
  }));

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');
const matches = (path: string, url: string) =>
  matchRequestUrl(new URL(url, 'http://localhost'), `*${path}`).matches;

/** Negative when route `a` is more specific: at the first segment where they differ in kind, a literal beats a parameter. */
function specificity(a: string, b: string): number {
  const [sa, sb] = [segments(a), segments(b)];
  for (let i = 0; i < Math.min(sa.length, sb.length); i++)
    if (isParam(sa[i]) !== isParam(sb[i])) return isParam(sa[i]) ? 1 : -1;
  return 0;
}

/** A URL for a route, its parameters filled with a sample id. */
const sampleOf = (path: string) =>
  segments(path)
    .map((s) => (isParam(s) ? '7' : s))
    .join('/')
    .replace(/^/, '/');

/** Every request the app makes: method and path template, from the contract's registry. */
const appCalls = () =>
  registry.map(({ endpoint }) => ({ method: endpoint.method, template: endpoint.path }));

/** The values a path parameter takes: both answers of a true/false segment, else a sample id. */
const valuesOf = (name: string) =>
  /^(active|replace|presenter|isActive|isApproved|value)$/.test(name) ? ['true', 'false'] : ['7'];

/** The sample URLs of a template: one per combination of its parameters' values. */
function urlsOf(template: string): string[] {
  const parts = template.split(/(\{\w+\})/);
  return parts.reduce<string[]>(
    (urls, part) => {
      const options = part.startsWith('{') ? valuesOf(part.slice(1, -1)) : [part];
      return urls.flatMap((u) => options.map((o) => u + o));
    },
    [''],
  );
}

const firstMatch = (method: string, url: string) =>
  routes.find((r) => r.method === method && matches(r.path, url));

describe('simulator routes', () => {
  const calls = appCalls();

  it('finds the calls the app makes', () => {
    expect(calls.length).toBeGreaterThan(200);
    expect(calls).toContainEqual({ method: 'POST', template: '/api/auctions/lookup/auctioneer' });
    expect(calls).toContainEqual({ method: 'POST', template: '/connect/token' });
  });

  it('answers every call the app makes with its own route, the most specific one', () => {
    const wrong: string[] = [];
    for (const { method, template } of calls)
      for (const url of urlsOf(template)) {
        const first = firstMatch(method, url);
        const best = routes
          .filter((r) => r.method === method && matches(r.path, url))
          .sort((a, b) => specificity(a.path, b.path))[0];
        if (!first) wrong.push(`${method} ${url}: no route`);
        else if (first !== best)
          wrong.push(`${method} ${url}: ${first.path} answers before ${best.path}`);
      }
    expect(wrong).toEqual([]);
  });

  it('hands each request every route that matches it, in order, and few others', () => {
    const routesFor = routesByPath(handlers);
    const missing: string[] = [];
    let handed = 0;
    const urls = [
      ...calls.flatMap(({ template }) => urlsOf(template)),
      ...routes.map((r) => sampleOf(r.path)),
      '/__sim/reset',
      '/auction.AuctionService/Subscribe',
    ];
    for (const url of urls) {
      const address = new URL(url, 'http://localhost');
      const given = routesFor(address.pathname);
      handed += given.length;
      const matching = handlers.filter(
        (h) =>
          !(h instanceof HttpHandler) ||
          typeof h.info.path !== 'string' ||
          matchRequestUrl(address, h.info.path).matches,
      );
      // Every route that could answer is handed over, in the list's order.
      const order = matching.map((h) => given.indexOf(h));
      if (order.includes(-1) || order.some((at, i) => i > 0 && at < order[i - 1]))
        missing.push(address.pathname);
    }
    expect(missing).toEqual([]);
    // A request meets a small part of the list, not all of it.
    expect(handed / urls.length).toBeLessThan(handlers.length / 4);
  });

  it('never registers a parameter route before a literal route it would take', () => {
    const shadowed: string[] = [];
    routes.forEach((earlier, i) =>
      routes.slice(i + 1).forEach((later) => {
        if (earlier.method !== later.method) return;
        if (!matches(earlier.path, sampleOf(later.path))) return;
        if (earlier.path === later.path || specificity(later.path, earlier.path) < 0)
          shadowed.push(`${earlier.method} ${earlier.path} takes ${later.path}`);
      }),
    );
    expect(shadowed).toEqual([]);
  });

  it('tells a shadowed route apart', () => {
    // The checks above hold for a known bad order.
    expect(specificity('/api/auctions/lookup/auctioneer', '/api/auctions/:id/:lotId')).toBeLessThan(
      0,
    );
    expect(matches('/api/lots/:lotId/:auctionId', sampleOf('/api/lots/:id/declarewinner'))).toBe(
      true,
    );
    expect(matches('/api/lots/:id/declarewinner', '/api/lots/7/9')).toBe(false);
  });
});
