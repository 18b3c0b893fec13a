import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAuthFailureHandler } from '../api/http';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './router';
import { followRouteData, prefetchMatches } from './routePrefetch';
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
    // The first page's data starts loading before the first render, alongside its code.
    prefetchMatches(r.state, client);
    return r;
  }, [client]);
  // Each later page's data starts as its address opens (after the router's view has subscribed).
  useEffect(() => followRouteData(router, client), [client, router]);
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
