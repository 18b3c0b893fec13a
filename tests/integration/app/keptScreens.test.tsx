import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { LAYOUTS } from '../../../src/app/layoutModules';
import { createQueryClient } from '../../../src/app/queryClient';
import { buildRoutes } from '../../../src/app/router';
import type { RouteDef } from '../../../src/app/routeTable';
import type { RoutePath } from '../../../src/lib/paths';
import { setupUser } from '../../render';

/** A header-menu screen with something the user did on it (a count they raised). */
function CountingScreen({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name} pressed {count} times
    </button>
  );
}

const Cases = () => <CountingScreen name="Cases" />;
const Clients = () => <CountingScreen name="Clients" />;

/** A screen module that arrives when the test says. */
function heldModule() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Cases });
  });
  return { load: () => loaded, arrive };
}

const kept = (path: string, screen: RouteDef['screen']): RouteDef => ({
  path: path as RoutePath,
  layout: 'main',
  access: 'any',
  screen,
  title: path,
  keep: true,
});

/**
 * Renders the app at `path` with the table, as a page load does: the router starts loading the
 * routes' code as it is made, and the first render comes in a later task.
 */
async function openAt(path: string, table: RouteDef[]) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  await new Promise((resolve) => setTimeout(resolve, 20));
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: setupUser() };
}

const button = (name: RegExp) => screen.findByRole('button', { name });

describe('the screens a layout keeps', () => {
  it("a page load whose layout's code arrives before its screen's shows the screen once it arrives", async () => {
    // The layout is in the module cache; the screen's chunk is still on its way.
    await LAYOUTS.main();
    const cases = heldModule();
    await openAt('/cases', [kept('/cases', cases.load)]);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();

    await act(async () => cases.arrive());
    expect(await button(/^Cases pressed 0 times$/)).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('a kept screen comes back as the user left it', async () => {
    const { router, user } = await openAt('/cases', [
      kept('/cases', async () => ({ default: Cases })),
      kept('/clients', async () => ({ default: Clients })),
    ]);
    await user.click(await button(/^Cases pressed 0 times$/));
    expect(await button(/^Cases pressed 1 times$/)).toBeVisible();

    await act(() => router.navigate('/clients'));
    expect(await button(/^Clients pressed 0 times$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cases/ })).toBeNull();

    await act(() => router.navigate('/cases'));
    expect(await button(/^Cases pressed 1 times$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Clients/ })).toBeNull();
  });
});
