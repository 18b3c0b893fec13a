import { isAdmin, isBidder, isClient, isStaff, type Role } from '../../lib/roles';
import type { SalesTab } from '../../lib/salesTabs';

const UPCOMING_TAB: SalesTab = 'upcoming';
const TODAY_TAB: SalesTab = 'today';

export interface MenuLink {
  key: string;
  label: string;
}

/** Top menu per role (spec 1 section 2): bidders get dashboard, properties and help; visitors help only. */
export function topMenu(roles: readonly Role[], loggedIn: boolean): MenuLink[] {
  const help = { key: '/help-center', label: 'Help Center' };
  if (!loggedIn) return [help];
  if (isAdmin(roles)) return [{ key: '/admin/dashboard', label: 'Admin' }, help];
  if (isBidder(roles))
    return [
      { key: '/dashboard', label: 'Dashboard' },
      { key: '/properties', label: 'Properties' },
      help,
    ];
  if (isStaff(roles))
    return [
      { key: '/dashboard', label: 'Dashboard' },
      { key: '/cases', label: 'Cases' },
      { key: '/auctions', label: 'Auctions' },
      { key: '/properties', label: 'Properties' },
      { key: '/clients', label: 'Clients' },
      { key: '/reports', label: 'Reports' },
    ];
  if (isClient(roles))
    return [
      { key: '/dashboard', label: 'Dashboard' },
      { key: '/connected-companies', label: 'Connected Companies' },
      { key: '/reports', label: 'Reports' },
    ];
  return [help];
}

/** The admin area's side menu (its header menu). */
export const ADMIN_MENU: readonly MenuLink[] = [
  { key: '/admin/dashboard', label: 'Dashboard' },
  { key: '/admin/companies', label: 'Companies' },
  { key: '/admin/users', label: 'System Users' },
  { key: '/admin/reports', label: 'Reports' },
  { key: '/admin/settings', label: 'Settings' },
];

/** User menu per role; every menu ends with Logout (added by the menu component). */
export function userMenu(roles: readonly Role[]): MenuLink[] {
  if (isAdmin(roles))
    return [
      { key: '/admin/dashboard', label: 'Dashboard' },
      { key: '/admin/settings/profile', label: 'My Profile' },
      { key: '/admin/settings/system', label: 'Settings' },
    ];
  if (isBidder(roles))
    return [
      { key: '/account/personal', label: 'My Account' },
      { key: '/account/winning', label: 'My Winnings' },
      // The home page's sales tabs, chosen by the tab query parameter.
      { key: `/?tab=${UPCOMING_TAB}`, label: 'Upcoming Properties' },
      { key: `/?tab=${TODAY_TAB}`, label: "Today's Sales" },
      { key: '/account/purchase', label: 'Purchase Profiles' },
      { key: '/account/balance', label: 'Linked Accounts' },
      { key: '/faq', label: 'FAQ' },
    ];
  if (isStaff(roles))
    return [
      { key: '/settings/company-profile', label: 'Company Profile' },
      { key: '/settings/profile', label: 'My Profile' },
      { key: '/settings/logs', label: 'Activity Logs' },
    ];
  if (isClient(roles))
    return [
      { key: '/account/client-profile', label: 'Firm Profile' },
      { key: '/account/profile', label: 'My Profile' },
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
  { key: '/login', label: 'Sign In' },
  { key: '/register', label: 'Register' },
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
