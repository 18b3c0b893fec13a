import dayjs from 'dayjs';
import {
  averageText,
  averageWinAmount,
  balanceOf,
  dailyFigures,
  dashboardTotals,
  defaultPeriod,
  depositReceived,
  initialWindow,
  isFutureDay,
  periodDays,
  periodRequest,
  windowRows,
  type StartedAuction,
} from '../../src/lib/adminDashboard';

/** A local time on a day, as the browser would read it. */
const at = (day: string, time = '12:00') => dayjs(`${day}T${time}:00`).toISOString();
/** A dashboard report item as spec 3 section 3 gives it: one auction, no auction id. */
const auction = (over: Partial<StartedAuction>): StartedAuction => ({
  bidsCount: 0,
  biddersCount: 0,
  winAmount: 0,
  startedTime: at('2026-03-10'),
  ...over,
});

describe('period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultPeriod(new Date(2026, 2, 30, 15))).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    expect(periodDays(defaultPeriod(new Date(2026, 2, 30)))).toHaveLength(30);
  });

  it.each([
    ['2026-03-10', '2026-03-10', ['2026-03-10']],
    ['2026-02-27', '2026-03-02', ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']],
    ['2026-03-11', '2026-03-10', []],
  ])('days from %s to %s', (from, to, days) => {
    expect(periodDays({ from, to })).toEqual(days);
  });

  it('asks from the start of the first local day to the end of the last', () => {
    const body = periodRequest({ from: '2026-03-01', to: '2026-03-02' });
    expect(body.from).toBe(dayjs('2026-03-01T00:00:00').toISOString());
    expect(body.to).toBe(dayjs('2026-03-02T23:59:59.999').toISOString());
  });

  it.each([
    ['yesterday', new Date(2026, 2, 9, 23), false],
    ['today, late', new Date(2026, 2, 10, 23, 59), false],
    ['tomorrow', new Date(2026, 2, 11, 0, 0), true],
  ])('%s is a future day: %s', (_name, day, future) => {
    expect(isFutureDay(day, new Date(2026, 2, 10, 8))).toBe(future);
  });
});

describe('per-day figures', () => {
  const days = ['2026-03-09', '2026-03-10', '2026-03-11'];

  it('counts the auctions (one per item) and adds up bidders and bids per local day, zeros included', () => {
    const items = [
      auction({ bidsCount: 4, biddersCount: 2, startedTime: at('2026-03-10', '00:00') }),
      auction({ bidsCount: 3, biddersCount: 1, startedTime: at('2026-03-10', '23:59') }),
      auction({ bidsCount: 1, biddersCount: 1, startedTime: at('2026-03-10', '10:00') }),
      auction({ bidsCount: 5, biddersCount: 3, startedTime: at('2026-03-11', '00:01') }),
      auction({ bidsCount: 9, biddersCount: 9, startedTime: at('2026-03-12') }),
    ];
    expect(dailyFigures(items, days)).toEqual([
      { day: '2026-03-09', auctions: 0, bidders: 0, bids: 0 },
      { day: '2026-03-10', auctions: 3, bidders: 4, bids: 8 },
      { day: '2026-03-11', auctions: 1, bidders: 3, bids: 5 },
    ]);
  });

  it('gives every day zeros without auctions', () => {
    expect(dailyFigures([], days).map((d) => d.auctions + d.bidders + d.bids)).toEqual([0, 0, 0]);
  });
});

describe('slider', () => {
  it.each([
    [0, null],
    [1, [0, 0]],
    [2, [1, 1]],
    [3, [1, 2]],
    [4, [2, 3]],
    [5, [2, 4]],
    [30, [15, 29]],
    [31, [15, 30]],
  ])('starts at half of %i days: %j', (n, window) => {
    expect(initialWindow(n)).toEqual(window);
  });

  it('always ends on the last day and never shows fewer days than the first half', () => {
    for (let n = 1; n <= 60; n++) {
      const [start, end] = initialWindow(n)!;
      expect(end).toBe(n - 1);
      expect(end - start + 1).toBe(Math.ceil(n / 2));
    }
  });

  it.each([
    [
      [1, 2],
      ['b', 'c'],
    ],
    [
      [2, 1],
      ['b', 'c'],
    ],
    [[-3, 0], ['a']],
    [[3, 9], ['d']],
    [null, ['a', 'b', 'c', 'd']],
  ] as const)('the window %j shows %j', (window, shown) => {
    expect(windowRows(['a', 'b', 'c', 'd'], window ? [window[0], window[1]] : null)).toEqual(shown);
  });
});

describe('totals and average', () => {
  it('adds the period up: one auction per item, the average is the win amount per auction', () => {
    const totals = dashboardTotals({
      items: [
        auction({ bidsCount: 4, biddersCount: 2, winAmount: 100_000 }),
        auction({ bidsCount: 2, biddersCount: 1, winAmount: 50_000 }),
        auction({ bidsCount: 0, biddersCount: 0, winAmount: 0 }),
      ],
      newBidders: 3,
      newAuctioneers: 1,
    });
    expect(totals).toEqual({
      auctions: 3,
      bidders: 3,
      bids: 6,
      newBidders: 3,
      newAuctioneers: 1,
      winAmount: 150_000,
      average: 50_000,
    });
  });

  it.each([
    [150_000, 2, 75_000, '$75,000.00'],
    [100, 3, 33.33, '$33.33'],
    [0, 4, 0, '$0.00'],
    [0, 0, null, 'N/A'],
    [500, 0, null, 'N/A'],
  ])('%d over %d auctions averages %j (%s)', (total, count, average, text) => {
    expect(averageWinAmount(total, count)).toBe(average);
    expect(averageText(averageWinAmount(total, count))).toBe(text);
  });

  it('has no average, and no NaN, without auctions', () => {
    const totals = dashboardTotals({ items: [], newBidders: 0, newAuctioneers: 0 });
    expect(totals.average).toBeNull();
    expect(Object.values(totals).some((v) => Number.isNaN(v))).toBe(false);
  });
});

describe('outstanding balance', () => {
  it.each([
    ['no date', null, false],
    ['empty', '', false],
    ['the backend’s empty date (year 1)', '0001-01-01T00:00:00', false],
    ['the last day of 1999', '1999-12-31T23:59:59Z', false],
    ['unreadable', 'soon', false],
    ['2000-01-01', '2000-01-01T00:00:00Z', true],
    ['a real date', '2026-03-10T15:00:00Z', true],
  ])('a deposit date %s counts as received: %s', (_name, date, received) => {
    expect(depositReceived(date)).toBe(received);
  });

  it.each([
    // win, relief fee, required down %, deposit date, balance
    [100_000, 350, 25, '2026-03-10T15:00:00Z', 75_350],
    [100_000, 350, 25, null, 100_350],
    [100_000, 350, 10, '0001-01-01T00:00:00', 100_350],
    [100_000, 0, 10, '2026-03-10T15:00:00Z', 90_000],
    [1_234.5, 99.99, 15, '2026-03-10T15:00:00Z', 1_149.31],
    [50_000, null, 0, '2026-03-10T15:00:00Z', 50_000],
    [50_000, 200, 150, '2026-03-10T15:00:00Z', 200],
  ])(
    'won %d, relief fee %j, down %d percent, deposit %j: owes %d',
    (win, fee, down, deposit, owed) => {
      expect(
        balanceOf({
          winAmount: win,
          reliefFee: fee,
          requiredDown: down,
          depositReceivedDate: deposit,
        }),
      ).toBe(owed);
    },
  );
});
