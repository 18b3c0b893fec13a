import { act, screen, waitFor } from '@testing-library/react';
import { NOT_READY } from '../../../src/features/control-room/LiveAuctionPage';
import { db } from '../../../src/mocks/db';
import { renderApp } from '../../render';
import { liveLot } from '../../simApi';
import { LIVE, setUpLiveScreens } from './controlRoom';

// The auction's details screen loads slowly, as on a phone: the live page stays until it has.
vi.mock('../../../src/features/auctions/AuctionDetailPage', async (original) => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return original();
});

describe('a live auction that is not ready', () => {
  setUpLiveScreens();

  it('warns once and goes back to its details, however often the page renders meanwhile', async () => {
    const lot = liveLot('Manual');
    db.lots.find((l) => l.auctionId === lot.auctionId && l.id !== lot.id)!.status = 'Draft';
    const { router, client } = renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    // Each navigation counted; a page that navigates on every render is stopped, not left looping.
    const navigate = router.navigate.bind(router);
    let navigations = 0;
    router.navigate = ((...args: Parameters<typeof navigate>) => {
      if (++navigations > 5) throw new Error('the page navigated again on each render');
      return navigate(...args);
    }) as typeof router.navigate;
    expect(await screen.findByText(NOT_READY, {}, LIVE)).toBeInTheDocument();
    // Renders again while the details screen's code loads (its data fetched once more).
    await act(() => client.invalidateQueries());
    await act(() => client.invalidateQueries());
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/auctions/${lot.auctionId}`),
      LIVE,
    );
    expect(screen.getAllByText(NOT_READY)).toHaveLength(1);
    expect(navigations).toBe(1);
  });
});
