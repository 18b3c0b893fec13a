import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { NotFoundPage } from './lazyPages';
import { pageAdopted } from './prerender/adoption';
import { Guard } from './guards';
import LandingLayout from './layouts/LandingLayout';
import { LAYOUTS } from './layoutModules';
import { importWithReload, lazyWithReload } from './lazyWithReload';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { RouteHandle } from './routePrefetch';
import { ROUTES, type LayoutName, type RouteDef } from './routeTable';

/** One lazy component per screen module, so two routes of one screen share it (no reload between them). */
type ScreenModule = NonNullable<RouteDef['screen']>;
const lazyScreens = new Map<ScreenModule, ComponentType>();
function lazyScreen(load: ScreenModule): ComponentType {
  let screen = lazyScreens.get(load);
  if (!screen) lazyScreens.set(load, (screen = lazyWithReload(load)));
  return screen;
}

/** Renders nothing; once the screen beside it has committed, a prerendered page is adopted. */
function ScreenCommitted() {
  useLayoutEffect(pageAdopted, []);
  return null;
}

function screenElement(def: RouteDef) {
  const Screen = def.component ?? lazyScreen(def.screen);
  return (
    <Guard def={def}>
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
        <ScreenCommitted />
      </Suspense>
    </Guard>
  );
}

const childrenOf = (table: readonly RouteDef[], layout: LayoutName): RouteObject[] =>
  table
    .filter((r) => r.layout === layout)
    .map((def) => ({
      path: def.path,
      element: screenElement(def),
      // Its entry of the table: what opening the route starts (routePrefetch.ts).
      handle: { route: def } satisfies RouteHandle,
    }));

/**
 * A layout's pages under one error boundary of their own, so a page that fails shows the
 * error screen inside the layout (header kept); the layout's own boundary is the last resort.
 */
const withBoundary = (pages: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorScreen />, children: pages },
];

/** The error screen alone, when the layout itself failed. */
const layoutError = (
  <main id="main" style={{ padding: '48px 16px' }}>
    <RouteErrorScreen />
  </main>
);

/**
 * The route objects: the landing layout ships with the entry (no loading phase for '/'),
 * the other layouts load lazily; every route is guarded, and the 404 page takes the rest.
 * A failed page or layout shows the error screen; a missing chunk first reloads the page once.
 */
export function buildRoutes(table: readonly RouteDef[] = ROUTES): RouteObject[] {
  const landing: RouteObject = {
    Component: LandingLayout,
    errorElement: layoutError,
    children: withBoundary([
      ...childrenOf(table, 'landing'),
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ]),
  };
  const lazyGroups = (Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).map<RouteObject>(
    (layout) => ({
      lazy: async () => ({ Component: (await importWithReload(LAYOUTS[layout])).default }),
      hydrateFallbackElement: <PageSkeleton />,
      errorElement: layoutError,
      children: withBoundary(childrenOf(table, layout)),
    }),
  );
  return [landing, ...lazyGroups];
}
