import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { advanceSimTime } from '../../../src/mocks/clock';
import { joinLot, placeBid } from '../../../src/mocks/live/engine';
import { subscriberCount } from '../../../src/mocks/live/hub';
import { renderApp, signInAs } from '../../render';
import { liveAuction, liveLot, post, userNamed } from '../../simApi';

const join = (userName: string, lot: ReturnType<typeof liveLot>, amount = 100_000) => {
  const user = userNamed(userName);
  return joinLot(
    lot,
    user,
    amount,
    amount > 0 ? db.purchaseProfiles.find((p) => p.bidderId === user.id)!.id : null,
    'online',
  );
};
const button = (name: RegExp) =>
  screen.getByText(name, { selector: 'button span' }).closest('button')!;
const logs = (lotId: number, title: string) =>
  db.activityLogs.filter((l) => l.lotId === lotId && l.actLogTitle === title).length;

describe('control room', () => {
  beforeEach(() => signInAs('auctioneer'));

  it('starts a pending lot with the S shortcut and shows it LIVE', async () => {
    const a = liveAuction('Manual');
    const lot = db.lots.find(
      (l) => l.auctionId === a.id && l.status === 'Listed' && !l.startedTime,
    )!;
    renderApp(`/auctions/${a.id}/auctioneer/${lot.id}`);
    expect(await screen.findByText(`Lot ${lot.lotNumber}:`, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(button(/^Start/)).toBeEnabled());
    await waitFor(() => expect(subscriberCount()).toBe(1));
    fireEvent.keyDown(window, { key: 's' });
    await waitFor(() => expect(lot.startedTime).not.toBeNull());
    expect(await screen.findByText('Lot started.')).toBeInTheDocument();
    await waitFor(() => expect(button(/^Stop alert/)).toBeEnabled());
    expect(button(/^Start/)).toBeDisabled();
  });

  it('sends the stop alert once however often it is clicked, cancels it, and a refused stop says why', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot);
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    const { user } = renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
    await waitFor(() => expect(subscriberCount()).toBe(1));
    await waitFor(() => expect(button(/^Stop alert/)).toBeEnabled());
    await user.dblClick(button(/^Stop alert/));
    expect(await screen.findByText('Stop alert running (10 s)')).toBeInTheDocument();
    expect(logs(lot.id, 'Stop Alert Sent')).toBe(1);
    await waitFor(() => expect(document.querySelector('.live-final')).not.toBeNull());
    await user.click(button(/^Cancel alert/));
    await waitFor(() => expect(screen.queryByText('Stop alert running (10 s)')).toBeNull());
    expect(lot.stopAlertTime).toBeNull();
    // The last bid is younger than the threshold: the stop becomes a stop alert.
    await user.click(button(/^Stop$/));
    expect(
      await screen.findByText('The last bid is too recent: the stop alert was sent instead.'),
    ).toBeInTheDocument();
    expect(lot.stoppedTime).toBeNull();
    expect(await screen.findByText('Stop alert running (10 s)')).toBeInTheDocument();
  });

  it('a failed cancel says Could not cancel the alert!', async () => {
    const lot = liveLot('Manual');
    const { user } = renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
    await waitFor(() => expect(subscriberCount()).toBe(1));
    await user.click(await waitFor(() => button(/^Stop alert/)));
    await waitFor(() => expect(button(/^Cancel alert/)).toBeEnabled());
    await post('/__sim/faults', { match: `/api/lots/${lot.id}/notifystopcancel`, status: 500 });
    await user.click(button(/^Cancel alert/));
    expect(await screen.findByText('Could not cancel the alert!')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again!')).toBeInTheDocument();
  });

  it('stops the lot: the winner modal shows SOLD TO the paddle and moves on to the next lot', async () => {
    const lot = liveLot('Manual');
    const j = join('bidder2', lot);
    placeBid(lot, userNamed('bidder2'), lot.openingPrice + lot.minBidIncrements);
    advanceSimTime(15_000);
    const { user } = renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
    await waitFor(() => expect(subscriberCount()).toBe(1));
    await waitFor(() => expect(button(/^Stop$/)).toBeEnabled());
    await user.click(button(/^Stop$/));
    await waitFor(() => expect(lot.stoppedTime).not.toBeNull());
    const title = await screen.findByText('The winner has been declared!');
    const modal = title.closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText(`SOLD TO ${j.paddleNumber}`)).toBeInTheDocument();
    expect(within(modal).getByText(/^Go to Next Lot \(1[0-5]\)$/)).toBeInTheDocument();
    expect(lot.stoppedTime).not.toBeNull();
  });

  it('lists active bidders with their biddable amount and marks spectators', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot, 10_000);
    join('bidder2', lot, 0);
    renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
    const active = await screen.findByRole('region', { name: 'Active bidders' });
    await waitFor(() => expect(within(active).getByText('Active bidders (2)')).toBeInTheDocument());
    expect(within(active).getByText('$40,000')).toBeInTheDocument();
    expect(within(active).getByText('Spectating')).toBeInTheDocument();
  });
});
