import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { db } from '../../../src/mocks/db';
import {
  caseOf,
  countCalls,
  dbLot,
  findModal,
  inCard,
  lotOf,
  openCase,
  findPopconfirm,
  setUpCaseLots,
  soldLot,
  typeInPicker,
  upcomingAuction,
} from './caseLotsFixtures';

setUpCaseLots();

const logged = (lotId: number, title: string) =>
  db.activityLogs.some((l) => l.lotId === lotId && l.actLogTitle === title);

/** A paid lot whose deed is ready, waiting on the bidder's delivery option. */
const PAID_NO_DELIVERY = {
  status: 'DeedReady',
  depositReceivedDate: '2026-01-02T15:00:00.000Z',
  paymentReceivedDate: '2026-01-20T15:00:00.000Z',
  deedDelivery: null,
} as const;

describe('case lots: after the sale', () => {
  it('shows the winner and the past-due deposit, then confirms the deposit', async () => {
    const kase = caseOf('New');
    const { lot, won } = soldLot(kase);
    const { user } = await openCase(kase);

    const lotCard = inCard(lot.id);
    expect(lotCard.getByText('Awaiting Payoff')).toBeInTheDocument();
    expect(lotCard.getByText('$160,000')).toBeInTheDocument();
    expect(lotCard.getByText(String(won.paddleNumber))).toBeInTheDocument();
    expect(lotCard.getByText('Deposit Past Due')).toBeInTheDocument();
    expect(lotCard.queryByRole('button', { name: /Confirm Full Payment/ })).toBeNull();
    expect(lotCard.queryByRole('button', { name: /Mark as Deed/ })).toBeNull();

    await user.click(lotCard.getByRole('button', { name: /Confirm Deposit/ }));
    await waitFor(() => expect(dbLot(lot.id)?.depositReceivedDate).not.toBeNull());
    expect(await lotCard.findByRole('button', { name: /Confirm Full Payment/ })).toBeVisible();
    expect(lotCard.queryByRole('button', { name: /Confirm Deposit/ })).toBeNull();
    expect(lotCard.queryByText('Deposit Past Due')).toBeNull();
    expect(logged(lot.id, 'Deposit Received - Confirmed')).toBe(true);
  });

  it('confirms the full payment after the deposit', async () => {
    const kase = caseOf('New');
    const { lot } = soldLot(kase, { depositReceivedDate: '2026-01-02T15:00:00.000Z' });
    const { user } = await openCase(kase);

    expect(inCard(lot.id).queryByRole('button', { name: /Confirm Deposit/ })).toBeNull();
    await user.click(inCard(lot.id).getByRole('button', { name: /Confirm Full Payment/ }));
    await waitFor(() => expect(dbLot(lot.id)?.status).toBe('CompleteTransaction'));
    expect(await inCard(lot.id).findByText('Complete Transaction')).toBeInTheDocument();
    expect(logged(lot.id, 'Payment Received - Confirmed')).toBe(true);
    // The case is not court approved: no deed button yet.
    expect(inCard(lot.id).queryByRole('button', { name: /Mark as Deed Ready/ })).toBeNull();
  });

  it('treats a deposit date before 2000 as no deposit', async () => {
    const kase = caseOf('New');
    const { lot } = soldLot(kase, { depositReceivedDate: '0001-01-01T00:00:00.000Z' });
    await openCase(kase);
    expect(inCard(lot.id).getByRole('button', { name: /Confirm Deposit/ })).toBeInTheDocument();
    expect(inCard(lot.id).queryByRole('button', { name: /Confirm Full Payment/ })).toBeNull();
  });

  it('marks a paid lot deed ready once the case is court approved', async () => {
    const kase = caseOf('Approved');
    const { lot } = soldLot(kase, {
      status: 'CompleteTransaction',
      depositReceivedDate: '2026-01-02T15:00:00.000Z',
      paymentReceivedDate: '2026-01-20T15:00:00.000Z',
    });
    const { user } = await openCase(kase);
    await user.click(inCard(lot.id).getByRole('button', { name: /Mark as Deed Ready/ }));
    await waitFor(() => expect(dbLot(lot.id)?.status).toBe('DeedReady'));
    expect(
      await inCard(lot.id).findByRole('button', { name: /Mark as Deed Issued/ }),
    ).toBeVisible();
  });

  it('refuses to issue the deed before the bidder chose a delivery option', async () => {
    const kase = caseOf('Approved');
    const { lot } = soldLot(kase, PAID_NO_DELIVERY);
    const calls = countCalls('PUT', /\/deedissued$/);
    const { user } = await openCase(kase);
    expect(inCard(lot.id).getByText('Not set')).toBeInTheDocument();

    await user.click(inCard(lot.id).getByRole('button', { name: /Mark as Deed Issued/ }));
    expect(
      await screen.findByText('"Deed Delivery Option" is not set by the bidder!'),
    ).toBeInTheDocument();
    expect(calls.n).toBe(0);
    expect(dbLot(lot.id)?.status).toBe('DeedReady');
  });

  it('issues the deed when the bidder chose the delivery while the page was open', async () => {
    const kase = caseOf('Approved');
    const { lot } = soldLot(kase, PAID_NO_DELIVERY);
    const { user } = await openCase(kase);
    expect(inCard(lot.id).getByText('Not set')).toBeInTheDocument();
    // The winner chooses on their own page: this one is not told.
    Object.assign(dbLot(lot.id)!, { deedDelivery: 'PickUp' });

    await user.click(inCard(lot.id).getByRole('button', { name: /Mark as Deed Issued/ }));
    await waitFor(() => expect(dbLot(lot.id)?.status).toBe('DeedIssued'));
    expect(await inCard(lot.id).findByText('Deed Issued')).toBeInTheDocument();
    expect(screen.queryByText('"Deed Delivery Option" is not set by the bidder!')).toBeNull();
  });

  it('issues the deed when the bidder chose a delivery option', async () => {
    const kase = caseOf('Approved');
    const { lot } = soldLot(kase, {
      status: 'DeedReady',
      depositReceivedDate: '2026-01-02T15:00:00.000Z',
      paymentReceivedDate: '2026-01-20T15:00:00.000Z',
      deedDelivery: 'MailToAddress',
      deedShippingAddress: '12 Elm St, Springfield, IL 62701',
    });
    const { user } = await openCase(kase);
    // The bidder's choice in words, not its code.
    expect(inCard(lot.id).getByText('Mail to another address')).toBeInTheDocument();
    expect(inCard(lot.id).getByText('12 Elm St, Springfield, IL 62701')).toBeInTheDocument();
    await user.click(inCard(lot.id).getByRole('button', { name: /Mark as Deed Issued/ }));
    await waitFor(() => expect(dbLot(lot.id)?.status).toBe('DeedIssued'));
    expect(await inCard(lot.id).findByText('Deed Issued')).toBeInTheDocument();
  });
});

describe('case lots: winner change', () => {
  it('warns that the auction had no bids', async () => {
    const kase = caseOf();
    const { lot } = soldLot(kase);
    db.bids = db.bids.filter((b) => b.lotId !== lot.id);
    lot.winner = null;
    lot.soldTo = 'Plaintiff';
    const { user } = await openCase(kase);
    await user.click(inCard(lot.id).getByRole('button', { name: /Change Winner/ }));
    expect(await screen.findByText('Auction had no bids!')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('needs a bid and a description, then changes the winner', async () => {
    const kase = caseOf();
    const { lot, lost } = soldLot(kase);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: /Change Winner/ }));
    const dialog = await findModal('Change Winner');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a bid!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a description!')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await user.click(
      await screen.findByText(/\$150,000/, { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'The winner did not pay.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dbLot(lot.id)?.winner?.bidId).toBe(lost.id));
    expect(logged(lot.id, 'Winner Changed')).toBe(true);
    expect(await inCard(lot.id).findByText('$150,000')).toBeInTheDocument();
  });

  it('removes the winner with a description', async () => {
    const kase = caseOf();
    const { lot } = soldLot(kase);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: /Change Winner/ }));
    const dialog = await findModal('Change Winner');
    await user.click(within(dialog).getByRole('radio', { name: 'Remove Winner' }));
    await waitFor(() => expect(within(dialog).queryByRole('combobox')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Sale set aside.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dbLot(lot.id)?.winner).toBeNull());
    expect(dbLot(lot.id)?.soldTo).toBe('Plaintiff');
    expect(logged(lot.id, 'Winner Removed')).toBe(true);
  });
});

describe('case lots: postponed flag', () => {
  it('postpones a published lot with a continuance date', async () => {
    const auction = upcomingAuction(3);
    const kase = caseOf();
    const lot = lotOf(kase, { auctionId: auction.id, lotNumber: 1, status: 'Listed' });
    const { user } = await openCase(kase);
    expect(inCard(lot.id).getByText('Published')).toBeInTheDocument();
    expect(inCard(lot.id).queryByText('Postponed')).toBeNull();

    await user.click(inCard(lot.id).getByRole('button', { name: 'Postpone' }));
    const dialog = await findModal('Postpone Lot');
    await user.click(within(dialog).getByRole('button', { name: 'Postpone' }));
    expect(
      await within(dialog).findByText('Please select the continuance date!'),
    ).toBeInTheDocument();

    const continuance = dayjs(auction.startTime).add(30, 'day');
    typeInPicker(
      within(dialog).getByLabelText('Continuance Date'),
      continuance.format('MM/DD/YYYY'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Postpone' }));
    await waitFor(() => expect(dbLot(lot.id)?.isPostponed).toBe(true));
    expect(dayjs(dbLot(lot.id)?.continuanceDate).format('MM/DD/YYYY')).toBe(
      continuance.format('MM/DD/YYYY'),
    );
    expect(await inCard(lot.id).findByText('Postponed')).toBeInTheDocument();
    expect(inCard(lot.id).getByText('Published')).toBeInTheDocument();
    expect(logged(lot.id, 'Lot Continuance')).toBe(true);
  });

  it('removes the postponed flag after confirmation', async () => {
    const auction = upcomingAuction(3);
    const kase = caseOf();
    const lot = lotOf(kase, {
      auctionId: auction.id,
      lotNumber: 1,
      status: 'Listed',
      isPostponed: true,
      continuanceDate: dayjs(auction.startTime).add(30, 'day').toISOString(),
    });
    const { user } = await openCase(kase);
    expect(inCard(lot.id).getByText('Postponed')).toBeInTheDocument();
    expect(inCard(lot.id).queryByRole('button', { name: 'Postpone' })).toBeNull();

    await user.click(inCard(lot.id).getByRole('button', { name: /Remove postponed flag/ }));
    await user.click(
      within(await findPopconfirm()).getByRole('button', { name: /Remove postponed flag/ }),
    );
    await waitFor(() => expect(dbLot(lot.id)?.isPostponed).toBe(false));
    await waitFor(() => expect(inCard(lot.id).queryByText('Postponed')).toBeNull());
    expect(inCard(lot.id).getByRole('button', { name: 'Postpone' })).toBeInTheDocument();
  });

  it('changes the auction date of a published lot with Change Date', async () => {
    const first = upcomingAuction(3, 10);
    const second = upcomingAuction(4, 14);
    const kase = caseOf();
    const lot = lotOf(kase, { auctionId: first.id, lotNumber: 1, status: 'Listed' });
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Change Date' }));
    const dialog = await findModal('Change Auction Date');
    const at = dayjs(second.startTime);
    typeInPicker(within(dialog).getByLabelText('Auction date'), at.format('MM/DD/YYYY'));
    typeInPicker(within(dialog).getByLabelText('Auction time'), at.format('h:mm A'));
    await user.click(within(dialog).getByRole('button', { name: 'Change Date' }));
    await waitFor(() => expect(dbLot(lot.id)?.auctionId).toBe(second.id));
    expect(dbLot(lot.id)?.status).toBe('Listed');
    expect(await screen.findByText('Auction date changed.')).toBeInTheDocument();
    expect(await inCard(lot.id).findByText(at.format('MM/DD/YYYY h:mm A'))).toBeInTheDocument();
  });

  it('keeps the date once the auction has started: no Change Date, and the server says why', async () => {
    const running = upcomingAuction(3, 10);
    running.isOpen = true;
    const first = upcomingAuction(5, 10);
    const second = upcomingAuction(6, 14);
    const kase = caseOf();
    const started = lotOf(kase, { auctionId: running.id, lotNumber: 1, status: 'Listed' });
    const lot = lotOf(kase, { auctionId: first.id, lotNumber: 1, status: 'Listed' });
    const { user } = await openCase(kase);
    expect(inCard(started.id).queryByRole('button', { name: 'Change Date' })).toBeNull();

    // The auction starts while the page is open.
    await user.click(inCard(lot.id).getByRole('button', { name: 'Change Date' }));
    const dialog = await findModal('Change Auction Date');
    first.isOpen = true;
    const at = dayjs(second.startTime);
    typeInPicker(within(dialog).getByLabelText('Auction date'), at.format('MM/DD/YYYY'));
    typeInPicker(within(dialog).getByLabelText('Auction time'), at.format('h:mm A'));
    await user.click(within(dialog).getByRole('button', { name: 'Change Date' }));
    expect(
      await within(dialog).findByText(
        'The auction has started: the auction date can no longer be changed!',
      ),
    ).toBeInTheDocument();
    expect(dbLot(lot.id)?.auctionId).toBe(first.id);
  });

  it('offers no postpone for a Draft lot or a started one', async () => {
    const kase = caseOf();
    const draft = lotOf(kase);
    const { lot: sold } = soldLot(kase);
    await openCase(kase);
    expect(inCard(draft.id).queryByRole('button', { name: 'Postpone' })).toBeNull();
    expect(inCard(sold.id).queryByRole('button', { name: 'Postpone' })).toBeNull();
  });
});
