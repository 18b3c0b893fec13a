/**
 * The token endpoint's and the password reset's rules as the server applies them (spec 1 §7,
 * §8): the client the app signs in as, the 2-step codes and the reset link's lifetime.
 */

/**
 * The OAuth client the app signs in as: its id and secret, as the app's environments give them
 * (VITE_CLIENT_ID, VITE_CLIENT_SECRET). A public client of the browser.
 */
export const WEB_CLIENT = { id: 'bidright-web', secret: 'bidright-web-public' } as const;

/** Whether the token request names the app's client with its secret. */
export const isKnownClient = (form: URLSearchParams): boolean =>
  form.get('client_id') === WEB_CLIENT.id && form.get('client_secret') === WEB_CLIENT.secret;

/** Designed: wrong 2-step codes in a row an account may give; the last one locks 2-step sign-in. */
export const MAX_WRONG_CODES = 5;
/** Designed: how long 2-step sign-in stays locked (simulator clock). */
export const CODE_LOCK_MS = 15 * 60_000;

export const SIGN_IN_MSG = {
  /** Spec 1 §8: a wrong 2-step code (a 400 answer). */
  invalidCode: 'The verification code is invalid!',
  /** Designed: MAX_WRONG_CODES wrong codes in a row; no code is taken for CODE_LOCK_MS. */
  tooManyCodes: 'Too many wrong verification codes! Please try again in 15 minutes.',
  /** Spec 1 §8: the reset link's token is unknown, used or expired. */
  invalidResetToken: 'The reset token is invalid',
} as const;

/** An account's wrong 2-step codes in a row, and when they locked it. */
export interface CodeTries {
  wrong: number;
  lockedAt: number | null;
}

const FRESH: CodeTries = { wrong: 0, lockedAt: null };

/** The tries still in force at `now`: a lock that has run out starts the count again. */
const current = (t: CodeTries | undefined, now: number): CodeTries =>
  !t || (t.lockedAt !== null && now - t.lockedAt >= CODE_LOCK_MS) ? FRESH : t;

export const isCodeLocked = (t: CodeTries | undefined, now: number): boolean =>
  current(t, now).lockedAt !== null;

/**
 * The answer to one 2-step code, and the tries after it (null: none left to keep). While locked
 * no code is taken, not even the right one; the right code clears the count. Sending a new code
 * changes neither (designed): a resend replaces the code, never the number of guesses left.
 */
export function judgeCode(
  tries: CodeTries | undefined,
  right: boolean,
  now: number,
): { verdict: 'accepted' | 'invalid' | 'locked'; next: CodeTries | null } {
  const t = current(tries, now);
  if (t.lockedAt !== null) return { verdict: 'locked', next: t };
  if (right) return { verdict: 'accepted', next: null };
  const wrong = t.wrong + 1;
  return wrong >= MAX_WRONG_CODES
    ? { verdict: 'locked', next: { wrong, lockedAt: now } }
    : { verdict: 'invalid', next: { wrong, lockedAt: null } };
}

/** Designed: a password-reset link works for an hour after it was sent. */
export const RESET_TOKEN_LIFETIME_MS = 3_600_000;

/** Whether a reset token issued at `issuedAt` still works at `now`. */
export const resetTokenLive = (issuedAt: number, now: number): boolean =>
  now - issuedAt < RESET_TOKEN_LIFETIME_MS;
