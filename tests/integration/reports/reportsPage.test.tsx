import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { recordSavedFiles } from '../../savedFiles';

const LOAD = { timeout: 10_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOTE = 'The report table is not available on smaller screens.';

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/reports/ReportsPage'),
  () => import('../../../src/features/reports/BidsReport'),
  () => import('../../../src/features/reports/AuctionsReport'),
  () => import('../../../src/features/reports/BiddersReport'),
  () => import('../../../src/app/layouts/MainLayout'),
  () => import('../../../src/app/layouts/AdminLayout'),
);

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** The report calls made while the test runs: path and body. */
function reportCalls() {
  const calls: { path: string; body: unknown }[] = [];
  const listener: Listener = ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/api/reports/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => calls.push({ path, body }));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return calls;
}

const selectedTab = () => document.querySelector('.ant-tabs-tab-active [role=tab]');
const heading = () => document.querySelector('.reports h1');

describe('reports page', () => {
  it.each([
    ['auctioneer', '/reports', '/reports/bids', 'Bids'],
    ['auctioneer', '/reports/nonsense', '/reports/bids', 'Bids'],
    ['employee', '/reports', '/reports/bids', 'Bids'],
    ['client', '/reports', '/reports/bids', 'Bids'],
    ['attorney', '/reports/whatever', '/reports/bids', 'Bids'],
    ['admin', '/admin/reports', '/admin/reports/auctions', 'Auctions'],
    ['admin', '/admin/reports/robots', '/admin/reports/auctions', 'Auctions'],
  ])('%s: %s goes to %s', async (user, path, target, tab) => {
    await signInAs(user);
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target), LOAD);
    await waitFor(() => expect(selectedTab()).toHaveTextContent(tab), LOAD);
    expect(heading()).toHaveTextContent('Reports');
  });

  it('shows the Auctions, Bids and Bidders tabs; choosing one changes the address', async () => {
    const { router, user } = renderApp('/reports/bids');
    await waitFor(() => expect(heading()).toHaveTextContent('Reports'), LOAD);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Auctions',
      'Bids',
      'Bidders',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Bidders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/bidders'));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Bidders'));
    await user.click(screen.getByRole('tab', { name: 'Auctions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/auctions'));
  });

  it('keeps the admin in the admin area when changing tabs', async () => {
    await signInAs('admin');
    const { router, user } = renderApp('/admin/reports/auctions');
    await waitFor(() => expect(heading()).toHaveTextContent('Reports'), LOAD);
    await user.click(screen.getByRole('tab', { name: 'Bids' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports/bids'));
  });

  it.each([
    ['auctioneer', '/reports/bids', '/api/reports/bidauctioneer'],
    ['client', '/reports/bids', '/api/reports/bidauctioneer'],
    ['admin', '/admin/reports/bids', '/api/reports/bid'],
  ])('%s: the bids report calls %s', async (user, path, endpoint) => {
    const calls = reportCalls();
    await signInAs(user);
    renderApp(path);
    await screen.findByRole('table', { name: 'Bids Report' }, LOAD);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(endpoint), LOAD);
    expect(calls.every((c) => c.path === endpoint)).toBe(true);
  });

  it('replaces the table with a note on small screens; the export stays', async () => {
    const width = window.innerWidth;
    window.innerWidth = 500;
    try {
      renderApp('/reports/bids');
      expect(await screen.findByText(NOTE, {}, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Bids Report' })).toBeNull();
      expect(screen.getByRole('button', { name: /Export Excel/ })).toBeEnabled();
    } finally {
      window.innerWidth = width;
    }
  });

  it('shows the table and no note on wider screens', async () => {
    renderApp('/reports/bids');
    await screen.findByRole('table', { name: 'Bids Report' }, LOAD);
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('downloads the Excel file of the filters with the date and time in its name', async () => {
    const { blobs, saved } = recordSavedFiles('report');
    try {
      const calls = reportCalls();
      const { user } = renderApp('/reports/bids');
      await screen.findByRole('table', { name: 'Bids Report' }, LOAD);
      await user.click(screen.getByRole('button', { name: /Export Excel/ }));
      await waitFor(() => expect(saved).toHaveLength(1), LOAD);
      expect(saved[0]).toMatch(/^Bids Report_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
      expect(blobs[0].type).toBe(XLSX);
      expect(blobs[0].size).toBeGreaterThan(1000);
      const exported = calls.find((c) => c.path === '/api/reports/bidauctioneer/excel');
      expect(exported?.body).toEqual({ search: '', sorter: {}, auctionId: null });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
