import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAuthFailureHandler } from '../api/http';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './router';
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
    return r;
  }, [client]);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
      <MobileAppPrompt />
    </AppProviders>
  );
}
