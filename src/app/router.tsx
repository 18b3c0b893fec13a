import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { NotFoundPage } from './lazyPages';
import { pageAdopted } from './prerender/adoption';
import { Guard } from './guards';
import LandingLayout from './layouts/LandingLayout';
import { LAYOUTS } from './layoutModules';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { RouteHandle } from './routePrefetch';
import { ROUTES, type LayoutName, type RouteDef } from './routeTable';

/** Renders nothing; once the screen beside it has committed, a prerendered page is adopted. */
function ScreenCommitted() {
  useLayoutEffect(pageAdopted, []);
  return null;
}

function screenElement(def: RouteDef, Screen: ComponentType) {
  return (
    <Guard def={def}>
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
        <ScreenCommitted />
      </Suspense>
    </Guard>
  );
}

/**
 * A screen's route. Its code is the route's lazy part, so a navigation loads it before the screen
 * renders and the page being left stays until then (its code was started as the navigation began,
 * or before, routePrefetch.ts): no loading state comes and goes in between. A lazy component in a
 * Suspense boundary showed its skeleton first, and React holds back the content that replaces a
 * fallback for 300 ms after the fallback showed, so a screen whose code was already in the cache
 * still took 300 ms to appear.
 */
const screenRoute = (def: RouteDef): RouteObject => ({
  path: def.path,
  // A chunk that fails to load fails the navigation, which then shows the error screen at its
  // address: that screen reloads the page there once (RouteErrorScreen).
  lazy: async () => ({ element: screenElement(def, (await def.screen()).default) }),
  hydrateFallbackElement: <PageSkeleton />,
  // Its entry of the table: what opening the route starts (routePrefetch.ts).
  handle: { route: def } satisfies RouteHandle,
});

const childrenOf = (table: readonly RouteDef[], layout: LayoutName): RouteObject[] =>
  table.filter((r) => r.layout === layout).map(screenRoute);

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
 * The route objects: the landing layout ships with the application's start, the other layouts
 * and every screen load lazily (a navigation loads them before it renders); every route is
 * guarded, and the 404 page takes the rest. A failed page or layout shows the error screen; a
 * missing chunk first reloads the page once.
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
      lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
      hydrateFallbackElement: <PageSkeleton />,
      errorElement: layoutError,
      children: withBoundary(childrenOf(table, layout)),
    }),
  );
  return [landing, ...lazyGroups];
}
