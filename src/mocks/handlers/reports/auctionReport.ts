// Answers the calls of src/api/reports.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import * as api from '@/api/contract/reports';
import type { AuctionReportRequest, CompanyLookupItem } from '@/api/contract/reports';
import { answer } from '../../answer';
import { AUCTION_TYPE_LABEL, START_TYPE_LABEL } from '@/lib/auctionForm';
import { formatDate } from '@/lib/format';
import { durationText } from '@/lib/reports';
import { Role } from '@/lib/roles';
import { db } from '../../db';
import type { Auction, Lot, User } from '../../db/types';
import {
  fileResponse,
  pdfOf,
  xlsxOf,
  type ExportCell,
  type ExportTable,
} from '../../exports/table';
import { AUCTION_TYPES } from '../../rules/auction';
import { isTime } from '../../rules/format';
import { badRequest, withUser } from '../../tokens';
import { primaryPropertyOf } from '../../views/caseViews';
import { jsonBody } from '../../request';

/**
 * The auctions report (spec 3 sections 2.9, 3 and 7, "Reports"): each auction with its lots, the
 * bidders who joined them, their bids and winners, computed from the live records. Admins see every
 * company's auctions (and may filter by company); auctioneers and employees their company's;
 * clients and attorneys the auctions holding lots of their firm's cases, with those lots only.
 * The `/pdf` and `/excel` variants answer every matching auction as a file.
 */

const READERS: readonly Role[] = [
  Role.Admin,
  Role.Auctioneer,
  Role.Employee,
  Role.Client,
  Role.Attorney,
];

export const AUCTION_REPORT_MSG = {
  date: 'The report dates are not valid!',
  type: 'The auction type is not valid!',
} as const;

export const AUCTION_REPORT_FILE = { pdf: 'auctions-report.pdf', xlsx: 'auctions-report.xlsx' };

/** An auction block and its lots as the simulator answers them (with the block's id). */
type AuctionReport = z.infer<typeof api.AuctionReport> & { id: number };
type AuctionReportLot = z.infer<typeof api.AuctionReportLot>;

const byLotOrder = (a: Lot, b: Lot) => a.lotNumber - b.lotNumber || a.id - b.id;

/** The lots of an auction the caller may see in reports (clients: their firm's cases' only). */
export function reportLotsOf(user: User, auction: Auction): Lot[] {
  const lots = db.lots.filter((l) => l.auctionId === auction.id);
  if (user.role !== Role.Client && user.role !== Role.Attorney) return lots.sort(byLotOrder);
  const cases = new Set(
    db.cases.filter((c) => c.clientId !== null && c.clientId === user.clientId).map((c) => c.id),
  );
  return lots.filter((l) => cases.has(l.caseId)).sort(byLotOrder);
}

/** The auctions the caller may see in reports: neither cancelled nor test runs. */
export function reportAuctionsOf(user: User): Auction[] {
  const held = db.auctions.filter((a) => !a.isCancelled && !a.isTest);
  if (user.role === Role.Admin) return held;
  if (user.role === Role.Auctioneer || user.role === Role.Employee)
    return user.companyId == null ? [] : held.filter((a) => a.companyId === user.companyId);
  if (user.clientId == null) return [];
  return held.filter((a) => reportLotsOf(user, a).length > 0);
}

/** A lot's address in two lines: the street (and unit), then city, state and zip. */
export function lotAddress(lot: Lot): { address1: string; address2: string } {
  const p = primaryPropertyOf(lot.id);
  if (!p) return { address1: '', address2: '' };
  const { streetLine1, streetLine2, city, state, zipCode } = p.address;
  return {
    address1: [streetLine1, streetLine2].filter(Boolean).join(', '),
    address2: [city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  };
}

/** The winner's name (the bidder's own), or null when the lot has no winner. */
export function winnerName(lot: Lot): string | null {
  if (!lot.winner) return null;
  const u = db.users.find((x) => x.id === lot.winner!.bidderId);
  return u ? `${u.firstName} ${u.lastName}`.trim() : null;
}

/** Whole minutes from the first lot's start to the last lot's stop; 0 before any lot stopped. */
export function auctionDuration(auction: Auction): number {
  const lots = db.lots.filter((l) => l.auctionId === auction.id);
  const starts = lots.flatMap((l) => (l.startedTime ? [Date.parse(l.startedTime)] : []));
  const stops = lots.flatMap((l) => (l.stoppedTime ? [Date.parse(l.stoppedTime)] : []));
  if (!starts.length || !stops.length) return 0;
  return Math.max(0, Math.round((Math.max(...stops) - Math.min(...starts)) / 60_000));
}

function lotRow(lot: Lot): AuctionReportLot {
  const bidders = new Set(
    db.auctionBidders.filter((b) => b.lotId === lot.id).map((b) => b.bidderId),
  );
  return {
    id: lot.id,
    ...lotAddress(lot),
    openingPrice: lot.openingPrice,
    bidderCount: bidders.size,
    bidCount: db.bids.filter((b) => b.lotId === lot.id).length,
    winner: winnerName(lot),
    winnerBidAmount: lot.winner ? lot.winner.amount : null,
  };
}

const companyName = (id: number) => db.companies.find((c) => c.id === id)?.name ?? '';

function reportOf(user: User, auction: Auction): AuctionReport {
  return {
    id: auction.id,
    startTime: auction.startTime,
    companyName: companyName(auction.companyId),
    duration: auctionDuration(auction),
    type: auction.type,
    startType: auction.startType,
    lots: reportLotsOf(user, auction).map(lotRow),
  };
}

/** A report request as read: its dates (ms), type, company, search, order and page. */
export interface AuctionReportQuery {
  begin: number | null;
  end: number | null;
  type: Auction['type'] | null;
  companyId: number | null;
  search: string;
  field: 'startTime' | 'companyName' | 'duration' | 'type' | 'startType';
  descending: boolean;
  current: number;
  pageSize: number;
}

const SORT_FIELDS: readonly AuctionReportQuery['field'][] = [
  'startTime',
  'companyName',
  'duration',
  'type',
  'startType',
];

/** The request read, or a refusal when a date or the type cannot be read. */
function filtersOf(user: User, body: AuctionReportRequest): AuctionReportQuery | Response {
  const time = (v: unknown) => (v == null || v === '' ? null : isTime(v) ? Date.parse(v) : NaN);
  const begin = time(body.beginDate);
  const end = time(body.endDate);
  if (Number.isNaN(begin) || Number.isNaN(end)) return badRequest(AUCTION_REPORT_MSG.date);
  const type = body.type == null || (body.type as string) === '' ? null : body.type;
  if (type !== null && !AUCTION_TYPES.includes(type)) return badRequest(AUCTION_REPORT_MSG.type);
  const company = Number(body.companyId);
  const field = SORT_FIELDS.includes(body.sorter?.field as AuctionReportQuery['field'])
    ? (body.sorter!.field as AuctionReportQuery['field'])
    : 'startTime';
  return {
    begin,
    end,
    type,
    // The company filter is the admin's; everyone else is held to their own scope.
    companyId:
      user.role === Role.Admin && body.companyId != null && Number.isInteger(company)
        ? company
        : null,
    search: typeof body.search === 'string' ? body.search.trim().toLowerCase() : '',
    field,
    // Newest first unless the sorter asks for ascending (spec 3 section 9).
    descending: body.sorter?.order !== 'ascend',
    current: Math.max(1, Math.floor(Number(body.pagination?.current)) || 1),
    pageSize: Math.min(100, Math.max(1, Math.floor(Number(body.pagination?.pageSize)) || 10)),
  };
}

const compareBy = (field: AuctionReportQuery['field']) => (a: AuctionReport, b: AuctionReport) => {
  if (field === 'startTime') return Date.parse(a.startTime) - Date.parse(b.startTime);
  if (field === 'duration') return a.duration - b.duration;
  return a[field].localeCompare(b[field]);
};

/** Every auction block matching the filters, in the report's order. */
export function auctionReportRows(user: User, f: AuctionReportQuery): AuctionReport[] {
  const rows = reportAuctionsOf(user)
    .filter((a) => {
      const start = Date.parse(a.startTime);
      if (f.begin !== null && start < f.begin) return false;
      if (f.end !== null && start > f.end) return false;
      if (f.type !== null && a.type !== f.type) return false;
      return f.companyId === null || a.companyId === f.companyId;
    })
    .map((a) => reportOf(user, a))
    .filter(
      (r) =>
        !f.search ||
        r.companyName.toLowerCase().includes(f.search) ||
        r.lots.some((l) => `${l.address1} ${l.address2}`.toLowerCase().includes(f.search)),
    );
  const compare = compareBy(f.field);
  const sign = f.descending ? -1 : 1;
  return rows.sort((a, b) => sign * compare(a, b) || sign * (a.id - b.id));
}

/** The filters line of the files. */
function filtersLine(f: AuctionReportQuery): string {
  const day = (t: number | null, fallback: string) => (t === null ? fallback : formatDate(t));
  return [
    `Start date: ${day(f.begin, 'Any')}`,
    `End date: ${day(f.end, 'Any')}`,
    `Auction type: ${f.type ? AUCTION_TYPE_LABEL[f.type] : 'All'}`,
    ...(f.companyId !== null ? [`Company: ${companyName(f.companyId) || f.companyId}`] : []),
  ].join(' · ');
}

/** The auctions report as a table of the export files: each auction, its lots under it. */
export function auctionReportTable(rows: AuctionReport[], f: AuctionReportQuery): ExportTable {
  const from = f.begin === null ? 'the first auction' : formatDate(f.begin);
  const to = f.end === null ? 'today' : formatDate(f.end);
  return {
    title: `Auctions Report, ${from} to ${to}`,
    filters: filtersLine(f),
    columns: [
      { header: 'Date', key: 'startTime', kind: 'date' },
      { header: 'Company', key: 'companyName', width: 24 },
      { header: 'Duration', key: 'duration' },
      { header: 'Type', key: 'type' },
      { header: 'Start Type', key: 'startType' },
      { header: 'Lots', key: 'lotCount', kind: 'int' },
    ],
    rows: rows.map((r): Record<string, ExportCell> => ({
      startTime: r.startTime,
      companyName: r.companyName,
      duration: durationText(r.duration),
      type: AUCTION_TYPE_LABEL[r.type],
      startType: START_TYPE_LABEL[r.startType],
      lotCount: r.lots.length,
    })),
    groups: {
      columns: [
        { header: 'Address', key: 'address', width: 30 },
        { header: 'Opening Bid', key: 'openingPrice', kind: 'money' },
        { header: 'Bidder Count', key: 'bidderCount', kind: 'int' },
        { header: 'Bid Count', key: 'bidCount', kind: 'int' },
        { header: 'Winner', key: 'winner' },
        { header: 'Winner Bid Amount', key: 'winnerBidAmount', kind: 'money' },
      ],
      rowsOf: (_row, index) =>
        rows[index].lots.map((l) => ({
          address: [l.address1, l.address2].filter(Boolean).join(', '),
          openingPrice: l.openingPrice,
          bidderCount: l.bidderCount,
          bidCount: l.bidCount,
          winner: l.winner ?? 'N/A',
          winnerBidAmount: l.winnerBidAmount ?? 'N/A',
        })),
    },
  };
}

/** Answers a report route for a reader, with the request's checked filters. */
const report = (
  request: Request,
  fn: (user: User, f: AuctionReportQuery) => Response | Promise<Response>,
) =>
  withUser(
    request,
    async (user) => {
      const f = filtersOf(user, await jsonBody<AuctionReportRequest>(request));
      return f instanceof Response ? f : fn(user, f);
    },
    READERS,
  );

export const auctionReportHandlers: HttpHandler[] = [
  // One page of auction blocks and the count of all that match.
  http.post('*/api/reports/auction', ({ request }) =>
    report(request, (user, f) => {
      const rows = auctionReportRows(user, f);
      return answer(api.auctionReport, {
        data: rows.slice((f.current - 1) * f.pageSize, f.current * f.pageSize),
        total: rows.length,
      });
    }),
  ),
  // Every matching auction as a PDF, then as a workbook.
  http.post('*/api/reports/auction/pdf', ({ request }) =>
    report(request, async (user, f) =>
      fileResponse(
        await pdfOf(auctionReportTable(auctionReportRows(user, f), f)),
        AUCTION_REPORT_FILE.pdf,
        'pdf',
      ),
    ),
  ),
  http.post('*/api/reports/auction/excel', ({ request }) =>
    report(request, async (user, f) =>
      fileResponse(
        await xlsxOf(auctionReportTable(auctionReportRows(user, f), f)),
        AUCTION_REPORT_FILE.xlsx,
        'xlsx',
      ),
    ),
  ),
  // The admin's company filter: every company by name.
  http.get('*/api/companies/lookup', ({ request }) =>
    withUser(
      request,
      () =>
        answer(
          api.lookupCompanies,
          db.companies
            .map((c): CompanyLookupItem => ({ id: c.id, name: c.name }))
            .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
        ),
      [Role.Admin],
    ),
  ),
];
