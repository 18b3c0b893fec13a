import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../lib/env';
import { notice } from '../lib/notify';
import { isAdmin } from '../lib/roles';
import {
  clearSession,
  getAccessToken,
  cookieUser,
  getDeviceId,
  getRefreshToken,
  getRoles,
  getTabUser,
} from '../lib/session';
import { checkTabUser, SessionUserChangedError } from '../lib/tabSync';
import {
  postToken as tokenEndpoint,
  revokeToken as revokeEndpoint,
  type TokenResponse,
} from './contract/auth';
import { parseAnswer } from './contract/parse';
import { apiErrorOf, httpFailure, MSG, type ErrorContext } from './errors';
import { createRefresher, isRefreshRefused, RefreshRefusedError } from './refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No notice on failure (lists the spec says fail silently). */
    silent?: boolean;
    /** Which wording of the error catalogue applies. */
    errorContext?: ErrorContext;
    /** Send no bearer token and never refresh (the token endpoint itself). */
    skipAuth?: boolean;
    /** Set on the one retry after a refresh, so a second 401 never loops. */
    _retried?: boolean;
    /** The user the tab showed when the call was sent: its retry is dropped if that changed. */
    _sentAs?: string | null;
    /** A retried call's access token: the one its refresh answered. */
    _accessToken?: string;
  }
}

/** Every call gives up after this long unless it asks for less (bids ask for much less). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** The token endpoint gives up sooner: a refresh holds up every tab waiting for it. */
export const TOKEN_TIMEOUT_MS = 10_000;
/**
 * File uploads and downloads give up much later (designed): a 25 MB document on a slow uplink
 * takes minutes, and their progress shows the user it is moving.
 */
export const TRANSFER_TIMEOUT_MS = 5 * 60_000;

/** The one axios instance: base URL from env, bearer token and credentials on every call. */
export const http = axios.create({
  baseURL: env.apiUrl || undefined,
  withCredentials: true,
  timeout: DEFAULT_TIMEOUT_MS,
});

http.interceptors.request.use((config) => {
  if (config.skipAuth) return config;
  // A retried call goes with the token its refresh answered: this page's copy of the cookies
  // may not show another tab's rotation yet, and its old token would be refused again.
  const token = config._accessToken ?? getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (!config._retried) config._sentAs = getTabUser()?.id ?? null;
  return config;
});

type AuthFailureHandler = (to: string) => void;
let onAuthFailure: AuthFailureHandler = (to) => window.location.assign(to);

/** The app registers router navigation here; the default reloads the page at the target. */
export function setAuthFailureHandler(fn: AuthFailureHandler) {
  onAuthFailure = fn;
}

/** Form-encoded POST to the token server, with the app's client credentials. */
function postForm(path: string, fields: Record<string, string>, config: AxiosRequestConfig) {
  const body = new URLSearchParams({
    client_id: env.clientId,
    client_secret: env.clientSecret,
    ...fields,
  });
  return http.post<unknown>(path, body, {
    timeout: TOKEN_TIMEOUT_MS,
    ...config,
    skipAuth: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** Form-encoded POST to the token endpoint (sign-in, refresh, 2-step); the answer is parsed. */
export async function postToken(
  fields: Record<string, string>,
  config: AxiosRequestConfig = {},
): Promise<TokenResponse> {
  const res = await postForm(tokenEndpoint.path, fields, config);
  return parseAnswer(tokenEndpoint, res.data) as TokenResponse;
}

/**
 * Asks the token server to revoke a signed-out session's tokens (the refresh token first).
 * Silent and best effort: the cookies are already cleared, and a server that cannot be reached
 * changes nothing for the user.
 */
export async function revokeTokens(tokens: { refresh: string | null; access: string | null }) {
  const pairs = [
    [tokens.refresh, 'refresh_token'],
    [tokens.access, 'access_token'],
  ] as const;
  for (const [token, hint] of pairs) {
    if (!token) continue;
    await postForm(revokeEndpoint.path, { token, token_type_hint: hint }, { silent: true }).catch(
      () => undefined,
    );
  }
}

const refresh = createRefresher({
  grant: (refreshToken) =>
    postToken(
      {
        scope: 'offline_access',
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
        device_id: getDeviceId(),
      },
      { silent: true },
    ),
});

export { isRefreshRefused, RefreshRefusedError };

/**
 * A valid access token, refreshed one at a time across every tab of the browser. Rejects with
 * a RefreshRefusedError when the server refused the refresh token (the session cookies are
 * then cleared), or with the ApiError of the last attempt when the token endpoint stayed
 * unreachable (the session is kept). `failedAccess`: the token the server has just rejected.
 */
export function refreshAccessToken(failedAccess?: string | null): Promise<string> {
  return refresh(failedAccess);
}

/** Ends the session (`admin`: whose it was): cookies cleared, user sent to the right sign-in page. */
export function expireSession(admin = isAdmin(getRoles())) {
  clearSession();
  notice({ kind: 'error', title: MSG.invalidToken });
  onAuthFailure(admin || window.location.pathname.startsWith('/admin') ? '/admin/login' : '/login');
}

/** The failed refresh already reported: calls sharing one refresh report its failure once. */
let reportedRefreshFailure: unknown = null;

/**
 * Every failed call is thrown as one ApiError (status, server message, catalogue notice),
 * built here once; cancelled calls are rethrown as they are. A 401 refreshes the token once
 * and retries. A refused refresh ends the session once; a refresh that could not reach the
 * server keeps it and fails the call with the catalogue notice. Otherwise the catalogue
 * notice is shown unless the call is silent.
 */
http.interceptors.response.use(undefined, async (error: AxiosError) => {
  if (axios.isCancel(error) || !error.config) throw error;
  const config = error.config as InternalAxiosRequestConfig;
  const failure = httpFailure(error);

  if (failure.status === 401 && !config.skipAuth) {
    if (config._retried || !getRefreshToken()) {
      if (config._retried || getAccessToken()) expireSession();
      throw failure;
    }
    const sent = config.headers.get('Authorization');
    const admin = isAdmin(getRoles());
    let fresh: string;
    try {
      fresh = await refreshAccessToken(
        typeof sent === 'string' ? sent.replace(/^Bearer /, '') : null,
      );
    } catch (e) {
      // The session ended or changed hands meanwhile: the tab follows, the call is dropped.
      if (e instanceof SessionUserChangedError) {
        checkTabUser();
        throw e;
      }
      const firstReport = e !== reportedRefreshFailure;
      if (isRefreshRefused(e)) {
        reportedRefreshFailure = e;
        if (firstReport) expireSession(admin);
        throw failure;
      }
      const cause = apiErrorOf(e);
      if (firstReport && !config.silent && cause.notice) {
        reportedRefreshFailure = e;
        notice(cause.notice);
      }
      throw cause;
    }
    // Sent again with the refreshed token, only for the user it was sent for.
    const sentAs = config._sentAs ?? null;
    if ((cookieUser()?.id ?? null) !== sentAs || (getTabUser()?.id ?? null) !== sentAs) {
      checkTabUser();
      throw new SessionUserChangedError('The signed-in user changed before the call was retried');
    }
    config._retried = true;
    config._accessToken = fresh;
    return http.request(config);
  }

  if (!config.silent && failure.notice) notice(failure.notice);
  throw failure;
});
