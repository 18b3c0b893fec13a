import { normalisePath } from '../../src/lib/slugs';
import { hasAccess, normaliseRoles, Role } from '../../src/lib/roles';
import { homeFor, loginPathFor, rememberedOrigin } from '../../src/lib/landing';
import { selectedKey, topMenu, userMenu } from '../../src/app/shell/menus';

const bidder = [Role.Bidder];
const auctioneer = [Role.Auctioneer];
const employee = [Role.Employee];
const client = [Role.Client];
const attorney = [Role.Attorney];
const admin = [Role.Admin];

describe('slug routes', () => {
  it.each([
    ['/account', bidder, '/account/personal'],
    ['/account/nonsense', bidder, '/account/personal'],
    ['/account/client-profile', bidder, '/account/personal'],
    ['/account', client, '/account/client-profile'],
    ['/account/personal', attorney, '/account/client-profile'],
    ['/settings', auctioneer, '/settings/company-profile'],
    ['/settings/whatever', auctioneer, '/settings/company-profile'],
    ['/settings/users', employee, '/settings/company-profile'],
    ['/settings/api-credentials', employee, '/settings/company-profile'],
    ['/settings', bidder, '/account/personal'],
    ['/settings', client, '/account/client-profile'],
    ['/settings', admin, '/admin/settings/system'],
    ['/admin', admin, '/admin/dashboard'],
    ['/admin/users', admin, '/admin/users/bidders'],
    ['/admin/users/robots', admin, '/admin/users/bidders'],
    ['/admin/reports', admin, '/admin/reports/auctions'],
    ['/admin/settings', admin, '/admin/settings/system'],
    ['/admin/settings/nope', admin, '/admin/settings/system'],
    ['/reports', auctioneer, '/reports/bids'],
    ['/reports/unknown', client, '/reports/bids'],
  ])('%s for %j goes to %s', (path, roles, target) => {
    expect(normalisePath(path, roles)).toEqual({ redirect: target });
  });

  it.each([
    ['/account/winning', bidder],
    ['/account/notification', bidder],
    ['/account/profile', client],
    ['/settings/users', auctioneer],
    ['/settings/logs', employee],
    ['/admin/users/admins', admin],
    ['/admin/settings/featured-lots', admin],
    ['/reports/auctions', auctioneer],
    ['/blogs/42', []],
    ['/account/winning/17', bidder],
  ])('%s for %j stays', (path, roles) => {
    expect(normalisePath(path, roles)).toBeNull();
  });

  it('blog ids must be digits only', () => {
    expect(normalisePath('/blogs/12a', [])).toEqual({ notFound: true });
    expect(normalisePath('/blogs/-1', [])).toEqual({ notFound: true });
  });
});

describe('roles and access', () => {
  it('normalises server roles case-insensitively and drops unknown ones', () => {
    expect(normaliseRoles(['bidder', 'ADMIN', 'root'])).toEqual(['Bidder', 'Admin']);
    expect(normaliseRoles('Client, Attorney')).toEqual(['Client', 'Attorney']);
    expect(normaliseRoles(null)).toEqual([]);
  });
  it('treats attorneys as clients', () => {
    expect(hasAccess([Role.Client], attorney, true)).toBe(true);
    expect(hasAccess([Role.Auctioneer], attorney, true)).toBe(false);
  });
  it('guest routes are for signed-out visitors; auth routes for any signed-in role', () => {
    expect(hasAccess('guest', [], false)).toBe(true);
    expect(hasAccess('guest', bidder, true)).toBe(false);
    expect(hasAccess('auth', [], false)).toBe(false);
    expect(hasAccess('auth', client, true)).toBe(true);
    expect(hasAccess([Role.Bidder], bidder, false)).toBe(false);
  });
  it('lands users and picks the sign-in page', () => {
    expect(homeFor(admin)).toBe('/admin/dashboard');
    expect(homeFor(bidder)).toBe('/dashboard');
    expect(loginPathFor('/admin/companies')).toBe('/admin/login');
    expect(loginPathFor('/administrator')).toBe('/login');
    expect(loginPathFor('/cases/3')).toBe('/login');
  });
  it('only remembers safe in-app origins', () => {
    expect(rememberedOrigin({ from: '/account/balance?x=1' })).toBe('/account/balance?x=1');
    expect(rememberedOrigin({ from: '//evil.example' })).toBeNull();
    expect(rememberedOrigin({ from: 'https://evil.example' })).toBeNull();
    expect(rememberedOrigin({ from: '/login' })).toBeNull();
    expect(rememberedOrigin(null)).toBeNull();
  });
});

describe('menus', () => {
  it('top menu: bidder gets dashboard, properties, help; anonymous help only', () => {
    expect(topMenu(bidder, true).map((l) => l.key)).toEqual([
      '/dashboard',
      '/properties',
      '/help-center',
    ]);
    expect(topMenu([], false).map((l) => l.key)).toEqual(['/help-center']);
  });
  it('user menus never offer what a role may not open', () => {
    expect(userMenu(employee).map((l) => l.key)).not.toContain('/settings/users');
    expect(userMenu(bidder).map((l) => l.key)).toContain('/account/winning');
    expect(userMenu(client).map((l) => l.key)).toEqual([
      '/account/client-profile',
      '/account/profile',
    ]);
  });
  it('selects the longest matching key', () => {
    const links = topMenu(auctioneer, true);
    expect(selectedKey('/auctions/12', links)).toEqual(['/auctions']);
    expect(selectedKey('/auctionsX', links)).toEqual([]);
  });
});
