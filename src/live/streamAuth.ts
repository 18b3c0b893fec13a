import { getAccessToken, getRefreshToken } from '../lib/session';
import { SessionUserChangedError } from '../lib/tabSync';

/**
 * What a live stream may do about its access token: `ready` (a token is there, or a refresh
 * brought one), `refused` (no refresh token, or the server refused it: the session is over)
 * (also when the session ended or changed hands during the refresh) or `failed` (the refresh
 * failed for another reason: network, timeout, 5xx; try again later).
 */
export type TokenCheck = 'ready' | 'refused' | 'failed';

/** The session's token refresh, as the live stream uses it. */
export interface TokenRefresh {
  /** Brings a new access token through the session's one refresh at a time. */
  refresh(): Promise<unknown>;
  /** Whether a failed refresh was the server refusing the refresh token (the session is over). */
  isRefused(error: unknown): boolean;
}

let tokenRefresh: TokenRefresh | null = null;

/** Hands the stream the session's token refresh (the app does so as it starts). */
export function setTokenRefresh(next: TokenRefresh | null) {
  tokenRefresh = next;
}

/**
 * Makes sure the stream has an access token: when the access cookie is gone (or `force`, after
 * the server said the token is no longer valid) and a refresh token exists, refreshes through
 * the session's one refresh at a time (`setTokenRefresh`; until it is handed in, a refresh
 * counts as failed and is tried again later).
 */
export async function ensureAccessToken(force = false): Promise<TokenCheck> {
  if (!force && getAccessToken()) return 'ready';
  if (!getRefreshToken()) return 'refused';
  const session = tokenRefresh;
  if (!session) return 'failed';
  try {
    await session.refresh();
    return 'ready';
  } catch (e) {
    return session.isRefused(e) || e instanceof SessionUserChangedError || !getRefreshToken()
      ? 'refused'
      : 'failed';
  }
}

/**
 * Whether an open live view should refresh its access token now, ahead of expiry: within a
 * third of the token's lifetime of the end, and never more than 30 s ahead.
 */
export function refreshDue(
  expiry: { at: number; lifetimeMs: number } | null,
  now: number,
): boolean {
  if (!expiry) return false;
  return expiry.at - now <= Math.min(30_000, expiry.lifetimeMs / 3);
}
