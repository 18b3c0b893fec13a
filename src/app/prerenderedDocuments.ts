/**
 * Which document serves an address: a prerendered page's own file, or the application's shell
 * (index.html) for every other address. Pure, so the build (which writes the files), the preview
 * server and the nginx check (which serve them) share one answer.
 */

/** The application's shell: every address without a prerendered document of its own. */
export const SHELL_DOCUMENT = 'index.html';

/** The folder of the prerendered documents, beside the shell. */
export const PAGES_DIR = 'pages';

/**
 * The file a prerendered route's document is written to, in PAGES_DIR. Designed: a static path's
 * document is named after it (`/faq` → `pages/faq.html`, the home page `pages/index.html`), so a
 * web server finds it as `pages` + the address + `.html` (deploy/site.conf); a route with
 * parameters has one file for all its addresses, each parameter an underscore
 * (`/blogs/:blogId` → `pages/blogs/_.html`), which its own server rule names. The shell,
 * index.html at the top, stays the document of every other address.
 */
export function documentFileOf(routePath: string): string {
  const parts = routePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? '_' : part));
  return `${PAGES_DIR}/${parts.length === 0 ? 'index' : parts.join('/')}.html`;
}

/** Whether `pathname` is an address of the route `routePath` (`:name` matches one segment). */
function matchesRoute(routePath: string, pathname: string): boolean {
  const want = routePath.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The document that serves `pathname`, given the paths of the prerendered routes. */
export function documentFor(pathname: string, prerenderedPaths: readonly string[]): string {
  const route = prerenderedPaths.find((routePath) => matchesRoute(routePath, pathname));
  return route === undefined ? SHELL_DOCUMENT : documentFileOf(route);
}

/** The paths of the routes a table marks as prerendered, in the table's order. */
export const prerenderedPaths = (table: readonly { path: string; prerender?: true }[]): string[] =>
  table.filter((route) => route.prerender).map((route) => route.path);

/** A page as the build renders it (prerender/renderPage.tsx), to write into its document. */
export interface PrerenderedPage {
  /** The route's path in the table. */
  route: string;
  /** The file its document is written to (prerenderedDocuments.ts). */
  file: string;
  /** The tab's title, as the application sets it. */
  title: string;
  /** The route's layout (routeTable.ts). */
  layout: string;
  /**
   * The prerendered pages a visitor is likely to open from this one (likelyRoutes.ts), with their
   * layouts: their documents and code are fetched ahead once this page has loaded.
   */
  next: { route: string; layout: string }[];
  /** The markup of #root. */
  markup: string;
  /** The markup of the mobile-app prompt, shown on phones and tablets until the app takes it. */
  prompt: string;
  /** What goes in the document's head: its resource hints, and the antd styles the page and the
   * prompt use, as <style> elements. */
  head: string;
  /**
   * Whether the page is whole without the application, which then starts on the visitor's first
   * input or once the page has idled (prerender/arrival.ts): its document lists the application's
   * code, fetched after the load without running it (prerender/appCode.ts).
   */
  startsOnArrival: boolean;
}
