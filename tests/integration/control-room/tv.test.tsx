import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { notifyStop, placeBid, stopLot } from '../../../src/mocks/live/engine';
import { subscriberCount } from '../../../src/mocks/live/hub';
import { renderApp, signInAs } from '../../render';
import { liveLot, post, userNamed } from '../../simApi';
import { join, LIVE, setUpLiveScreens } from './controlRoom';

const bidAs = (userName: string, lot: ReturnType<typeof liveLot>, amount: number) => {
  const user = userNamed(userName);
  if (!db.auctionBidders.some((j) => j.lotId === lot.id && j.bidderId === user.id))
    join(userName, lot);
  return placeBid(lot, user, amount);
};

describe('TV view', () => {
  setUpLiveScreens();

  it('shows the top bid and the next three live, then SOLD TO the winning paddle', async () => {
    const lot = liveLot('Manual');
    const step = lot.minBidIncrements;
    renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    expect(await screen.findByText('Opening bid', {}, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(1), LIVE);
    const bids = [1, 2, 3, 4, 5].map((k) =>
      bidAs(k % 2 ? 'bidder' : 'bidder2', lot, lot.openingPrice + k * step),
    );
    const top = bids[4];
    expect(
      await screen.findByText(`$${top.amount.toLocaleString('en-US')}`, {}, LIVE),
    ).toBeInTheDocument();
    const next = document.querySelector<HTMLElement>('ol[aria-label="Next bids"]')!;
    expect(next.querySelectorAll('li')).toHaveLength(3);
    expect(next).toHaveTextContent(`$${bids[3].amount.toLocaleString('en-US')}`);
    notifyStop(lot);
    await waitFor(() => expect(document.querySelector('.live-final')).not.toBeNull(), LIVE);
    stopLot(lot);
    expect(await screen.findByText(`SOLD TO ${top.paddleNumber}`, {}, LIVE)).toBeInTheDocument();
    expect(screen.getByText(/^Go to Next Lot \(1[0-5]\)$/)).toBeInTheDocument();
    expect(screen.getByText('Close Tab')).toBeInTheDocument();
  });

  it('a lot stopped without bids shows Plaintiff', async () => {
    const lot = liveLot('Manual');
    renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    expect(await screen.findByText('Opening bid', {}, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(1), LIVE);
    stopLot(lot);
    expect(await screen.findByText('Plaintiff', {}, LIVE)).toBeInTheDocument();
  });

  it('keeps the last state on screen through a stream drop', async () => {
    const lot = liveLot('Manual');
    renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await waitFor(() => expect(subscriberCount()).toBe(1), LIVE);
    const bid = bidAs('bidder', lot, lot.openingPrice + lot.minBidIncrements);
    const text = `$${bid.amount.toLocaleString('en-US')}`;
    expect(await screen.findByText(text, {}, LIVE)).toBeInTheDocument();
    await post('/__sim/stream/drop');
    // Found as it shows: the reconnect can be over by the time a later check runs.
    await screen.findByText('Reconnecting...', {}, LIVE);
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument(),
      LIVE,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('without a lot id opens the first open listed lot', async () => {
    const lot = liveLot('Manual');
    const { router } = renderApp(`/auctions/${lot.auctionId}/room`);
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe(`/auctions/${lot.auctionId}/room/${lot.id}`),
      LIVE,
    );
  });

  it('an auction with a Draft lot goes back to its details with a warning', async () => {
    const lot = liveLot('Manual');
    db.lots.find((l) => l.auctionId === lot.auctionId && l.id !== lot.id)!.status = 'Draft';
    const { router } = renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/auctions/${lot.auctionId}`),
      LIVE,
    );
    expect(
      await screen.findByText(
        'This auction has no lots ready to run. Check its lots first.',
        {},
        LIVE,
      ),
    ).toBeInTheDocument();
  });

  it('a bidder opening the address gets the bidder room', async () => {
    await signInAs('bidder');
    const lot = liveLot('Manual');
    const { router } = renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await waitFor(
      () =>
        expect(router.state.location.pathname).toMatch(new RegExp(`/${lot.auctionId}/${lot.id}$`)),
      LIVE,
    );
    expect(router.state.location.pathname).not.toContain('/room/');
  });
});
