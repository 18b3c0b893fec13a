import { isAdmin, isClient, isStaff, type Role } from './roles';

/**
 * The rules the three reports share (spec 3 sections 2.9, 7 "Reports" and 9): the request
 * body its filters make, page sizes, the export default dates and the Plaintiff rule. Plain
 * functions: the screens and their tests use them alike.
 */

export type ReportType = 'auctions' | 'bids' | 'bidders';

/*
 * The request bodies below are the ones of src/api/contract/reports.ts (the rules import no
 * api module: the api module's calls check these bodies against the contract's schemas).
 */
export interface ReportSorter {
  field?: string;
  order?: 'ascend' | 'descend' | null;
}
export interface ReportPagination {
  current?: number;
  pageSize?: number;
}
export type AuctionType = 'Online' | 'InPerson' | 'Hybrid';
export interface BidReportRequest {
  search: string;
  sorter: ReportSorter;
  pagination?: ReportPagination;
  auctionId: number | null;
  bidderId?: number | null;
}
export interface AuctionReportRequest {
  search: string;
  sorter: ReportSorter;
  pagination?: ReportPagination;
  beginDate: string | null;
  endDate: string | null;
  type: AuctionType | null;
  companyId?: number | null;
}
export interface BidderReportRequest {
  search: string;
  sorter: ReportSorter;
  pagination?: ReportPagination;
  isVerified?: boolean;
  isPhoneVerified?: boolean;
}
/** The body of an auction look-up: the picked day; for the admin, the company too. */
export interface AuctionLookupRequest {
  /** The day, YYYY-MM-DD: the auctions starting that day are answered. */
  date: string;
  /** Admin only: one company's auctions (every company's when null). */
  companyId?: number | null;
}
export type ExportKind = 'pdf' | 'excel';

/** Generic report tables show 10 rows a page (spec 3 section 9). */
export const REPORT_PAGE_SIZE = 10;

/** Client report tables: 3 rows for auctions and bids, 5 for bidders (spec 3 section 9). */
const CLIENT_PAGE_SIZES: Record<ReportType, number> = { auctions: 3, bids: 3, bidders: 5 };

/** A client's (or attorney's) reports use the client page sizes; staff and admins see 10 rows. */
export function reportPageSize(report: ReportType, roles: readonly Role[]): number {
  const clientOnly = isClient(roles) && !isStaff(roles) && !isAdmin(roles);
  return clientOnly ? CLIENT_PAGE_SIZES[report] : REPORT_PAGE_SIZE;
}

/** The file name of an export before the date and time are appended (src/lib/download.ts). */
export function reportFileName(report: ReportType, kind: ExportKind): string {
  const title = { auctions: 'Auctions Report', bids: 'Bids Report', bidders: 'Bidders Report' };
  return `${title[report]}.${kind === 'pdf' ? 'pdf' : 'xlsx'}`;
}

/** The page a report table shows. */
export interface ReportPageState {
  current: number;
  pageSize: number;
}

const paginationOf = (page: ReportPageState | null): ReportPagination | undefined =>
  page ? { current: page.current, pageSize: page.pageSize } : undefined;

const idOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** A local day from its first to its last millisecond (the exports' end of today). */
export function dayRange(day: Date): { date: string; endDate: string } {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
  return { date: start.toISOString(), endDate: end.toISOString() };
}

/** The local calendar day of `day` as `YYYY-MM-DD`. */
export function dayText(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The body of an auction look-up for a day: `date`, the picked day (YYYY-MM-DD), and for the
 * admin `companyId`, one company's auctions or every company's when null (spec 3 section 7).
 */
export function auctionLookupRequest(
  day: Date,
  admin: boolean,
  companyId?: number | null,
): AuctionLookupRequest {
  const body: AuctionLookupRequest = { date: dayText(day) };
  if (admin) body.companyId = idOrNull(companyId);
  return body;
}

/** The bids report's filters: the auction (picked from a day's look-up) and, for admins, the bidder. */
export interface BidReportFilters {
  auctionId?: number | null;
  bidderId?: number | null;
  search?: string;
  sorter?: ReportSorter | null;
}

/**
 * The bids report's body: the auction filter, the bidder filter for admins only, and the page
 * (`null` for an export, which holds every row of the filters).
 */
export function bidReportRequest(
  filters: BidReportFilters,
  page: ReportPageState | null,
  admin: boolean,
): BidReportRequest {
  const body: BidReportRequest = {
    search: filters.search?.trim() ?? '',
    sorter: filters.sorter ?? {},
    auctionId: idOrNull(filters.auctionId),
  };
  const pagination = paginationOf(page);
  if (pagination) body.pagination = pagination;
  if (admin) body.bidderId = idOrNull(filters.bidderId);
  return body;
}

/** The auctions report's filters; dates are instants (ISO), the company is the admin's filter. */
export interface AuctionReportFilters {
  beginDate?: string | null;
  endDate?: string | null;
  type?: AuctionType | null;
  companyId?: number | null;
  search?: string;
}

/** The auctions report is sorted by start time, newest first (spec 3 section 9). */
export const AUCTION_REPORT_SORTER: ReportSorter = { field: 'startTime', order: 'descend' };

/** The first day an export covers when no start date is given: 2001/01/01 (spec 3 section 9). */
export const EXPORT_FIRST_DAY = { year: 2001, month: 0, day: 1 } as const;

/**
 * The dates of an export: a missing start date is 2001/01/01 (its first instant, local time)
 * and a missing end date is the end of today (spec 3 section 9).
 */
export function exportDates(
  beginDate: string | null | undefined,
  endDate: string | null | undefined,
  now: Date,
): { beginDate: string; endDate: string } {
  const { year, month, day } = EXPORT_FIRST_DAY;
  return {
    beginDate: beginDate || new Date(year, month, day).toISOString(),
    endDate: endDate || dayRange(now).endDate,
  };
}

/**
 * The auctions report's body. A page for the screen; for an export (`page` null) the same
 * filters with the export default dates. The company filter is sent by admins only.
 */
export function auctionReportRequest(
  filters: AuctionReportFilters,
  page: ReportPageState | null,
  admin: boolean,
  now: Date = new Date(),
): AuctionReportRequest {
  const dates = page
    ? { beginDate: filters.beginDate || null, endDate: filters.endDate || null }
    : exportDates(filters.beginDate, filters.endDate, now);
  const body: AuctionReportRequest = {
    search: filters.search?.trim() ?? '',
    sorter: AUCTION_REPORT_SORTER,
    ...dates,
    type: filters.type ?? null,
  };
  const pagination = paginationOf(page);
  if (pagination) body.pagination = pagination;
  if (admin) body.companyId = idOrNull(filters.companyId);
  return body;
}

/** The bidders report's filters: the two checkboxes and the name or address search. */
export interface BidderReportFilters {
  verifiedOnly?: boolean;
  phoneVerifiedOnly?: boolean;
  search?: string;
}

/**
 * The bidders report's body: a ticked checkbox narrows the report (`true`); an unticked one
 * is left out, so every bidder is listed.
 */
export function bidderReportRequest(
  filters: BidderReportFilters,
  page: ReportPageState | null,
): BidderReportRequest {
  const body: BidderReportRequest = { search: filters.search?.trim() ?? '', sorter: {} };
  const pagination = paginationOf(page);
  if (pagination) body.pagination = pagination;
  if (filters.verifiedOnly) body.isVerified = true;
  if (filters.phoneVerifiedOnly) body.isPhoneVerified = true;
  return body;
}

/** Who a lot went to when nobody bid (spec 3 section 2.9). */
export const PLAINTIFF = 'Plaintiff';
/** A lot with bids and no winner yet (still running). */
export const NO_WINNER = 'N/A';

/** The winner a bids report row shows: Plaintiff when the lot had no bids, else the winner's name. */
export function reportWinner(row: { winner: string | null; bidCount: number }): string {
  if (row.bidCount === 0) return PLAINTIFF;
  return row.winner?.trim() || NO_WINNER;
}

/** An auction's duration in whole minutes as the auctions report shows it: "45 min", "2 h 5 min". */
export function durationText(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}
