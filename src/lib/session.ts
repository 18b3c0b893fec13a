import Cookies from 'js-cookie';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { delay } from './delay';
import { env } from './env';
import { normaliseRoles, type Role } from './roles';
import type { TokenResponse } from '../api/contract/auth';

/** Cookie names for the session values (spec 1 section 3). Tokens live only in cookies. */
export const COOKIE = {
  deviceId: 'deviceId',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  fullName: 'fullName',
  userName: 'userName',
  userId: 'userId',
  roles: 'roles',
  /** When the access token expires and how long it was issued for: `{ at, lifetimeMs }`. */
  accessExpiry: 'accessExpiry',
} as const;

/** How long the refresh token and profile cookies live when the server does not say. */
const REFRESH_LIFETIME_DAYS = 30;
const DEVICE_LIFETIME_DAYS = 3650;

/**
 * What the session keeps from an answer of the token endpoint (its schema, spec 1 section 3, is
 * declared with the endpoint in src/api/contract/auth.ts).
 */
export type { TokenResponse };

export interface Session {
  loggedIn: boolean;
  userName: string | null;
  fullName: string | null;
  userId: string | null;
  roles: Role[];
}

function cookieOptions(expires?: Date | number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires, sameSite: 'Lax', secure, path: '/' };
}

const listeners = new Set<() => void>();
/**
 * Counts this tab's sign-ins and sign-outs (its own, and another tab's it followed): a token
 * answer that arrives after the count moved belongs to a session that is over.
 */
let epoch = 0;
export const sessionEpoch = () => epoch;
let snapshot: Session | null = null;
/** The cookie string the snapshot was read from: cookies also change by expiry or in other tabs. */
let snapshotCookies = '';

function changed() {
  snapshot = null;
  listeners.forEach((fn) => fn());
}

export function subscribeSession(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function encryptRoles(roles: readonly Role[]): string {
  return AES.encrypt(JSON.stringify(roles), env.roleCookieSecret).toString();
}

/**
 * The roles cookie last decrypted and its roles: every render that asks for the session reads
 * the same cookie, and each decryption (a key derivation and AES) costs a few milliseconds.
 */
let lastDecrypted: { cipher: string; roles: readonly Role[] } | undefined;

export function decryptRoles(cipher: string | undefined): Role[] {
  if (!cipher) return [];
  if (lastDecrypted?.cipher !== cipher) {
    let roles: Role[];
    try {
      roles = normaliseRoles(JSON.parse(AES.decrypt(cipher, env.roleCookieSecret).toString(Utf8)));
    } catch {
      roles = [];
    }
    lastDecrypted = { cipher, roles };
  }
  return [...lastDecrypted.roles];
}

export const getAccessToken = () => Cookies.get(COOKIE.accessToken) ?? null;
export const getRefreshToken = () => Cookies.get(COOKIE.refreshToken) ?? null;
export const getRoles = () => decryptRoles(Cookies.get(COOKIE.roles));

/** Logged in means a user name plus an access or refresh token. */
export function isLoggedIn(): boolean {
  return Boolean(Cookies.get(COOKIE.userName) && (getAccessToken() || getRefreshToken()));
}

/** A signed-in user as the cookies name them. */
export interface SessionUser {
  id: string;
  roles: Role[];
}

/** The user the cookies hold now (they are shared by every tab), or null when signed out. */
export function cookieUser(): SessionUser | null {
  return isLoggedIn() ? { id: Cookies.get(COOKIE.userId) ?? '', roles: getRoles() } : null;
}

let tabUser: SessionUser | null | undefined;

/**
 * The user this tab shows: the one it found when it loaded, or the one it signed in or out
 * itself. A sign-in or sign-out in another tab changes the cookies, not this.
 */
export function getTabUser(): SessionUser | null {
  if (tabUser === undefined) tabUser = cookieUser();
  return tabUser;
}

/** This tab now shows whoever the cookies hold (after following another tab's sign-out). */
export function adoptCookieUser() {
  tabUser = cookieUser();
  epoch++;
}

export function getSession(): Session {
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  if (!snapshot || cookies !== snapshotCookies) {
    snapshotCookies = cookies;
    const loggedIn = isLoggedIn();
    snapshot = {
      loggedIn,
      userName: loggedIn ? (Cookies.get(COOKIE.userName) ?? null) : null,
      fullName: loggedIn ? (Cookies.get(COOKIE.fullName) ?? null) : null,
      userId: loggedIn ? (Cookies.get(COOKIE.userId) ?? null) : null,
      roles: loggedIn ? getRoles() : [],
    };
  }
  return snapshot;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A persistent id for this browser, sent with every sign-in and refresh. */
export function getDeviceId(): string {
  let id = Cookies.get(COOKIE.deviceId);
  if (!id) {
    id = newId();
    Cookies.set(COOKIE.deviceId, id, cookieOptions(DEVICE_LIFETIME_DAYS));
  }
  return id;
}

/** Stores the tokens of a token response; the access token expires after expires_in seconds. */
export function storeTokens(
  res: Pick<TokenResponse, 'access_token' | 'expires_in' | 'refresh_token'>,
) {
  const lifetimeMs = Math.max(1, res.expires_in) * 1000;
  const expires = new Date(Date.now() + lifetimeMs);
  Cookies.set(COOKIE.accessToken, res.access_token, cookieOptions(expires));
  Cookies.set(
    COOKIE.accessExpiry,
    JSON.stringify({ at: expires.getTime(), lifetimeMs }),
    cookieOptions(expires),
  );
  if (res.refresh_token)
    Cookies.set(COOKIE.refreshToken, res.refresh_token, cookieOptions(REFRESH_LIFETIME_DAYS));
  changed();
}

/** The part of the Cookie Store API read here (Chromium and Safari have it). */
interface CookieStoreReader {
  get(name: string): Promise<{ value: string } | null>;
}

/** How long a tab waits at most for its rotated tokens to reach the browser's cookie store. */
export const TOKEN_COMMIT_WAIT_MS = 1000;

/**
 * Resolves once the browser's cookie store holds `refreshToken` (or after
 * TOKEN_COMMIT_WAIT_MS). A cookie written through document.cookie reaches the store shared by
 * every tab a moment later; the tab that has just rotated the tokens waits for it before letting
 * another tab refresh, so that tab reads the new tokens, not the spent ones it would send
 * to be refused. Without the Cookie Store API it resolves at once.
 */
export async function tokensCommitted(
  refreshToken: string | undefined,
  store = (globalThis as { cookieStore?: CookieStoreReader }).cookieStore,
  wait = delay,
): Promise<void> {
  if (!store || !refreshToken) return;
  const until = Date.now() + TOKEN_COMMIT_WAIT_MS;
  for (;;) {
    const cookie = await store.get(COOKIE.refreshToken).catch(() => null);
    if (cookie && (cookie.value === refreshToken || safeDecode(cookie.value) === refreshToken))
      return;
    if (Date.now() >= until) return;
    await wait(20);
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Stores the whole sign-in response: tokens, names, id and the encrypted roles. */
export function storeSession(res: TokenResponse) {
  const long = cookieOptions(REFRESH_LIFETIME_DAYS);
  const fullName = [res.firstName, res.lastName].filter(Boolean).join(' ');
  if (res.deviceId) Cookies.set(COOKIE.deviceId, res.deviceId, cookieOptions(DEVICE_LIFETIME_DAYS));
  Cookies.set(COOKIE.fullName, fullName || res.userName || '', long);
  Cookies.set(COOKIE.userName, res.userName ?? '', long);
  Cookies.set(COOKIE.userId, String(res.id ?? ''), long);
  Cookies.set(COOKIE.roles, encryptRoles(normaliseRoles(res.roles)), long);
  tabUser = { id: String(res.id ?? ''), roles: normaliseRoles(res.roles) };
  epoch++;
  storeTokens(res);
}

/** Keeps the shown full name in step after the user edits their name. */
export function storeFullName(fullName: string) {
  Cookies.set(COOKIE.fullName, fullName, cookieOptions(REFRESH_LIFETIME_DAYS));
  changed();
}

/** The access token's expiry instant and lifetime, when the session knows them. */
export function getAccessExpiry(): { at: number; lifetimeMs: number } | null {
  try {
    const v = JSON.parse(Cookies.get(COOKIE.accessExpiry) ?? 'null') as unknown;
    if (v && typeof v === 'object') {
      const { at, lifetimeMs } = v as Record<string, unknown>;
      if (typeof at === 'number' && typeof lifetimeMs === 'number') return { at, lifetimeMs };
    }
  } catch {
    // A foreign or damaged value: unknown expiry.
  }
  return null;
}

/** Clears every session cookie except the device id. */
export function clearSession() {
  for (const name of Object.values(COOKIE)) {
    if (name !== COOKIE.deviceId) Cookies.remove(name, { path: '/' });
  }
  tabUser = null;
  epoch++;
  changed();
}

/** Removes the tokens alone: what a late refresh wrote after its session ended. */
export function clearTokens() {
  for (const name of [COOKIE.accessToken, COOKIE.accessExpiry, COOKIE.refreshToken])
    Cookies.remove(name, { path: '/' });
  changed();
}

/** The user id the cookies name now, or null. */
export const getCookieUserId = () => Cookies.get(COOKIE.userId) ?? null;

/**
 * A session cookie as the browser's cookie store holds it now. Another tab's write reaches
 * this tab's `document.cookie` a moment after it reached the store: a decision that must not
 * act on a session another tab has just ended reads the store (where the Cookie Store API is
 * there; `document.cookie` otherwise).
 */
export async function storedCookie(
  name: string,
  store = (globalThis as { cookieStore?: CookieStoreReader }).cookieStore,
): Promise<string | null> {
  if (!store) return Cookies.get(name) ?? null;
  const cookie = await store.get(name).catch(() => undefined);
  if (cookie === undefined) return Cookies.get(name) ?? null;
  return cookie ? safeDecode(cookie.value) : null;
}
