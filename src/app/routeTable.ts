import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { configurationQueries } from '../api/configurations';
import { helpQueries } from '../api/helps';
import { resourceQueries } from '../api/resources';
import type { RoutePath } from '../lib/paths';
import { isRecordId } from '../lib/recordId';
import { Role, STAFF, CLIENTS, type Access } from '../lib/roles';
import type { RouteContext, RouteOpening } from '../lib/routeOpening';
import { PAGE_SCREENS } from './prerender/pageScreens';

export type LayoutName = 'landing' | 'login' | 'main' | 'auction' | 'admin';

type ScreenModule = () => Promise<{ default: ComponentType }>;

interface RouteBase {
  /** One of the product's addresses (lib/paths.ts names each). */
  path: RoutePath;
  layout: LayoutName;
  access: Access;
  /** Page title shown in the browser tab. */
  title: string;
  /**
   * Starts fetching what the page shows as the route opens, alongside its code (the page's own
   * queries then find it under way): the public pages', whose queries ship with the app.
   */
  prefetch?: (client: QueryClient, ctx: RouteContext) => void;
  /**
   * The signed-in screens' queries and the lazy parts their screen shows first, in a module of
   * their own (loaded with the screen's code, and ahead of it for the likely next screens).
   * Started only for users the route admits.
   */
  opening?: () => Promise<{ opening: RouteOpening }>;
  /**
   * A header-menu screen: kept, hidden, when the user moves on to another screen of its layout,
   * and shown again as it was when they come back (layouts/KeptOutlet.tsx).
   */
  keep?: boolean;
  /**
   * The page is rendered to a document of its own at build time (prerenderedDocuments.ts): a
   * signed-out visitor sees it before the application's code arrives.
   */
  prerender?: true;
}

/** A route and its screen, loaded lazily. */
export type RouteDef = RouteBase & { screen: ScreenModule };

const B = [Role.Bidder] as const;
const S = STAFF;
const C = CLIENTS;
const A = [Role.Admin] as const;

const pub = {
  help: PAGE_SCREENS['/help-center'],
  faq: PAGE_SCREENS['/faq'],
  terms: PAGE_SCREENS['/terms-conditions'],
  privacy: PAGE_SCREENS['/privacy-policy'],
  blog: PAGE_SCREENS['/blogs/:blogId'],
};
const properties = () => import('../features/properties/PropertiesPage');
/** The openings of the signed-in screens (src/lib/routeOpening.ts). */
const opening = {
  dashboard: () => import('../features/dashboard/opening'),
  properties: () => import('../features/properties/opening'),
  cases: () => import('../features/cases/list/opening'),
  auctions: () => import('../features/auctions/list/opening'),
  clients: () => import('../features/clients/list/opening'),
  reports: () => import('../features/reports/opening'),
  connectedCompanies: () => import('../features/client-area/opening'),
  adminDashboard: () => import('../features/admin-dashboard/opening'),
  companies: () => import('../features/admin-companies/list/opening'),
  users: () => import('../features/admin-users/opening'),
  settings: () => import('../features/admin-settings/opening'),
};
const lotDetails = () => import('../features/bidding/LotDetailsPage');
const liveAuction = () => import('../features/control-room/LiveAuctionPage');
const dashboard = () => import('../features/dashboard/DashboardPage');
const account = () => import('../features/account/AccountPage');
const winning = () => import('../features/account/winning/WinningDetailsPage');
const auctions = {
  list: () => import('../features/auctions/AuctionsPage'),
  detail: () => import('../features/auctions/AuctionDetailPage'),
};
const cases = {
  list: () => import('../features/cases/CaseListPage'),
  detail: () => import('../features/cases/CaseDetailPage'),
  lot: () => import('../features/cases/LotPage'),
};
const caseProperties = {
  property: () => import('../features/case-properties/PropertyPage'),
  create: () => import('../features/case-properties/NewPropertyPage'),
};
const settings = () => import('../features/settings/SettingsPage');
const clients = {
  list: () => import('../features/clients/ClientListPage'),
  detail: () => import('../features/clients/ClientDetailPage'),
};
const reports = () => import('../features/reports/ReportsPage');
const admin = {
  dashboard: () => import('../features/admin-dashboard/AdminDashboardPage'),
  companies: () => import('../features/admin-companies/CompanyListPage'),
  company: () => import('../features/admin-companies/CompanyDetailPage'),
  users: () => import('../features/admin-users/SystemUsersPage'),
  settings: () => import('../features/admin-settings/AdminSettingsPage'),
};
const connectedCompanies = () => import('../features/client-area/ConnectedCompaniesPage');
const auth = {
  login: PAGE_SCREENS['/login'],
  register: PAGE_SCREENS['/register'],
  clientRegister: () => import('../features/auth/ClientRegisterPage'),
  forgot: PAGE_SCREENS['/forgot-password'],
  reset: () => import('../features/auth/ResetPasswordPage'),
};

/**
 * Every route of the product, its layout and who may open it (spec 1 section 2,
 * spec 2 section 2, spec 3 sections 2 and 6). Slug routes are normalised by `slugs.ts`.
 */
export const ROUTES: readonly RouteDef[] = [
  // Landing layout: public.
  {
    path: '/',
    layout: 'landing',
    access: 'any',
    screen: PAGE_SCREENS['/'],
    title: 'Home',
    prerender: true,
  },
  {
    path: '/help-center',
    layout: 'landing',
    access: 'any',
    screen: pub.help,
    title: 'Help Center',
    prerender: true,
    prefetch: (client) => {
      void client.prefetchQuery(helpQueries.list());
      void client.prefetchQuery(resourceQueries.list());
      void client.prefetchQuery(configurationQueries.contactEmail());
    },
  },
  {
    path: '/faq',
    layout: 'landing',
    access: 'any',
    screen: pub.faq,
    title: 'FAQ',
    prerender: true,
    prefetch: (client) => void client.prefetchQuery(helpQueries.list()),
  },
  {
    path: '/terms-conditions',
    layout: 'landing',
    access: 'any',
    screen: pub.terms,
    title: 'Terms & Conditions',
    prerender: true,
  },
  {
    path: '/privacy-policy',
    layout: 'landing',
    access: 'any',
    screen: pub.privacy,
    title: 'Privacy Policy',
    prerender: true,
  },
  {
    path: '/blogs/:blogId',
    layout: 'landing',
    access: 'any',
    screen: pub.blog,
    title: 'Blog',
    prerender: true,
    prefetch: (client, { params: { blogId = '' } }) => {
      if (isRecordId(blogId)) void client.prefetchQuery(resourceQueries.detail(blogId));
    },
  },

  // Login layout: signed-out visitors only.
  {
    path: '/login',
    layout: 'login',
    access: 'guest',
    screen: auth.login,
    title: 'Sign In',
    prerender: true,
  },
  {
    path: '/admin/login',
    layout: 'login',
    access: 'guest',
    screen: auth.login,
    title: 'Admin Sign In',
  },
  {
    path: '/register',
    layout: 'login',
    access: 'guest',
    screen: auth.register,
    title: 'Register',
    prerender: true,
  },
  {
    path: '/client-register',
    layout: 'login',
    access: 'guest',
    screen: auth.clientRegister,
    title: 'Client Registration',
  },
  {
    path: '/forgot-password',
    layout: 'login',
    access: 'guest',
    screen: auth.forgot,
    title: 'Forgot Password',
    prerender: true,
  },
  {
    path: '/resetPassword',
    layout: 'login',
    access: 'guest',
    screen: auth.reset,
    title: 'Reset Password',
  },

  // Main layout.
  {
    path: '/dashboard',
    layout: 'main',
    access: [...B, ...S, ...C],
    screen: dashboard,
    title: 'Dashboard',
    opening: opening.dashboard,
    keep: true,
  },
  { path: '/account', layout: 'main', access: [...B, ...C], screen: account, title: 'Account' },
  {
    path: '/account/:slug',
    layout: 'main',
    access: [...B, ...C],
    screen: account,
    title: 'Account',
  },
  {
    path: '/account/winning/:lotId',
    layout: 'main',
    access: B,
    screen: winning,
    title: 'Winning Details',
  },
  { path: '/settings', layout: 'main', access: 'auth', screen: settings, title: 'Settings' },
  { path: '/settings/:slug', layout: 'main', access: S, screen: settings, title: 'Settings' },
  {
    path: '/cases',
    layout: 'main',
    access: S,
    screen: cases.list,
    title: 'Cases',
    opening: opening.cases,
    keep: true,
  },
  {
    path: '/cases/:caseId',
    layout: 'main',
    access: [...S, ...C],
    screen: cases.detail,
    title: 'Case',
  },
  {
    path: '/cases/:caseId/lots/:lotId',
    layout: 'main',
    access: [...S, ...C],
    screen: cases.lot,
    title: 'Lot',
  },
  {
    path: '/cases/:caseId/lots/:lotId/properties/:propertyId',
    layout: 'main',
    access: [...S, ...C],
    screen: caseProperties.property,
    title: 'Property',
  },
  {
    path: '/connected-companies',
    layout: 'main',
    access: C,
    screen: connectedCompanies,
    title: 'Connected Companies',
    opening: opening.connectedCompanies,
    keep: true,
  },
  {
    path: '/properties',
    layout: 'main',
    access: [...B, ...S],
    screen: properties,
    title: 'Properties',
    opening: opening.properties,
    keep: true,
  },
  {
    path: '/new-property',
    layout: 'main',
    access: S,
    screen: caseProperties.create,
    title: 'New Property',
  },
  {
    path: '/auctions',
    layout: 'main',
    access: S,
    screen: auctions.list,
    title: 'Auctions',
    opening: opening.auctions,
    keep: true,
  },
  {
    path: '/auctions/:auctionId',
    layout: 'main',
    access: S,
    screen: auctions.detail,
    title: 'Auction',
  },
  {
    path: '/clients',
    layout: 'main',
    access: S,
    screen: clients.list,
    title: 'Clients',
    opening: opening.clients,
    keep: true,
  },
  {
    path: '/clients/:clientId',
    layout: 'main',
    access: S,
    screen: clients.detail,
    title: 'Client',
  },
  { path: '/reports', layout: 'main', access: [...S, ...C], screen: reports, title: 'Reports' },
  {
    path: '/reports/:reportType',
    layout: 'main',
    access: [...S, ...C],
    screen: reports,
    title: 'Reports',
    opening: opening.reports,
    keep: true,
  },

  // Auction layout.
  {
    path: '/details/:mainLotId',
    layout: 'auction',
    access: B,
    screen: lotDetails,
    title: 'Lot Details',
  },
  {
    path: '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId',
    layout: 'auction',
    access: B,
    screen: lotDetails,
    title: 'Lot Details',
  },
  // A bidder opening a control-room address gets the bidder room; auctioneers and employees the
  // control or TV view; other signed-in roles are told there why they may not (see LiveAuctionPage).
  {
    path: '/auctions/:auctionId/:mode',
    layout: 'auction',
    access: 'auth',
    screen: liveAuction,
    title: 'Live Auction',
  },
  {
    path: '/auctions/:auctionId/:mode/:mainLotId',
    layout: 'auction',
    access: 'auth',
    screen: liveAuction,
    title: 'Live Auction',
  },

  // Admin layout.
  // Sent on to /admin/dashboard by the slug rules.
  { path: '/admin', layout: 'admin', access: A, screen: admin.dashboard, title: 'Admin' },
  {
    path: '/admin/dashboard',
    layout: 'admin',
    access: A,
    screen: admin.dashboard,
    title: 'Dashboard',
    opening: opening.adminDashboard,
    keep: true,
  },
  { path: '/admin/users', layout: 'admin', access: A, screen: admin.users, title: 'System Users' },
  {
    path: '/admin/users/:role',
    layout: 'admin',
    access: A,
    screen: admin.users,
    title: 'System Users',
    opening: opening.users,
    keep: true,
  },
  { path: '/admin/reports', layout: 'admin', access: A, screen: reports, title: 'Reports' },
  {
    path: '/admin/reports/:reportType',
    layout: 'admin',
    access: A,
    screen: reports,
    title: 'Reports',
    opening: opening.reports,
    keep: true,
  },
  {
    path: '/admin/settings',
    layout: 'admin',
    access: A,
    screen: admin.settings,
    title: 'Settings',
  },
  {
    path: '/admin/settings/:slug',
    layout: 'admin',
    access: A,
    screen: admin.settings,
    title: 'Settings',
    opening: opening.settings,
    keep: true,
  },
  {
    path: '/admin/companies',
    layout: 'admin',
    access: A,
    screen: admin.companies,
    title: 'Companies',
    opening: opening.companies,
    keep: true,
  },
  {
    path: '/admin/companies/:companyId',
    layout: 'admin',
    access: A,
    screen: admin.company,
    title: 'Company',
  },
  {
    path: '/admin/cases/:caseId',
    layout: 'admin',
    access: A,
    screen: cases.detail,
    title: 'Case',
  },
];
