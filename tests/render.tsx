import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setAuthFailureHandler } from '../src/api/http';
import { AppProviders } from '../src/app/AppProviders';
import { connectLiveSession } from '../src/app/liveSession';
import { sendRefusedNavigationsOnward } from '../src/app/guardVerdict';
import { createQueryClient } from '../src/app/queryClient';
import { buildRoutes } from '../src/app/router';
import { storeSession } from '../src/lib/session';
import { demoToken } from './demoToken';

/**
 * The one user-event set-up of the screen tests. No pointer-events check: it reads the computed
 * style of every ancestor on each click, and antd sets no `pointer-events: none` that a test relies on.
 */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });

/** Renders the whole app (providers and real routes) at a path, against the simulator. */
export function renderApp(path: string, opts: { state?: unknown } = {}) {
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: opts.state,
      },
    ],
  });
  sendRefusedNavigationsOnward(router);
  const client = createQueryClient();
  setAuthFailureHandler((to) => void router.navigate(to, { replace: true }));
  connectLiveSession();
  const user = setupUser();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, client, ...view };
}

/**
 * The set-up of a screen's tests: its lazily loaded modules load once up front, so no test spends
 * its waits on an import; `userName` is signed in before each test.
 */
export function setUpScreens(userName: string, ...modules: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    for (const load of modules) await load();
  });
  beforeEach(() => signInAs(userName));
}

/** Signs a demo account in against the simulator and stores its session cookies. */
export async function signInAs(userName: string, password = 'Demo1234') {
  storeSession(await demoToken(userName, { password, deviceId: 'test-device' }));
}
