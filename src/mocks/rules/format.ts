/**
 * The formats the server accepts. They are the server's own: a form rule that drifts from them
 * shows up as a refusal from the simulator.
 */

/** The trimmed text of a posted field ('' for anything but a string). */
export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The refusal naming the first required field left empty (pairs of value and label), or null. */
export function missingFieldMessage(
  required: readonly (readonly [string, string])[],
): string | null {
  const missing = required.find(([v]) => !v);
  return missing ? `${missing[1]} is required!` : null;
}

/** A US zip code: 5 digits, optionally ZIP+4. */
export const isZip = (v: string): boolean => /^\d{5}(-\d{4})?$/.test(v);

/** A phone number as the API stores it: exactly 10 digits. */
export const isPhoneDigits = (v: string): boolean => /^\d{10}$/.test(v);

/** Letters, digits and spaces only. */
export const isLettersNumbers = (v: string): boolean => /^[A-Za-z0-9 ]*$/.test(v);

/** A date-time the server can read. */
export const isTime = (v: unknown): v is string =>
  typeof v === 'string' && Number.isFinite(new Date(v).getTime());
