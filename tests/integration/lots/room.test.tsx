import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { joinLot, placeBid } from '../../../src/mocks/live/engine';
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
    expect(await within(dialog).findByText('*Please select a purchase profile!')).toBeInTheDocument();
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
    expect(db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === userNamed('bidder').id))
      .toMatchObject({ amount: 50000, purchaseProfileId: expect.any(Number) });
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

  it('an unverified account gets the not-verified modal', async () => {
    await signInAs('bidder-unverified');
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await waitFor(() => expect(within(room).getByRole('button', { name: 'Join Auction' })).toBeEnabled());
    // Wait for the bidder data so the check knows the account state.
    await new Promise((r) => setTimeout(r, 300));
    await user.click(within(room).getByRole('button', { name: 'Join Auction' }));
    expect((await screen.findAllByText('Your account is not verified'))[0]).toBeInTheDocument();
    expect(
      screen.getByText('Please go to the settings page to verify your account!'),
    ).toBeInTheDocument();
  });

  it('pre-registers before the auction opens and can unregister', async () => {
    const a = db.auctions
      .filter((x) => !x.isOpen && !x.isFinished && !x.isCancelled)
      .sort((x, y) => x.startTime.localeCompare(y.startTime))[0];
    const lot = db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed')!;
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await panel();
    await user.click(await within(room).findByRole('button', { name: 'Pre-register' }));
    expect(await within(room).findByText("You're pre-registered for this auction.")).toBeInTheDocument();
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
    expect(await within(room).findByText("Currently you're in spectator mode!")).toBeInTheDocument();
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
