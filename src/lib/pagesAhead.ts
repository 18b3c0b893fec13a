/**
 * The pages a document fetched ahead. A prerendered page whole without the application lists in
 * its document the pages a visitor is likely to open next (this meta, written by the build) and
 * has the browser fetch their documents through speculation rules once it has loaded
 * (src/app/prerender/appCode.ts). Nothing is fetched ahead when the browser asks to save data.
 */
export const NEXT_PAGES_META = 'next-pages';

/** The space-separated items of a meta tag of the document (none when it has no such tag). */
export const listedIn = (doc: Document, name: string): string[] =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ??
  [];

/** The visitor's browser asks to save data. */
export const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The browser fetches documents ahead through speculation rules. */
export const hasSpeculationRules = (): boolean =>
  typeof HTMLScriptElement !== 'undefined' &&
  HTMLScriptElement.supports?.('speculationrules') === true;

/**
 * Whether a link to `path` opens the document this one fetched ahead rather than rendering the
 * page here (designed: the prerendered page shows at once, before the application, where
 * rendering it took about 0.5 s of script at a phone's speed; what is typed into it and a press
 * before the application has started are kept, prerender/arrival.ts). False outside a browser,
 * so a page renders the same on the server.
 */
export function opensFetchedAhead(path: string): boolean {
  if (typeof document === 'undefined') return false;
  return (
    listedIn(document, NEXT_PAGES_META).includes(path) && hasSpeculationRules() && !savesData()
  );
}
