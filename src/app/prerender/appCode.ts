import { hasSpeculationRules, listedIn, NEXT_PAGES_META, savesData } from '../../lib/pagesAhead.ts';

/**
 * A prerendered page lists in its document (meta tags the build writes, src/build/prerender.ts)
 * what it fetches into the cache once it has loaded, without running any of it, so the page's
 * own resources come first:
 * - on a page whole without the application, the application's code and the page's own, so when
 *   the application starts (on the first input, or once the page has idled) its code is there;
 * - the documents of the pages a visitor is likely to open next (Sign In, Register), so a tap
 *   opens its page without a round trip: through speculation
 *   rules, which the browser keeps for that navigation (a `<link rel=prefetch>` of a document
 *   served `no-cache` is fetched again when it is opened); browsers without them fetch it then;
 * - those pages' code, so the next page's application starts without fetching any.
 * A link to a next page fetched ahead opens its document, before or after the application has
 * started (lib/pagesAhead.ts). The next pages and their code are left out when the browser asks to
 * save data.
 */
export const APP_CODE_META = 'app-code';
export const NEXT_CODE_META = 'next-code';

/**
 * The pages a visitor opens next from a page whole without the application (the visitor's links
 * of the menus, shell/menus.ts: a test ties them). The build refuses a page listing another.
 */
export const NEXT_PAGES = ['/login', '/register'] as const;

/**
 * The speculation rules: prefetch what the page links to among NEXT_PAGES, at once. One text for
 * every page, so the site's policy allows it by its hash (src/build/csp.ts): a policy with hashes
 * ignores 'inline-speculation-rules'.
 */
export const NEXT_PAGES_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: { href_matches: NEXT_PAGES }, eagerness: 'immediate' }],
});

export interface AheadEnv {
  /** Calls back once the page's load event has passed. */
  afterLoad: (callback: () => void) => void;
  /** The visitor's browser asks to save data. */
  saveData: () => boolean;
}

function prefetchScript(doc: Document, href: string) {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  // Modules are fetched in CORS mode: the cached copy must be the one they ask for.
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/** The speculation rules prefetching the next pages the page links to (where the browser has them). */
function prefetchPages(doc: Document) {
  if (!hasSpeculationRules()) return;
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = NEXT_PAGES_RULES;
  doc.head.append(rules);
}

/** Fetches what the document lists, once `afterLoad` calls back: the pages, then the code. */
export function prefetchListed(doc: Document, env: AheadEnv): void {
  const appCode = listedIn(doc, APP_CODE_META);
  const pages = listedIn(doc, NEXT_PAGES_META);
  const nextCode = listedIn(doc, NEXT_CODE_META);
  if (appCode.length + pages.length + nextCode.length === 0) return;
  env.afterLoad(() => {
    const saveData = env.saveData();
    // The small documents first: a tap in the next second or two opens one of them.
    if (!saveData && pages.length > 0) prefetchPages(doc);
    for (const href of [...appCode, ...(saveData ? [] : nextCode)]) prefetchScript(doc, href);
  });
}

/** The page's own load event and the browser's data-saving wish. */
export const pageAheadEnv = (afterLoad: AheadEnv['afterLoad']): AheadEnv => ({
  afterLoad,
  saveData: savesData,
});
