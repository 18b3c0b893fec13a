import { screen, waitFor, within } from '@testing-library/react';
import { maxBiddable, minimumBid } from '../../../src/live/bidRules';
import { formatMoney } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import { joinLot } from '../../../src/mocks/live/engine';
import { renderApp, signInAs } from '../../render';
import { liveLot, userNamed } from '../../simApi';

const LOCKED = 100_000;
const bidButton = (room: HTMLElement) =>
  within(room).getByText('Start With Opening Amount').closest('button')!;
const bidsOn = (lotId: number) => db.bids.filter((b) => b.lotId === lotId);

/** A running automatic lot the bidder joined with $100,000, open in the room with the bid field focused. */
async function openRoom() {
  await signInAs('bidder');
  const lot = liveLot('Auto');
  const bidder = userNamed('bidder');
  const profile = db.purchaseProfiles.find((p) => p.bidderId === bidder.id)!;
  joinLot(lot, bidder, LOCKED, profile.id, 'online');
  const { user } = renderApp(`/details/${lot.id}`);
  const room = await screen.findByRole('region', { name: /^Live lot / });
  await waitFor(() => expect(bidButton(room)).toBeEnabled());
  const input = within(room).getByLabelText(/Your bid/);
  await user.clear(input);
  return {
    lot,
    room,
    input,
    user,
    min: minimumBid(null, lot.openingPrice, lot.minBidIncrements),
    max: maxBiddable(LOCKED, lot.requiredDown),
  };
}

describe('Enter in the bid field never sends a disabled Place Bid', () => {
  it('an amount past the maximum keeps Place Bid disabled, and Enter sends nothing', async () => {
    const { lot, room, input, user, min, max } = await openRoom();
    expect(max).toBeGreaterThan(min);
    await user.type(input, String(max + 1));
    // What was typed is what the form judges: not the last amount within the limits.
    expect(bidButton(room)).toBeDisabled();
    expect(within(room).getByText(`You can bid up to ${formatMoney(max)}.`)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 300));
    expect(bidsOn(lot.id)).toHaveLength(0);
    expect(input).toHaveValue(String(max + 1));
  });

  it('a fractional amount: Enter rounds it but sends nothing; the next Enter sends what is shown', async () => {
    const { lot, room, input, user, min } = await openRoom();
    await user.type(input, `${min}.5`);
    expect(bidButton(room)).toBeDisabled();
    expect(within(room).getByText('Enter a whole-dollar amount.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    // The field took the whole amount and Place Bid offers it, but that Enter sent nothing.
    await waitFor(() => expect(bidButton(room)).toBeEnabled());
    const shown = Number((input as HTMLInputElement).value);
    expect(Number.isInteger(shown)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(bidsOn(lot.id)).toHaveLength(0);
    // Enter on the enabled Place Bid sends the amount shown.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bidsOn(lot.id).map((b) => b.amount)).toEqual([shown]));
  });
});
