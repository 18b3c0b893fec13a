import type { FirstPress } from './firstPress';
import { PRERENDERED_ATTR } from './documentFlags';
import { adoptTypedValues } from './typedValues';

/**
 * The moment the application has adopted a prerendered page (its screen hydrated): what the
 * visitor typed goes to the forms, then the press they made before the application had loaded
 * is made again, and #root loses its prerendered mark. Once per page load; nothing for a page
 * the application rendered itself.
 */
let waiting: { root: HTMLElement; press: FirstPress } | null = null;

/** Called by the entry before the application hydrates `root`. */
export function expectAdoption(root: HTMLElement, press: FirstPress): void {
  waiting = { root, press };
}

/** Called as the application starts hydrating: React replays later presses itself. */
export function hydrationStarted(): void {
  waiting?.press.stop();
}

/** Called when the route's screen has committed (the router's screen marker). */
export function pageAdopted(): void {
  if (!waiting) return;
  const { root, press } = waiting;
  waiting = null;
  adoptTypedValues(root);
  press.replay();
  root.removeAttribute(PRERENDERED_ATTR);
}
