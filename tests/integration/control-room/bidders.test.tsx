import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { liveLot, post } from '../../simApi';
import { userNamed } from '../../simApi';
import {
  bidderStream,
  choose,
  enter,
  join,
  LIVE,
  openControl,
  section,
  setUpLiveScreens,
} from './controlRoom';

const activeJoin = (lotId: number, userName: string) =>
  db.auctionBidders.find(
    (j) => j.lotId === lotId && j.bidderId === userNamed(userName).id && !j.leftDate,
  );

describe('control room bidders', () => {
  setUpLiveScreens();

  it('searches bidders by name (3 characters at least) or exact user name; typing in one clears the other', async () => {
    const lot = liveLot('Manual');
    await openControl(lot);
    const box = section('Add bidder');
    const byName = within(box).getByLabelText('Search by name');
    const byUser = within(box).getByLabelText('Search by user name');
    enter(byName, 'Ba');
    expect(
      within(box).getByText('* Please enter at least 3 characters to search'),
    ).toBeInTheDocument();
    enter(byName, 'bail');
    expect(await within(box).findByText('Bailey Brooks', {}, LIVE)).toBeInTheDocument();
    expect(within(box).queryByText('* Please enter at least 3 characters to search')).toBeNull();
    expect(within(box).getByText('bidder')).toBeInTheDocument();
    expect(within(box).getByText('Phone verified')).toBeInTheDocument();
    enter(byUser, 'bidder-unverified');
    expect(byName).toHaveValue('');
    expect(await within(box).findByText('Evan Price', {}, LIVE)).toBeInTheDocument();
    expect(within(box).getByText('Phone not verified')).toBeInTheDocument();
    expect(within(box).queryByText('Bailey Brooks')).toBeNull();
    // An exact user name that does not exist: the server's message, in red.
    enter(byUser, 'bidder9');
    const error = await within(box).findByText('Bidder is not found!', {}, LIVE);
    expect(error).toHaveClass('control-error');
    enter(byName, 'Demo');
    expect(byUser).toHaveValue('');
  });

  it('an account without a verified phone cannot be added', async () => {
    const lot = liveLot('Manual');
    await openControl(lot);
    const box = section('Add bidder');
    enter(within(box).getByLabelText('Search by user name'), 'bidder-unverified');
    fireEvent.click(await within(box).findByLabelText('Add Evan Price', {}, LIVE));
    expect(await screen.findByText('Your account is not verified', {}, LIVE)).toBeInTheDocument();
    expect(
      screen.getByText('Please go to the settings page to verify your account!'),
    ).toBeInTheDocument();
    expect(activeJoin(lot.id, 'bidder-unverified')).toBeUndefined();
  });

  it('adds a bidder in person with a required amount to lock; a failed add keeps the amount and says so', async () => {
    const lot = liveLot('Manual');
    await openControl(lot);
    const box = section('Add bidder');
    enter(within(box).getByLabelText('Search by user name'), 'bidder3');
    fireEvent.click(await within(box).findByLabelText('Add Dana Ortiz', {}, LIVE));
    const dialog = (
      await screen.findByText('Add Dana Ortiz', { selector: '.ant-modal-title' }, LIVE)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('Add Bidder').closest('button')!);
    expect(
      await within(dialog).findByText('Please enter the amount to lock!', {}, LIVE),
    ).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount to lock');
    enter(amount, '1500.255');
    fireEvent.blur(amount);
    await waitFor(() => expect(amount).toHaveValue('1500.26'), LIVE);
    // First try: the server fails.
    await post('/__sim/faults', {
      match: `/api/auctions/${lot.auctionId}/${lot.id}/bidders/*`,
      status: 500,
    });
    fireEvent.click(within(dialog).getByText('Add Bidder').closest('button')!);
    expect(
      await screen.findByText('Error occured while adding the bidder!', {}, LIVE),
    ).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again!')).toBeInTheDocument();
    expect(amount).toHaveValue('1500.26');
    expect(activeJoin(lot.id, 'bidder3')).toBeUndefined();
    // Again: the bidder joins in person with the amount locked, and appears among the active bidders.
    fireEvent.click(within(dialog).getByText('Add Bidder').closest('button')!);
    await waitFor(() => expect(activeJoin(lot.id, 'bidder3')).toBeDefined(), LIVE);
    expect(activeJoin(lot.id, 'bidder3')).toMatchObject({ amount: 1500.26, type: 'in-person' });
    const paddle = activeJoin(lot.id, 'bidder3')!.paddleNumber;
    expect(
      await screen.findByText(`Dana Ortiz was added with paddle ${paddle}.`, {}, LIVE),
    ).toBeInTheDocument();
    await within(section('Active bidders')).findByText(`Paddle ${paddle} · Dana Ortiz`, {}, LIVE);
  });

  it('bids for a bidder who can bid: the amount is required and the bid is capped at the deposit', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot, 100_000);
    join('bidder2', lot, 0);
    // A deposit of $100 covers bids up to $400 at 25% down: less than the next bid.
    join('bidder3', lot, 100);
    await openControl(lot);
    const box = section('Bid for a bidder');
    const select = within(box).getByLabelText('Bidder');
    // The spectator is not offered.
    fireEvent.mouseDown(select);
    await waitFor(
      () => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2),
      LIVE,
    );
    expect(document.querySelector('.ant-select-dropdown')).not.toHaveTextContent('Casey');
    await choose(select, /Dana Ortiz/);
    const place = () =>
      within(box)
        .getByText(/^(Place Bid|Insufficient Deposit)$/)
        .closest('button')!;
    await waitFor(() => expect(place()).toHaveTextContent('Insufficient Deposit'), LIVE);
    expect(place()).toBeDisabled();
    await choose(select, /Bailey Brooks/);
    await waitFor(() => expect(place()).toHaveTextContent('Place Bid'), LIVE);
    expect(place()).toBeEnabled();
    const amount = within(box).getByLabelText('Bid amount');
    const next = lot.openingPrice + lot.minBidIncrements;
    expect(amount).toHaveValue(next.toLocaleString('en-US').replace(/,/g, ''));
    enter(amount, '');
    fireEvent.click(place());
    expect(await within(box).findByText('The bid amount is wrong!', {}, LIVE)).toBeInTheDocument();
    expect(db.bids.filter((b) => b.lotId === lot.id)).toHaveLength(0);
    enter(amount, String(next));
    fireEvent.click(place());
    fireEvent.click(place());
    await waitFor(() => expect(db.bids.filter((b) => b.lotId === lot.id)).toHaveLength(1), LIVE);
    const bid = db.bids.find((b) => b.lotId === lot.id)!;
    expect(bid).toMatchObject({ amount: next, bidderId: userNamed('bidder').id });
    expect(
      await screen.findByText(
        `$${next.toLocaleString('en-US')}`,
        { selector: '.control-top-bid' },
        LIVE,
      ),
    ).toBeInTheDocument();
  });

  it('quick-bid buttons +100, +500, +1000 set the amount a step above the current bid; one past the deposit is disabled', async () => {
    const lot = liveLot('Manual');
    lot.minBidIncrements = 50;
    const base =
      db.bids.filter((b) => b.lotId === lot.id).sort((a, b) => b.amount - a.amount)[0]?.amount ??
      lot.openingPrice;
    // The deposit covers bids up to the current bid plus 750: +100 and +500 fit, +1000 does not.
    join('bidder', lot, Math.ceil(((base + 750) * (lot.requiredDown || 1)) / 100));
    const bodies: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/bids/placebid'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    };
    server.events.on('request:start', record);
    try {
      await openControl(lot);
      const box = section('Bid for a bidder');
      const quick = (text: string) => within(box).getByRole('button', { name: text });
      await choose(within(box).getByLabelText('Bidder'), /Bailey Brooks/);
      await waitFor(() => expect(quick('+1000')).toBeDisabled(), LIVE);
      expect(quick('+100')).toBeEnabled();
      expect(quick('+500')).toBeEnabled();
      fireEvent.click(quick('+500'));
      const amount = within(box).getByLabelText('Bid amount');
      expect(amount).toHaveValue(String(Math.ceil(base + 500)));
      fireEvent.click(within(box).getByText('Place Bid').closest('button')!);
      await waitFor(() => expect(bodies).toHaveLength(1), LIVE);
      expect(bodies[0]).toEqual({
        amount: Math.ceil(base + 500),
        bidderId: userNamed('bidder').id,
      });
      await waitFor(
        () =>
          expect(db.bids.filter((b) => b.lotId === lot.id).map((b) => b.amount)).toContain(
            Math.ceil(base + 500),
          ),
        LIVE,
      );
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('removes a bidder after confirmation, which sends them out of the room; a failed removal warns', async () => {
    const lot = liveLot('Manual');
    join('bidder', lot, 100_000);
    join('bidder2', lot, 100_000);
    const room = bidderStream('bidder', lot.id);
    await openControl(lot);
    const active = section('Active bidders');
    // A failure first.
    await post('/__sim/faults', {
      match: `/api/auctions/${lot.auctionId}/${lot.id}/bidders/${userNamed('bidder2').id}`,
      status: 500,
    });
    fireEvent.click(within(active).getByLabelText('Remove Casey Nguyen'));
    fireEvent.click(
      (await screen.findByText('Remove', { selector: '.ant-popover button span' }, LIVE)).closest(
        'button',
      )!,
    );
    expect(await screen.findByText('Could not remove the bidder!', {}, LIVE)).toBeInTheDocument();
    expect(activeJoin(lot.id, 'bidder2')).toBeDefined();
    // Now for real: confirmed, removed, kicked.
    fireEvent.click(within(active).getByLabelText('Remove Bailey Brooks'));
    const confirm = await screen.findByText(
      /^Remove Paddle \d+ \(Bailey Brooks\) from this lot\?$/,
      {},
      LIVE,
    );
    expect(activeJoin(lot.id, 'bidder')).toBeDefined();
    // The confirmation takes the focus; once the row is gone, the list keeps it.
    const ok = within(confirm.closest('.ant-popover') as HTMLElement)
      .getByText('Remove', { selector: 'button span' })
      .closest('button')!;
    await waitFor(() => expect(document.activeElement).toBe(ok), LIVE);
    fireEvent.click(ok);
    await waitFor(() => expect(activeJoin(lot.id, 'bidder')).toBeUndefined(), LIVE);
    await waitFor(() => expect(room.kicked()).toBe(true), LIVE);
    room.close();
    expect(await screen.findByText('Left bidders (1)', {}, LIVE)).toBeInTheDocument();
    expect(screen.getByText('Active bidders (1)')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(active.querySelector('h2')), LIVE);
  });
});
