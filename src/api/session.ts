import { withBrowserLock } from '../lib/locks';
import {
  clearSession,
  clearTokens,
  COOKIE,
  getAccessToken,
  getRefreshToken,
  sessionEpoch,
  storedCookie,
  storeSession,
  storeTokens,
  type TokenResponse,
} from '../lib/session';
import { revokeTokens } from './http';
import { REFRESH_LOCK } from './refresh';

/**
 * Sign-in and sign-out win over a refresh in flight. Each writes the cookies at once (the tab
 * shows the result without waiting, and tabSync tells the other tabs), then takes the lock every
 * refresh takes: a refresh another tab had in flight has ended by then, and anything it wrote
 * for a session that is over is undone. The refresher itself writes nothing once its session has
 * ended (src/api/refresh.ts); this settles the moment between its check and its write.
 */
export function signOut(): Promise<void> {
  const tokens = { refresh: getRefreshToken(), access: getAccessToken() };
  clearSession();
  const settled = withBrowserLock(REFRESH_LOCK, async () => {
    // Tokens with nobody signed in are what a refresh of the ended session wrote.
    if ((await storedCookie(COOKIE.userName)) !== null) return;
    if ((await storedCookie(COOKIE.refreshToken)) || (await storedCookie(COOKIE.accessToken)))
      clearTokens();
  });
  return Promise.all([settled, revokeTokens(tokens)]).then(() => undefined);
}

/** Stores a completed sign-in; a late refresh of the session before it cannot replace its tokens. */
export function signedIn(res: TokenResponse): Promise<void> {
  storeSession(res);
  const epoch = sessionEpoch();
  return withBrowserLock(REFRESH_LOCK, async () => {
    if (sessionEpoch() !== epoch || !res.refresh_token) return;
    if ((await storedCookie(COOKIE.userId)) !== String(res.id ?? '')) return;
    if ((await storedCookie(COOKIE.refreshToken)) !== res.refresh_token) storeTokens(res);
  });
}
