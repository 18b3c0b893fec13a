import { isAdmin, isBidder, isClient, isStaff, type Role } from '../../lib/roles';
import type { SalesTab } from '../../lib/salesTabs';
import { paths } from '../../lib/paths';

const UPCOMING_TAB: SalesTab = 'upcoming';
const TODAY_TAB: SalesTab = 'today';

export interface MenuLink {
  key: string;
  label: string;
}

/** Top menu per role (spec 1 section 2): bidders get dashboard, properties and help; visitors help only. */
export function topMenu(roles: readonly Role[], loggedIn: boolean): MenuLink[] {
  const help = { key: paths.helpCenter, label: 'Help Center' };
  if (!loggedIn) return [help];
  if (isAdmin(roles)) return [{ key: paths.adminDashboard, label: 'Admin' }, help];
  if (isBidder(roles))
    return [
      { key: paths.dashboard, label: 'Dashboard' },
      { key: paths.properties, label: 'Properties' },
      help,
    ];
  if (isStaff(roles))
    return [
      { key: paths.dashboard, label: 'Dashboard' },
      { key: paths.cases, label: 'Cases' },
      { key: paths.auctions, label: 'Auctions' },
      { key: paths.properties, label: 'Properties' },
      { key: paths.clients, label: 'Clients' },
      { key: paths.reports, label: 'Reports' },
    ];
  if (isClient(roles))
    return [
      { key: paths.dashboard, label: 'Dashboard' },
      { key: paths.connectedCompanies, label: 'Connected Companies' },
      { key: paths.reports, label: 'Reports' },
    ];
  return [help];
}

/** The admin area's side menu (its header menu). */
export const ADMIN_MENU: readonly MenuLink[] = [
  { key: paths.adminDashboard, label: 'Dashboard' },
  { key: paths.adminCompanies, label: 'Companies' },
  { key: paths.adminUsers, label: 'System Users' },
  { key: paths.adminReports, label: 'Reports' },
  { key: paths.adminSettings, label: 'Settings' },
];

/** User menu per role; every menu ends with Logout (added by the menu component). */
export function userMenu(roles: readonly Role[]): MenuLink[] {
  if (isAdmin(roles))
    return [
      { key: paths.adminDashboard, label: 'Dashboard' },
      { key: paths.adminSettingsTab('profile'), label: 'My Profile' },
      { key: paths.adminSettingsTab('system'), label: 'Settings' },
    ];
  if (isBidder(roles))
    return [
      { key: paths.accountTab('personal'), label: 'My Account' },
      { key: paths.accountTab('winning'), label: 'My Winnings' },
      // The home page's sales tabs, chosen by the tab query parameter.
      { key: `/?tab=${UPCOMING_TAB}`, label: 'Upcoming Properties' },
      { key: `/?tab=${TODAY_TAB}`, label: "Today's Sales" },
      { key: paths.accountTab('purchase'), label: 'Purchase Profiles' },
      { key: paths.accountTab('balance'), label: 'Linked Accounts' },
      { key: paths.faq, label: 'FAQ' },
    ];
  if (isStaff(roles))
    return [
      { key: paths.settingsTab('company-profile'), label: 'Company Profile' },
      { key: paths.settingsTab('profile'), label: 'My Profile' },
      { key: paths.settingsTab('logs'), label: 'Activity Logs' },
    ];
  if (isClient(roles))
    return [
      { key: paths.accountTab('client-profile'), label: 'Firm Profile' },
      { key: paths.accountTab('profile'), label: 'My Profile' },
    ];
  return [];
}

/** The selected top-menu key for a path (the longest matching prefix). */
export function selectedKey(pathname: string, links: readonly MenuLink[]): string[] {
  const match = links
    .filter((l) => pathname === l.key || pathname.startsWith(`${l.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0];
  return match ? [match.key] : [];
}

/** Where visitors sign in or register. */
export const VISITOR_LINKS: readonly MenuLink[] = [
  { key: paths.login, label: 'Sign In' },
  { key: paths.register, label: 'Register' },
];

/**
 * The phone menu: the top menu, then the user menu's pages it does not already hold
 * (Sign In and Register for visitors).
 */
export function phoneMenu(
  roles: readonly Role[],
  loggedIn: boolean,
): { top: MenuLink[]; user: MenuLink[] } {
  const top = topMenu(roles, loggedIn);
  if (!loggedIn) return { top, user: [...VISITOR_LINKS] };
  const shown = new Set(top.map((l) => l.key));
  return { top, user: userMenu(roles).filter((l) => !shown.has(l.key)) };
}
