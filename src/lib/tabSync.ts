import { isAdmin } from './roles';
import { adoptCookieUser, cookieUser, getTabUser, subscribeSession } from './session';
import { paths } from './paths';

/** The channel on which tabs of the site announce their own sign-ins and sign-outs. */
export const SESSION_CHANNEL = 'bidright-session';

/**
 * What a tab does when it looks at the shared cookies: nothing while they hold the user it
 * shows; follow a sign-out to the sign-in page; reload (with an empty cache) when another
 * user has signed in, so it never acts as someone it does not show.
 */
export type TabSyncAction = 'none' | 'sign-out' | 'reload';

export function tabSyncAction(
  tabUserId: string | null,
  cookieUserId: string | null,
): TabSyncAction {
  if (tabUserId === cookieUserId) return 'none';
  return cookieUserId === null ? 'sign-out' : 'reload';
}

export interface TabSyncHandlers {
  /** Another tab signed out: show the sign-in page at `to`. */
  signedOut(to: string): void;
  /** Another user signed in: clear cached data and load the page again. */
  userChanged(): void;
}

let handlers: TabSyncHandlers | null = null;

/** Follows the change when `userId` (signed in now, null for nobody) is not the user this tab shows. */
function follow(userId: string | null): boolean {
  const shown = getTabUser();
  const action = tabSyncAction(shown?.id ?? null, userId);
  if (action === 'sign-out') {
    adoptCookieUser();
    handlers?.signedOut(shown && isAdmin(shown.roles) ? paths.adminLogin : paths.login);
  } else if (action === 'reload') {
    handlers?.userChanged();
  }
  return action === 'none';
}

/** Compares the shared cookies with the user this tab shows and follows any change; true when unchanged. */
export function checkTabUser(): boolean {
  return follow(cookieUser()?.id ?? null);
}

/** The signed-in user is no longer the one this tab shows (another tab signed out or in). */
export class SessionUserChangedError extends Error {
  override readonly name = 'SessionUserChangedError';
}

/**
 * Throws SessionUserChangedError (and sends the tab to sign-in or reloads it) when the cookies
 * no longer hold the user this tab shows. Called before an action taken in the user's name.
 */
export function assertSameUser() {
  if (!checkTabUser()) throw new SessionUserChangedError('The signed-in user has changed');
}

/**
 * Keeps this tab the same user as the others: announces its own sign-ins and sign-outs on a
 * BroadcastChannel, follows the others' announcements, and checks the shared cookies whenever
 * the tab is shown or focused. Returns the function that stops it.
 */
export function startTabSync(next: TabSyncHandlers): () => void {
  handlers = next;
  let announced = getTabUser()?.id ?? null;
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  const check = () => {
    checkTabUser();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = subscribeSession(() => {
    const mine = getTabUser()?.id ?? null;
    if (mine === announced) return;
    announced = mine;
    channel?.postMessage({ userId: mine });
  });
  // The announcement names the user, since the cookie it wrote may reach this tab a moment later.
  const onMessage = (e: MessageEvent<{ userId?: unknown }>) => {
    const { userId } = e.data;
    follow(typeof userId === 'string' ? userId : null);
  };
  channel?.addEventListener('message', onMessage);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', check);
  return () => {
    unsubscribe();
    channel?.close();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', check);
    if (handlers === next) handlers = null;
  };
}
