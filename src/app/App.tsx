import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAuthFailureHandler } from '../api/http';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './router';
import { followRouteData, prefetchMatches } from './routePrefetch';
import { startRoutesAhead } from './routesAhead';
import { offersMobileApp } from '../lib/appPromptChoice';
import { startTabSync } from '../lib/tabSync';
import { MobileAppPrompt } from './shell/MobileAppPrompt';

/** The application: providers, the data router, and the mobile-app prompt. */
export function App() {
  const client = useMemo(() => createQueryClient(), []);
  const router = useMemo(() => {
    const r = createBrowserRouter(buildRoutes());
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
      {/* In the first render (the page may already show the same prompt, built into it). */}
      {offersMobileApp(navigator.userAgent) && <MobileAppPrompt />}
    </AppProviders>
  );
}
