import { Role } from '../../lib/roles';
import { db } from '../db';
import type { Case, Lot, Property, User } from '../db/types';

/**
 * Who may open a case, written for the server (spec 2 section 6): the owning company's
 * auctioneers and employees, the case's law firm (its client users and attorneys), and admins.
 */
export type CaseAccess = 'staff' | 'firm' | 'admin';

const STAFF_ROLES: readonly Role[] = [Role.Auctioneer, Role.Employee];
const FIRM_ROLES: readonly Role[] = [Role.Client, Role.Attorney];

export function caseAccess(user: User, kase: Case): CaseAccess | null {
  if (user.role === Role.Admin) return 'admin';
  if (STAFF_ROLES.includes(user.role))
    return user.companyId !== null && kase.companyId === user.companyId ? 'staff' : null;
  if (FIRM_ROLES.includes(user.role))
    return user.clientId !== null && kase.clientId === user.clientId ? 'firm' : null;
  return null;
}

/** The case's `canEdit`: the owning company's staff, while the case is neither Closed nor Cancelled. */
export function canEditCase(user: User, kase: Case): boolean {
  return (
    caseAccess(user, kase) === 'staff' && kase.status !== 'Closed' && kase.status !== 'Cancelled'
  );
}

export const caseById = (id: unknown): Case | undefined =>
  db.cases.find((c) => c.id === Number(id));
export const caseOfLot = (lot: Lot): Case | undefined => caseById(lot.caseId);
export const lotById = (id: unknown): Lot | undefined => db.lots.find((l) => l.id === Number(id));
export const lotOfProperty = (p: Property): Lot | undefined => lotById(p.lotId);
