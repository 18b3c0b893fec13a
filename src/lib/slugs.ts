import { isAdmin, isBidder, isClient, isStaff, Role, type Role as RoleT } from './roles';
import { paths } from './paths';

export type PathVerdict = { redirect: string } | { notFound: true } | null;

const BIDDER_ACCOUNT = ['personal', 'notification', 'purchase', 'balance', 'winning'];
const CLIENT_ACCOUNT = ['client-profile', 'profile'];
const STAFF_SETTINGS = ['company-profile', 'profile', 'users', 'api-credentials', 'logs'];
const EMPLOYEE_HIDDEN = ['users', 'api-credentials'];
const ADMIN_SETTINGS = ['system', 'profile', 'logs', 'faqs', 'resources', 'featured-lots'];
const ADMIN_USERS = ['bidders', 'auctioneers', 'admins'];
const ADMIN_REPORTS = ['auctions', 'bids', 'bidders'];
const REPORTS = ['auctions', 'bids', 'bidders'];

function pick(slug: string | undefined, allowed: readonly string[], base: string): PathVerdict {
  return slug && allowed.includes(slug) ? null : { redirect: `${base}/${allowed[0]}` };
}

/** The account home for a role (bidders and clients have different account areas). */
export function accountHome(roles: readonly RoleT[]): string {
  return isClient(roles) && !isBidder(roles)
    ? paths.accountTab('client-profile')
    : paths.accountTab('personal');
}

/**
 * Normalises slug routes for the signed-in roles: bare paths go to their default
 * page, unknown slugs to the area's default, and malformed ids to the not-found page.
 */
export function normalisePath(pathname: string, roles: readonly RoleT[]): PathVerdict {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [a, b, c] = parts;
  if (a === 'admin') {
    if (parts.length === 1) return { redirect: paths.adminDashboard };
    if (parts.length <= 3 && b === 'users') return pick(c, ADMIN_USERS, paths.adminUsers);
    if (parts.length <= 3 && b === 'reports') return pick(c, ADMIN_REPORTS, paths.adminReports);
    if (parts.length <= 3 && b === 'settings') return pick(c, ADMIN_SETTINGS, paths.adminSettings);
    return null;
  }
  if (a === 'account' && parts.length <= 2) {
    const clientOnly = isClient(roles) && !isBidder(roles);
    return pick(b, clientOnly ? CLIENT_ACCOUNT : BIDDER_ACCOUNT, paths.account);
  }
  if (a === 'settings' && parts.length <= 2) {
    if (isAdmin(roles)) return { redirect: paths.adminSettingsTab('system') };
    if (!isStaff(roles)) return { redirect: accountHome(roles) };
    const allowed =
      roles.includes(Role.Employee) && !roles.includes(Role.Auctioneer)
        ? STAFF_SETTINGS.filter((s) => !EMPLOYEE_HIDDEN.includes(s))
        : STAFF_SETTINGS;
    return pick(b, allowed, paths.settings);
  }
  if (a === 'reports' && parts.length <= 2) {
    return b && REPORTS.includes(b) ? null : { redirect: paths.report('bids') };
  }
  if (a === 'blogs' && parts.length === 2) {
    return /^\d+$/.test(b) ? null : { notFound: true };
  }
  return null;
}
