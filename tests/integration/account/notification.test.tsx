import { screen } from '@testing-library/react';
import { formatDateTime } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import { joinLot, placeBid, minimumBid } from '../../../src/mocks/live/engine';
import { renderApp } from '../../render';
import { setUpAccountPages } from './accountPage';
import { liveLot, post, userNamed } from '../../simApi';

const PREFERENCES = 'E-mail and text-message notification preferences cannot be changed here yet.';
const region = () => screen.findByRole('region', { name: 'Account activity' }, { timeout: 10_000 });

setUpAccountPages(() => import('../../../src/features/account/NotificationPage'));

describe('notifications page', () => {
  it('explains the notification preferences and lists the bidder’s activity, newest first', async () => {
    const me = userNamed('bidder').id;
    const lot = liveLot('Auto');
    const profile = db.purchaseProfiles.find((p) => p.bidderId === me)!;
    joinLot(lot, userNamed('bidder'), 100_000, profile.id, 'online');
    const bid = placeBid(lot, userNamed('bidder'), minimumBid(lot));
    renderApp('/account/notification');
    expect(await screen.findByText(PREFERENCES, {}, { timeout: 10_000 })).toBeInTheDocument();
    const list = await region();
    expect(list).toHaveStyle({ maxHeight: '600px', overflowY: 'auto' });
    const items = list.querySelectorAll('li');
    // The newest entry is the bid just placed, with its title, body and date.
    expect(items[0]).toHaveTextContent('Bid Placed');
    expect(items[0]).toHaveTextContent(
      `Paddle ${bid.paddleNumber} bid $${bid.amount.toLocaleString('en-US')}.`,
    );
    expect(items[0]).toHaveTextContent(formatDateTime(bid.createdDate));
    // Seeded sales: the bidder's own bids and the deposits of their wins are there.
    expect(list).toHaveTextContent('Deposit Received - Confirmed');
    expect(items.length).toBeGreaterThan(2);
  });

  it('shows No activity logs available. when there is none', async () => {
    db.activityLogs = [];
    renderApp('/account/notification');
    expect(
      await screen.findByText('No activity logs available.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    await post('/__sim/faults', { match: '/api/notifications/activitylogs/list', status: 500 });
    const view = renderApp('/account/notification');
    expect(
      await screen.findByText('Your activity could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await region()).toBeInTheDocument();
  });
});
