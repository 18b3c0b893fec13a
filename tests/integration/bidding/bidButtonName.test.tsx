import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { joinLot, placeBid } from '../../../src/mocks/live/engine';
import { renderApp, signInAs } from '../../render';
import { liveLot, post, userNamed } from '../../simApi';

const profileOf = (userName: string) =>
  db.purchaseProfiles.find((p) => p.bidderId === userNamed(userName).id)!.id;
/** The button showing a text (role queries are slow on the room's page in jsdom). */
const button = (root: HTMLElement, text: string) => within(root).getByText(text).closest('button')!;
/** A bid button's whole name: one of its labels. */
const BID_LABEL = /^(Start With Opening Amount|Place Bid)$/;
const latest = (lotId: number) =>
  Math.max(0, ...db.bids.filter((b) => b.lotId === lotId).map((b) => b.amount));

/**
 * The room's most important control is named by its label alone whether idle or sending, and says
 * it is busy only while its bid is on the way: bid after bid (antd's spinner once stayed in the
 * accessibility tree after the first request, announcing 'loading Place Bid').
 */
describe('Place Bid says what it is and whether it is busy, bid after bid', () => {
  it('three bids in a row, each outbid by another bidder', async () => {
    await signInAs('bidder');
    const lot = liveLot('Auto');
    joinLot(lot, userNamed('bidder'), 100_000, profileOf('bidder'), 'online');
    const rival = userNamed('bidder2');
    const { user } = renderApp(`/details/${lot.id}`);
    // The first render of the room in a file loads the whole app: past the default 5 s on a busy machine.
    const room = await screen.findByRole('region', { name: /^Live lot / }, { timeout: 12_000 });
    const bids = `/api/auctions/${lot.auctionId}/lots/${lot.id}/bids`;

    for (const label of ['Start With Opening Amount', 'Place Bid', 'Place Bid']) {
      // Idle: the label is the whole name, and nothing says it is busy.
      const bid = await waitFor(() => button(room, label));
      await waitFor(() => expect(bid).toBeEnabled());
      expect(bid).toHaveAccessibleName(label);
      expect(bid).not.toHaveAttribute('aria-busy');
      const before = latest(lot.id);
      // The bid takes a moment on the server: busy meanwhile, still named by its label.
      await post('/__sim/faults', { match: bids, delayMs: 400 });
      await user.click(bid);
      await waitFor(() => expect(bid).toHaveAttribute('aria-busy', 'true'));
      expect(bid).toHaveAccessibleName(label);
      await waitFor(() => expect(latest(lot.id)).toBeGreaterThan(before));
      await waitFor(() => expect(bid).not.toHaveAttribute('aria-busy'));
      // Still a label alone, nothing announcing a spinner: the stream may already have turned the
      // opening bid's button into Place Bid.
      expect(bid).toHaveAccessibleName(BID_LABEL);
      // Another bidder outbids, so Place Bid is offered again.
      if (label === 'Start With Opening Amount')
        joinLot(lot, rival, 100_000, profileOf('bidder2'), 'online');
      placeBid(lot, rival, latest(lot.id) + lot.minBidIncrements);
      await waitFor(() => expect(button(room, 'Place Bid')).toBeEnabled());
      expect(button(room, 'Place Bid')).toHaveAccessibleName('Place Bid');
    }
    // Three bids through a room that loads the whole app in jsdom.
  }, 30_000);
});
