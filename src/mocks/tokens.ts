import { HttpResponse, type PathParams } from 'msw';
import { Role } from '../lib/roles';
import { simNow } from './clock';
import { db } from './db';
import type { User } from './db/types';

/** Access and refresh tokens the simulator has issued. Refresh tokens rotate: each works once. */
interface AccessToken {
  userId: number;
  expiresAt: number;
  /** A pending token (2-step not done yet) opens only the 2-step endpoints. */
  pending: boolean;
}
interface RefreshToken {
  userId: number;
  pending: boolean;
  used: boolean;
}

const access = new Map<string, AccessToken>();
const refresh = new Map<string, RefreshToken>();
export const tokenConfig = { accessTokenSeconds: 300 };
/** Refresh grants the token endpoint has answered since the last reset: rotated and refused. */
export const tokenStats = { refreshes: 0, refused: 0 };
let counter = 0;

const mint = (kind: string) =>
  `${kind}.${(++counter).toString(36)}.${Math.random().toString(36).slice(2, 12)}`;

export function issueTokens(user: User, pending = false) {
  const accessToken = mint('at');
  const refreshToken = mint('rt');
  access.set(accessToken, {
    userId: user.id,
    expiresAt: simNow() + tokenConfig.accessTokenSeconds * 1000,
    pending,
  });
  refresh.set(refreshToken, { userId: user.id, pending, used: false });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: tokenConfig.accessTokenSeconds,
  };
}

/** The user of a refresh token that is still unused, or null. */
export function peekRefreshToken(token: string): { user: User; pending: boolean } | null {
  const entry = refresh.get(token);
  if (!entry || entry.used) return null;
  const user = db.users.find((u) => u.id === entry.userId);
  return user ? { user, pending: entry.pending } : null;
}

/** Marks a refresh token used: refresh tokens rotate, each works once. */
export function consumeRefreshToken(token: string) {
  const entry = refresh.get(token);
  if (entry) entry.used = true;
}

/**
 * Revokes a token (RFC 7009, designed: the app's sign-out): a refresh token can no longer be
 * spent, an access token no longer opens anything. Unknown tokens are ignored, as the RFC says.
 */
export function revokeToken(token: string) {
  const entry = refresh.get(token);
  if (entry) entry.used = true;
  access.delete(token);
}

export function expireAllAccessTokens() {
  for (const t of access.values()) t.expiresAt = 0;
}

export function clearTokens() {
  access.clear();
  refresh.clear();
  tokenStats.refreshes = 0;
  tokenStats.refused = 0;
}

/** The caller of a request, or null for no, unknown or expired token. */
export function caller(request: Request, { allowPending = false } = {}): User | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const entry = access.get(token);
  if (!entry || entry.expiresAt <= simNow() || (entry.pending && !allowPending)) return null;
  return db.users.find((u) => u.id === entry.userId) ?? null;
}

export const unauthorized = () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 });
export const forbidden = (message = 'You have no permission to complete the request!') =>
  HttpResponse.json({ message }, { status: 403 });
export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
export const notFound = (message = 'Not found') => HttpResponse.json({ message }, { status: 404 });

/** Runs `fn` for a signed-in caller holding one of `roles` (any role when omitted). */
export function withUser(
  request: Request,
  fn: (user: User) => Response | Promise<Response>,
  roles?: readonly Role[],
): Response | Promise<Response> {
  const user = caller(request);
  if (!user) return unauthorized();
  if (roles && !roles.includes(user.role)) return forbidden();
  return fn(user);
}

/** What a handler reads of a request. */
export interface Call {
  request: Request;
  params: PathParams;
}

/** A handler for signed-in bidders: `fn` gets the caller and the call. */
export const forBidder =
  (fn: (user: User, call: Call) => Response | Promise<Response>) => (call: Call) =>
    withUser(call.request, (user) => fn(user, call), [Role.Bidder]);
