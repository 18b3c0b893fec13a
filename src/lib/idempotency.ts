/**
 * Idempotency keys (designed): one names one action of the user, so the backend counts that
 * action once however many times the transport sends it.
 */

/** A fresh key: 128 random bits as 32 hexadecimal digits. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
