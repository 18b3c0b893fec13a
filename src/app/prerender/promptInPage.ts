import { PROMPT_FADE_MS, rememberBrowserChoice } from '../../lib/appPromptChoice';
import { APP_PROMPT_ATTR, BROWSER_CHOICE_ATTR } from './documentFlags';

/**
 * A prerendered page's mobile-app prompt until the application has started: Continue in browser
 * is remembered, and the prompt fades out over its second and goes, as the application's prompt
 * does, without waiting for the application's code (a visitor who chose the browser at once used
 * to wait for the whole application, seconds on a phone's network, before the page was theirs).
 * Once the application has claimed the prompt, presses on it are the application's.
 */
let chosen = false;
let claimed = false;

export function answerPromptInPage(doc: Document, prompt: HTMLElement, fadeMs = PROMPT_FADE_MS) {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`[${BROWSER_CHOICE_ATTR}]`);
    if (claimed || !(button instanceof HTMLElement) || !prompt.contains(button)) return;
    // Before the page's own listeners: the application, if it is adopting the page, never sees it.
    event.preventDefault();
    event.stopImmediatePropagation();
    doc.removeEventListener('click', onClick, true);
    chosen = true;
    rememberBrowserChoice();
    button.setAttribute('disabled', '');
    const sheet = prompt.firstElementChild;
    if (sheet instanceof HTMLElement) sheet.style.opacity = '0';
    setTimeout(() => {
      prompt.remove();
      doc.documentElement.removeAttribute(APP_PROMPT_ATTR);
    }, fadeMs);
  };
  doc.addEventListener('click', onClick, true);
}

/**
 * The application taking the prompt over as it starts: `open` (still showing: adopt it),
 * `closing` (the browser was chosen in the page: it is fading and goes by itself) or `none`.
 */
export function claimPrompt(
  doc: Document,
  prompt: HTMLElement | null,
): 'open' | 'closing' | 'none' {
  claimed = true;
  if (!prompt?.isConnected) return 'none';
  if (chosen) return 'closing';
  return doc.documentElement.hasAttribute(APP_PROMPT_ATTR) ? 'open' : 'none';
}
