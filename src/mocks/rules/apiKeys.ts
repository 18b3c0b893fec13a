import SHA256 from 'crypto-js/sha256';

/** API keys as the server keeps them: only a hash and the last six characters are stored. */
export const hashApiKey = (key: string) => SHA256(key).toString();

/** The listing's form of a key: six asterisks and its last six characters (spec 3 section 9). */
export const maskApiKey = (last6: string) => `******${last6.slice(-6)}`;

/** A new random key (48 hex characters after the prefix). */
export function generateApiKey(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `brk_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
