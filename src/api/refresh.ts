import {
  clearSession,
  getAccessToken,
  getCookieUserId,
  getRefreshToken,
  sessionEpoch,
  storedCookie,
  storeTokens,
  tokensCommitted,
  COOKIE,
  type TokenResponse,
} from '../lib/session';
import { delay } from '../lib/delay';
import { withBrowserLock } from '../lib/locks';
import { SessionUserChangedError } from '../lib/tabSync';
import { apiErrorOf, ApiError } from './errors';

/** The browser-wide lock every tab takes to refresh: one refresh at a time for the whole site. */
export const REFRESH_LOCK = 'bidright-token-refresh';
/**
 * Waits between attempts when the token endpoint fails for a passing reason: three tries in
 * all, each taking the lock alone (a try is bounded by the token endpoint's timeout), the waits
 * outside it so that other tabs are not held up.
 */
export const REFRESH_BACKOFF_MS: readonly number[] = [500, 1000];
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
 * What a failed refresh call means: `refused` (the server will never take this token again, or
 * will take no token from this app: 400 invalid_grant or invalid_client, 401), `transient` (no
 * answer, timeout, 408, 429 or 5xx: try again later) or `failed` (anything else: not retried,
 * the session kept).
 */
export function classifyRefreshFailure(e: unknown): 'refused' | 'transient' | 'failed' {
  const { status, body } = apiErrorOf(e);
  const grantError =
    body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  if (status === 401) return 'refused';
  if (status === 400 && (grantError === 'invalid_grant' || grantError === 'invalid_client'))
    return 'refused';
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

/** The session a refresh starts from: a token answer is kept only while it is still the current one. */
interface Origin {
  epoch: number;
  userId: string | null;
  /** The refresh token this tab saw when it decided to refresh. */
  seenRefresh: string | null;
  /** The access token the server has just rejected. */
  failedAccess: string | null;
}

/** One try ended without a token, for a reason the next try may not have. */
class TryAgain {
  constructor(
    readonly failure: unknown,
    /** After a wait (the endpoint failed), or at once (another tab rotated the tokens). */
    readonly wait: boolean,
    /** The refresh token this try sent. */
    readonly sent: string,
  ) {}
}

/**
 * The session's refresh: one at a time inside the tab (callers share the flight) and across
 * tabs (the browser lock, taken for each try alone). Inside the lock the cookies are read again:
 * when another tab has rotated the tokens meanwhile (the refresh token differs from the one seen
 * when deciding, or an access token is there other than the one that failed), they are used as
 * they are. The session is cleared only when the token the server refused is still the current
 * one. A token answer is written only while the session it was asked for is still the one the
 * browser holds (same user, same refresh token in the cookie store, no sign-in or sign-out in
 * this tab since): a refresh that answers after a sign-out, or after another user signed in,
 * writes nothing and fails with SessionUserChangedError. The tab that rotates keeps the lock
 * until the new tokens have reached the cookie store the other tabs read (their writes get there
 * a moment later), so the next tab never sends the spent one.
 */
export function createRefresher(deps: RefresherDeps) {
  const lock = deps.lock ?? (<T>(fn: () => Promise<T>) => withBrowserLock(REFRESH_LOCK, fn));
  const sleep = deps.sleep ?? delay;
  const committed = deps.committed ?? ((refreshToken) => tokensCommitted(refreshToken));
  let flight: Promise<string> | null = null;

  const ended = (origin: Origin) =>
    sessionEpoch() !== origin.epoch || getCookieUserId() !== origin.userId;

  async function once(origin: Origin): Promise<string> {
    if (ended(origin)) throw new SessionUserChangedError('The session changed before the refresh');
    // Read from the browser's cookie store, not this page's copy of the cookies: another tab's
    // rotation reaches the store first and this page's copy a moment later (longer on a busy
    // machine), and a refresh token read from a stale copy is one the server has spent.
    const current = await storedCookie(COOKIE.refreshToken);
    const access = await storedCookie(COOKIE.accessToken);
    if (access && (current !== origin.seenRefresh || access !== origin.failedAccess)) return access;
    if (!current) throw new RefreshRefusedError(401, undefined);
    let data: TokenResponse;
    try {
      data = await deps.grant(current);
    } catch (e) {
      const kind = classifyRefreshFailure(e);
      if (kind === 'refused') {
        // Rotated by a tab outside the lock: take its tokens on the next turn.
        if ((await storedCookie(COOKIE.refreshToken)) !== current)
          throw new TryAgain(e, false, current);
        clearSession();
        const { status, body } = apiErrorOf(e);
        throw new RefreshRefusedError(status, body, { cause: e });
      }
      if (kind === 'transient') throw new TryAgain(apiErrorOf(e), true, current);
      throw apiErrorOf(e);
    }
    // The answer belongs to the session it was asked for: nothing is written once that is over.
    if (ended(origin) || (await storedCookie(COOKIE.refreshToken)) !== current)
      throw new SessionUserChangedError('The session changed while the refresh was in flight');
    storeTokens(data);
    // The lock is held until every tab can read the new tokens.
    await committed(data.refresh_token);
    return data.access_token;
  }

  async function rotate(origin: Origin): Promise<string> {
    const backoff = deps.backoffMs ?? defaultBackoff;
    for (let waited = 0; ;) {
      try {
        return await lock(() => once(origin));
      } catch (e) {
        if (!(e instanceof TryAgain)) throw e;
        if (!e.wait) {
          origin = { ...origin, seenRefresh: e.sent };
          continue;
        }
        if (waited >= backoff.length) throw e.failure;
        await sleep(backoff[waited++]!);
      }
    }
  }

  /**
   * A valid access token: the one another tab or call has just brought, else a new one.
   * `failedAccess` is the token the server has just rejected (by default the current cookie).
   */
  return function refresh(failedAccess: string | null = getAccessToken()): Promise<string> {
    if (!flight) {
      const origin: Origin = {
        epoch: sessionEpoch(),
        userId: getCookieUserId(),
        seenRefresh: getRefreshToken(),
        failedAccess,
      };
      flight = rotate(origin).finally(() => {
        flight = null;
      });
    }
    return flight;
  };
}
