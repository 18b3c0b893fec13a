import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  storeTokens,
  tokensCommitted,
  type TokenResponse,
} from '../lib/session';
import { delay } from '../lib/delay';
import { withBrowserLock } from '../lib/locks';
import { apiErrorOf, ApiError } from './errors';

/** The browser-wide lock every tab takes to refresh: one refresh at a time for the whole site. */
export const REFRESH_LOCK = 'bidright-token-refresh';
/** Waits between attempts when the token endpoint fails for a passing reason. */
export const REFRESH_BACKOFF_MS: readonly number[] = [500, 1000, 2000];
let defaultBackoff = REFRESH_BACKOFF_MS;

/** The waits refreshers use when given none (tests shorten them; undefined restores). */
export function setDefaultRefreshBackoff(ms: readonly number[] | undefined) {
  defaultBackoff = ms ?? REFRESH_BACKOFF_MS;
}

/**
 * The token endpoint refused the refresh token (400 invalid_grant or 401), or there is none:
 * the session is over. Other failures (network, timeout, 5xx) are thrown as their ApiError.
 */
export class RefreshRefusedError extends ApiError {
  constructor(status: number, body: unknown, options?: { cause?: unknown }) {
    super(status, body, null, options);
  }
}

export const isRefreshRefused = (e: unknown): e is RefreshRefusedError =>
  e instanceof RefreshRefusedError;

/**
 * What a failed refresh call means: `refused` (the server will never take this token again),
 * `transient` (no answer, timeout, 408, 429 or 5xx: try again later) or `failed` (anything
 * else: not retried, the session kept).
 */
export function classifyRefreshFailure(e: unknown): 'refused' | 'transient' | 'failed' {
  const { status, body } = apiErrorOf(e);
  const grantError =
    body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  if (status === 401 || (status === 400 && grantError === 'invalid_grant')) return 'refused';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'transient';
  return 'failed';
}

export interface RefresherDeps {
  /** Sends the refresh grant for `refreshToken`; throws the ApiError of a failed call. */
  grant(refreshToken: string): Promise<TokenResponse>;
  /** Runs `fn` alone across the browser (defaults to the Web Locks API). */
  lock?<T>(fn: () => Promise<T>): Promise<T>;
  /** Waits before another attempt (defaults to a timer). */
  sleep?(ms: number): Promise<void>;
  /** Resolves once the rotated tokens are in the cookie store every tab reads (`tokensCommitted`). */
  committed?(refreshToken: string | undefined): Promise<void>;
  backoffMs?: readonly number[];
}

/**
 * The session's refresh: one at a time inside the tab (callers share the flight) and across
 * tabs (the browser lock). Inside the lock the cookies are read again: when another tab has
 * rotated the tokens meanwhile (the refresh token differs from the one seen when deciding, or
 * an access token is there other than the one that failed), they are used as they are.
 * The session is cleared only when the token the server refused is still the current one. The
 * tab that rotates keeps the lock until the new tokens have reached the cookie store the other
 * tabs read (their writes get there a moment later), so the next tab never sends the spent one.
 */
export function createRefresher(deps: RefresherDeps) {
  const lock = deps.lock ?? (<T>(fn: () => Promise<T>) => withBrowserLock(REFRESH_LOCK, fn));
  const sleep = deps.sleep ?? delay;
  const committed = deps.committed ?? ((refreshToken) => tokensCommitted(refreshToken));
  let flight: Promise<string> | null = null;

  async function rotate(seenRefresh: string | null, failedAccess: string | null): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const current = getRefreshToken();
      const access = getAccessToken();
      if (access && (current !== seenRefresh || access !== failedAccess)) return access;
      if (!current) throw new RefreshRefusedError(401, undefined);
      try {
        const data = await deps.grant(current);
        storeTokens(data);
        // The lock is held until every tab can read the new tokens.
        await committed(data.refresh_token);
        return data.access_token;
      } catch (e) {
        const kind = classifyRefreshFailure(e);
        if (kind === 'refused') {
          if (getRefreshToken() !== current) {
            // Rotated by a tab outside the lock: take its tokens on the next turn.
            seenRefresh = current;
            continue;
          }
          clearSession();
          const { status, body } = apiErrorOf(e);
          throw new RefreshRefusedError(status, body, { cause: e });
        }
        const backoff = deps.backoffMs ?? defaultBackoff;
        if (kind === 'failed' || attempt >= backoff.length) throw apiErrorOf(e);
        await sleep(backoff[attempt]!);
      }
    }
  }

  /**
   * A valid access token: the one another tab or call has just brought, else a new one.
   * `failedAccess` is the token the server has just rejected (by default the current cookie).
   */
  return function refresh(failedAccess: string | null = getAccessToken()): Promise<string> {
    if (!flight) {
      const seenRefresh = getRefreshToken();
      flight = lock(() => rotate(seenRefresh, failedAccess)).finally(() => {
        flight = null;
      });
    }
    return flight;
  };
}
