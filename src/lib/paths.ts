import { generatePath, type PathParam } from 'react-router-dom';

/**
 * Every address of the product, by name: the route table's paths are these and only these
 * (routeTable.ts types its paths with `RoutePath`), so a route renamed here or there breaks the
 * build, and a link built with `paths` cannot point at an address no route serves.
 */
export const ROUTE_PATHS = {
  home: '/',
  helpCenter: '/help-center',
  faq: '/faq',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  blog: '/blogs/:blogId',
  login: '/login',
  adminLogin: '/admin/login',
  register: '/register',
  clientRegister: '/client-register',
  forgotPassword: '/forgot-password',
  resetPassword: '/resetPassword',
  dashboard: '/dashboard',
  account: '/account',
  accountTab: '/account/:slug',
  winning: '/account/winning/:lotId',
  settings: '/settings',
  settingsTab: '/settings/:slug',
  cases: '/cases',
  case: '/cases/:caseId',
  caseLot: '/cases/:caseId/lots/:lotId',
  caseProperty: '/cases/:caseId/lots/:lotId/properties/:propertyId',
  connectedCompanies: '/connected-companies',
  properties: '/properties',
  newProperty: '/new-property',
  auctions: '/auctions',
  auction: '/auctions/:auctionId',
  clients: '/clients',
  client: '/clients/:clientId',
  reports: '/reports',
  report: '/reports/:reportType',
  lot: '/details/:mainLotId',
  publicLot: '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId',
  liveAuction: '/auctions/:auctionId/:mode',
  liveLot: '/auctions/:auctionId/:mode/:mainLotId',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUsersOf: '/admin/users/:role',
  adminReports: '/admin/reports',
  adminReport: '/admin/reports/:reportType',
  adminSettings: '/admin/settings',
  adminSettingsTab: '/admin/settings/:slug',
  adminCompanies: '/admin/companies',
  adminCompany: '/admin/companies/:companyId',
  adminCase: '/admin/cases/:caseId',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteName];

type Id = string | number;

/** The address of a route's pattern with its parameters filled in (each encoded as a segment). */
function fill<P extends RoutePath>(pattern: P, params: { [K in PathParam<P>]: Id }): string {
  const text = Object.fromEntries(
    Object.entries<Id>(params).map(([name, value]) => [name, String(value)]),
  );
  return generatePath<string>(pattern, text);
}

/** Addresses to link to, built from the route patterns. */
export const paths = {
  ...ROUTE_PATHS,
  blog: (blogId: Id) => fill(ROUTE_PATHS.blog, { blogId }),
  accountTab: (slug: string) => fill(ROUTE_PATHS.accountTab, { slug }),
  winning: (lotId: Id) => fill(ROUTE_PATHS.winning, { lotId }),
  settingsTab: (slug: string) => fill(ROUTE_PATHS.settingsTab, { slug }),
  case: (caseId: Id) => fill(ROUTE_PATHS.case, { caseId }),
  caseLot: (caseId: Id, lotId: Id) => fill(ROUTE_PATHS.caseLot, { caseId, lotId }),
  caseProperty: (caseId: Id, lotId: Id, propertyId: Id) =>
    fill(ROUTE_PATHS.caseProperty, { caseId, lotId, propertyId }),
  auction: (auctionId: Id) => fill(ROUTE_PATHS.auction, { auctionId }),
  client: (clientId: Id) => fill(ROUTE_PATHS.client, { clientId }),
  report: (reportType: string) => fill(ROUTE_PATHS.report, { reportType }),
  lot: (mainLotId: Id) => fill(ROUTE_PATHS.lot, { mainLotId }),
  publicLot: (auctionHost: string, propertyAddress: string, auctionId: Id, mainLotId: Id) =>
    fill(ROUTE_PATHS.publicLot, { auctionHost, propertyAddress, auctionId, mainLotId }),
  liveAuction: (auctionId: Id, mode: string) => fill(ROUTE_PATHS.liveAuction, { auctionId, mode }),
  liveLot: (auctionId: Id, mode: string, mainLotId: Id) =>
    fill(ROUTE_PATHS.liveLot, { auctionId, mode, mainLotId }),
  adminUsersOf: (role: string) => fill(ROUTE_PATHS.adminUsersOf, { role }),
  adminReport: (reportType: string) => fill(ROUTE_PATHS.adminReport, { reportType }),
  adminSettingsTab: (slug: string) => fill(ROUTE_PATHS.adminSettingsTab, { slug }),
  adminCompany: (companyId: Id) => fill(ROUTE_PATHS.adminCompany, { companyId }),
  adminCase: (caseId: Id) => fill(ROUTE_PATHS.adminCase, { caseId }),
} as const;
