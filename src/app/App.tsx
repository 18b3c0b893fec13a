import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setAuthFailureHandler } from '../api/http';
import { AppProviders } from './AppProviders';
import { sendRefusedNavigationsOnward } from './guardVerdict';
import { createQueryClient } from './queryClient';
import { followRouteData, prefetchMatches } from './routePrefetch';
import { startRoutesAhead } from './routesAhead';
import { offersMobileApp } from '../lib/appPromptChoice';
import { startTabSync } from '../lib/tabSync';
import { MobileAppPrompt } from './shell/MobileAppPrompt';

/**
 * The application: providers, the data router over `routes` (router.tsx), and the mobile-app
 * prompt. When it adopts a prerendered page (`adopting`), the page has its prompt already; the
 * first screen's data starts with the adoption as with any first render, and its screens show
 * their loading state until the page is adopted (useHydrated), so data that came in first never
 * makes a first render differ from the page.
 */
export function App({ routes, adopting = false }: { routes: RouteObject[]; adopting?: boolean }) {
  const client = useMemo(() => createQueryClient(), []);
  const router = useMemo(() => {
    const r = createBrowserRouter(routes);
    sendRefusedNavigationsOnward(r);
    setAuthFailureHandler((to) => {
      client.clear();
      void r.navigate(to, {
        replace: true,
        state: { from: `${location.pathname}${location.search}` },
      });
    });
    // The first page's code and data start loading before the first render.
    prefetchMatches(r.state, client);
    return r;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one router for the app's life
  }, [client]);
  // Each later page's code and data start as its navigation does (after the router's view has
  // subscribed), and the likely next pages' code and data on hover, focus or touch of their links.
  useEffect(() => followRouteData(router, client), [client, router]);
  useEffect(() => startRoutesAhead(router, client), [client, router]);
  // Tabs stay the same user: another tab's sign-out shows the sign-in page, another user's sign-in reloads.
  useEffect(
    () =>
      startTabSync({
        signedOut: (to) => {
          client.clear();
          void router.navigate(to, { replace: true });
        },
        userChanged: () => {
          client.clear();
          window.location.reload();
        },
      }),
    [client, router],
  );
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
      {!adopting && offersMobileApp(navigator.userAgent) && <MobileAppPrompt />}
    </AppProviders>
  );
}
