import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routeTable';
import { hasAccess, Role } from '../../src/lib/roles';
import { ROUTE_TITLES, ROUTE_VISITS, VISITORS, type Visitor } from '../e2e/routeVisits';

/** The roles of each visitor of the browser test (the visitor is signed out). */
const ROLES: Record<Visitor, Role[]> = {
  visitor: [],
  bidder: [Role.Bidder],
  auctioneer: [Role.Auctioneer],
  client: [Role.Client],
  admin: [Role.Admin],
};
const mayOpen = (access: (typeof ROUTES)[number]['access'], roles: readonly Role[]) =>
  hasAccess(access, roles, roles.length > 0);

describe('the route visits of the accessibility browser test', () => {
  it('give every route of the table to exactly the roles that may open it', () => {
    expect(Object.keys(ROUTE_VISITS).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    for (const route of ROUTES) {
      const expected = VISITORS.filter((v) => mayOpen(route.access, ROLES[v]));
      const listed = VISITORS.filter((v) => ROUTE_VISITS[route.path]?.[v]);
      expect(listed, route.path).toEqual(expected);
    }
  });

  it('know the title of every route and lead only to routes of the table', () => {
    expect(ROUTE_TITLES).toEqual(Object.fromEntries(ROUTES.map((r) => [r.path, r.title])));
    const ids = new Proxy({}, { get: () => 1 }) as Parameters<
      NonNullable<(typeof ROUTE_VISITS)[string]['bidder']>
    >[0];
    for (const visits of Object.values(ROUTE_VISITS))
      for (const addresses of Object.values(visits))
        for (const address of addresses(ids))
          if (typeof address === 'object') expect(ROUTE_TITLES).toHaveProperty([address.lands]);
  });

  it('cover the employee with the auctioneer and the attorney with the client', () => {
    for (const route of ROUTES) {
      if (mayOpen(route.access, [Role.Employee]))
        expect(mayOpen(route.access, [Role.Auctioneer]), route.path).toBe(true);
      expect(mayOpen(route.access, [Role.Attorney]), route.path).toBe(
        mayOpen(route.access, [Role.Client]),
      );
    }
  });
});
