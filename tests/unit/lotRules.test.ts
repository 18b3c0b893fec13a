import type { CaseStatus, LotStatus } from '../../src/lib/caseStage';
import {
  auctionDateAction,
  auctionDateBlock,
  canChangePublishedDate,
  canChangeWinner,
  canDeleteLot,
  canEditLot,
  canPublishLot,
  canSetAuctionDate,
  clampRequiredDown,
  deedIssueBlock,
  POST_SALE_POLL_MS,
  postSalePoll,
  featuredAction,
  featuredCheck,
  hasDeposit,
  LOT_TEXT,
  NEW_LOT_DEFAULTS,
  postponeAction,
  postSaleButtons,
  publishCheck,
  type LotFacts,
} from '../../src/lib/lotRules';

const lot = (over: Partial<LotFacts> = {}): LotFacts => ({
  lotStatus: 'Draft',
  openingPrice: 100_000,
  requiredDown: 25,
  minBidIncrements: 1000,
  auction: { isStarted: false },
  propertyCount: 1,
  property: { imageUrl: '/img.svg' },
  isPostponed: false,
  markedFeatured: false,
  soldTo: null,
  depositReceivedDate: null,
  paymentReceivedDate: null,
  deedDelivery: null,
  ...over,
});

describe('new lot defaults and required down', () => {
  it('opens a lot at 0 with 25 percent down and an increment of 1', () => {
    expect(NEW_LOT_DEFAULTS).toEqual({ openingPrice: 0, requiredDown: 25, minBidIncrements: 1 });
  });

  it.each([
    [-5, 0],
    [0, 0],
    [25, 25],
    [99.5, 99.5],
    [100, 100],
    [150, 100],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('clamps %s to %s', (input, out) => {
    expect(clampRequiredDown(input)).toBe(out);
  });
});

describe('publishCheck', () => {
  it.each([
    ['an auction and a property', lot(), []],
    ['no auction', lot({ auction: null }), ['Auction Date']],
    ['no property', lot({ propertyCount: 0 }), ['Property']],
    ['neither', lot({ auction: null, propertyCount: 0 }), ['Auction Date', 'Property']],
  ])('with %s, missing is %j', (_name, l, missing) => {
    expect(publishCheck(l).missing).toEqual(missing);
  });

  it('takes the date from the caller when given', () => {
    expect(publishCheck(lot({ auction: null }), true).missing).toEqual([]);
    expect(publishCheck(lot(), false).missing).toEqual(['Auction Date']);
  });

  it.each([
    ['all set', lot(), []],
    ['zero required down', lot({ requiredDown: 0 }), ['Required Down Payment']],
    ['missing opening price', lot({ openingPrice: null }), ['Opening Price']],
    ['zero opening price', lot({ openingPrice: 0 }), ['Opening Price']],
    ['zero increment', lot({ minBidIncrements: 0 }), ['Minimum Increment']],
    [
      'all zero',
      lot({ requiredDown: 0, openingPrice: 0, minBidIncrements: null }),
      ['Required Down Payment', 'Opening Price', 'Minimum Increment'],
    ],
  ])('with %s, Will Provide Later lists %j', (_name, l, later) => {
    expect(publishCheck(l).later).toEqual(later);
  });
});

describe('hasDeposit', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['0001-01-01T00:00:00', false],
    ['1999-12-31T23:59:59Z', false],
    ['2000-01-01T00:00:00Z', true],
    ['2026-03-02T15:00:00Z', true],
    ['not a date', false],
  ])('%s → %s', (date, out) => {
    expect(hasDeposit(date)).toBe(out);
  });
});

describe('postSaleButtons', () => {
  const DEPOSIT = '2026-03-02T15:00:00Z';
  const none = {
    confirmDeposit: false,
    confirmPayment: false,
    deedReady: false,
    deedIssued: false,
  };
  it.each<[LotStatus, string | null, CaseStatus, Partial<typeof none>]>([
    ['PendingTransaction', null, 'New', { confirmDeposit: true }],
    ['PendingTransaction', '0001-01-01T00:00:00', 'New', { confirmDeposit: true }],
    ['PendingTransaction', DEPOSIT, 'New', { confirmPayment: true }],
    ['PendingTransaction', DEPOSIT, 'Approved', { confirmPayment: true }],
    ['CompleteTransaction', DEPOSIT, 'New', {}],
    ['CompleteTransaction', DEPOSIT, 'WaitingCourtHouse', {}],
    ['CompleteTransaction', DEPOSIT, 'Approved', { deedReady: true }],
    ['DeedReady', DEPOSIT, 'Approved', { deedIssued: true }],
    ['DeedReady', DEPOSIT, 'Closed', {}],
    ['DeedIssued', DEPOSIT, 'Approved', {}],
    ['Listed', null, 'New', {}],
    ['Draft', null, 'Approved', {}],
  ])('%s with deposit %s in a %s case', (lotStatus, depositReceivedDate, caseStatus, shown) => {
    expect(postSaleButtons(lot({ lotStatus, depositReceivedDate }), caseStatus)).toEqual({
      ...none,
      ...shown,
    });
  });
});

describe('deedIssueBlock', () => {
  it.each([
    [{ deedDelivery: null, soldTo: 'ThirdPartyBidder' as const }, LOT_TEXT.deedBlock],
    [{ deedDelivery: null, soldTo: null }, LOT_TEXT.deedBlock],
    [{ deedDelivery: '', soldTo: 'ThirdPartyBidder' as const }, LOT_TEXT.deedBlock],
    [{ deedDelivery: 'Mail', soldTo: 'ThirdPartyBidder' as const }, null],
    [{ deedDelivery: null, soldTo: 'Plaintiff' as const }, null],
  ])('%j → %s', (l, out) => {
    expect(deedIssueBlock(l)).toBe(out);
  });

  it('names the missing option in the spec words', () => {
    expect(LOT_TEXT.deedBlock).toBe('"Deed Delivery Option" is not set by the bidder!');
  });
});

describe('featured', () => {
  it.each([
    [lot({ property: null }), 'Property Not Found'],
    [lot({ property: { imageUrl: null } }), 'Property Image Not Found'],
    [lot(), null],
  ])('featuredCheck %#', (l, title) => {
    expect(featuredCheck(l)?.title ?? null).toBe(title);
  });

  it('asks for a photo when the primary property has none', () => {
    expect(featuredCheck(lot({ property: { imageUrl: null } }))?.content).toBe(
      'Please add property photo to mark it as featured',
    );
  });

  it.each<[LotStatus, boolean, 'mark' | 'unmark' | null]>([
    ['Draft', false, 'mark'],
    ['Listed', false, 'mark'],
    ['Listed', true, 'unmark'],
    ['PendingTransaction', true, 'unmark'],
    ['PendingTransaction', false, null],
    ['Cancelled', false, null],
  ])('a %s lot, featured %s, offers %s', (lotStatus, markedFeatured, action) => {
    expect(featuredAction(lot({ lotStatus, markedFeatured }))).toBe(action);
  });
});

describe('lot actions by case and status', () => {
  it.each([
    [0, true, true],
    [0, false, false],
    [1, true, false],
    [2, false, false],
  ])('delete with %i properties, case editable %s → %s', (propertyCount, editable, out) => {
    expect(canDeleteLot(lot({ propertyCount }), editable)).toBe(out);
  });

  it.each<[LotStatus, boolean, boolean, boolean]>([
    ['Draft', false, true, true],
    ['Listed', false, true, true],
    ['Listed', true, true, false],
    ['Draft', false, false, false],
    ['PendingTransaction', false, true, false],
  ])('edit prices of a %s lot, started %s, editable %s → %s', (lotStatus, started, ed, out) => {
    expect(canEditLot(lot({ lotStatus, auction: { isStarted: started } }), ed)).toBe(out);
  });

  it.each<[LotStatus, boolean, boolean]>([
    ['Draft', true, true],
    ['Draft', false, false],
    ['Listed', true, false],
    ['Cancelled', true, false],
  ])('auction date and publish for a %s lot, editable %s → %s', (lotStatus, ed, out) => {
    expect(canSetAuctionDate(lot({ lotStatus }), ed)).toBe(out);
    expect(canPublishLot(lot({ lotStatus }), ed)).toBe(out);
  });

  it.each<[LotStatus, boolean, boolean]>([
    ['PendingTransaction', true, true],
    ['CompleteTransaction', true, true],
    ['PendingTransaction', false, false],
    ['DeedReady', true, false],
    ['Listed', true, false],
  ])('change winner of a %s lot, canEdit %s → %s', (lotStatus, canEdit, out) => {
    expect(canChangeWinner(lot({ lotStatus }), canEdit)).toBe(out);
  });
});

describe('auction date', () => {
  it.each([
    [null, 'initialSet', 'Set Date'],
    [{ isStarted: false }, 'changeDate', 'Change Date'],
  ])('auction %j → %s (%s)', (auction, action, label) => {
    expect(auctionDateAction(lot({ auction }))).toEqual({ action, label });
  });

  it.each([
    ['2026-04-01', '10:05', null],
    [null, '10:05', 'Date and Time Required'],
    ['2026-04-01', null, 'Date and Time Required'],
    [undefined, undefined, 'Date and Time Required'],
  ])('date %s, time %s → %s', (date, time, out) => {
    expect(auctionDateBlock(date, time)).toBe(out);
  });
});

describe('canChangePublishedDate', () => {
  it.each<[LotStatus, { isStarted: boolean } | null, boolean, boolean]>([
    ['Listed', { isStarted: false }, true, true],
    ['Listed', { isStarted: true }, true, false],
    ['Listed', { isStarted: false }, false, false],
    ['Listed', null, true, false],
    ['Draft', { isStarted: false }, true, false],
    ['PendingTransaction', { isStarted: true }, true, false],
  ])('a %s lot, auction %j, editable %s → %s', (lotStatus, auction, ed, out) => {
    expect(canChangePublishedDate(lot({ lotStatus, auction }), ed)).toBe(out);
  });
});

describe('postponeAction', () => {
  it.each<[LotStatus, boolean, boolean, boolean, 'postpone' | 'unPostpone' | null]>([
    ['Listed', false, false, true, 'postpone'],
    ['Listed', false, true, true, 'unPostpone'],
    ['Listed', true, false, true, null],
    ['Listed', false, false, false, null],
    ['Draft', false, false, true, null],
    ['PendingTransaction', false, true, true, null],
  ])(
    '%s lot, started %s, postponed %s, editable %s → %s',
    (lotStatus, started, isPostponed, ed, out) => {
      expect(
        postponeAction(lot({ lotStatus, isPostponed, auction: { isStarted: started } }), ed),
      ).toBe(out);
    },
  );

  it('offers postpone for a Listed lot without an auction object', () => {
    expect(postponeAction(lot({ lotStatus: 'Listed', auction: null }), true)).toBe('postpone');
  });
});

describe('postSalePoll: an open case asks again while a lot waits on someone else', () => {
  it.each([
    [['PendingTransaction'], POST_SALE_POLL_MS],
    [['CompleteTransaction'], POST_SALE_POLL_MS],
    [['DeedReady'], POST_SALE_POLL_MS],
    [['Draft', 'DeedReady'], POST_SALE_POLL_MS],
    [['Draft', 'Listed'], false],
    [['DeedIssued', 'Cancelled', 'PaymentRefunded'], false],
    [[], false],
  ] as const)('%j → %s', (statuses, poll) => {
    expect(postSalePoll(statuses.map((lotStatus) => ({ lotStatus })))).toBe(poll);
  });

  it('asks nothing before the case has loaded', () => {
    expect(postSalePoll(undefined)).toBe(false);
  });
});
