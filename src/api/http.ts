import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../lib/env';
import { notice } from '../lib/notify';
import { isAdmin } from '../lib/roles';
import {
  clearSession,
  getAccessToken,
  getDeviceId,
  getRefreshToken,
  getRoles,
} from '../lib/session';
import { postToken as tokenEndpoint, type TokenResponse } from './contract/auth';
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
  }
}

export const TOKEN_PATH = '/connect/token';
/** Every call gives up after this long unless it asks for less (bids ask for much less). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** The token endpoint gives up sooner: a refresh holds up every tab waiting for it. */
export const TOKEN_TIMEOUT_MS = 10_000;

/** The one axios instance: base URL from env, bearer token and credentials on every call. */
export const http = axios.create({
  baseURL: env.apiUrl || undefined,
  withCredentials: true,
  timeout: DEFAULT_TIMEOUT_MS,
});

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token && !config.skipAuth) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type AuthFailureHandler = (to: string) => void;
let onAuthFailure: AuthFailureHandler = (to) => window.location.assign(to);

/** The app registers router navigation here; the default reloads the page at the target. */
export function setAuthFailureHandler(fn: AuthFailureHandler) {
  onAuthFailure = fn;
}

/** Form-encoded POST to the token endpoint (sign-in, refresh, 2-step); the answer is parsed. */
export async function postToken(
  fields: Record<string, string>,
  config: AxiosRequestConfig = {},
): Promise<TokenResponse> {
  const body = new URLSearchParams({
    client_id: env.clientId,
    client_secret: env.clientSecret,
    ...fields,
  });
  const res = await http.post<unknown>(tokenEndpoint.path, body, {
    timeout: TOKEN_TIMEOUT_MS,
    ...config,
    skipAuth: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return parseAnswer(tokenEndpoint, res.data) as TokenResponse;
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
    try {
      await refreshAccessToken(typeof sent === 'string' ? sent.replace(/^Bearer /, '') : null);
    } catch (e) {
      const fresh = e !== reportedRefreshFailure;
      if (isRefreshRefused(e)) {
        reportedRefreshFailure = e;
        if (fresh) expireSession(admin);
        throw failure;
      }
      const cause = apiErrorOf(e);
      if (fresh && !config.silent && cause.notice) {
        reportedRefreshFailure = e;
        notice(cause.notice);
      }
      throw cause;
    }
    config._retried = true;
    return http.request(config);
  }

  if (!config.silent && failure.notice) notice(failure.notice);
  throw failure;
});
