import { isRefreshRefused, refreshAccessToken } from '../api/http';
import { getAccessToken, getRefreshToken } from '../lib/session';
import { SessionUserChangedError } from '../lib/tabSync';

/**
 * What a live stream may do about its access token: `ready` (a token is there, or a refresh
 * brought one), `refused` (no refresh token, or the server refused it: the session is over)
 * (also when the session ended or changed hands during the refresh) or `failed` (the refresh
 * failed for another reason: network, timeout, 5xx; try again later).
 */
export type TokenCheck = 'ready' | 'refused' | 'failed';

/**
 * Makes sure the stream has an access token: when the access cookie is gone (or `force`, after
 * the server said the token is no longer valid) and a refresh token exists, refreshes through
 * the session's one refresh at a time.
 */
export async function ensureAccessToken(force = false): Promise<TokenCheck> {
  if (!force && getAccessToken()) return 'ready';
  if (!getRefreshToken()) return 'refused';
  try {
    await refreshAccessToken();
    return 'ready';
  } catch (e) {
    return isRefreshRefused(e) || e instanceof SessionUserChangedError || !getRefreshToken()
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
