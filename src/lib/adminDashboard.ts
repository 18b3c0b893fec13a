import dayjs, { type ConfigType } from 'dayjs';
import { formatMoney } from './format';
import { isReceived, outstandingBalance, roundCents, type BalanceInput } from './winnings';

/**
 * The admin dashboard's rules (spec 3 sections 2.5, 3 and 9): the period and its days, the
 * per-day figures of the graph (Auctions, Bidders, Bids), the slider's first window, the totals
 * with the average win amount, and the outstanding balance of a sold lot.
 */

/** A day as the pickers and the graph keep it: YYYY-MM-DD in the browser's time zone. */
export type Day = string;
const DAY_FORMAT = 'YYYY-MM-DD';

/** The period the dashboard opens with: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

export interface Period {
  from: Day;
  to: Day;
}

export const dayOf = (value: ConfigType): Day => dayjs(value).format(DAY_FORMAT);

/** The last `DEFAULT_PERIOD_DAYS` days up to `today`, both ends included. */
export function defaultPeriod(today: ConfigType): Period {
  const to = dayjs(today);
  return { from: dayOf(to.subtract(DEFAULT_PERIOD_DAYS - 1, 'day')), to: dayOf(to) };
}

/** Dashboard date pickers disallow future dates (spec 3 section 5): any day after `today`. */
export const isFutureDay = (day: ConfigType, today: ConfigType) =>
  dayjs(day).isAfter(dayjs(today).endOf('day'));

/** The request body of the period: from the start of its first day to the end of its last (local time). */
export function periodRequest({ from, to }: Period): { from: string; to: string } {
  return {
    from: dayjs(from).startOf('day').toISOString(),
    to: dayjs(to).endOf('day').toISOString(),
  };
}

/** Every day of the period, in order (none when it ends before it starts). */
export function periodDays({ from, to }: Period): Day[] {
  const days: Day[] = [];
  const last = dayjs(to);
  for (let d = dayjs(from); !d.isAfter(last, 'day'); d = d.add(1, 'day')) days.push(dayOf(d));
  return days;
}

/**
 * What the graph reads of an auction of the period: the dashboard report's item (spec 3
 * section 3: bidsCount, biddersCount, winAmount, startedTime). Each item is one auction.
 */
export interface StartedAuction {
  bidsCount: number;
  biddersCount: number;
  winAmount: number;
  startedTime: string;
}

/** One day of the graph. */
export interface DayFigures {
  day: Day;
  /** The auctions started that day (one item each). */
  auctions: number;
  /** The auctions' bidders added up. */
  bidders: number;
  /** The auctions' bids added up. */
  bids: number;
}

/**
 * The graph's figures for each day given, zeros included, each auction counted on the local day
 * it started; auctions started on other days are left out.
 */
export function dailyFigures(items: readonly StartedAuction[], days: readonly Day[]): DayFigures[] {
  const byDay = new Map(days.map((day) => [day, { auctions: 0, bidders: 0, bids: 0 }]));
  for (const item of items) {
    const entry = byDay.get(dayOf(item.startedTime));
    if (!entry) continue;
    entry.auctions += 1;
    entry.bidders += Number(item.biddersCount) || 0;
    entry.bids += Number(item.bidsCount) || 0;
  }
  return days.map((day) => ({ day, ...byDay.get(day)! }));
}

/** The slider's window: the first and last index of the days shown, both included. */
export type DayWindow = [number, number];

/**
 * The window the slider starts with ("slider starts at half", spec 3 section 9): the second half
 * of the days, the middle day of an odd count included — days ⌊n/2⌋ to n−1. One day shows that
 * day; no days, no window.
 */
export function initialWindow(dayCount: number): DayWindow | null {
  const n = Math.max(0, Math.floor(dayCount));
  if (n === 0) return null;
  return [Math.floor(n / 2), n - 1];
}

/** The rows inside the window (every row without one), the window kept within the rows. */
export function windowRows<T>(rows: readonly T[], window: DayWindow | null): T[] {
  if (!window || !rows.length) return [...rows];
  const last = rows.length - 1;
  const start = Math.min(last, Math.max(0, Math.min(window[0], window[1])));
  const end = Math.min(last, Math.max(start, window[0], window[1]));
  return rows.slice(start, end + 1);
}

export interface DashboardTotals {
  auctions: number;
  bidders: number;
  bids: number;
  newBidders: number;
  newAuctioneers: number;
  winAmount: number;
  /** Total win amount ÷ auction count; null when there were no auctions. */
  average: number | null;
}

/** The dashboard average (spec 3 section 9): total win amount ÷ auction count, none for no auctions. */
export function averageWinAmount(winAmount: number, auctionCount: number): number | null {
  if (!(auctionCount > 0) || !Number.isFinite(winAmount)) return null;
  return roundCents(winAmount / auctionCount);
}

/** The period's totals: its auctions (one per item), bidders and bids added up, new accounts, win amounts. */
export function dashboardTotals(report: {
  items: readonly StartedAuction[];
  newBidders: number;
  newAuctioneers: number;
}): DashboardTotals {
  const auctions = report.items.length;
  const sum = (pick: (i: StartedAuction) => number) =>
    report.items.reduce((total, i) => total + (Number(pick(i)) || 0), 0);
  const winAmount = roundCents(sum((i) => i.winAmount));
  return {
    auctions,
    bidders: sum((i) => i.biddersCount),
    bids: sum((i) => i.bidsCount),
    newBidders: report.newBidders,
    newAuctioneers: report.newAuctioneers,
    winAmount,
    average: averageWinAmount(winAmount, auctions),
  };
}

/** What the average shows when there were no auctions. */
export const NO_AVERAGE = 'N/A';

export const averageText = (average: number | null) =>
  average === null ? NO_AVERAGE : formatMoney(average, 2);

/**
 * Was the deposit received? A missing or unreadable date, or one before 2000-01-01 (the backend's
 * empty date is year 1), counts as no deposit (spec 3 section 9).
 */
export const depositReceived = (depositReceivedDate: string | null | undefined) =>
  isReceived(depositReceivedDate);

/**
 * A sold lot's outstanding balance (spec 3 section 9): win amount + relief fee, less the down
 * payment (win amount × required down %, clamped 0–100) when the deposit was received.
 */
export const balanceOf = (lot: BalanceInput): number => outstandingBalance(lot);
