import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { makeAuctionBidder } from '../../../src/mocks/factories';
import { advanceSimTime } from '../../../src/mocks/clock';
import { placeBid, stopLot } from '../../../src/mocks/live/engine';
import { liveAuction, liveLot, post, userNamed } from '../../simApi';
import { button, join, LIVE, openControl, section, setUpLiveScreens } from './controlRoom';

const logs = (lotId: number, title: string) =>
  db.activityLogs.filter((l) => l.lotId === lotId && l.actLogTitle === title).length;
const winnerTitle = () => screen.queryByText('The winner has been declared!');

describe('control room', () => {
  setUpLiveScreens();

  it('starts a pending lot with the S shortcut and shows it LIVE', async () => {
    const a = liveAuction('Manual');
    const lot = db.lots.find(
      (l) => l.auctionId === a.id && l.status === 'Listed' && !l.startedTime,
    )!;
    await openControl(lot);
    expect(screen.getByText('PENDING')).toBeInTheDocument();
    await waitFor(() => expect(button(/^Start/)).toBeEnabled(), LIVE);
    fireEvent.keyDown(window, { key: 's' });
    await waitFor(() => expect(lot.startedTime).not.toBeNull(), LIVE);
    expect(await screen.findByText('Lot started.', {}, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(button(/^Stop alert/)).toBeEnabled(), LIVE);
    expect(button(/^Start/)).toBeDisabled();
    expect(await screen.findByText('LIVE', {}, LIVE)).toBeInTheDocument();
    // The shortcuts are on the buttons and in the legend.
    expect(button(/^Start/)).toHaveAttribute('aria-keyshortcuts', 'S');
    expect(document.querySelector('.control-shortcuts')).toHaveTextContent(
      'S start, A stop alert, C cancel alert, X stop',
    );
  });

  it('sends the stop alert once however often it is clicked, cancels it, and a refused stop says why', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot);
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    await openControl(lot);
    await waitFor(() => expect(button(/^Stop alert/)).toBeEnabled(), LIVE);
    fireEvent.click(button(/^Stop alert/));
    fireEvent.click(button(/^Stop alert/));
    fireEvent.keyDown(window, { key: 'a' });
    expect(await screen.findByText('Stop alert running (10 s)', {}, LIVE)).toBeInTheDocument();
    expect(logs(lot.id, 'Stop Alert Sent')).toBe(1);
    await waitFor(() => expect(document.querySelector('.live-final')).not.toBeNull(), LIVE);
    fireEvent.click(button(/^Cancel alert/));
    await waitFor(() => expect(screen.queryByText('Stop alert running (10 s)')).toBeNull(), LIVE);
    expect(lot.stopAlertTime).toBeNull();
    expect(await screen.findByText('Stop alert cancelled.', {}, LIVE)).toBeInTheDocument();
    // The last bid is younger than the threshold: the stop becomes a stop alert.
    await waitFor(() => expect(button(/^Stop$/)).toBeEnabled(), LIVE);
    fireEvent.click(button(/^Stop$/));
    expect(
      await screen.findByText(
        'The last bid is too recent: the stop alert was sent instead.',
        {},
        LIVE,
      ),
    ).toBeInTheDocument();
    expect(lot.stoppedTime).toBeNull();
    expect(await screen.findByText('Stop alert running (10 s)', {}, LIVE)).toBeInTheDocument();
  });

  it('a failed cancel says Could not cancel the alert!', async () => {
    const lot = liveLot('Manual');
    await openControl(lot);
    await waitFor(() => expect(button(/^Stop alert/)).toBeEnabled(), LIVE);
    fireEvent.click(button(/^Stop alert/));
    await waitFor(() => expect(button(/^Cancel alert/)).toBeEnabled(), LIVE);
    await post('/__sim/faults', { match: `/api/lots/${lot.id}/notifystopcancel`, status: 500 });
    fireEvent.click(button(/^Cancel alert/));
    expect(await screen.findByText('Could not cancel the alert!', {}, LIVE)).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again!')).toBeInTheDocument();
    expect(lot.stopAlertTime).not.toBeNull();
  });

  it('stops the lot: the winner modal shows SOLD TO the paddle and moves on to the next lot', async () => {
    const lot = liveLot('Manual');
    const j = join('bidder2', lot);
    placeBid(lot, userNamed('bidder2'), lot.openingPrice + lot.minBidIncrements);
    advanceSimTime(15_000);
    await openControl(lot);
    await waitFor(() => expect(button(/^Stop$/)).toBeEnabled(), LIVE);
    fireEvent.click(button(/^Stop$/));
    // The stop call's answer is enough: the dialog does not wait for the LotStopped event.
    const title = await screen.findByText('The winner has been declared!', {}, LIVE);
    expect(lot.stoppedTime).not.toBeNull();
    const modal = title.closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText(`SOLD TO ${j.paddleNumber}`)).toBeInTheDocument();
    expect(within(modal).getByText(/^Go to Next Lot \(1[0-5]\)$/)).toBeInTheDocument();
  });

  it('a lot stopped elsewhere opens the winner dialog once, whichever news comes first', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot);
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    advanceSimTime(15_000);
    await openControl(lot);
    // Another screen stops the lot: the stream says so, and the lot list is refreshed.
    stopLot(lot);
    const title = await screen.findByText('The winner has been declared!', {}, LIVE);
    const modal = title.closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText(/^SOLD TO \d+$/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByText('Close'));
    await waitFor(() => expect(winnerTitle()).toBeNull(), LIVE);
    // The refreshed lot list (the SOLD badge) arrives after the event: the dialog stays closed.
    await screen.findByText('SOLD', {}, LIVE);
    expect(winnerTitle()).toBeNull();
    // A lot already stopped when the room opens shows its outcome without the dialog.
    expect(screen.getAllByText(/^SOLD TO \d+$/).length).toBeGreaterThan(0);
  });

  it('lists active bidders with their biddable amount and marks spectators and pre-registered bidders', async () => {
    const a = liveAuction('Manual');
    const lot = db.lots.find(
      (l) => l.auctionId === a.id && l.status === 'Listed' && !l.startedTime,
    )!;
    join('bidder', lot, 10_000);
    join('bidder2', lot, 0);
    // Pre-registered before the auction opened (-1 locked).
    makeAuctionBidder({
      lotId: lot.id,
      bidderId: userNamed('bidder3').id,
      paddleNumber: 199,
      amount: -1,
      purchaseProfileId: null,
    });
    await openControl(lot);
    const active = section('Active bidders');
    expect(within(active).getByText('$40,000')).toBeInTheDocument();
    expect(within(active).getByText('Spectating')).toBeInTheDocument();
    expect(within(active).getByText('Pre-registered')).toBeInTheDocument();
  });
});
