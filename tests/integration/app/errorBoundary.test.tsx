import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { createQueryClient } from '../../../src/app/queryClient';
import { setupUser } from '../../render';
import { CHUNK_RELOAD_KEY } from '../../../src/app/chunkReload';
import type { RouteDef } from '../../../src/app/routeTable';
import type { RoutePath } from '../../../src/lib/paths';

const TITLE = 'Something went wrong on this page.';
const CHUNK_TITLE = 'This page could not be loaded.';

/** A page that throws while `broken` is set, as a screen with a bug would. */
const page = { broken: true };
function FragilePage() {
  if (page.broken) throw new Error('Cannot read properties of undefined (reading "lots")');
  return <p>The page is back.</p>;
}

/** A screen whose chunk is gone from the server, as after a deploy. */
const missingChunk = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Gone.js'),
  );

const TABLE: RouteDef[] = [
  {
    path: '/',
    layout: 'landing',
    access: 'any',
    screen: async () => ({ default: () => <p>The home page.</p> }),
    title: 'Home',
  },
  {
    path: '/fragile' as RoutePath,
    layout: 'main',
    access: 'any',
    screen: async () => ({ default: FragilePage }),
    title: 'Fragile',
  },
  {
    path: '/gone' as RoutePath,
    layout: 'main',
    access: 'any',
    screen: missingChunk,
    title: 'Gone',
  },
];

/**
 * Loads the router modules afresh, as a page load does (the reload-once state lives in the
 * page), and renders the app at a path with the test table.
 */
async function openPage(path: string) {
  vi.resetModules();
  const { buildRoutes } = await import('../../../src/app/router');
  const router = createMemoryRouter(buildRoutes(TABLE), { initialEntries: [path] });
  const view = render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: setupUser(), ...view };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('route error boundary', () => {
  const original = window.location;
  let reload: ReturnType<typeof vi.fn>;
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    page.broken = true;
    sessionStorage.clear();
    reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    logged.mockRestore();
    sessionStorage.clear();
  });
  // Later files sharing this worker load their own modules, not the pages opened here.
  afterAll(() => vi.resetModules());

  it('shows a failing page as an error screen inside the layout, and Try again renders it anew', async () => {
    const { user } = await openPage('/fragile');
    const result = await screen.findByText(TITLE);
    expect(within(mainNav()).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
    expect(result).toBeVisible();

    page.broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page is back.')).toBeVisible();
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(mainNav()).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Go back leaves the failing page', async () => {
    const { user, router } = await openPage('/fragile');
    await screen.findByText(TITLE);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('The home page.')).toBeVisible();
  });

  it('a missing chunk reloads the page once; failing again after the reload shows the error screen', async () => {
    const first = await openPage('/gone');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByText(CHUNK_TITLE)).toBeNull();
    first.unmount();

    // The reloaded page meets the same missing chunk.
    const { user } = await openPage('/gone');
    expect(await screen.findByText(CHUNK_TITLE)).toBeVisible();
    expect(mainNav()).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();

    // Trying again fetches the site's files afresh.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a screen whose chunk is missing, opened from another page, reloads at its own address', async () => {
    const { router } = await openPage('/');
    expect(await screen.findByText('The home page.')).toBeVisible();
    let reloadedAt: string | undefined;
    reload.mockImplementation(() => (reloadedAt = router.state.location.pathname));
    await router.navigate('/gone');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reloadedAt).toBe('/gone');
    expect(screen.queryByText(CHUNK_TITLE)).toBeNull();
  });
});
