/**
 * A public page rendered at build time through the application's own data router (the same
 * route objects the browser's router renders, lazy layouts and screens resolved), with the antd
 * styles that page alone uses. Runs in Node during the build only.
 *
 * Designed: rendered with react-dom/static's `prerender`, which waits for every lazy screen (so
 * no Suspense fallback is written in place of the page), rather than with a prerendering plugin:
 * the build already imports the route table through Vite, and the pages need nothing else.
 */
import { prerender } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { buildRoutes } from '../router';
import { ROUTES } from '../routeTable';
import { documentFileOf, prerenderedPaths } from '../prerenderedDocuments';

export interface PrerenderedPage {
  /** The route's path in the table. */
  route: string;
  /** The file its document is written to (prerenderedDocuments.ts). */
  file: string;
  /** The tab's title, as the application sets it. */
  title: string;
  /** The markup of #root. */
  markup: string;
  /** The antd styles the page uses, as <style> elements. */
  styles: string;
}

/** An address of the route to render it at: a route with parameters shows its loading state. */
const anAddressOf = (route: string) => route.replace(/:\w+/g, '1');

/** Renders the page of one route of the table. */
export async function renderPage(route: string): Promise<PrerenderedPage> {
  const def = ROUTES.find((r) => r.path === route);
  if (!def) throw new Error(`no route ${route}`);
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${anAddressOf(route)}`));
  if (context instanceof Response) throw new Error(`route ${route} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <AppProviders client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>,
  );
  return {
    route,
    file: documentFileOf(route),
    title: def.title,
    markup: await new Response(prelude).text(),
    styles: extractStyle(cache),
  };
}

/** Every page the route table marks as prerendered. */
export const renderPages = (): Promise<PrerenderedPage[]> =>
  Promise.all(prerenderedPaths(ROUTES).map(renderPage));
