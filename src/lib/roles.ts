export const Role = {
  Bidder: 'Bidder',
  Auctioneer: 'Auctioneer',
  Employee: 'Employee',
  Attorney: 'Attorney',
  Client: 'Client',
  Admin: 'Admin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Who may open a route: a list of roles, 'guest' (signed-out only), 'any' (everyone) or 'auth' (any signed-in role). */
export type Access = readonly Role[] | 'guest' | 'any' | 'auth';

export const STAFF: readonly Role[] = [Role.Auctioneer, Role.Employee];
export const CLIENTS: readonly Role[] = [Role.Client, Role.Attorney];

const KNOWN = new Set<string>(Object.values(Role));

/** Normalises roles as the server sends them (case-insensitive, string or list). Attorney is treated as Client where access is decided. */
export function normaliseRoles(input: unknown): Role[] {
  const list = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : [];
  const out: Role[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const match = [...KNOWN].find((r) => r.toLowerCase() === item.trim().toLowerCase());
    if (match && !out.includes(match as Role)) out.push(match as Role);
  }
  return out;
}

export function hasAccess(access: Access, roles: readonly Role[], loggedIn: boolean): boolean {
  if (access === 'any') return true;
  if (access === 'guest') return !loggedIn;
  if (!loggedIn) return false;
  if (access === 'auth') return true;
  const effective = roles.includes(Role.Attorney) ? [...roles, Role.Client] : roles;
  return access.some((r) => effective.includes(r));
}

export const isAdmin = (roles: readonly Role[]) => roles.includes(Role.Admin);
export const isBidder = (roles: readonly Role[]) => roles.includes(Role.Bidder);
export const isStaff = (roles: readonly Role[]) => roles.some((r) => STAFF.includes(r));
export const isClient = (roles: readonly Role[]) => roles.some((r) => CLIENTS.includes(r));
