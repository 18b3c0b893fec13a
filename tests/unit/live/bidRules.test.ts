import {
  bidState,
  joinStatus,
  maxBiddable,
  minimumBid,
  nextTypedAmount,
  quickBids,
  spectatorText,
  type BidInput,
} from '../../../src/live/bidRules';

const base: BidInput = {
  latestBid: 10_000,
  openingPrice: 5_000,
  increment: 500,
  locked: 10_000,
  requiredDown: 25,
  amount: 10_500,
  open: true,
  holdsHighest: false,
  online: true,
};
const state = (over: Partial<BidInput>) => bidState({ ...base, ...over });

describe('minimum bid', () => {
  it('is the latest bid plus the increment', () =>
    expect(minimumBid(10_000, 5_000, 500)).toBe(10_500));
  it('uses the opening price when there is no bid', () =>
    expect(minimumBid(null, 5_000, 500)).toBe(5_500));
  it('uses 1 when the increment is missing, zero or negative', () => {
    expect(minimumBid(100, 0, null)).toBe(101);
    expect(minimumBid(100, 0, 0)).toBe(101);
    expect(minimumBid(100, 0, -5)).toBe(101);
  });
  it('rounds up', () => expect(minimumBid(100.2, 0, 0.5)).toBe(101));
});

describe('maximum biddable', () => {
  it('is locked x 100 / required down, rounded down', () => {
    expect(maxBiddable(10_000, 25)).toBe(40_000);
    expect(maxBiddable(10_001, 30)).toBe(33_336);
  });
  it('is 0 for pre-registered, spectating or no funds', () => {
    expect(maxBiddable(-1, 25)).toBe(0);
    expect(maxBiddable(0, 25)).toBe(0);
    expect(maxBiddable(null, 25)).toBe(0);
  });
  it('clamps the required down to 0-100 (0 counts as 1)', () => {
    expect(maxBiddable(500, 0)).toBe(50_000);
    expect(maxBiddable(500, 250)).toBe(500);
    expect(maxBiddable(500, -10)).toBe(50_000);
  });
});

describe('bid form state', () => {
  it('Place Bid is enabled for an amount between the minimum and the maximum', () => {
    const s = state({});
    expect(s).toMatchObject({ min: 10_500, max: 40_000, label: 'Place Bid', canBid: true });
    expect(s.reason).toBeNull();
  });
  it('is disabled below the minimum, above the maximum, with a fraction or nothing typed', () => {
    expect(state({ amount: 10_499 }).canBid).toBe(false);
    expect(state({ amount: 10_499 }).reason).toBe('The minimum bid is $10,500.');
    expect(state({ amount: 40_001 }).reason).toBe('You can bid up to $40,000.');
    expect(state({ amount: 10_500.5 }).canBid).toBe(false);
    expect(state({ amount: null }).canBid).toBe(false);
    expect(state({ amount: 40_000 }).canBid).toBe(true);
  });
  it('is disabled when the lot is stopped, the bidder holds the highest bid or the stream is down', () => {
    expect(state({ open: false }).reason).toBe('Bidding is closed for this lot.');
    expect(state({ holdsHighest: true }).reason).toBe('You hold the highest bid.');
    expect(state({ online: false }).reason).toBe('Reconnecting to the live auction...');
  });
  it("reads 'Insufficient Funds' with Update Balance when the maximum is below the minimum", () => {
    const s = state({ locked: 2_000 });
    expect(s).toMatchObject({ label: 'Insufficient Funds', updateBalance: true, canBid: false });
  });
  it("reads 'Start With Opening Amount' with no bid yet, else 'Insufficient Deposit'", () => {
    expect(state({ latestBid: null, amount: 5_500 })).toMatchObject({
      label: 'Start With Opening Amount',
      min: 5_500,
      canBid: true,
      updateBalance: false,
    });
    expect(state({ latestBid: null, locked: 1_000 })).toMatchObject({
      label: 'Insufficient Deposit',
      canBid: false,
    });
  });
  it('quick-adds add 100, 500 and 1000 to the latest bid, disabled past the maximum or under the minimum', () => {
    const s = state({ locked: 2_650 }); // max 10,600
    expect(s.quickAdds).toEqual([
      { add: 100, amount: 10_100, disabled: true },
      { add: 500, amount: 10_500, disabled: false },
      { add: 1000, amount: 11_000, disabled: true },
    ]);
    expect(state({ latestBid: null, increment: 1 }).quickAdds[0].amount).toBe(5_100);
  });
  it('offers the new minimum when the typed amount fell below it, else keeps it', () => {
    expect(nextTypedAmount(null, 500, 1000)).toBe(500);
    expect(nextTypedAmount(400, 500, 1000)).toBe(500);
    expect(nextTypedAmount(700, 500, 1000)).toBe(700);
    expect(nextTypedAmount(400, 500, 300)).toBe(400);
  });
});

describe('joining', () => {
  it('tells pre-registered (-1), spectating (0), bidding and not joined apart', () => {
    expect(joinStatus(null)).toBe('none');
    expect(joinStatus({ amount: 500, leftDate: '2026-11-22T10:00:00Z' })).toBe('none');
    expect(joinStatus({ amount: -1, leftDate: null })).toBe('preRegistered');
    expect(joinStatus({ amount: 0, leftDate: null })).toBe('spectating');
    expect(joinStatus({ amount: 1, leftDate: null })).toBe('bidding');
  });
  it('spectators read the spectator text, or the insufficient-funds text without a balance', () => {
    expect(spectatorText(10)).toBe("Currently you're in spectator mode!");
    expect(spectatorText(0)).toBe('Currently you have insufficient funds to participate!');
  });
});

describe('quickBids (spec 3 section 9: +100, +500, +1000)', () => {
  const amounts = (q: ReturnType<typeof quickBids>) =>
    q.map((b) => `+${b.add}=${b.amount}${b.disabled ? ' off' : ''}`);

  it.each([
    // latest bid, opening price, next bid, most that may be bid
    [null, 1000, 1001, 1500, ['+100=1100', '+500=1500', '+1000=2000 off']],
    [2000, 1000, 2500, 10_000, ['+100=2100 off', '+500=2500', '+1000=3000']],
    [2000.5, 1000, 2001, null, ['+100=2101', '+500=2501', '+1000=3001']],
    [3000, 1000, 3001, 0, ['+100=3100 off', '+500=3500 off', '+1000=4000 off']],
  ] as const)('latest %s, opening %s, next %s, cap %s', (latest, opening, min, max, expected) => {
    expect(amounts(quickBids(latest, opening, min, max))).toEqual(expected);
  });
});
