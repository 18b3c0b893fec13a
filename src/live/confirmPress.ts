/**
 * Shortcut keys that end or wind down a lot act on a second press: the first press only arms
 * the key (the screen says to press it again), and the second within the window does it, so
 * one stray key cannot stop a lot.
 */

/** How long a first press waits for the second (designed). */
export const CONFIRM_WINDOW_MS = 3000;

/** The key pressed once and when, waiting for its second press. */
export interface ArmedKey {
  key: string;
  at: number;
}

/**
 * A shortcut press at `now`: `fire` when it acts; `armed` is the key waiting for its second
 * press after this one. A key that needs no confirmation fires at once and disarms any other; a
 * key that does fires when it is the armed one, pressed again within the window, else it arms.
 */
export function pressShortcut(
  armed: ArmedKey | null,
  key: string,
  now: number,
  needsConfirm: boolean,
  windowMs = CONFIRM_WINDOW_MS,
): { fire: boolean; armed: ArmedKey | null } {
  if (!needsConfirm) return { fire: true, armed: null };
  if (armed && armed.key === key && now - armed.at <= windowMs) return { fire: true, armed: null };
  return { fire: false, armed: { key, at: now } };
}
