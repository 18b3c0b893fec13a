import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { addFault } from '../../../src/mocks/faults';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const section = (id: string) => screen.queryByTestId(`list-${id}`);
const cardLinks = (id: string) => [
  ...(section(id)?.querySelectorAll('a[href^="/details/"]') ?? []),
];
const openLot = (lotId: number) => {
  const lot = db.lots.find((l) => l.id === lotId)!;
  const a = db.auctions.find((x) => x.id === lot.auctionId)!;
  return lot.status === 'Listed' && !lot.stoppedTime && !a.isCancelled && !a.isFinished;
};

const openMenuButton = () => screen.findByLabelText(/User menu/, {}, { timeout: 10_000 });
/** A tab of the home page's sales table (plain selector: role queries over the table are slow). */
const salesTab = (key: string) =>
  document.querySelector(`[data-node-key="${key}"] [role="tab"]`) as HTMLElement;
const menu = () => {
  const open = [
    ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)'),
  ];
  return open[open.length - 1];
};

setUpScreens(
  'bidder',
  () => import('../../../src/features/dashboard/DashboardPage'),
  () => import('../../../src/features/dashboard/BidderDashboard'),
  () => import('../../../src/features/public/PublicSales'),
);

describe('bidder dashboard', () => {
  it('says search is for Illinois only and its shortcuts carry the search filter state', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByTestId('illinois-only')).toHaveTextContent(
      'Search is currently available in Illinois only',
    );
    const href = (key: string) => screen.getByTestId(`shortcut-${key}`).getAttribute('href');
    expect(href('balance')).toBe('/account/balance');
    expect(href('personal')).toBe('/account/personal');
    expect(href('winning')).toBe('/account/winning');
    expect(href('account')).toBe('/account');

    fireEvent.click(screen.getByTestId('shortcut-pinned'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.state).toEqual({ showPinned: true });

    await router.navigate('/dashboard');
    fireEvent.click(await screen.findByTestId('shortcut-live'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.state).toEqual({ showLive: true });

    await router.navigate('/dashboard');
    fireEvent.click(await screen.findByTestId('shortcut-week'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    const { beginDate, endDate } = router.state.location.state as Record<string, string>;
    const days = (Date.parse(endDate) - Date.parse(beginDate)) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7);
    expect(Date.parse(beginDate)).toBeLessThanOrEqual(Date.now());
  });

  it('lists live, pinned and upcoming lots with cards linking to the details', async () => {
    renderApp('/dashboard');
    const live = db.lots.filter((l) => {
      const a = db.auctions.find((x) => x.id === l.auctionId);
      return openLot(l.id) && a?.isOpen && l.startedTime;
    });
    await waitFor(() => expect(cardLinks('live')).toHaveLength(live.length));
    expect(live.length).toBeGreaterThan(0);
    const pins = db.bidders
      .find((b) => b.userId === userNamed('bidder').id)!
      .pinnedLotIds.filter(openLot);
    await waitFor(() => expect(cardLinks('pinned')).toHaveLength(pins.length));
    expect(cardLinks('pinned').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(pins.map((id) => `/details/${id}`)),
    );
    await waitFor(() => expect(cardLinks('upcoming').length).toBeGreaterThan(0));
    // Upcoming lots are those whose auction has not opened yet.
    for (const a of cardLinks('upcoming')) {
      const lot = db.lots.find((l) => `/details/${l.id}` === a.getAttribute('href'))!;
      expect(db.auctions.find((x) => x.id === lot.auctionId)!.isOpen).toBe(false);
    }
    const viewAll = within(section('pinned')!).getByText('View all');
    expect(viewAll).toHaveAttribute('href', '/properties');
  });

  it('unpins from a pinned card', async () => {
    renderApp('/dashboard');
    await waitFor(() => expect(cardLinks('pinned').length).toBeGreaterThan(0));
    const before = cardLinks('pinned').length;
    const unpin = section('pinned')!.querySelector('button[aria-label^="Unpin "]')!;
    fireEvent.click(unpin);
    await waitFor(() => expect(cardLinks('pinned')).toHaveLength(before - 1));
  });

  it('shows empty states, and a failing list shows nothing and no error', async () => {
    await signInAs('bidder2');
    addFault({ match: '/api/lots/listupcoming/bidder', status: 500 });
    renderApp('/dashboard');
    expect(await screen.findByText('You have not pinned any properties yet.')).toBeInTheDocument();
    await waitFor(() => expect(cardLinks('live').length).toBeGreaterThan(0));
    await waitFor(() => expect(section('upcoming')).not.toBeInTheDocument());
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });
});

describe('bidder user menu', () => {
  it('has pins, winnings, upcoming, FAQ, today’s sales, balance and Logout; Today’s Sales opens that tab', async () => {
    const { router } = renderApp('/dashboard');
    fireEvent.click(await openMenuButton());
    expect(await screen.findByText('Pinned properties (2)')).toBeInTheDocument();
    expect(await screen.findByTestId('menu-balance')).toHaveTextContent(
      /Available balance \$[\d,]+ · \d+ linked accounts?/,
    );
    for (const label of ['My Winnings', 'Upcoming Properties', 'FAQ', "Today's Sales", 'Logout'])
      expect(within(menu()).getByText(label)).toBeInTheDocument();

    fireEvent.click(within(menu()).getByText("Today's Sales"));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=today'));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(salesTab('today')).toHaveAttribute('aria-selected', 'true'));
    expect(salesTab('today')).toHaveTextContent("Today's Sales");

    // Following the other link while on the home page switches the tab.
    await router.navigate('/?tab=upcoming');
    await waitFor(() => expect(salesTab('upcoming')).toHaveAttribute('aria-selected', 'true'));
    expect(salesTab('today')).toHaveAttribute('aria-selected', 'false');
  });

  it('My Winnings and pinned properties lead to their pages', async () => {
    const { router } = renderApp('/dashboard');
    fireEvent.click(await openMenuButton());
    fireEvent.click(within(menu()).getByText('My Winnings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/winning'));
    fireEvent.click(await openMenuButton());
    fireEvent.click(await within(menu()).findByText(/Pinned properties \(/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.state).toEqual({ showPinned: true });
  });
});
