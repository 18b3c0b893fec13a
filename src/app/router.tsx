import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { ComingSoonPage, NotFoundPage } from './lazyPages';
import { Guard } from './guards';
import LandingLayout from './layouts/LandingLayout';
import { ROUTES, type LayoutName, type RouteDef } from './routeTable';

const LAYOUTS: Record<Exclude<LayoutName, 'landing'>, () => Promise<{ default: ComponentType }>> = {
  login: () => import('./layouts/LoginLayout'),
  main: () => import('./layouts/MainLayout'),
  auction: () => import('./layouts/AuctionLayout'),
  admin: () => import('./layouts/AdminLayout'),
};

/** One lazy component per screen module, so two routes of one screen share it (no reload between them). */
const lazyScreens = new Map<NonNullable<RouteDef['screen']>, ComponentType>();
function lazyScreen(load: NonNullable<RouteDef['screen']>): ComponentType {
  let screen = lazyScreens.get(load);
  if (!screen) lazyScreens.set(load, (screen = lazy(load)));
  return screen;
}

function screenElement(def: RouteDef) {
  const Screen = def.component ?? (def.screen ? lazyScreen(def.screen) : null);
  return (
    <Guard def={def}>
      <Suspense fallback={<PageSkeleton />}>
        {Screen ? <Screen /> : <ComingSoonPage title={def.title} />}
      </Suspense>
    </Guard>
  );
}

const childrenOf = (layout: LayoutName) =>
  ROUTES.filter((r) => r.layout === layout).map((def) => ({
    path: def.path,
    element: screenElement(def),
  }));

/**
 * The route objects: the landing layout ships with the entry (no loading phase for '/'),
 * the other layouts load lazily; every route is guarded, and the 404 page takes the rest.
 */
export function buildRoutes(): RouteObject[] {
  const landing: RouteObject = {
    Component: LandingLayout,
    children: [
      ...childrenOf('landing'),
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  };
  const lazyGroups = (Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).map<RouteObject>(
    (layout) => ({
      lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
      hydrateFallbackElement: <PageSkeleton />,
      children: childrenOf(layout),
    }),
  );
  return [landing, ...lazyGroups];
}
