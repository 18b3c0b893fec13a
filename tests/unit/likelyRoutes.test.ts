import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { likelyNextRoutes } from '../../src/app/likelyRoutes';
import { ROUTES } from '../../src/app/routeTable';
import { hasAccess, Role } from '../../src/lib/roles';
import { normalisePath } from '../../src/lib/slugs';

const STAFF_MENU = ['/dashboard', '/cases', '/auctions', '/properties', '/clients', '/reports'];
const ADMIN_MENU = ['/admin/dashboard', '/admin/companies', '/admin/users', '/admin/reports'];

describe('the screens a user is likely to open next', () => {
  it.each([
    // A visitor signs in or registers, from any public page.
    ['a visitor on the home page', [], '/', ['/login', '/register']],
    ['a visitor on the help center', [], '/help-center', ['/login', '/register']],
    ['a visitor signing in', [], '/login', ['/register']],
    ['a visitor registering', [], '/register', ['/login']],
    // A signed-in user opens the screens of their header menu, not the one showing.
    ['a bidder on the dashboard', [Role.Bidder], '/dashboard', ['/properties', '/help-center']],
    [
      'a bidder on an account page',
      [Role.Bidder],
      '/account/personal',
      ['/dashboard', '/properties', '/help-center'],
    ],
    ['an auctioneer on a settings page', [Role.Auctioneer], '/settings/profile', STAFF_MENU],
    ['an employee on a settings page', [Role.Employee], '/settings/profile', STAFF_MENU],
    [
      'an auctioneer on a report (the reports are showing)',
      [Role.Auctioneer],
      '/reports/bids',
      STAFF_MENU.filter((p) => p !== '/reports'),
    ],
    [
      'an auctioneer on a case (a page of the case list)',
      [Role.Auctioneer],
      '/cases/12/',
      STAFF_MENU.filter((p) => p !== '/cases'),
    ],
    [
      'a client on the dashboard',
      [Role.Client],
      '/dashboard',
      ['/connected-companies', '/reports'],
    ],
    [
      'an attorney on a case',
      [Role.Attorney],
      '/cases/3',
      ['/dashboard', '/connected-companies', '/reports'],
    ],
    [
      'an admin on the dashboard (the side menu)',
      [Role.Admin],
      '/admin/dashboard',
      [...ADMIN_MENU.slice(1), '/admin/settings'],
    ],
    [
      'an admin on their profile (a settings page)',
      [Role.Admin],
      '/admin/settings/profile',
      ADMIN_MENU,
    ],
  ] as const)('%s: %j', (_who, roles, pathname, expected) => {
    expect(likelyNextRoutes({ loggedIn: roles.length > 0, roles, pathname })).toEqual(expected);
  });

  /** The route of the table a path opens for these roles (after its slug redirect), if they may. */
  const opensFor = (path: string, roles: readonly Role[]) => {
    const loggedIn = roles.length > 0;
    const verdict = loggedIn ? normalisePath(path, roles) : null;
    const landing = verdict && 'redirect' in verdict ? verdict.redirect : path;
    const route = ROUTES.find((r) => matchPath(r.path, landing));
    return route && hasAccess(route.access, roles, loggedIn) ? route : undefined;
  };

  it.each([
    [[]],
    [[Role.Bidder]],
    [[Role.Auctioneer]],
    [[Role.Employee]],
    [[Role.Client]],
    [[Role.Attorney]],
    [[Role.Admin]],
  ] as const)('never names a screen that %j may not open', (roles) => {
    for (const pathname of ['/', '/dashboard', '/admin/dashboard', '/settings/profile'])
      for (const path of likelyNextRoutes({ loggedIn: roles.length > 0, roles, pathname }))
        expect(opensFor(path, roles), `${path} for ${roles.join()}`).toBeDefined();
  });
});
