/**
 * Whether the page opens on the built first view of the home page, decided in the page's head
 * before anything paints. The function is written into index.html as it is (its source text, by
 * the build), so it uses nothing but its arguments.
 */
export interface FirstViewInputs {
  /** The session cookie whose presence means someone is signed in. */
  sessionCookie: string;
  /** The sessionStorage key that remembers 'Continue in browser'. */
  browserChoiceKey: string;
  /** The user agents that are offered the mobile app (a RegExp source, case-insensitive). */
  appAgents: string;
}

/** The element around the built mobile-app prompt of the first view. */
export const FIRST_VIEW_PROMPT_ID = 'first-view-prompt';
/**
 * The empty element after the first view: until the parser reaches it, the page paints the boot
 * header, so a frame painted while the first view is half parsed never shows it half built.
 */
export const FIRST_VIEW_END_ID = 'first-view-end';

/** The attribute on <html> set while the built home page is showing, and its prompt flag. */
export const FIRST_VIEW_ATTR = 'data-first-view';
export const APP_PROMPT_ATTR = 'data-app-prompt';

/**
 * Marks <html> for the first view: the mobile-app prompt, on any page, for phones and tablets
 * that have not chosen the browser this session; and the home page on '/' for a visitor (no
 * session cookie).
 */
export function markFirstView(
  root: { setAttribute(name: string, value: string): void },
  path: string,
  cookie: string,
  userAgent: string,
  storage: () => { getItem(key: string): string | null } | undefined,
  inputs: FirstViewInputs,
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
  const signedIn = cookie.split(/;\s*/).some((c) => c.startsWith(`${inputs.sessionCookie}=`));
  if (path === '/' && !signedIn) root.setAttribute('data-first-view', 'home');
}
