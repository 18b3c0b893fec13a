// Answers the calls of src/api/reports.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import * as api from '@/api/contract/reports';
import type {
  AuctionLookupItem,
  BidderLookupItem,
  BidReportBid,
  BidReportRequest,
} from '@/api/contract/reports';
import { answer } from '../../answer';
import { formatDateTime } from '@/lib/format';
import { CLIENTS, Role, STAFF } from '@/lib/roles';
import { db } from '../../db';
import type { Address, Auction, Lot, User } from '../../db/types';
import { fileResponse, xlsxOf, type ExportColumn, type ExportTable } from '../../exports/table';
import { isTime, text } from '../../rules/format';
import { badRequest, withUser } from '../../tokens';
import { primaryPropertyOf } from '../../views/caseViews';
import { objectBody } from '../../request';

/**
 * The bids report (spec 3 sections 2.9 and 7, "Reports"): every lot that has been run, with its
 * bids newest first, as JSON and as an Excel file. POST /api/reports/bid is the admin's (every
 * company; auction and bidder filters); POST /api/reports/bidauctioneer answers auctioneers and
 * employees with their company's lots, and clients and attorneys with the lots of their firm's
 * cases (auction filter only). Also the look-ups of the report's filters: the auctions of a day
 * (POST /api/auctions/lookup, admin) and bidders by name (GET /api/bidders/lookup/{term}, admin).
 */

/** A lot of the report as the simulator answers it (with the lot's id). */
type BidReportRow = z.infer<typeof api.BidReportRow> & { id: number };

export const BID_REPORT_TITLE = 'Bids Report';
export const BID_REPORT_FILE = 'bids-report.xlsx';
/** Who a lot went to when nobody bid on it. */
export const PLAINTIFF = 'Plaintiff';

const ADMIN_ROLES: readonly Role[] = [Role.Admin];
const AUCTIONEER_ROLES: readonly Role[] = [...STAFF, ...CLIENTS];
const DAY_MS = 24 * 3600_000;
const LOOKUP_LIMIT = 20;

const positiveId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const fullNameOf = (u: Pick<User, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');
const userName = (id: number) => {
  const u = db.users.find((x) => x.id === id);
  return u ? fullNameOf(u) : '';
};
const companyName = (id: number) => db.companies.find((c) => c.id === id)?.name ?? '';

/** A street line with its second line, and "City, ST 12345". */
function addressLines(a: Address | null | undefined) {
  if (!a) return { address1: '', address2: '' };
  const stateZip = [a.state, a.zipCode].filter(Boolean).join(' ');
  return {
    address1: [a.streetLine1, a.streetLine2].filter(Boolean).join(', '),
    address2: [a.city, stateZip].filter(Boolean).join(', '),
  };
}

/**
 * May the caller see the lot (and its auction and bids)? Admins every lot; auctioneers and
 * employees the lots of their company's auctions; clients and attorneys the lots of their
 * firm's cases.
 */
function canSeeLot(user: User, lot: Lot, auction: Auction): boolean {
  if (user.role === Role.Admin) return true;
  if (STAFF.includes(user.role))
    return user.companyId !== null && auction.companyId === user.companyId;
  if (CLIENTS.includes(user.role)) {
    const kase = db.cases.find((c) => c.id === lot.caseId);
    return user.clientId !== null && kase?.clientId === user.clientId;
  }
  return false;
}

/** The auctions the caller's reports cover: the company's for staff, those holding the firm's lots for clients. */
export function reportAuctionsOf(user: User): Auction[] {
  if (user.role === Role.Admin) return db.auctions;
  if (STAFF.includes(user.role)) return db.auctions.filter((a) => a.companyId === user.companyId);
  if (!CLIENTS.includes(user.role) || user.clientId === null) return [];
  const ids = new Set(
    db.lots
      .filter((l) => l.auctionId !== null)
      .filter((l) => db.cases.find((c) => c.id === l.caseId)?.clientId === user.clientId)
      .map((l) => l.auctionId),
  );
  return db.auctions.filter((a) => ids.has(a.id));
}

/** An auction as the look-ups answer it. */
export const auctionLookupItem = (a: Auction): AuctionLookupItem => ({
  id: a.id,
  startTime: a.startTime,
  companyName: companyName(a.companyId),
  type: a.type,
  startType: a.startType,
});

const pad = (n: number) => String(n).padStart(2, '0');
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day a look-up's `date` names, from its first to its last millisecond (local time): a day
 * `YYYY-MM-DD` as the reports send it. Null for anything else.
 */
export function daySpan(date: unknown): [number, number] | null {
  const m = typeof date === 'string' ? CALENDAR_DAY.exec(date) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const from = new Date(year, month, day);
  if (from.getMonth() !== month || from.getDate() !== day) return null;
  return [from.getTime(), new Date(year, month, day + 1).getTime() - 1];
}

/** The day of the admin's look-up: the day `date` names, or the local day of an instant. */
function lookupDay(date: unknown): [number, number] | null {
  if (typeof date === 'string' && CALENDAR_DAY.test(date)) return daySpan(date);
  if (!isTime(date)) return null;
  const t = new Date(date);
  return daySpan(`${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`);
}

/**
 * The time span of a look-up: the day when `date` is a calendar day (`YYYY-MM-DD`, local time);
 * else from `date` to `endDate` when both are given, or the 24 hours from `date`. Null when
 * `date` is no date.
 */
export function lookupSpan(body: { date?: unknown; endDate?: unknown }): [number, number] | null {
  const day = daySpan(body.date);
  if (day) return day;
  if (!isTime(body.date)) return null;
  const from = new Date(body.date).getTime();
  const to = isTime(body.endDate) ? new Date(body.endDate).getTime() : from + DAY_MS - 1;
  return [from, Math.max(from, to)];
}

/** Auctions starting within the span, not cancelled, earliest first. */
export function auctionsWithin(auctions: Auction[], [from, to]: [number, number]): Auction[] {
  return auctions
    .filter((a) => !a.isCancelled)
    .filter((a) => {
      const t = new Date(a.startTime).getTime();
      return t >= from && t <= to;
    })
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
}

interface RowFilters {
  auctionId: number | null;
  bidderId: number | null;
  search: string;
}

/** A lot's bids newest first (only the bidder's when the report is filtered by bidder). */
function bidsOf(lot: Lot, bidderId: number | null): BidReportBid[] {
  return db.bids
    .filter((b) => b.lotId === lot.id && (bidderId === null || b.bidderId === bidderId))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
    .map((b) => ({
      id: b.id,
      amount: b.amount,
      bidderFullName: userName(b.bidderId),
      createdDate: b.createdDate,
    }));
}

/**
 * The winner's name: Plaintiff when the lot had no bids or was sold to the plaintiff, the
 * winning bidder's name once there is one, else blank (the lot is still running).
 */
function winnerOf(lot: Lot, bidCount: number): string {
  if (bidCount === 0 || lot.soldTo === 'Plaintiff') return PLAINTIFF;
  return lot.winner ? userName(lot.winner.bidderId) : '';
}

function rowOf(lot: Lot, auction: Auction, bidderId: number | null): BidReportRow {
  const bidCount = db.bids.filter((b) => b.lotId === lot.id).length;
  const winner = winnerOf(lot, bidCount);
  return {
    id: lot.id,
    startedTime: lot.startedTime,
    ...addressLines(primaryPropertyOf(lot.id)?.address),
    auctionCompanyName: companyName(auction.companyId),
    openingPrice: lot.openingPrice,
    winner,
    winnerBidAmount: winner !== PLAINTIFF && lot.winner ? lot.winner.amount : null,
    bidCount,
    bids: bidsOf(lot, bidderId),
  };
}

type SortKey = (r: BidReportRow) => string | number;
const SORT_FIELDS: Record<string, SortKey> = {
  startedTime: (r) => r.startedTime ?? '',
  address1: (r) => r.address1.toLowerCase(),
  auctionCompanyName: (r) => r.auctionCompanyName.toLowerCase(),
  openingPrice: (r) => r.openingPrice,
  winner: (r) => (r.winner ?? '').toLowerCase(),
  winnerBidAmount: (r) => r.winnerBidAmount ?? -1,
  bidCount: (r) => r.bidCount,
};
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The report's filters as the caller may use them: the bidder filter is the admin's only. */
function filtersOf(user: User, req: Partial<BidReportRequest>): RowFilters {
  return {
    auctionId: positiveId(req.auctionId),
    bidderId: user.role === Role.Admin ? positiveId(req.bidderId) : null,
    search: text(req.search).toLowerCase(),
  };
}

/**
 * Every row the caller may see for the filters: the lots that have started (their auction not
 * cancelled), of the auction asked for, on which the bidder asked for bid, whose address or
 * company holds the search; newest start first unless the sorter names another field.
 */
export function bidReportRows(user: User, req: Partial<BidReportRequest>): BidReportRow[] {
  const f = filtersOf(user, req);
  const rows: BidReportRow[] = [];
  for (const lot of db.lots) {
    if (lot.auctionId === null || !lot.startedTime) continue;
    if (f.auctionId !== null && lot.auctionId !== f.auctionId) continue;
    const auction = db.auctions.find((a) => a.id === lot.auctionId);
    if (!auction || auction.isCancelled || !canSeeLot(user, lot, auction)) continue;
    if (
      f.bidderId !== null &&
      !db.bids.some((b) => b.lotId === lot.id && b.bidderId === f.bidderId)
    )
      continue;
    const row = rowOf(lot, auction, f.bidderId);
    const haystack = [row.address1, row.address2, row.auctionCompanyName].join(' ').toLowerCase();
    if (f.search && !haystack.includes(f.search)) continue;
    rows.push(row);
  }
  const field = req.sorter?.field && req.sorter.order ? req.sorter.field : '';
  const key = SORT_FIELDS[field];
  if (key) {
    const dir = req.sorter?.order === 'descend' ? -1 : 1;
    return rows.sort((a, b) => compare(key(a), key(b)) * dir || b.id - a.id);
  }
  return rows.sort(
    (a, b) => compare(SORT_FIELDS.startedTime(b), SORT_FIELDS.startedTime(a)) || b.id - a.id,
  );
}

/** One page of the rows (10 by default, at most 100). */
export function bidReportPage(
  user: User,
  req: Partial<BidReportRequest>,
): { data: BidReportRow[]; total: number } {
  const rows = bidReportRows(user, req);
  const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(req.pagination?.current) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

/** The filters the file was made with, on one line. */
export function bidReportFilters(user: User, req: Partial<BidReportRequest>): string {
  const f = filtersOf(user, req);
  const parts: string[] = [];
  if (f.auctionId !== null) {
    const a = db.auctions.find((x) => x.id === f.auctionId);
    parts.push(
      a
        ? `Auction: ${formatDateTime(a.startTime)}, ${companyName(a.companyId)}`
        : `Auction: #${f.auctionId}`,
    );
  }
  if (f.bidderId !== null) parts.push(`Bidder: ${userName(f.bidderId) || `#${f.bidderId}`}`);
  if (f.search) parts.push(`Search: "${text(req.search)}"`);
  return parts.length ? parts.join('; ') : 'All auctions';
}

export const BID_REPORT_COLUMNS: ExportColumn[] = [
  { header: 'Started Time', key: 'startedTime', width: 20, kind: 'date' },
  { header: 'Address', key: 'address', width: 40 },
  { header: 'Company', key: 'auctionCompanyName', width: 26 },
  { header: 'Opening Price', key: 'openingPrice', width: 16, kind: 'money' },
  { header: 'Winner', key: 'winner', width: 22 },
  { header: 'Winning Amount', key: 'winnerBidAmount', width: 17, kind: 'money' },
  { header: 'Bid Count', key: 'bidCount', width: 11, kind: 'int' },
];

export const BID_COLUMNS: ExportColumn[] = [
  { header: 'Amount', key: 'amount', width: 16, kind: 'money' },
  { header: 'Bidder', key: 'bidderFullName', width: 24 },
  { header: 'Time', key: 'createdDate', width: 20, kind: 'date' },
];

const joinLines = (a: string, b: string) => [a, b].filter(Boolean).join(', ');

/** The file's table: a row per lot and, under it, its bids newest first. */
export function bidExportTable(rows: BidReportRow[], filters: string): ExportTable {
  return {
    title: BID_REPORT_TITLE,
    filters,
    columns: BID_REPORT_COLUMNS,
    rows: rows.map((r) => ({
      startedTime: r.startedTime,
      address: joinLines(r.address1, r.address2),
      auctionCompanyName: r.auctionCompanyName,
      openingPrice: r.openingPrice,
      winner: r.winner,
      winnerBidAmount: r.winnerBidAmount,
      bidCount: r.bidCount,
    })),
    groups: {
      columns: BID_COLUMNS,
      rowsOf: (_row, index) =>
        rows[index].bids.map((b) => ({
          amount: b.amount,
          bidderFullName: b.bidderFullName,
          createdDate: b.createdDate,
        })),
    },
  };
}

const reportOf =
  (roles: readonly Role[]) =>
  ({ request }: { request: Request }) =>
    withUser(
      request,
      async (user) =>
        answer(
          api.bidReport,
          bidReportPage(user, await objectBody<Partial<BidReportRequest>>(request)),
        ),
      roles,
    );

/** The Excel file of every row for the filters (no paging). */
const excelOf =
  (roles: readonly Role[]) =>
  ({ request }: { request: Request }) =>
    withUser(
      request,
      async (user) => {
        const req = await objectBody<Partial<BidReportRequest>>(request);
        const table = bidExportTable(bidReportRows(user, req), bidReportFilters(user, req));
        return fileResponse(await xlsxOf(table), BID_REPORT_FILE, 'xlsx');
      },
      roles,
    );

export const bidReportHandlers: HttpHandler[] = [
  http.post('*/api/reports/bid', reportOf(ADMIN_ROLES)),
  http.post('*/api/reports/bid/excel', excelOf(ADMIN_ROLES)),
  http.post('*/api/reports/bidauctioneer', reportOf(AUCTIONEER_ROLES)),
  http.post('*/api/reports/bidauctioneer/excel', excelOf(AUCTIONEER_ROLES)),

  // The auctions of the day `date` names, of every company or of one (the admin's bids report
  // filter; the body is date and companyId).
  http.post('*/api/auctions/lookup', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const body = await objectBody<Partial<{ date: unknown; companyId: unknown }>>(request);
        const span = lookupDay(body.date);
        if (!span) return badRequest('A valid date is required!');
        const companyId = positiveId(body.companyId);
        const auctions = reportAuctionsOf(user).filter(
          (a) => companyId === null || a.companyId === companyId,
        );
        return answer(api.lookupDayAuctions, auctionsWithin(auctions, span).map(auctionLookupItem));
      },
      ADMIN_ROLES,
    ),
  ),

  // Bidders whose name (or user name) holds the term, by name (the admin's bidder filter).
  http.get('*/api/bidders/lookup/:term', ({ request, params }) =>
    withUser(
      request,
      () => {
        const term = String(params.term ?? '')
          .trim()
          .toLowerCase();
        const found: BidderLookupItem[] = db.users
          .filter((u) => u.role === Role.Bidder)
          .filter(
            (u) =>
              term !== '' &&
              (fullNameOf(u).toLowerCase().includes(term) ||
                u.userName.toLowerCase().includes(term)),
          )
          .map((u) => ({ id: u.id, fullName: fullNameOf(u) }))
          .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id)
          .slice(0, LOOKUP_LIMIT);
        return answer(api.lookupBidders, found);
      },
      ADMIN_ROLES,
    ),
  ),
];
