import { isMobileAppAgent } from './device';

/** The sessionStorage key that remembers 'Continue in browser'. */
export const BROWSER_CHOICE_KEY = 'bidright.continueInBrowser';

/** How long the prompt takes to fade out once the browser is chosen. */
export const PROMPT_FADE_MS = 1000;

/** Storage that may be missing or refuse access (private modes, blocked storage). */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): SessionStore | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Whether the mobile-app prompt is due: a phone or tablet agent that has not chosen the browser this session. */
export function offersMobileApp(userAgent: string, store = sessionStore()): boolean {
  if (!isMobileAppAgent(userAgent)) return false;
  try {
    return store?.getItem(BROWSER_CHOICE_KEY) !== '1';
  } catch {
    return true;
  }
}

/** Remembers 'Continue in browser' for the rest of the browser session. */
export function rememberBrowserChoice(store = sessionStore()): void {
  try {
    store?.setItem(BROWSER_CHOICE_KEY, '1');
  } catch {
    // Without storage the prompt simply shows again on the next full load.
  }
}
