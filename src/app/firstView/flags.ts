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
  /** The built views by address: a RegExp source a path must match, and the view's name. */
  views: [path: string, view: string][];
}

/** The element around the built mobile-app prompt of the first view. */
export const FIRST_VIEW_PROMPT_ID = 'first-view-prompt';
/**
 * The empty element after the first view: until the parser reaches it, the page paints the boot
 * header, so a frame painted while the first view is half parsed never shows it half built.
 */
export const FIRST_VIEW_END_ID = 'first-view-end';

/** The <template> in the built blog page: a post's markup as BlogPost renders it, parts empty. */
export const BLOG_POST_TEMPLATE_ID = 'first-view-blog-post';

/** The attribute on <html> naming the built view that is showing, and the prompt's flag. */
export const FIRST_VIEW_ATTR = 'data-first-view';
export const APP_PROMPT_ATTR = 'data-app-prompt';

/**
 * The built views whose page is whole without the application (no data to load): the application
 * starts on them when the visitor first uses the page (what they type, tick or press on the
 * sign-in and registration forms meanwhile carries over). On the others it starts at once.
 */
export const COMPLETE_VIEWS: ReadonlySet<string> = new Set([
  'home',
  'terms',
  'privacy',
  'login',
  'register',
]);

/**
 * Marks <html> for the first view: the mobile-app prompt, on any page, for phones and tablets
 * that have not chosen the browser this session; and, for a visitor (no session cookie), the
 * built view of the page's address if there is one.
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
  if (signedIn) return;
  for (const [pattern, view] of inputs.views)
    if (new RegExp(pattern).test(path)) return root.setAttribute('data-first-view', view);
}
