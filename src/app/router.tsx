import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import ComingSoonPage from '../features/system/ComingSoonPage';
import NotFoundPage from '../features/system/NotFoundPage';
import { Guard } from './guards';
import LandingLayout from './layouts/LandingLayout';
import { ROUTES, type LayoutName, type RouteDef } from './routeTable';

// The landing layout ships with the entry: '/' is the first page most visitors see.
const LAYOUTS: Record<LayoutName, () => Promise<{ default: ComponentType }>> = {
  landing: () => Promise.resolve({ default: LandingLayout }),
  login: () => import('./layouts/LoginLayout'),
  main: () => import('./layouts/MainLayout'),
  auction: () => import('./layouts/AuctionLayout'),
  admin: () => import('./layouts/AdminLayout'),
};

function screenElement(def: RouteDef) {
  const Screen = def.screen ? lazy(def.screen) : null;
  return (
    <Guard def={def}>
      <Suspense fallback={<PageSkeleton />}>
        {Screen ? <Screen /> : <ComingSoonPage title={def.title} />}
      </Suspense>
    </Guard>
  );
}

/** The route objects: one lazy layout per group, each route guarded, and the 404 page for the rest. */
export function buildRoutes(): RouteObject[] {
  const groups = (Object.keys(LAYOUTS) as LayoutName[]).map<RouteObject>((layout) => ({
    lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
    hydrateFallbackElement: <PageSkeleton />,
    children: ROUTES.filter((r) => r.layout === layout).map((def) => ({
      path: def.path,
      element: screenElement(def),
    })),
  }));
  const landing = groups[0];
  landing.children = [...(landing.children ?? []), { path: '*', element: <NotFoundPage /> }];
  return groups;
}
