/**
 * Server timestamps compared as instants, never as text: the server may trim trailing
 * zeros of the fraction ('10:00:00.5Z', '10:00:00Z') or write another UTC offset, and
 * such strings do not sort like the times they stand for.
 */

/** Milliseconds since the epoch, or NaN when missing or unreadable. */
export function instantOf(value: string | null | undefined): number {
  return value ? Date.parse(value) : NaN;
}

/**
 * Negative when `a` is earlier than `b`, positive when later, 0 for the same instant.
 * An unreadable timestamp sorts before every readable one (two unreadable ones are equal),
 * so the order stays total.
 */
export function compareInstants(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  return compareTimes(instantOf(a), instantOf(b));
}

/** `compareInstants` for instants already parsed by `instantOf` (NaN for unreadable ones). */
export function compareTimes(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x - y;
}

/** Whether `a` is strictly earlier than `b` (false when either is unreadable). */
export function isBefore(a: string | null | undefined, b: string | null | undefined): boolean {
  return instantOf(a) < instantOf(b);
}
