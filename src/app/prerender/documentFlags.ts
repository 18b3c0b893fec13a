/**
 * What a page's head decides before anything paints, written into every document as an inline
 * script (its source text, by the build), so it uses nothing but its arguments: whether the
 * mobile-app prompt is due, and whether someone is signed in (a prerendered page is a visitor's:
 * a signed-in user's page is rendered by the application instead).
 */
export interface DocumentFlagInputs {
  /** The session cookie whose presence means someone is signed in. */
  sessionCookie: string;
  /** The sessionStorage key that remembers 'Continue in browser'. */
  browserChoiceKey: string;
  /** The user agents that are offered the mobile app (a RegExp source, case-insensitive). */
  appAgents: string;
}

/** On <html>: the mobile-app prompt is due. */
export const APP_PROMPT_ATTR = 'data-app-prompt';
/** On <html>: someone is signed in. */
export const SIGNED_IN_ATTR = 'data-signed-in';
/** On #root: it holds the page's prerendered markup, not yet adopted by the application. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** The element beside #root holding a prerendered page's mobile-app prompt. */
export const PROMPT_ROOT_ID = 'app-prompt-root';
/** On the prompt's Continue in browser button. */
export const BROWSER_CHOICE_ATTR = 'data-browser-choice';

/** Marks <html> with the flags (the prompt for phones and tablets that have not chosen the browser). */
export function markDocument(
  root: { setAttribute(name: string, value: string): void },
  cookie: string,
  userAgent: string,
  storage: () => { getItem(key: string): string | null } | undefined,
  inputs: DocumentFlagInputs,
): void {
  if (new RegExp(inputs.appAgents, 'i').test(userAgent)) {
    let chosen: boolean;
    try {
      chosen = storage()?.getItem(inputs.browserChoiceKey) === '1';
    } catch {
      chosen = false;
    }
    if (!chosen) root.setAttribute('data-app-prompt', '');
  }
  if (cookie.split(/;\s*/).some((c) => c.startsWith(`${inputs.sessionCookie}=`)))
    root.setAttribute('data-signed-in', '');
}
