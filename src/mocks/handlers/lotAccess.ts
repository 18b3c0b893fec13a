import type { Case, Lot, User } from '../db/types';
import { canEditCase, caseAccess, caseOfLot, lotById } from '../rules/caseAccess';
import { forbidden, notFound } from '../tokens';

/** The lot and its case when the caller may read them (or change them, with `edit`); else the refusal. */
export function lotFor(
  user: User,
  lotId: unknown,
  edit: boolean,
): { lot: Lot; kase: Case } | Response {
  const lot = lotById(lotId);
  if (!lot) return notFound('Lot is not found!');
  const kase = caseOfLot(lot);
  if (!kase) return notFound('Case Id is not found!');
  if (!caseAccess(user, kase) || (edit && !canEditCase(user, kase))) return forbidden();
  return { lot, kase };
}
