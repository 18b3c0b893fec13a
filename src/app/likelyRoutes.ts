import { isAdmin, type Role } from '../lib/roles';
import { ADMIN_MENU, topMenu, VISITOR_LINKS, type MenuLink } from './shell/menus';

/** Who is where: enough to tell which screens they are likely to open next. */
export interface Whereabouts {
  loggedIn: boolean;
  roles: readonly Role[];
  pathname: string;
}

/** Whether a menu link is the screen showing (itself or one of its own pages, as the menu marks it). */
const isShowing = (key: string, pathname: string) =>
  pathname === key || pathname.startsWith(`${key}/`);

/**
 * The screens a user is likely to open next, in the order their menu shows them: a visitor signs
 * in or registers; a signed-in user opens the screens of their header menu (an admin, the admin
 * area's side menu). The screen showing is left out. The menus offer each role only screens it
 * may open; whoever starts loading one still checks the route's own guard.
 */
export function likelyNextRoutes({ loggedIn, roles, pathname }: Whereabouts): string[] {
  const here = pathname.replace(/(.)\/+$/, '$1');
  const links: readonly MenuLink[] = !loggedIn
    ? VISITOR_LINKS
    : isAdmin(roles)
      ? ADMIN_MENU
      : topMenu(roles, true);
  return links.map((l) => l.key).filter((key) => !isShowing(key, here));
}
