/** Pure rules of the bidder's account page: code countdown, phone list, account status. */

/** Remaining time as mm:ss (the phone-code countdown); minutes keep counting past 59; never negative. */
export function formatMmSs(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Milliseconds until a code's expiration date (0 once expired or when the date is unreadable). */
export function msUntil(expirationDate: string | null | undefined, now: number): number {
  const end = expirationDate ? new Date(expirationDate).getTime() : NaN;
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

export interface PhoneLike {
  number: string;
  isPrimary: boolean;
  verifiedDate: string | null;
}

/** The primary phone first, then verified ones, then the rest in their order. */
export function sortPhones<T extends PhoneLike>(phones: readonly T[]): T[] {
  const rank = (p: T) => (p.isPrimary ? 0 : p.verifiedDate ? 1 : 2);
  return phones
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}

/** Only a verified phone that is not already primary can be made primary. */
export const canMakePrimary = (p: PhoneLike) => Boolean(p.verifiedDate) && !p.isPrimary;

/** Bidder account state (spec 1 section 4): Active until deactivated. */
export const accountStatus = (isDeactivated: boolean): 'Active' | 'Inactive' =>
  isDeactivated ? 'Inactive' : 'Active';

/** Trimmed text, or undefined when empty (optional fields are left out of a request). */
export function optionalText(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim();
  return v || undefined;
}
