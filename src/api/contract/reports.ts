/**
 * The reports (spec 3 §2.9, §3, §7 "Reports"): the auctions, bids and bidders reports, their PDF
 * and Excel exports, and the look-ups of their filters. The admin's reports call the admin
 * endpoints, the others (auctioneers, employees, clients and attorneys) the auctioneer's.
 */
import * as z from 'zod/mini';
import { FIRM, STAFF, endpoint, type CallerRole } from './define';
import { FIRST_PAGE, id, listRequest, orNull, page, text } from './common';
import { AuctionStartType, AuctionType } from './auctions';

/** Who opens /reports (clients, auctioneers, employees) or /admin/reports (admins). */
const READERS = ['Admin', ...STAFF, ...FIRM] as const satisfies readonly CallerRole[];
const AUCTIONEER_READERS = [...STAFF, ...FIRM] as const satisfies readonly CallerRole[];

/** POST /api/reports/auction (and /pdf, /excel): search, sorter, pagination, beginDate, endDate, type, companyId. */
export const AuctionReportRequest = z.object({
  ...listRequest,
  beginDate: z.optional(z.nullable(z.string())),
  endDate: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(AuctionType)),
  /** The admin's company filter. */
  companyId: z.optional(z.nullable(id())),
});
export type AuctionReportRequest = z.infer<typeof AuctionReportRequest>;

/** A lot of an auction block: id, address1, address2, openingPrice, bidderCount, bidCount, winner, winnerBidAmount. */
export const AuctionReportLot = z.object({
  id: id(),
  address1: text(),
  address2: text(),
  openingPrice: z.number(),
  bidderCount: z.number(),
  bidCount: z.number(),
  /** The winner's name, or null (shown as N/A). */
  winner: orNull(z.string()),
  winnerBidAmount: orNull(z.number()),
});
export type AuctionReportLot = z.infer<typeof AuctionReportLot>;

/**
 * One auction block of the auctions report (spec 3 §3 "Auction report"): startTime,
 * companyName, duration (minutes from the first lot's start to the last lot's stop), type,
 * startType, lots. `id` is not in the spec's list; the screen keys blocks by it when it comes.
 */
export const AuctionReport = z.object({
  id: z.optional(id()),
  startTime: z.string(),
  companyName: text(),
  duration: z.number(),
  type: AuctionType,
  startType: AuctionStartType,
  lots: z.array(AuctionReportLot),
});
export type AuctionReport = z.infer<typeof AuctionReport>;

/** POST /api/reports/bid (admin) or /api/reports/bidauctioneer, and /excel: search, sorter, pagination, auctionId, bidderId. */
export const BidReportRequest = z.object({
  ...listRequest,
  auctionId: z.optional(z.nullable(id())),
  /** Admin only. */
  bidderId: z.optional(z.nullable(id())),
});
export type BidReportRequest = z.infer<typeof BidReportRequest>;

/** A bid of a bids report row: id, amount, bidderFullName, createdDate. */
export const BidReportBid = z.object({
  id: id(),
  amount: z.number(),
  bidderFullName: text(),
  createdDate: z.string(),
});
export type BidReportBid = z.infer<typeof BidReportBid>;

/**
 * A lot of the bids report with its bids, newest first (spec 3 §3 "Bid report row"):
 * startedTime, address1, address2, auctionCompanyName, openingPrice, winner, winnerBidAmount,
 * bidCount, bids. `id` is not in the spec's list; the screen keys rows by it when it comes.
 */
export const BidReportRow = z.object({
  id: z.optional(id()),
  startedTime: orNull(z.string()),
  address1: text(),
  address2: text(),
  auctionCompanyName: text(),
  openingPrice: z.number(),
  /** The winner's name; Plaintiff when the lot had no bids. */
  winner: orNull(z.string()),
  winnerBidAmount: orNull(z.number()),
  bidCount: z.number(),
  bids: z.array(BidReportBid),
});
export type BidReportRow = z.infer<typeof BidReportRow>;

/** POST /api/reports/bidder (and /pdf, /excel): search, sorter, pagination, isVerified, isPhoneVerified. */
export const BidderReportRequest = z.object({
  ...listRequest,
  isVerified: z.optional(z.boolean()),
  isPhoneVerified: z.optional(z.boolean()),
});
export type BidderReportRequest = z.infer<typeof BidderReportRequest>;

/** An auction a bidder took part in: id, auctionStartTime, type, address1, address2, auctionCompanyName, winner. */
export const BidderAuctionHistory = z.object({
  id: id(),
  auctionStartTime: z.string(),
  type: AuctionType,
  address1: text(),
  address2: text(),
  auctionCompanyName: text(),
  /** The lot's winner's name, or null. */
  winner: orNull(z.string()),
});
export type BidderAuctionHistory = z.infer<typeof BidderAuctionHistory>;

/**
 * A bidder of the bidders report (spec 3 §3 "Bidder report row"): id, fullName, userName,
 * fullAddress1, fullAddress2, phoneNumber, verification, availableBalance, lockedBalance,
 * totalWins, auctionHistory.
 */
export const BidderReportRow = z.object({
  id: id(),
  fullName: text(),
  userName: z.string(),
  fullAddress1: text(),
  fullAddress2: text(),
  phoneNumber: text(),
  /** 'Verified' or 'Not verified' (the account), as the report prints it. */
  verification: text(),
  availableBalance: z.number(),
  lockedBalance: z.number(),
  totalWins: z.number(),
  auctionHistory: z.array(BidderAuctionHistory),
});
export type BidderReportRow = z.infer<typeof BidderReportRow>;

/** An auction of a day (spec 3 §3 "Lookup items: auction (id, startTime, companyName, type, startType)"). */
export const AuctionLookupItem = z.object({
  id: id(),
  startTime: z.string(),
  companyName: text(),
  type: AuctionType,
  startType: AuctionStartType,
});
export type AuctionLookupItem = z.infer<typeof AuctionLookupItem>;

/** A bidder found by name (spec 3 §3 "Lookup items: bidder (id, fullName)"). */
export const BidderLookupItem = z.object({ id: id(), fullName: z.string() });
export type BidderLookupItem = z.infer<typeof BidderLookupItem>;

/** A company of the admin's filter (spec 3 §3 "Lookup items: company (id, name)"). */
export const CompanyLookupItem = z.object({ id: id(), name: z.string() });
export type CompanyLookupItem = z.infer<typeof CompanyLookupItem>;

/**
 * The body of the admin's auction look-up: date and companyId (spec 3 §7). `date` is the
 * picked day, YYYY-MM-DD: the auctions starting that day are answered.
 */
export const AuctionLookupRequest = z.object({
  date: z.string(),
  /** One company's auctions; every company's when null. */
  companyId: z.optional(z.nullable(id())),
});
export type AuctionLookupRequest = z.infer<typeof AuctionLookupRequest>;

/** A day the contract command asks the look-up about. */
const PROBE_DAY = '2026-01-15';

const firstPage = { args: () => ({ body: FIRST_PAGE }) };
/** An export holds every row of the filters: no page. */
const everyRow = { args: () => ({ body: { search: '' } }) };

export const auctionReport = endpoint({
  method: 'POST',
  path: '/api/reports/auction',
  spec: '3 §7',
  summary: 'One page of auction blocks with their lots (admins: every company, by company).',
  request: AuctionReportRequest,
  response: page(AuctionReport),
  roles: READERS,
  probe: firstPage,
});

export const auctionReportPdf = endpoint({
  method: 'POST',
  path: '/api/reports/auction/pdf',
  spec: '3 §7',
  summary: 'The auctions report of the filters as a PDF.',
  request: AuctionReportRequest,
  response: 'file',
  roles: READERS,
  probe: everyRow,
});

export const auctionReportExcel = endpoint({
  method: 'POST',
  path: '/api/reports/auction/excel',
  spec: '3 §7',
  summary: 'The auctions report of the filters as a workbook.',
  request: AuctionReportRequest,
  response: 'file',
  roles: READERS,
  probe: everyRow,
});

export const lookupCompanies = endpoint({
  method: 'GET',
  path: '/api/companies/lookup',
  spec: '3 §7',
  summary: 'Every company by name (the admin’s company filter of the auctions report).',
  response: z.array(CompanyLookupItem),
  roles: ['Admin'],
  probe: {},
});

export const bidReport = endpoint({
  method: 'POST',
  path: '/api/reports/bid',
  spec: '3 §7',
  summary:
    'One page of lots with their bids, of every company (admin; auction and bidder filters).',
  request: BidReportRequest,
  response: page(BidReportRow),
  roles: ['Admin'],
  probe: firstPage,
});

export const bidReportExcel = endpoint({
  method: 'POST',
  path: '/api/reports/bid/excel',
  spec: '3 §7',
  summary: 'The admin’s bids report of the filters as a workbook.',
  request: BidReportRequest,
  response: 'file',
  roles: ['Admin'],
  probe: everyRow,
});

export const bidReportAuctioneer = endpoint({
  method: 'POST',
  path: '/api/reports/bidauctioneer',
  spec: '3 §7',
  summary:
    'One page of lots with their bids: the company’s (auctioneers, employees) or the firm’s cases’ (clients).',
  request: BidReportRequest,
  response: page(BidReportRow),
  roles: AUCTIONEER_READERS,
  probe: firstPage,
});

export const bidReportAuctioneerExcel = endpoint({
  method: 'POST',
  path: '/api/reports/bidauctioneer/excel',
  spec: '3 §7',
  summary: 'The bids report of the filters as a workbook (auctioneers, employees, clients).',
  request: BidReportRequest,
  response: 'file',
  roles: AUCTIONEER_READERS,
  probe: everyRow,
});

export const lookupDayAuctions = endpoint({
  method: 'POST',
  path: '/api/auctions/lookup',
  spec: '3 §7',
  summary:
    'The auctions starting on a day, of every company or of one (the admin’s bids report auction filter).',
  request: AuctionLookupRequest,
  response: z.array(AuctionLookupItem),
  roles: ['Admin'],
  probe: { args: () => ({ body: { date: PROBE_DAY } }) },
});

export const lookupBidders = endpoint({
  method: 'GET',
  path: '/api/bidders/lookup/{term}',
  spec: '3 §7',
  summary: 'Bidders whose name holds the term (the admin’s bidder filter of the bids report).',
  response: z.array(BidderLookupItem),
  roles: ['Admin'],
  probe: { args: () => ({ params: { term: 'a' } }) },
});

export const bidderReport = endpoint({
  method: 'POST',
  path: '/api/reports/bidder',
  spec: '3 §7',
  summary: 'One page of bidders with their balances, wins and auctions.',
  request: BidderReportRequest,
  response: page(BidderReportRow),
  roles: READERS,
  probe: firstPage,
});

export const bidderReportPdf = endpoint({
  method: 'POST',
  path: '/api/reports/bidder/pdf',
  spec: '3 §7',
  summary: 'The bidders report of the filters as a PDF.',
  request: BidderReportRequest,
  response: 'file',
  roles: READERS,
  probe: everyRow,
});

export const bidderReportExcel = endpoint({
  method: 'POST',
  path: '/api/reports/bidder/excel',
  spec: '3 §7',
  summary: 'The bidders report of the filters as a workbook.',
  request: BidderReportRequest,
  response: 'file',
  roles: READERS,
  probe: everyRow,
});
