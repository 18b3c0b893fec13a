import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/app/router';
import { ROUTES } from '../../src/app/routeTable';
import { routeMatcher, UNMATCHED_ROUTE } from '../../src/lib/vitalsRoute';

const PATTERNS = ROUTES.map((r) => r.path);
const patternOf = routeMatcher(PATTERNS);

const ROUTER_ROUTES = buildRoutes();

/** The route the app's router shows for a path: its pattern, or `*` for the not-found page. */
function routerPattern(pathname: string): string {
  const matches = matchRoutes(ROUTER_ROUTES, pathname) ?? [];
  const path = matches.at(-1)?.route.path;
  return !path || path === '*' ? UNMATCHED_ROUTE : path;
}

/** An address part as links and users write them: an id, a slug, an address. */
const segment = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map(String),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,20}$/),
);

/** An address of one of the table's routes, its parameters filled in. */
const routeAddress = fc
  .tuple(fc.constantFrom(...PATTERNS), fc.array(segment, { minLength: 6, maxLength: 6 }))
  .map(([pattern, values]) => {
    let i = 0;
    return pattern.replace(/:\w+/g, () => values[i++]);
  });

describe('the route pattern of an address', () => {
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/FAQ/', '/faq'],
    ['/blogs/42', '/blogs/:blogId'],
    ['/cases', '/cases'],
    ['/cases/1234', '/cases/:caseId'],
    ['/cases/1234/lots/77', '/cases/:caseId/lots/:lotId'],
    ['/cases/1234/lots/77/properties/9', '/cases/:caseId/lots/:lotId/properties/:propertyId'],
    ['/account/personal', '/account/:slug'],
    ['/account/winning/5', '/account/winning/:lotId'],
    ['/auctions/12', '/auctions/:auctionId'],
    ['/auctions/12/control', '/auctions/:auctionId/:mode'],
    ['/auctions/12/tv/30', '/auctions/:auctionId/:mode/:mainLotId'],
    [
      '/auctions/acme-auctions/123-main-st-chicago/12/30',
      '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId',
    ],
    ['/admin/users/bidders', '/admin/users/:role'],
    ['/admin/cases/8', '/admin/cases/:caseId'],
    ['/details/30', '/details/:mainLotId'],
    ['/no/such/page', UNMATCHED_ROUTE],
    ['/cases/1/lots', UNMATCHED_ROUTE],
    ['', '/'],
  ])('%s is reported as %s', (path, pattern) => {
    expect(patternOf(path)).toBe(pattern);
  });

  it('leaves out a query or fragment passed with the path', () => {
    expect(patternOf('/cases/12?tab=lots&q=Smith')).toBe('/cases/:caseId');
    expect(patternOf('/properties#map')).toBe('/properties');
  });

  it('a literal segment wins over a parameter, then the first listed', () => {
    const match = routeMatcher(['/a/:id', '/a/new', '/:x/new']);
    expect(match('/a/new')).toBe('/a/new');
    expect(match('/b/new')).toBe('/:x/new');
    expect(match('/a/7')).toBe('/a/:id');
    expect(routeMatcher(['/a/:one', '/a/:two'])('/a/1')).toBe('/a/:one');
  });

  it("is the pattern of the route the app's router shows, for any address of the table", () => {
    fc.assert(
      fc.property(routeAddress, (path) => {
        expect(patternOf(path)).toBe(routerPattern(path));
      }),
      { numRuns: 300 },
    );
  });

  it("is one of the table's patterns or *, never a part of the address itself", () => {
    const address = fc
      .array(fc.oneof(segment, fc.constantFrom('cases', 'lots', 'auctions', 'admin')), {
        maxLength: 6,
      })
      .chain((parts) =>
        fc
          .option(
            fc
              .tuple(fc.constantFrom('q', 'token', 'email'), segment)
              .map(([key, value]) => `${key}=${value}`),
            { nil: undefined },
          )
          .map((query) => `/${parts.join('/')}${query ? `?${query}` : ''}`),
      );
    fc.assert(
      fc.property(address, (path) => {
        const pattern = patternOf(path);
        expect([...PATTERNS, UNMATCHED_ROUTE]).toContain(pattern);
        expect(pattern).not.toMatch(/[\d?=@]/);
        expect(pattern).toBe(routerPattern(path.split('?')[0]));
      }),
      { numRuns: 200 },
    );
  });
});
