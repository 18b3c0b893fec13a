import { isAdmin, type Role } from './roles';
import { paths } from './paths';

/** Where a user goes after sign-in when no origin was remembered. */
export function homeFor(roles: readonly Role[]): string {
  return isAdmin(roles) ? paths.adminDashboard : paths.dashboard;
}

/** The sign-in page for a path: admin pages use /admin/login. */
export function loginPathFor(pathname: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? paths.adminLogin : paths.login;
}

/** Router state carried to the sign-in page so the user returns to the page they asked for. */
export interface FromState {
  from?: string;
}

/** The remembered origin, if it is a safe in-app path (never a login page or an external URL). */
export function rememberedOrigin(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (/^\/(admin\/)?login\b/.test(from)) return null;
  return from;
}

/**
 * Where a sign-in that just completed is heading. Storing the session re-renders the
 * sign-in page's guard before the navigation lands; the guard sends the user here
 * instead of '/'.
 */
let signInTarget: { to: string; at: number } | null = null;

export function rememberSignInTarget(to: string, now = Date.now()) {
  signInTarget = { to, at: now };
}

/** Forgets where the last sign-in was heading (a new page load starts without it). */
export function forgetSignInTarget() {
  signInTarget = null;
}

export function recentSignInTarget(now = Date.now()): string | null {
  return signInTarget && now - signInTarget.at < 5000 ? signInTarget.to : null;
}
