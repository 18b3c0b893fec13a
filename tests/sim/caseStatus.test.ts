import type { Lot, LotStatus } from '../../src/mocks/db/types';
import {
  caseActionError,
  caseEditable,
  CASE_MSG,
  combinedLotsStatus,
  hasDeposit,
  isDepositPastDue,
  isFullPaymentPastDue,
  LOT_MSG,
  postSaleError,
} from '../../src/mocks/rules/caseStatus';

describe('the combined lots status (server)', () => {
  it.each<[LotStatus[], LotStatus | null]>([
    [[], null],
    [['Draft'], 'Draft'],
    [['Cancelled', 'Cancelled'], 'Cancelled'],
    [['PaymentRefunded', 'PaymentRefunded'], 'PaymentRefunded'],
    [['DeedIssued', 'DeedIssued'], 'DeedIssued'],
    [['Listed', 'Draft'], 'Draft'],
    [['DeedIssued', 'Listed', 'PendingTransaction'], 'Listed'],
    [['CompleteTransaction', 'PendingTransaction'], 'PendingTransaction'],
    [['DeedReady', 'CompleteTransaction'], 'CompleteTransaction'],
    [['DeedIssued', 'DeedReady'], 'DeedReady'],
    [['Cancelled', 'DeedIssued'], 'DeedIssued'],
    [['Cancelled', 'PaymentRefunded'], 'PaymentRefunded'],
    [['Cancelled', 'Draft'], 'Draft'],
  ])('%j gives %s', (statuses, combined) => {
    expect(combinedLotsStatus(statuses)).toBe(combined);
  });
});

describe('case actions (server)', () => {
  it.each<[Parameters<typeof caseActionError>[0], string, LotStatus[], boolean]>([
    ['pendingCourtApproval', 'New', ['CompleteTransaction'], true],
    ['pendingCourtApproval', 'New', ['CompleteTransaction', 'PendingTransaction'], false],
    ['pendingCourtApproval', 'WaitingCourtHouse', ['CompleteTransaction'], false],
    ['courtApproved', 'WaitingCourtHouse', ['CompleteTransaction'], true],
    ['courtApproved', 'New', ['CompleteTransaction'], false],
    ['completed', 'Approved', ['DeedIssued'], true],
    ['completed', 'Closed', ['DeedIssued'], false],
    ['completed', 'Approved', ['DeedIssued', 'DeedReady'], false],
    ['cancel', 'New', ['Listed'], true],
    ['cancel', 'New', ['Draft', 'Listed'], true],
    ['cancel', 'New', ['Draft'], false],
    ['cancel', 'New', [], false],
    ['cancel', 'Closed', ['DeedIssued'], false],
    ['cancel', 'Cancelled', ['Cancelled'], false],
    ['delete', 'New', [], true],
    ['delete', 'New', ['Draft'], false],
  ])('%s on a %s case with lots %j: allowed %s', (action, status, lots, ok) => {
    const error = caseActionError(action, { status: status as never }, lots);
    expect(error === null).toBe(ok);
  });

  it('names each refusal', () => {
    expect(caseActionError('pendingCourtApproval', { status: 'New' }, ['Listed'])).toBe(
      CASE_MSG.pendingCourtApproval,
    );
    expect(caseActionError('delete', { status: 'New' }, ['Draft'])).toBe(CASE_MSG.deleteWithLots);
  });

  it('lets the case fields change only while the lots are Draft or Listed', () => {
    expect(caseEditable([])).toBe(true);
    expect(caseEditable(['Draft', 'Listed'])).toBe(true);
    expect(caseEditable(['Listed'])).toBe(true);
    expect(caseEditable(['PendingTransaction'])).toBe(false);
    expect(caseEditable(['Listed', 'PendingTransaction'])).toBe(true);
  });
});

describe('deposits, payments and past-due flags (server)', () => {
  const DAY = 86_400_000;
  const now = Date.UTC(2026, 10, 23, 12);
  const lot = (over: Partial<Lot>) =>
    ({
      status: 'PendingTransaction',
      stoppedTime: new Date(now - 2 * DAY).toISOString(),
      depositReceivedDate: null,
      paymentReceivedDate: null,
      deedDelivery: null,
      soldTo: 'ThirdPartyBidder',
      ...over,
    }) as Lot;

  it('a deposit date before 2000-01-01 counts as none', () => {
    expect(hasDeposit(lot({ depositReceivedDate: '0001-01-01T00:00:00' }))).toBe(false);
    expect(hasDeposit(lot({ depositReceivedDate: '1999-12-31T23:59:59Z' }))).toBe(false);
    expect(hasDeposit(lot({ depositReceivedDate: '2000-01-01T00:00:00Z' }))).toBe(true);
    expect(
      postSaleError('deposit', lot({ depositReceivedDate: '0001-01-01T00:00:00' }), 'New'),
    ).toBe(null);
    expect(
      postSaleError('payment', lot({ depositReceivedDate: '0001-01-01T00:00:00' }), 'New'),
    ).toBe(LOT_MSG.paymentNeedsDeposit);
  });

  it('the deposit is past due a day after the stop, the full payment after 30 days', () => {
    expect(isDepositPastDue(lot({}), now)).toBe(true);
    expect(isDepositPastDue(lot({ stoppedTime: new Date(now - DAY / 2).toISOString() }), now)).toBe(
      false,
    );
    expect(isDepositPastDue(lot({ depositReceivedDate: new Date(now).toISOString() }), now)).toBe(
      false,
    );
    expect(isDepositPastDue(lot({ status: 'CompleteTransaction' }), now)).toBe(false);
    expect(isFullPaymentPastDue(lot({}), now)).toBe(false);
    expect(
      isFullPaymentPastDue(lot({ stoppedTime: new Date(now - 31 * DAY).toISOString() }), now),
    ).toBe(true);
  });

  it('the deed is issued only with a delivery choice or a sale to the Plaintiff', () => {
    const ready = lot({ status: 'DeedReady' });
    expect(postSaleError('deedissued', ready, 'Approved')).toBe(LOT_MSG.deedDeliveryNotSet);
    expect(postSaleError('deedissued', { ...ready, deedDelivery: 'PickUp' }, 'Approved')).toBe(
      null,
    );
    expect(postSaleError('deedissued', { ...ready, soldTo: 'Plaintiff' }, 'Approved')).toBe(null);
    expect(
      postSaleError('deedissued', { ...ready, deedDelivery: 'PickUp' }, 'WaitingCourtHouse'),
    ).toBe(LOT_MSG.caseNotApproved);
  });
});
