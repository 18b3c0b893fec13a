import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { db } from '../../../src/mocks/db';
import { Event } from '../../../src/live/gen/auction';
import { nextDayStart } from '../../../src/live/clock';
import { syncServerTime } from '../../../src/api/serverTime';
import { simNow } from '../../../src/mocks/clock';
import {
  changeIncrement,
  joinLot,
  leaveLot,
  notifyStop,
  placeBid,
  startLot,
  stopLot,
} from '../../../src/mocks/live/engine';
import { bareEvent, broadcast, sendToUser, subscriberCount } from '../../../src/mocks/live/hub';
import { message } from '../../../src/mocks/live/messages';
import { server } from '../../../src/mocks/node';
import { ROOM } from '../../../src/live/roomText';
import { bidderQueries } from '../../../src/api/bidders';
import { renderApp, signInAs } from '../../render';
import { liveLot, post, userNamed } from '../../simApi';

/** A button by its text (role queries are slow on this page in jsdom). */
const button = (root: HTMLElement, text: string) => within(root).getByText(text).closest('button')!;
const panel = () => screen.findByRole('region', { name: /^Live lot / });
const profileOf = (userName: string) =>
  db.purchaseProfiles.find((p) => p.bidderId === userNamed(userName).id)!.id;

describe('bidder room: joining', () => {
  beforeEach(() => signInAs('bidder'));

  it('joins with a purchase profile and an amount, then bids once however often Place Bid is clicked', async () => {
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(within(room).getByRole('button', { name: 'Join Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Auction' });
    const join = within(dialog).getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Amount to lock'), '50000');
    expect(join).toBeEnabled();
    await user.click(join);
    expect(
      await within(dialog).findByText('*Please select a purchase profile!'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Purchase profile'));
    await user.click(await screen.findByTitle('Brooks Holdings LLC'));
    await user.click(join);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bid = await within(room).findByRole('button', { name: 'Start With Opening Amount' });
    const input = within(room).getByLabelText(/Your bid/);
    const min = lot.openingPrice + lot.minBidIncrements;
    await waitFor(() => expect(input).toHaveValue(String(min)));
    await waitFor(() => expect(bid).toBeEnabled());
    await user.dblClick(bid);
    await waitFor(() =>
      expect(within(room).getByTestId(`latest-${lot.id}`)).toHaveTextContent(
        `$${min.toLocaleString('en-US')}`,
      ),
    );
    expect(db.bids.filter((b) => b.lotId === lot.id)).toHaveLength(1);
    expect(
      db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === userNamed('bidder').id),
    ).toMatchObject({ amount: 50000, purchaseProfileId: expect.any(Number) });
    // Holding the highest bid disables Place Bid.
    await waitFor(() => expect(button(room, 'Place Bid')).toBeDisabled());
    expect(within(room).getByText('You hold the highest bid.')).toBeInTheDocument();
  });

  it('with no available balance shows Insufficient Balance! with a link to the linked accounts', async () => {
    db.bidders.find((b) => b.userId === userNamed('bidder').id)!.availableBalance = 0;
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    await user.click(within(await panel()).getByRole('button', { name: 'Join Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Auction' });
    expect(within(dialog).getByText('Insufficient Balance!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Linked Accounts' })).toHaveAttribute(
      'href',
      '/account/balance',
    );
    await user.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed join shows the join warning and keeps the modal as typed', async () => {
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    await user.click(within(await panel()).getByRole('button', { name: 'Join Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Auction' });
    await user.click(within(dialog).getByLabelText('Purchase profile'));
    await user.click(await screen.findByTitle('Brooks Holdings LLC'));
    await user.type(within(dialog).getByLabelText('Amount to lock'), '1000');
    await post('/__sim/faults', { match: `/api/auctions/*/${lot.id}/bidders`, status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Error occured while joining!')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount to lock')).toHaveValue('1000');
  });

  it('an unverified account gets the not-verified modal, even when it clicks before its data arrives', async () => {
    await signInAs('bidder-unverified');
    const bidder = userNamed('bidder-unverified');
    // The account's data (verification, balances) arrives only after the first click.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      mswHttp.get('*/api/bidders', async () => {
        await held; // then the simulator answers
      }),
    );
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(button(room, 'Spectate'));
    release();
    const refused = (
      await screen.findByText('Please go to the settings page to verify your account!')
    ).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(refused).getAllByText('Your account is not verified')[0]).toBeInTheDocument();
    expect(screen.queryByText(ROOM.joinFailed)).not.toBeInTheDocument();
    // Join Auction, once the data is there, is refused the same way (a second modal).
    await user.click(button(room, 'Join Auction'));
    await waitFor(() =>
      expect(
        screen.getAllByText('Please go to the settings page to verify your account!'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog', { name: 'Join Auction' })).not.toBeInTheDocument();
    expect(db.auctionBidders.some((j) => j.bidderId === bidder.id && j.lotId === lot.id)).toBe(
      false,
    );
  });

  it("the server's refusal of an account unverified since the page opened shows the same modal", async () => {
    const lot = liveLot('Auto');
    const { user, client } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await waitFor(() => expect(client.getQueryData(bidderQueries.global().queryKey)).toBeDefined());
    userNamed('bidder').isVerified = false;
    await user.click(button(room, 'Spectate'));
    expect(
      await screen.findByText('Please go to the settings page to verify your account!'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ROOM.joinFailed)).not.toBeInTheDocument();
  });

  it('pre-registers before the auction opens and can unregister', async () => {
    const a = db.auctions
      .filter((x) => !x.isOpen && !x.isFinished && !x.isCancelled)
      .sort((x, y) => x.startTime.localeCompare(y.startTime))[0];
    const lot = db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed')!;
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(await within(room).findByRole('button', { name: 'Pre-register' }));
    expect(
      await within(room).findByText("You're pre-registered for this auction."),
    ).toBeInTheDocument();
    const join = db.auctionBidders.find((j) => j.lotId === lot.id)!;
    expect(join).toMatchObject({ amount: -1, purchaseProfileId: null, type: 'online' });
    await user.click(within(room).getByRole('button', { name: 'Unregister' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unregister from this auction?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unregister' }));
    await waitFor(() => expect(join.leftDate).not.toBeNull());
    expect(await within(room).findByRole('button', { name: 'Pre-register' })).toBeInTheDocument();
  });

  it('spectating shows the spectator text and a Join Auction button', async () => {
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(await within(room).findByRole('button', { name: 'Spectate' }));
    expect(
      await within(room).findByText("Currently you're in spectator mode!"),
    ).toBeInTheDocument();
    expect(within(room).getByRole('button', { name: 'Join Auction' })).toBeInTheDocument();
  });

  it('leaving while holding the highest bid shows the server reason (999)', async () => {
    const lot = liveLot('Auto');
    const me = userNamed('bidder');
    joinLot(lot, me, 60000, profileOf('bidder'), 'online');
    placeBid(lot, me, lot.openingPrice + lot.minBidIncrements);
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(await within(room).findByRole('button', { name: 'Leave' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this lot?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByText('You cannot leave while you hold the highest bid!'),
    ).toBeInTheDocument();
  });

  it('registers an existing push key with the server', async () => {
    const getSubscription = async () => ({ endpoint: 'https://push.example/abc' });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription } }) },
    });
    try {
      renderApp(`/details/${liveLot('Auto').id}`);
      await panel();
      await waitFor(() =>
        expect(db.bidders.find((b) => b.userId === userNamed('bidder').id)?.pushKey).toBe(
          'https://push.example/abc',
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a refused bid shows the server reason and keeps the typed amount', async () => {
    const lot = liveLot('Auto');
    joinLot(lot, userNamed('bidder'), 100_000, profileOf('bidder'), 'online');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    const input = within(room).getByLabelText(/Your bid/);
    const typed = lot.openingPrice + 3 * lot.minBidIncrements;
    await waitFor(() => expect(button(room, 'Start With Opening Amount')).toBeEnabled());
    await user.clear(input);
    await user.type(input, String(typed));
    await post('/__sim/faults', {
      match: `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`,
      status: 400,
      body: { message: 'The lot is not open for bidding!' },
    });
    await user.click(button(room, 'Start With Opening Amount'));
    expect(await screen.findByText('The lot is not open for bidding!')).toBeInTheDocument();
    expect(input).toHaveValue(String(typed));
    expect(db.bids.filter((b) => b.lotId === lot.id)).toHaveLength(0);
  });

  it('an automatic auction past its start shows Auction is starting soon... until it opens', async () => {
    const a = db.auctions.find(
      (x) => x.startType === 'Auto' && !x.isOpen && !x.isFinished && !x.isCancelled,
    )!;
    a.startTime = new Date(simNow() - 1_000).toISOString();
    a.stopTime = new Date(simNow() + 120_000).toISOString();
    const lot = db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed')!;
    renderApp(`/details/${lot.id}`);
    const room = await panel();
    expect(await within(room).findByText('Auction is starting soon...')).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(1));
    startLot(lot);
    await waitFor(() =>
      expect(within(room).queryByText('Auction is starting soon...')).not.toBeInTheDocument(),
    );
    expect(within(room).getByText('LIVE')).toBeInTheDocument();
  });

  it('a failed balance refresh shows its warning', async () => {
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    await user.click(within(await panel()).getByRole('button', { name: 'Join Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Auction' });
    await post('/__sim/faults', { match: '/api/accounts/refreshaccounts', status: 500 });
    await user.click(within(dialog).getByRole('button', { name: /Refresh balance/ }));
    expect(
      await screen.findByText('Error occured while refreshing the balance!'),
    ).toBeInTheDocument();
  });
});

describe('bidder room: live reactions', () => {
  beforeEach(() => signInAs('bidder'));

  const joinAs = (userName: string, lot: ReturnType<typeof liveLot>, amount = 100_000) =>
    joinLot(lot, userNamed(userName), amount, profileOf(userName), 'online');

  /** A running automatic lot with `bidder` and `others` joined and one bid by `by`, open in the room. */
  async function roomWithBid(by: string, others: string[] = []) {
    const lot = liveLot('Auto');
    for (const u of new Set(['bidder', by, ...others])) joinAs(u, lot);
    placeBid(lot, userNamed(by), lot.openingPrice + lot.minBidIncrements);
    const view = renderApp(`/details/${lot.id}`);
    return { lot, room: await panel(), ...view };
  }

  it('hears being outbid, a new increment and the extension of an auto auction', async () => {
    const lot = liveLot('Auto');
    joinAs('bidder', lot);
    joinAs('bidder2', lot);
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    // Inside the last `timeLeft` minutes: the next bid extends the auction.
    lot.stopTime = new Date(simNow() + 60_000).toISOString();
    renderApp(`/details/${lot.id}`);
    const room = await panel();
    await within(room).findByText('You hold the highest bid.');
    const outbid = lot.openingPrice + 2 * lot.minBidIncrements;
    placeBid(lot, userNamed('bidder2'), outbid);
    expect(
      await screen.findByText('Auction has been extended by 2 minute(s)!'),
    ).toBeInTheDocument();
    expect(
      await within(room).findByText(
        `You have been outbid. New bid $${outbid.toLocaleString('en-US')}.`,
      ),
    ).toBeInTheDocument();
    changeIncrement(lot, 50);
    expect(await screen.findByText('Minimum increment changed to $50.')).toBeInTheDocument();
    expect(
      await within(room).findByText(`Your bid (minimum $${(outbid + 50).toLocaleString('en-US')})`),
    ).toBeInTheDocument();
  });

  it('declares WINNER! to the winner and unsubscribes the lot', async () => {
    const { lot, room } = await roomWithBid('bidder');
    await within(room).findByText('You hold the highest bid.');
    stopLot(lot);
    expect(await within(room).findByText('WINNER!')).toBeInTheDocument();
  });

  it('tells the others The winner has been declared!', async () => {
    const { lot, room } = await roomWithBid('bidder2');
    await within(room).findByText(/Paddle \d+ · 1 bid/);
    stopLot(lot);
    expect(await within(room).findByText('The winner has been declared!')).toBeInTheDocument();
    expect(within(room).queryByText('WINNER!')).not.toBeInTheDocument();
  });

  it('a kick shows the Disconnected modal', async () => {
    const lot = liveLot('Auto');
    joinAs('bidder', lot);
    renderApp(`/details/${lot.id}`);
    const room = await panel();
    await within(room).findByText('Start With Opening Amount');
    await new Promise((r) => setTimeout(r, 200));
    leaveLot(lot, userNamed('bidder').id, { kicked: true });
    const dialog = await screen.findByRole('dialog', { name: 'Disconnected' });
    expect(
      within(dialog).getByText('The auction host has kicked you out of the auction'),
    ).toBeInTheDocument();
  });

  it('a duplicate connection shows the other device and sends the bidder to /properties', async () => {
    const lot = liveLot('Auto');
    const { router, user } = renderApp(`/details/${lot.id}`);
    await within(await panel()).findByText('Spectate');
    await waitFor(() => expect(subscriberCount()).toBe(1));
    sendToUser(
      userNamed('bidder').id,
      null,
      bareEvent(
        Event.Disconnect,
        JSON.stringify({ os: 'iOS 18', device: 'iPhone', near: 'Evanston, IL' }),
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Disconnected - Duplicate Connection',
    });
    for (const text of [
      'Device: iPhone',
      'Operating system: iOS 18',
      'Near: Evanston, IL',
      'Just now',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    // The older device does not reconnect over the newer one.
    await waitFor(() => expect(subscriberCount()).toBe(0));
    await user.click(within(dialog).getByText('OK'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });

  it('a room opened the evening before its auction connects when the new day begins, without a reload', async () => {
    const lot = liveLot('Auto');
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    // On the server clock: 20 s before midnight, the auction starting a minute after it; the
    // session is opened again at that time (the hours moved would have expired its tokens).
    await post('/__sim/clock', { advanceMs: nextDayStart(simNow() + 60_000) - 20_000 - simNow() });
    await syncServerTime();
    await signInAs('bidder');
    Object.assign(auction, {
      startTime: new Date(nextDayStart(simNow()) + 60_000).toISOString(),
      stopTime: null,
      isOpen: false,
      isFinished: false,
    });
    Object.assign(lot, { status: 'Listed', startedTime: null, stopTime: null, stoppedTime: null });
    renderApp(`/details/${lot.id}`);
    await within(await panel()).findByText('Join Auction');
    // Tomorrow's auction: no live connection yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(subscriberCount()).toBe(0);
    await post('/__sim/clock', { advanceMs: 30_000 });
    await syncServerTime();
    await waitFor(() => expect(subscriberCount()).toBe(1));
  });

  it('an Error event shows the server message and unsubscribes the lot', async () => {
    const lot = liveLot('Auto');
    renderApp(`/details/${lot.id}`);
    await within(await panel()).findByText('Spectate');
    await waitFor(() => expect(subscriberCount()).toBe(1));
    broadcast(
      lot.id,
      message(Event.Error, lot, { errorMsg: 'This lot was withdrawn by the host.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This lot was withdrawn by the host.')).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(0));
  });

  it('manual final countdown: large seconds, then Pending Winner and Auction has ended!', async () => {
    const lot = liveLot('Manual');
    joinAs('bidder', lot);
    renderApp(`/details/${lot.id}`);
    const room = await panel();
    await within(room).findByText('Start With Opening Amount');
    await waitFor(() => expect(subscriberCount()).toBe(1));
    notifyStop(lot);
    await waitFor(() => expect(room.querySelector('.room-final')).not.toBeNull());
    expect(Number(room.querySelector('.room-final')!.textContent)).toBeGreaterThanOrEqual(9);
    // Move the server clock past the alert: the count ends; while the last bid is asked for the
    // lot waits for its winner; no bid exists (204), the lot has ended.
    await post('/__sim/faults', { match: `/api/lots/${lot.id}/lastbid`, delayMs: 1500 });
    await post('/__sim/clock', { advanceMs: 11_000 });
    await syncServerTime();
    expect(await within(room).findByText('Pending Winner!')).toBeInTheDocument();
    expect(within(room).getByText('Pending Winner ...')).toBeInTheDocument();
    expect(await within(room).findByText('Auction has ended!')).toBeInTheDocument();
    expect(button(room, 'Start With Opening Amount')).toBeDisabled();
  });

  it('auto countdown ends at one: Auction ending, pending final confirmation! then the winner', async () => {
    const lot = liveLot('Auto');
    joinAs('bidder', lot);
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    lot.stopTime = new Date(simNow() + 7_000).toISOString();
    renderApp(`/details/${lot.id}`);
    const room = await panel();
    await waitFor(() => expect(room.querySelector('.room-final')).not.toBeNull());
    expect(within(room).queryByText('Auction ending, pending final confirmation!')).toBeNull();
    // On the server's clock the count is at one, however long the page took to open.
    await post('/__sim/clock', { advanceMs: Date.parse(lot.stopTime) - 900 - simNow() });
    await syncServerTime();
    expect(
      await within(room).findByText('Auction ending, pending final confirmation!'),
    ).toBeInTheDocument();
    expect(within(room).getByText('Please wait...')).toBeInTheDocument();
    stopLot(lot);
    expect(await within(room).findByText('WINNER!')).toBeInTheDocument();
  });

  it('a dropped stream shows the banner, pauses bidding and recovers with the same bids', async () => {
    const { room } = await roomWithBid('bidder2');
    await waitFor(() => expect(button(room, 'Place Bid')).toBeEnabled());
    // The reconnect's Connect comes 500 ms late, so the paused bidding is there to be seen (the
    // tests' reconnect is otherwise quick enough to end between two checks).
    await post('/__sim/stream/delay', { delayMs: 500 });
    await post('/__sim/stream/drop');
    // Found as it shows: the banner may go again with the reconnect's headers.
    await screen.findByText('Connection lost. Reconnecting to the live auction...');
    expect(button(room, 'Place Bid')).toBeDisabled();
    await waitFor(() =>
      expect(
        screen.queryByText('Connection lost. Reconnecting to the live auction...'),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button(room, 'Place Bid')).toBeEnabled());
    expect(within(room).getByText(/· 1 bid$/)).toBeInTheDocument();
  });

  it("after a reconnect bidding waits for the new stream's Connect, not only the connection", async () => {
    const { room } = await roomWithBid('bidder2');
    await waitFor(() => expect(button(room, 'Place Bid')).toBeEnabled());
    // The reconnect's headers come at once; its Connect and prior bids come 1.5 s later.
    await post('/__sim/stream/delay', { delayMs: 1500 });
    await post('/__sim/stream/drop');
    await screen.findByText('Connection lost. Reconnecting to the live auction...');
    await waitFor(() =>
      expect(
        screen.queryByText('Connection lost. Reconnecting to the live auction...'),
      ).not.toBeInTheDocument(),
    );
    expect(button(room, 'Place Bid')).toBeDisabled();
    expect(within(room).getByText('Reconnecting to the live auction...')).toBeInTheDocument();
    await waitFor(() => expect(button(room, 'Place Bid')).toBeEnabled());
    expect(within(room).getByText(/· 1 bid$/)).toBeInTheDocument();
  });

  it('leaving the room unsubscribes the live stream on the server', async () => {
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    try {
      const { unmount } = await roomWithBid('bidder2');
      await waitFor(() => expect(subscriberCount()).toBe(1));
      await new Promise((r) => setTimeout(r, 100));
      calls.length = 0;
      unmount();
      await waitFor(() => expect(calls).toContain('POST /api/auctions/unsubscribegrpc'));
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('joined lots float in at most two panels, with the Joined Auctions list past two', async () => {
    const main = liveLot('Auto');
    const others = db.lots.filter(
      (l) => l.status === 'Listed' && l.id !== main.id && l.startedTime && !l.stoppedTime,
    );
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const l of others.slice(0, 3)) joinAs('bidder', l, 10_000);
    const { user } = renderApp(`/details/${main.id}`);
    await panel();
    expect(await screen.findByText('Joined Auctions (3)')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.joined-panel')).toHaveLength(2));
    const first = document.querySelector('.joined-panel')!;
    expect(first.getAttribute('style')).toMatch(/right: 16px/);
    // Collapse keeps only the header.
    await user.click(within(first as HTMLElement).getByLabelText(/^Collapse /));
    expect(first.querySelector('.body')).toBeNull();
    expect(
      within(first as HTMLElement)
        .getByText(/Open$/)
        .closest('a'),
    ).toHaveAttribute('href', expect.stringMatching(/^\/details\/\d+$/));
  });

  it('a manual auction moves to the lot that started and shows the listed-lot-ahead notice', async () => {
    const first = liveLot('Manual');
    const next = db.lots.find(
      (l) =>
        l.auctionId === first.auctionId && l.lotNumber > first.lotNumber && l.status === 'Listed',
    )!;
    joinAs('bidder', first, 10_000);
    joinAs('bidder', next, 10_000);
    const { router } = renderApp(`/details/${first.id}`);
    const room = await panel();
    // 10,000 locked at 25% down cannot reach the opening bid.
    expect(await within(room).findByText('Insufficient Deposit')).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(1));
    stopLot(first);
    expect(await screen.findByText(/^Next lot up: Lot \d+/)).toBeInTheDocument();
    startLot(next);
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/${next.id}$`)));
  });
});
