import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { readRecentlyViewed } from '../../../src/lib/recentlyViewed';
import { renderApp, signInAs } from '../../render';
import { callAs } from '../../simApi';

const liveAutoLot = () => {
  const a = db.auctions.find((x) => x.startType === 'Auto' && x.isOpen && !x.isTest)!;
  return db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed')!;
};

describe('lot details', () => {
  beforeEach(() => signInAs('bidder'));

  it('loads the lot, replaces the address with the address link and remembers the property', async () => {
    const lot = liveAutoLot();
    const { router } = renderApp(`/details/${lot.id}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(
          `^/auctions/lakeshore-judicial-sales/[a-z0-9-]+-il-\\d{5}/${lot.auctionId}/${lot.id}$`,
        ),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/IL \d{5}/);
    // Only the documents marked visible to bidders.
    expect(screen.getByRole('link', { name: 'Notice of Sale.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Judgment Order.pdf')).not.toBeInTheDocument();
    expect(readRecentlyViewed()[0]).toMatchObject({
      lotId: lot.id,
      auctionId: lot.auctionId,
      auctionHostName: 'Lakeshore Judicial Sales',
    });
  });

  it('a live lot opens on BID HISTORY; the auction details tab has the host, type and other lots', async () => {
    const lot = liveAutoLot();
    const { user } = renderApp(`/details/${lot.id}`);
    const tab = await screen.findByRole('tab', { name: 'BID HISTORY' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No bids found!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'AUCTION DETAILS' }));
    expect(await screen.findByText('Lakeshore Judicial Sales')).toBeInTheDocument();
    expect(screen.getByText('Automatic')).toBeInTheDocument();
    expect(screen.getByText('OTHER LOTS')).toBeInTheDocument();
    expect(screen.queryByText('In-person bidding location')).not.toBeInTheDocument();
  });

  it('an upcoming automatic auction shows Starts in, and the pin toggles', async () => {
    const a = db.auctions
      .filter((x) => x.startType === 'Auto' && !x.isOpen && !x.isFinished && !x.isCancelled)
      .sort((x, y) => x.startTime.localeCompare(y.startTime))[0];
    const lot = db.lots.find(
      (l) =>
        l.auctionId === a.id &&
        l.status === 'Listed' &&
        !db.bidders
          .find((b) => b.userId === db.users.find((u) => u.userName === 'bidder')!.id)!
          .pinnedLotIds.includes(l.id),
    )!;
    const { user } = renderApp(`/details/${lot.id}`);
    expect(await screen.findByRole('tab', { name: 'AUCTION DETAILS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Starts in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/\d{2}m \d{2}s/);
    await user.click(screen.getByRole('button', { name: /Pin$/ }));
    expect(await screen.findByRole('button', { name: /Pinned$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Pinned$/ }));
    expect(await screen.findByRole('button', { name: /Pin$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('share gives the fixed front-end host plus the current path; the calendar defaults to Auction Day', async () => {
    const lot = liveAutoLot();
    const { user, router } = renderApp(`/details/${lot.id}`);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/auctions\//));
    await user.click(await screen.findByRole('button', { name: /Share/ }));
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      `http://localhost:5173${router.state.location.pathname}`,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Add to Calendar/ }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Auction Day');
    expect(screen.getByRole('button', { name: 'Download calendar file' })).toBeInTheDocument();
  });

  it('the Mock Auction banner shows for test auctions', async () => {
    const mock = db.auctions.find((a) => a.isTest)!;
    const lot = db.lots.find((l) => l.auctionId === mock.id)!;
    renderApp(`/details/${lot.id}`);
    expect(await screen.findByText('Mock Auction')).toBeInTheDocument();
  });

  it('the other lots come from the auction’s lot list, by lot number, with their property counts', async () => {
    const lot = liveAutoLot();
    const others = db.lots
      .filter((l) => l.auctionId === lot.auctionId && l.id !== lot.id)
      .sort((a, b) => a.lotNumber - b.lotNumber);
    const twoProperties = others[0];
    const first = db.properties.find((p) => p.lotId === twoProperties.id)!;
    db.properties.push({ ...first, id: 990_001, isPrimary: false });
    const asked = { n: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/lots/auction/${lot.auctionId}`) asked.n++;
    });
    const { user } = renderApp(`/details/${lot.id}`);
    await user.click(await screen.findByRole('tab', { name: 'AUCTION DETAILS' }));
    const links = await screen.findAllByRole('link', { name: /^Lot \d+: / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(others.map((l) => `/details/${l.id}`));
    expect(links[0]).toHaveTextContent(
      `Lot ${twoProperties.lotNumber}: ${first.address.streetLine1}, ${first.address.city} (2 properties)`,
    );
    expect(links[1]).not.toHaveTextContent('properties');
    expect(asked.n).toBe(1);
    server.events.removeAllListeners();
  });

  it('a lot with several properties lists them all; a lot with one shows no list', async () => {
    const lot = liveAutoLot();
    const primary = db.properties.find((p) => p.lotId === lot.id)!;
    db.properties.push({
      ...primary,
      id: 990_002,
      isPrimary: false,
      address: { ...primary.address, streetLine1: '2 Second St' },
    });
    const { unmount } = renderApp(`/details/${lot.id}`);
    const list = await screen.findByRole('region', { name: 'Properties in this lot' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [main, second] = within(list).getAllByRole('listitem');
    expect(main).toHaveTextContent(primary.address.streetLine1);
    expect(main).toHaveTextContent('Primary');
    expect(second).toHaveTextContent(`2 Second St, ${primary.address.city}`);
    expect(second).not.toHaveTextContent('Primary');
    unmount();

    const single = db.lots.find(
      (l) => l.auctionId === lot.auctionId && l.id !== lot.id && l.status === 'Listed',
    )!;
    renderApp(`/details/${single.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Properties in this lot')).not.toBeInTheDocument();
  });

  it('opens a stream only when its address is http(s); any other says the URL is not found', async () => {
    const lot = liveAutoLot();
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    auction.streams = [
      {
        id: 1,
        title: 'Sale room',
        url: 'https://www.youtube.com/watch?v=x',
        status: 'Live',
        type: 'YouTube',
      },
      { id: 2, title: 'Bad stream', url: 'javascript:alert(1)', status: 'Live', type: 'YouTube' },
    ];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user } = renderApp(`/details/${lot.id}`);
      await user.click(await screen.findByRole('button', { name: /Streams/ }));
      await user.click(await screen.findByRole('button', { name: 'Bad stream' }));
      expect(await screen.findByText('URL is not found!')).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Sale room' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(
        'https://www.youtube.com/watch?v=x',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  });

  it('an unknown lot says so', async () => {
    renderApp('/details/999999');
    expect(await screen.findByText('Lot is not found!')).toBeInTheDocument();
  });
});

describe('lot details on a small screen', () => {
  beforeEach(() => signInAs('bidder'));
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('opens property details and photos in modals', async () => {
    window.innerWidth = 500;
    const lot = liveAutoLot();
    const { user } = renderApp(`/details/${lot.id}`);
    // The page keeps the lot's address as its heading while the details are behind a button.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/IL \d{5}/);
    await user.click(await screen.findByRole('button', { name: 'Property details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2, name: /IL \d{5}/ })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Photos' }));
    expect(await screen.findByRole('region', { name: 'Photos and map' })).toBeInTheDocument();
  });
});

describe('lot details on a spec-shaped answer', () => {
  beforeEach(() => signInAs('bidder'));

  it('shows the lot when the answer has only the bidder view of spec 1 section 3', async () => {
    const lot = db.lots.find(
      (l) =>
        l.status === 'Listed' &&
        db.auctions.some((a) => a.id === l.auctionId && !a.isOpen && !a.isFinished),
    )!;
    const full = (await (await callAs('bidder', 'GET', `/api/lots/${lot.id}/bidder`)).json()) as {
      auction: Record<string, unknown>;
    } & Record<string, unknown>;
    // Leave out what the spec's bidder view does not list.
    const { isPostponed: _1, winner: _2, lotNumber: _3, ...lotOnly } = full;
    const { isCancelled: _4, timeLeft: _5, extraTime: _6, streams: _7, ...auction } = full.auction;
    server.use(
      mswHttp.get('*/api/lots/:lotId/bidder', () => HttpResponse.json({ ...lotOnly, auction })),
    );
    renderApp(`/details/${lot.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/IL \d{5}/);
    expect(await screen.findByRole('tab', { name: 'AUCTION DETAILS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('button', { name: /streams/i })).not.toBeInTheDocument();
  });
});
