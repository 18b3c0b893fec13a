/** The admin dashboard (spec 3 §2.5, §3, §7 "Dashboards", §9). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, nullDate, text } from './common';

/** POST /api/reports/dashboard (spec 3 §7): the period as ISO instants, start of the first day to end of the last. */
export const DashboardReportRequest = z.object({ from: z.string(), to: z.string() });
export type DashboardReportRequest = z.infer<typeof DashboardReportRequest>;

/**
 * One auction of the period (spec 3 §3 "Dashboard report: items (bidsCount, biddersCount,
 * winAmount, startedTime)"): each item is one auction, so the auction count is the item count.
 */
export const DashboardReportItem = z.object({
  bidsCount: z.number(),
  biddersCount: z.number(),
  /** The winning bids added up, 0 when none. */
  winAmount: z.number(),
  startedTime: z.string(),
});
export type DashboardReportItem = z.infer<typeof DashboardReportItem>;

/** The period's report (spec 3 §3): its auctions and the accounts created in it. */
export const DashboardReport = z.object({
  items: z.array(DashboardReportItem),
  newBidders: z.number(),
  newAuctioneers: z.number(),
});
export type DashboardReport = z.infer<typeof DashboardReport>;

/**
 * A lot sold whose full payment has not been received (spec 3 §3 "Outstanding balance": address
 * fields, auctionCompanyName, stoppedTime, winner, winAmount, reliefFee, requiredDown,
 * depositReceivedDate), with the lot's `id` that keys the row.
 */
export const OutstandingBalance = z.object({
  id: id(),
  streetLine1: text(),
  streetLine2: text(),
  city: text(),
  county: text(),
  stateCode: text(),
  zipCode: text(),
  auctionCompanyName: text(),
  stoppedTime: nullDate(),
  /** The winner's full name. */
  winner: text(),
  winAmount: z.number(),
  reliefFee: z.number(),
  /** Percent of the win amount due as the deposit. */
  requiredDown: z.number(),
  /** Null, or a date before 2000-01-01, when no deposit was received. */
  depositReceivedDate: nullDate(),
});
export type OutstandingBalance = z.infer<typeof OutstandingBalance>;

export const dashboardReport = endpoint({
  method: 'POST',
  path: '/api/reports/dashboard',
  spec: '3 §7',
  summary: "The period's auctions and new accounts (admin dashboard graph and totals).",
  request: DashboardReportRequest,
  response: DashboardReport,
  roles: ['Admin'],
  probe: {
    args: () => ({
      body: { from: '2000-01-01T00:00:00.000Z', to: new Date().toISOString() },
    }),
  },
});

export const listOutstandingBalances = endpoint({
  method: 'GET',
  path: '/api/reports/dashboard',
  spec: '3 §7',
  summary: 'The outstanding balances, most recently stopped first (admin dashboard).',
  response: z.array(OutstandingBalance),
  roles: ['Admin'],
  probe: {},
});
