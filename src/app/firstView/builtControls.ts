import { APP_PROMPT_ATTR, FIRST_VIEW_ATTR, FIRST_VIEW_PROMPT_ID } from './flags';

/** The prompt fades out over this long before it is removed (as the app's prompt does). */
const FADE_MS = 1000;
/** How long a control used on the first view waits for the application's own. */
const TWIN_WITHIN_MS = 15_000;
const TWIN_POLL_MS = 50;

/**
 * A control's identity as a user knows it: its kind, its label or text (a form field: its id, which
 * its label points to; a choice without one: the label around it), and where it leads.
 */
const identity = (el: Element) =>
  [
    el.tagName,
    el.id ||
      (el.getAttribute('aria-label') ??
        (el instanceof HTMLInputElement ? el.closest('label')?.textContent?.trim() : undefined) ??
        el.textContent?.trim() ??
        ''),
    el.getAttribute('href') ?? '',
  ].join('|');

const isChoice = (el: EventTarget | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (el: EventTarget | null): el is TextField =>
  (el instanceof HTMLInputElement && !isChoice(el)) || el instanceof HTMLTextAreaElement;

/**
 * Gives the application's field what was typed into its built twin, the way typing does (the
 * native value setter, then an input event), so the form's own state takes it; a field the
 * application has already filled keeps its value.
 */
function carryText(from: TextField, to: HTMLElement): void {
  if (!isTextField(to) || to.value !== '' || from.value === '') return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set;
  setter?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Removes what the page does not show: the built views of other addresses (all of them for a
 * signed-in user), and the built prompt when it is not due.
 */
export function dropUnusedFirstView(doc: Document): void {
  const root = doc.documentElement;
  const shown = root.getAttribute(FIRST_VIEW_ATTR);
  doc.querySelectorAll<HTMLElement>('.first-view').forEach((el) => {
    if (el.dataset.view !== shown) el.remove();
  });
  if (!root.hasAttribute(APP_PROMPT_ATTR)) doc.getElementById(FIRST_VIEW_PROMPT_ID)?.remove();
}

/**
 * The first view's controls before the application has replaced it (its links are plain links):
 * - 'Continue in browser' on the built prompt remembers the choice (so the application shows no
 *   prompt) and fades the built prompt out at once;
 * - any other button is pressed again on the application's page once it shows its twin (the
 *   press itself is what starts the application), and a focused control keeps the focus there;
 * - a built form is never sent by the browser itself: Enter in a field presses its submit button,
 *   which is pressed again on the application's form;
 * - text typed into a built field is in the application's field when it shows;
 * - a box ticked (or a choice made) on the built form is ticked on the application's by a click,
 *   as the user did, once it shows; a box ticked and cleared again is left as it is.
 */
export function keepBuiltControlsWorking(doc: Document, rememberBrowserChoice: () => void): void {
  const onTwin = twinQueue(doc);
  doc.addEventListener('submit', (event) => {
    if ((event.target as Element | null)?.closest?.('.first-view')) event.preventDefault();
  });
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button, [role="button"]');
    if (!button) return;
    const prompt = doc.getElementById(FIRST_VIEW_PROMPT_ID);
    if (prompt?.contains(button)) {
      rememberBrowserChoice();
      const overlay = prompt.querySelector<HTMLElement>('[data-testid="app-prompt"]');
      if (overlay) overlay.style.opacity = '0';
      prompt.querySelectorAll('button').forEach((b) => (b.disabled = true));
      setTimeout(() => {
        prompt.remove();
        doc.documentElement.removeAttribute(APP_PROMPT_ATTR);
      }, FADE_MS);
    } else if (button.closest('.first-view')) onTwin(button, (twin) => twin.click());
  });
  const typedInto = new Set<Element>();
  doc.addEventListener('input', (event) => {
    const field = event.target;
    if (!isTextField(field) || !field.closest('.first-view') || typedInto.has(field)) return;
    typedInto.add(field);
    onTwin(field, (twin) => carryText(field, twin));
  });
  doc.addEventListener('change', (event) => {
    const choice = event.target;
    if (!isChoice(choice) || !choice.closest('.first-view')) return;
    onTwin(choice, (twin) => {
      if (isChoice(twin) && twin.checked !== choice.checked) twin.click();
    });
  });
  // The control last focused on the first view gets the focus back in the application, unless
  // the user has moved on: the focus is lost with the first view, or where the application put
  // it on its own (the field the page focuses first, as the built one did).
  let lastFocused: Element | null = null;
  const pageFocus = doc.querySelector('.first-view [autofocus]');
  const pageFocusIdentity = pageFocus && identity(pageFocus);
  doc.addEventListener('focusin', (event) => {
    const el = event.target as HTMLElement | null;
    if (!el?.closest?.('.first-view')) return;
    lastFocused = el;
    onTwin(el, (twin) => {
      const active = doc.activeElement;
      const lost = active === doc.body || active === null || identity(active) === pageFocusIdentity;
      if (lastFocused === el && lost) twin.focus();
    });
  });
}

/**
 * Calls each `act` with the application's element matching its `el` as soon as the application
 * shows it, in the order they came: text typed into a form is in the application's fields before
 * the press that sends it. The application's render is watched, so they happen right after it
 * (before any further keystroke); a poll is the fallback.
 */
function twinQueue(doc: Document): (el: Element, act: (twin: HTMLElement) => void) => void {
  let pending: { wanted: string; tag: string; act: (twin: HTMLElement) => void; until: number }[] =
    [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watching: MutationObserver | null = null;
  const run = () => {
    if (timer != null) clearTimeout(timer);
    timer = null;
    const root = doc.getElementById('root');
    if (root && !root.querySelector('.first-view'))
      pending = pending.filter(({ wanted, tag, act }) => {
        const twin = Array.from(root.querySelectorAll<HTMLElement>(tag)).find(
          (candidate) => identity(candidate) === wanted && !candidate.hasAttribute('disabled'),
        );
        if (twin) act(twin);
        return !twin;
      });
    pending = pending.filter((p) => Date.now() < p.until);
    if (pending.length) timer = setTimeout(run, TWIN_POLL_MS);
    else {
      watching?.disconnect();
      watching = null;
    }
  };
  return (el, act) => {
    pending.push({
      wanted: identity(el),
      tag: el.tagName.toLowerCase(),
      act,
      until: Date.now() + TWIN_WITHIN_MS,
    });
    const root = doc.getElementById('root');
    if (!watching && root && typeof MutationObserver === 'function') {
      watching = new MutationObserver(run);
      watching.observe(root, { childList: true, subtree: true });
    }
    run();
  };
}
