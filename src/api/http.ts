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
  storeTokens,
  type TokenResponse,
} from '../lib/session';
import { httpFailure, MSG, type ErrorContext } from './errors';

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

/** The one axios instance: base URL from env, bearer token and credentials on every call. */
export const http = axios.create({ baseURL: env.apiUrl || undefined, withCredentials: true });

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

/** Form-encoded POST to the token endpoint (sign-in, refresh, 2-step). */
export async function postToken(fields: Record<string, string>, config: AxiosRequestConfig = {}) {
  const body = new URLSearchParams({
    client_id: env.clientId,
    client_secret: env.clientSecret,
    ...fields,
  });
  const res = await http.post<TokenResponse>(TOKEN_PATH, body, {
    ...config,
    skipAuth: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return res.data;
}

let refreshing: Promise<string> | null = null;

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const data = await postToken(
      {
        scope: 'offline_access',
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
        device_id: getDeviceId(),
      },
      { silent: true },
    );
    storeTokens(data);
    return data.access_token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the session after a failed refresh: cookies cleared, user sent to the right sign-in page. */
export function expireSession() {
  const admin = isAdmin(getRoles()) || window.location.pathname.startsWith('/admin');
  clearSession();
  notice({ kind: 'error', title: MSG.invalidToken });
  onAuthFailure(admin ? '/admin/login' : '/login');
}

/**
 * Every failed call is thrown as one ApiError (status, server message, catalogue notice),
 * built here once; cancelled calls are rethrown as they are. A 401 refreshes the token once
 * and retries; otherwise the catalogue notice is shown unless the call is silent.
 */
http.interceptors.response.use(undefined, async (error: AxiosError) => {
  if (axios.isCancel(error) || !error.config) throw error;
  const config = error.config as InternalAxiosRequestConfig;
  const failure = httpFailure(error);

  if (failure.status === 401 && !config.skipAuth) {
    const hadSession = Boolean(getAccessToken() || getRefreshToken());
    const sent = config.headers.get('Authorization');
    const current = getAccessToken();
    // Another call already refreshed the token while this one was in flight: retry with the new one.
    if (!config._retried && current && sent !== `Bearer ${current}`) {
      config._retried = true;
      return http.request(config);
    }
    if (config._retried || !getRefreshToken()) {
      if (hadSession || config._retried) expireSession();
      throw failure;
    }
    try {
      await refreshAccessToken();
    } catch {
      if (getRefreshToken() || getAccessToken()) expireSession();
      throw failure;
    }
    config._retried = true;
    return http.request(config);
  }

  if (!config.silent && failure.notice) notice(failure.notice);
  throw failure;
});
