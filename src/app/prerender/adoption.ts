import type { FirstPress } from './firstPress';
import { PRERENDERED_ATTR } from './documentFlags';
import { announceTypedValues, typedValueOf, typedValuesIn, type TypedValue } from './typedValues';

/**
 * The application adopting a prerendered page: once each field is React's, what the visitor
 * typed into it goes to its form; once the control they pressed before the application had
 * loaded is React's, the press is made again; then #root loses its prerendered mark. A part of
 * the screen that loads lazily is adopted later than the screen, so each element is waited for.
 * Once per page load; nothing for a page the application rendered itself.
 */
let waiting: { root: HTMLElement; press: FirstPress } | null = null;

/** How often, and for how long, the page is looked at for elements React has not adopted yet. */
const POLL_MS = 50;
const GIVE_UP_MS = 15_000;

/** Whether React has adopted the element (it keeps the element's props on it). */
const isReacts = (el: Element) =>
  !el.isConnected || Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** Called by the entry before the application hydrates `root`. */
export function expectAdoption(root: HTMLElement, press: FirstPress): void {
  waiting = { root, press };
}

/**
 * Called as the application starts rendering the page from scratch instead (its elements are
 * replaced, so nothing is adopted). Hydrating, presses stay held back until pageAdopted.
 */
export function appStarting(): void {
  waiting?.press.stop();
  waiting = null;
}

/**
 * Called when the route's screen has committed (the router's screen marker), or the error screen
 * in its place.
 */
export function pageAdopted(): void {
  if (!waiting) return;
  const { root, press } = waiting;
  waiting = null;
  // The values of the fields React holds now, read at once: a render before they are announced
  // would set them back to their markup's.
  const adopted = new Map<Element, TypedValue>(
    typedValuesIn(root)
      .filter(({ el }) => isReacts(el))
      .map((value) => [value.el, value]),
  );
  const fields = Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  );
  const until = Date.now() + GIVE_UP_MS;
  let pressed = false;
  const step = () => {
    // Outside React's commit: the forms render what they are told before the press.
    const ready = fields.filter(isReacts);
    announceTypedValues(ready.flatMap((el) => adopted.get(el) ?? typedValueOf(el) ?? []));
    for (const el of ready) fields.splice(fields.indexOf(el), 1);
    // The press once its control is React's and so is every field of its form (it may send it).
    const control = press.control();
    const form = control?.closest('form');
    const late = Date.now() >= until;
    if (
      !pressed &&
      (late || !control || (isReacts(control) && !fields.some((el) => form?.contains(el))))
    ) {
      pressed = true;
      // Once React has rendered what the fields told it.
      setTimeout(() => press.replay(), 0);
    }
    if (fields.length && !late) return void setTimeout(step, POLL_MS);
    root.removeAttribute(PRERENDERED_ATTR);
  };
  setTimeout(step, 0);
}
