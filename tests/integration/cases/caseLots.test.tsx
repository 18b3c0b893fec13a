import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { db } from '../../../src/mocks/db';
import { signInAs } from '../../render';
import {
  addProperty,
  card,
  caseOf,
  countCalls,
  dbLot,
  findModal,
  inCard,
  lotOf,
  openCase,
  findPopconfirm,
  setUpCaseLots,
  typeInPicker,
  upcomingAuction,
} from './caseLotsFixtures';

setUpCaseLots();

describe('case lots: list, add, edit, delete', () => {
  it('says the case has no lots, then adds one with the default values', async () => {
    const kase = caseOf();
    const { user } = await openCase(kase);
    expect(screen.getByText('Case has no lots!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add Lot/ }));
    const dialog = await findModal('Add Lot');
    expect(within(dialog).getByLabelText('Opening Price')).toHaveValue('0.00');
    expect(within(dialog).getByLabelText('Required Down (%)')).toHaveValue('25');
    expect(within(dialog).getByLabelText('Minimum Increment')).toHaveValue('1.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(db.lots.filter((l) => l.caseId === kase.id)).toHaveLength(1));
    const lot = db.lots.find((l) => l.caseId === kase.id)!;
    expect(lot).toMatchObject({ openingPrice: 0, requiredDown: 25, minBidIncrements: 1 });
    expect(await inCard(lot.id).findByText('Draft')).toBeInTheDocument();
    expect(inCard(lot.id).getByText('25%')).toBeInTheDocument();
    expect(inCard(lot.id).getByRole('link', { name: 'View Lot' })).toHaveAttribute(
      'href',
      `/cases/${kase.id}/lots/${lot.id}`,
    );
    expect(screen.queryByText('Case has no lots!')).not.toBeInTheDocument();
  });

  it('keeps the required down of a new lot within 0 to 100 percent', async () => {
    const kase = caseOf();
    const { user } = await openCase(kase);
    await user.click(screen.getByRole('button', { name: /Add Lot/ }));
    const dialog = await findModal('Add Lot');
    const down = within(dialog).getByLabelText('Required Down (%)');
    fireEvent.change(down, { target: { value: '150' } });
    fireEvent.blur(down);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(db.lots.find((l) => l.caseId === kase.id)?.requiredDown).toBe(100));
  });

  it('keeps a second lot out of edit mode while one is edited', async () => {
    const kase = caseOf();
    const a = lotOf(kase);
    const b = lotOf(kase);
    const { user } = await openCase(kase);

    await user.click(inCard(a.id).getByRole('button', { name: 'Edit' }));
    expect(await inCard(a.id).findByLabelText('Required Down (%)')).toBeInTheDocument();
    await user.click(inCard(b.id).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Another lot is in edit mode!')).toBeInTheDocument();
    expect(inCard(b.id).queryByLabelText('Required Down (%)')).not.toBeInTheDocument();

    // Leaving edit mode frees the second lot.
    await user.click(inCard(a.id).getByRole('button', { name: 'Cancel' }));
    await user.click(inCard(b.id).getByRole('button', { name: 'Edit' }));
    expect(await inCard(b.id).findByLabelText('Required Down (%)')).toBeInTheDocument();
  });

  it('saves the prices of the lot in edit mode', async () => {
    const kase = caseOf();
    const lot = lotOf(kase, { requiredDown: 25 });
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Edit' }));
    const down = await inCard(lot.id).findByLabelText('Required Down (%)');
    fireEvent.change(down, { target: { value: '30' } });
    await user.click(inCard(lot.id).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(dbLot(lot.id)?.requiredDown).toBe(30));
    expect(await inCard(lot.id).findByText('30%')).toBeInTheDocument();
    expect(inCard(lot.id).queryByLabelText('Required Down (%)')).toBeNull();
  });

  it('deletes only a lot without properties, after confirmation', async () => {
    const kase = caseOf();
    const withProperty = lotOf(kase);
    addProperty(withProperty);
    const empty = lotOf(kase);
    const { user } = await openCase(kase);

    expect(inCard(withProperty.id).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(inCard(empty.id).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure to delete the lot?')).toBeInTheDocument();
    await user.click(within(await findPopconfirm()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dbLot(empty.id)).toBeUndefined());
    await waitFor(() => expect(document.querySelector(`[data-lot-id="${empty.id}"]`)).toBeNull());
    expect(dbLot(withProperty.id)).toBeDefined();
  });

  it('shows the lots read-only to the case client', async () => {
    const kase = caseOf();
    const lot = lotOf(kase, { openingPrice: 0 });
    addProperty(lot);
    await signInAs('client');
    await openCase(kase);
    expect(inCard(lot.id).getByText('Draft')).toBeInTheDocument();
    expect(within(card(lot.id)).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Add Lot/ })).toBeNull();
    expect(screen.queryByLabelText('Auction date')).toBeNull();
  });
});

describe('case lots: auction date', () => {
  it('needs both a date and a time', async () => {
    const auction = upcomingAuction(2, 10);
    const kase = caseOf();
    const lot = lotOf(kase);
    const calls = countCalls('PUT', /\/postpone$/);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: /Set Date/ }));
    expect(await screen.findByText('Date and Time Required')).toBeInTheDocument();

    typeInPicker(
      inCard(lot.id).getByLabelText('Auction date'),
      dayjs(auction.startTime).format('MM/DD/YYYY'),
    );
    await user.click(inCard(lot.id).getByRole('button', { name: /Set Date/ }));
    await waitFor(() => expect(screen.getAllByText('Date and Time Required')).toHaveLength(2));
    expect(calls.n).toBe(0);
    expect(dbLot(lot.id)?.auctionId).toBeNull();
  });

  it('sets the first date with Set Date', async () => {
    const auction = upcomingAuction(2, 10);
    const kase = caseOf();
    const lot = lotOf(kase);
    const { user } = await openCase(kase);

    const at = dayjs(auction.startTime);
    typeInPicker(inCard(lot.id).getByLabelText('Auction date'), at.format('MM/DD/YYYY'));
    typeInPicker(inCard(lot.id).getByLabelText('Auction time'), at.format('h:mm A'));
    await user.click(inCard(lot.id).getByRole('button', { name: /Set Date/ }));
    await waitFor(() => expect(dbLot(lot.id)?.auctionId).toBe(auction.id));
    expect(await inCard(lot.id).findByRole('button', { name: /Change Date/ })).toBeInTheDocument();
    expect(inCard(lot.id).getByText(at.format('MM/DD/YYYY h:mm A'))).toBeInTheDocument();
  });

  it('moves a dated lot to another auction with Change Date', async () => {
    const first = upcomingAuction(2, 10);
    const second = upcomingAuction(3, 14);
    const kase = caseOf();
    const lot = lotOf(kase, { auctionId: first.id, lotNumber: 1 });
    const { user } = await openCase(kase);

    expect(inCard(lot.id).queryByRole('button', { name: /Set Date/ })).toBeNull();
    const at = dayjs(second.startTime);
    typeInPicker(inCard(lot.id).getByLabelText('Auction date'), at.format('MM/DD/YYYY'));
    typeInPicker(inCard(lot.id).getByLabelText('Auction time'), at.format('h:mm A'));
    await user.click(inCard(lot.id).getByRole('button', { name: /Change Date/ }));
    await waitFor(() => expect(dbLot(lot.id)?.auctionId).toBe(second.id));
  });
});

describe('case lots: auction days', () => {
  it('enables only the days of upcoming auctions and names their times', async () => {
    // Far from the seeded auctions, so the days around are free; an auction already running is not offered.
    const auction = upcomingAuction(40, 10);
    const started = upcomingAuction(43, 9);
    started.isOpen = true;
    const kase = caseOf();
    const lot = lotOf(kase);
    await openCase(kase);

    const at = dayjs(auction.startTime);
    const input = inCard(lot.id).getByLabelText('Auction date');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: at.format('MM/DD/YYYY') } });
    const cell = (d: dayjs.Dayjs) =>
      document.querySelector<HTMLElement>(`td[title="${d.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(at)).not.toBeNull());
    // A day the panel does not show cannot be picked either.
    const disabled = (d: dayjs.Dayjs) =>
      cell(d)?.classList.contains('ant-picker-cell-disabled') ?? true;
    expect(disabled(at)).toBe(false);
    expect(disabled(at.add(1, 'day'))).toBe(true);
    expect(disabled(dayjs(started.startTime))).toBe(true);

    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(input);
    expect(
      await inCard(lot.id).findByText(`Auctions that day: ${at.format('MM/DD/YYYY h:mm A')}`),
    ).toBeInTheDocument();
  });
});

describe('case lots: publish', () => {
  it('lists the missing auction date and property and does not publish', async () => {
    const kase = caseOf();
    const lot = lotOf(kase);
    const calls = countCalls('PUT', /\/api\/lots\/\d+\/list$/);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Publish Lot' }));
    const modal = await findModal('Missing Required Info');
    expect(within(modal).getByText('Auction Date')).toBeInTheDocument();
    expect(within(modal).getByText('Property')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(calls.n).toBe(0);
    expect(dbLot(lot.id)?.status).toBe('Draft');
  });

  it('lists zero values with Will Provide Later, then publishes', async () => {
    const auction = upcomingAuction();
    const kase = caseOf();
    const lot = lotOf(kase, { auctionId: auction.id, lotNumber: 1, openingPrice: 0 });
    addProperty(lot);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Publish Lot' }));
    const modal = await findModal('Required before going live');
    expect(within(modal).getByText('Opening Price')).toBeInTheDocument();
    expect(within(modal).queryByText('Minimum Increment')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Will Provide Later' }));

    await waitFor(() => expect(dbLot(lot.id)?.status).toBe('Listed'));
    expect(await inCard(lot.id).findByText('Published')).toBeInTheDocument();
    expect(inCard(lot.id).queryByRole('button', { name: 'Publish Lot' })).toBeNull();
    expect(
      db.activityLogs.some((l) => l.lotId === lot.id && l.actLogTitle === 'Lot Published'),
    ).toBe(true);
  });
});
