/** Real ids of the seed for the routes with parameters (`GET /__sim/route-ids`, plus a reset token). */
export interface RouteIds {
  companyId: number;
  clientId: number;
  invitationEmail: string | null;
  blogId: number;
  upcomingAuctionId: number;
  upcomingLotId: number;
  lotAddressPath: string;
  liveAuctionId: number;
  liveLotId: number;
  caseId: number;
  caseLotId: number;
  propertyId: number;
  winningLotId: number;
  resetToken: string;
}

/** The roles whose screens are visited (an employee sees a subset of the auctioneer's, an attorney the client's). */
export const VISITORS = ['visitor', 'bidder', 'auctioneer', 'client', 'admin'] as const;
export type Visitor = (typeof VISITORS)[number];

/** An address, or one that leads on to another route (given by its path in the table). */
export type Address = string | { at: string; lands: string };
type Addresses = (ids: RouteIds) => Address[];

const everyone = (at: Addresses) => ({
  visitor: at,
  bidder: at,
  auctioneer: at,
  client: at,
  admin: at,
});
const signedIn = (at: Addresses) => ({ bidder: at, auctioneer: at, client: at, admin: at });
const leads = (at: string, lands: string) => () => [{ at, lands }];
const slugs = (base: string, list: string[]) => () => list.map((s) => `${base}/${s}`);

const caseAt = (ids: RouteIds) => `/cases/${ids.caseId}`;
const lotAt = (ids: RouteIds) => `${caseAt(ids)}/lots/${ids.caseLotId}`;
const live = (ids: RouteIds) => `/auctions/${ids.liveAuctionId}`;
const REPORTS = slugs('/reports', ['auctions', 'bids', 'bidders']);

/**
 * For every path of the route table, the addresses each role opens there, with real ids; a role
 * without an entry may not open the route. `tests/unit/routeVisits.test.ts` ties this list to
 * the route table, so a new route (or a change of who may open one) needs an entry here.
 * Bare slug paths are visited too: they lead to the area's first page.
 */
export const ROUTE_VISITS: Record<string, Partial<Record<Visitor, Addresses>>> = {
  '/': everyone(() => ['/']),
  '/help-center': everyone(() => ['/help-center']),
  '/faq': everyone(() => ['/faq']),
  '/terms-conditions': everyone(() => ['/terms-conditions']),
  '/privacy-policy': everyone(() => ['/privacy-policy']),
  '/blogs/:blogId': everyone((ids) => [`/blogs/${ids.blogId}`]),

  '/login': { visitor: () => ['/login'] },
  '/admin/login': { visitor: () => ['/admin/login'] },
  '/register': { visitor: () => ['/register'] },
  '/client-register': {
    visitor: (ids) => [
      `/client-register?email=${encodeURIComponent(ids.invitationEmail ?? '')}&companyId=${ids.companyId}`,
    ],
  },
  '/forgot-password': { visitor: () => ['/forgot-password'] },
  '/resetPassword': {
    visitor: (ids) => [`/resetPassword?token=${ids.resetToken}&userName=bidder`],
  },

  '/dashboard': {
    bidder: () => ['/dashboard'],
    auctioneer: () => ['/dashboard'],
    client: () => ['/dashboard'],
  },
  '/account': {
    bidder: leads('/account', '/account/:slug'),
    client: leads('/account', '/account/:slug'),
  },
  '/account/:slug': {
    bidder: slugs('/account', ['personal', 'notification', 'purchase', 'balance', 'winning']),
    client: slugs('/account', ['client-profile', 'profile']),
  },
  '/account/winning/:lotId': { bidder: (ids) => [`/account/winning/${ids.winningLotId}`] },
  '/settings': {
    bidder: leads('/settings', '/account/:slug'),
    auctioneer: leads('/settings', '/settings/:slug'),
    client: leads('/settings', '/account/:slug'),
    admin: leads('/settings', '/admin/settings/:slug'),
  },
  '/settings/:slug': {
    auctioneer: slugs('/settings', [
      'company-profile',
      'profile',
      'users',
      'api-credentials',
      'logs',
    ]),
  },
  '/cases': { auctioneer: () => ['/cases'] },
  '/cases/:caseId': { auctioneer: (ids) => [caseAt(ids)], client: (ids) => [caseAt(ids)] },
  '/cases/:caseId/lots/:lotId': {
    auctioneer: (ids) => [lotAt(ids)],
    client: (ids) => [lotAt(ids)],
  },
  '/cases/:caseId/lots/:lotId/properties/:propertyId': {
    auctioneer: (ids) => [`${lotAt(ids)}/properties/${ids.propertyId}`],
    client: (ids) => [`${lotAt(ids)}/properties/${ids.propertyId}`],
  },
  '/connected-companies': { client: () => ['/connected-companies'] },
  '/properties': { bidder: () => ['/properties'], auctioneer: () => ['/properties'] },
  '/new-property': { auctioneer: () => ['/new-property'] },
  '/auctions': { auctioneer: () => ['/auctions'] },
  '/auctions/:auctionId': { auctioneer: (ids) => [`/auctions/${ids.upcomingAuctionId}`] },
  '/clients': { auctioneer: () => ['/clients'] },
  '/clients/:clientId': { auctioneer: (ids) => [`/clients/${ids.clientId}`] },
  '/reports': {
    auctioneer: leads('/reports', '/reports/:reportType'),
    client: leads('/reports', '/reports/:reportType'),
  },
  '/reports/:reportType': { auctioneer: REPORTS, client: REPORTS },

  '/details/:mainLotId': { bidder: (ids) => [`/details/${ids.upcomingLotId}`] },
  '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId': {
    bidder: (ids) => [ids.lotAddressPath],
  },
  // Without a lot: the control room or TV view of the lot the auction runs now.
  // Without a lot: the control room or TV view of the lot the auction runs now. A bidder is
  // sent to the map search, or with a lot to its page.
  '/auctions/:auctionId/:mode': {
    ...signedIn((ids) => [`${live(ids)}/auctioneer`, `${live(ids)}/room`]),
    bidder: (ids) => [{ at: `${live(ids)}/auctioneer`, lands: '/properties' }],
  },
  '/auctions/:auctionId/:mode/:mainLotId': {
    ...signedIn((ids) => [
      `${live(ids)}/auctioneer/${ids.liveLotId}`,
      `${live(ids)}/room/${ids.liveLotId}`,
    ]),
    bidder: (ids) => [
      { at: `${live(ids)}/auctioneer/${ids.liveLotId}`, lands: '/details/:mainLotId' },
    ],
  },

  '/admin': { admin: leads('/admin', '/admin/dashboard') },
  '/admin/dashboard': { admin: () => ['/admin/dashboard'] },
  '/admin/users': { admin: leads('/admin/users', '/admin/users/:role') },
  '/admin/users/:role': { admin: slugs('/admin/users', ['bidders', 'auctioneers', 'admins']) },
  '/admin/reports': { admin: leads('/admin/reports', '/admin/reports/:reportType') },
  '/admin/reports/:reportType': {
    admin: slugs('/admin/reports', ['auctions', 'bids', 'bidders']),
  },
  '/admin/settings': { admin: leads('/admin/settings', '/admin/settings/:slug') },
  '/admin/settings/:slug': {
    admin: slugs('/admin/settings', [
      'system',
      'profile',
      'logs',
      'faqs',
      'resources',
      'featured-lots',
    ]),
  },
  '/admin/companies': { admin: () => ['/admin/companies'] },
  '/admin/companies/:companyId': { admin: (ids) => [`/admin/companies/${ids.companyId}`] },
  '/admin/cases/:caseId': { admin: (ids) => [`/admin/cases/${ids.caseId}`] },
};

/**
 * The page title of every route of the table (the tab shows "{title} | Bidright"): a visit
 * waits for the title of the route it lands on, so it never checks the screen it came from.
 */
export const ROUTE_TITLES: Record<string, string> = {
  '/': 'Home',
  '/help-center': 'Help Center',
  '/faq': 'FAQ',
  '/terms-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/blogs/:blogId': 'Blog',
  '/login': 'Sign In',
  '/admin/login': 'Admin Sign In',
  '/register': 'Register',
  '/client-register': 'Client Registration',
  '/forgot-password': 'Forgot Password',
  '/resetPassword': 'Reset Password',
  '/dashboard': 'Dashboard',
  '/account': 'Account',
  '/account/:slug': 'Account',
  '/account/winning/:lotId': 'Winning Details',
  '/settings': 'Settings',
  '/settings/:slug': 'Settings',
  '/cases': 'Cases',
  '/cases/:caseId': 'Case',
  '/cases/:caseId/lots/:lotId': 'Lot',
  '/cases/:caseId/lots/:lotId/properties/:propertyId': 'Property',
  '/connected-companies': 'Connected Companies',
  '/properties': 'Properties',
  '/new-property': 'New Property',
  '/auctions': 'Auctions',
  '/auctions/:auctionId': 'Auction',
  '/clients': 'Clients',
  '/clients/:clientId': 'Client',
  '/reports': 'Reports',
  '/reports/:reportType': 'Reports',
  '/details/:mainLotId': 'Lot Details',
  '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId': 'Lot Details',
  '/auctions/:auctionId/:mode': 'Live Auction',
  '/auctions/:auctionId/:mode/:mainLotId': 'Live Auction',
  '/admin': 'Admin',
  '/admin/dashboard': 'Dashboard',
  '/admin/users': 'System Users',
  '/admin/users/:role': 'System Users',
  '/admin/reports': 'Reports',
  '/admin/reports/:reportType': 'Reports',
  '/admin/settings': 'Settings',
  '/admin/settings/:slug': 'Settings',
  '/admin/companies': 'Companies',
  '/admin/companies/:companyId': 'Company',
  '/admin/cases/:caseId': 'Case',
};
