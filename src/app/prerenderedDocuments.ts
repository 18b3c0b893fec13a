/**
 * Which document serves an address: a prerendered page's own file, or the application's shell
 * (index.html) for every other address. Pure, so the build (which writes the files), the preview
 * server and the nginx check (which serve them) share one answer.
 */

/** The application's shell: every address without a prerendered document of its own. */
export const SHELL_DOCUMENT = 'index.html';

/**
 * The file a prerendered route's document is written to. Designed: the home page gets a file
 * of its own (not index.html), so index.html stays the small shell every other address falls
 * back to; a route with parameters (`/blogs/:blogId`) has one file for all its addresses, named
 * after its static part (`blogs.html`).
 */
export function documentFileOf(routePath: string): string {
  const fixed = routePath.split('/').filter((part) => part !== '' && !part.startsWith(':'));
  return fixed.length === 0 ? 'home.html' : `${fixed.join('/')}.html`;
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
