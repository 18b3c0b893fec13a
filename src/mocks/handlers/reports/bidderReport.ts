// Answers the calls of src/api/reports.ts.
import { http, type HttpHandler } from 'msw';
import * as api from '@/api/contract/reports';
import type {
  BidderAuctionHistory,
  BidderReportRequest,
  BidderReportRow,
} from '@/api/contract/reports';
import { answer } from '../../answer';
import { AUCTION_TYPE_LABEL } from '@/lib/auctionForm';
import { formatPhoneInput } from '@/lib/phone';
import { CLIENTS, Role, STAFF } from '@/lib/roles';
import { db } from '../../db';
import type { Address, Lot, User } from '../../db/types';
import {
  fileResponse,
  pdfOf,
  xlsxOf,
  type ExportColumn,
  type ExportTable,
} from '../../exports/table';
import { lockedBalance } from '../../live/engine';
import { text } from '../../rules/format';
import { withUser } from '../../tokens';
import { primaryPropertyOf } from '../../views/caseViews';
import { isPhoneVerified } from '../live/common';
import { objectBody } from '../../request';

/**
 * The bidders report (spec 3 sections 2.9 and 7, "Reports"): every bidder with their balances,
 * wins and the auctions they took part in, as JSON and as PDF and Excel files. Admins see every
 * bidder; auctioneers and employees the bidders who joined their company's lots; clients and
 * attorneys the bidders who joined lots of their firm's cases. A bidder's history and wins
 * cover only the lots the caller may see.
 */

const REPORT_ROLES: readonly Role[] = [Role.Admin, ...STAFF, ...CLIENTS];

export const BIDDER_REPORT_TITLE = 'Bidders Report';
export const BIDDER_REPORT_FILES = { pdf: 'bidders-report.pdf', xlsx: 'bidders-report.xlsx' };

/** The lots whose bidders and wins the caller may see, or null for all (admin). */
function visibleLots(user: User): Set<number> | null {
  if (user.role === Role.Admin) return null;
  if (STAFF.includes(user.role)) {
    const auctions = new Set(
      db.auctions.filter((a) => a.companyId === user.companyId).map((a) => a.id),
    );
    return new Set(
      db.lots.filter((l) => l.auctionId !== null && auctions.has(l.auctionId)).map((l) => l.id),
    );
  }
  const cases = new Set(db.cases.filter((c) => c.clientId === user.clientId).map((c) => c.id));
  return new Set(db.lots.filter((l) => cases.has(l.caseId)).map((l) => l.id));
}

/** A street line with its second line, and "City, ST 12345". */
function addressLines(
  a: Pick<Address, 'streetLine1' | 'streetLine2' | 'city' | 'state' | 'zipCode'> | null | undefined,
) {
  if (!a) return { line1: '', line2: '' };
  const stateZip = [a.state, a.zipCode].filter(Boolean).join(' ');
  return {
    line1: [a.streetLine1, a.streetLine2].filter(Boolean).join(', '),
    line2: [a.city, stateZip].filter(Boolean).join(', '),
  };
}

const fullNameOf = (u: Pick<User, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The lot's winner by name, or null when nobody won it. */
function winnerName(lot: Lot): string | null {
  if (!lot.winner) return null;
  const winner = db.users.find((u) => u.id === lot.winner!.bidderId);
  return winner ? fullNameOf(winner) : null;
}

/** The lots the bidder joined (once each), newest auction first. */
function historyOf(bidderId: number, visible: Set<number> | null): BidderAuctionHistory[] {
  const lotIds = new Set(
    db.auctionBidders
      .filter((j) => j.bidderId === bidderId && (!visible || visible.has(j.lotId)))
      .map((j) => j.lotId),
  );
  const rows: (BidderAuctionHistory & { lotNumber: number })[] = [];
  for (const lotId of lotIds) {
    const lot = db.lots.find((l) => l.id === lotId);
    const auction = lot && db.auctions.find((a) => a.id === lot.auctionId);
    if (!lot || !auction) continue;
    const { line1, line2 } = addressLines(primaryPropertyOf(lot.id)?.address);
    rows.push({
      id: lot.id,
      auctionStartTime: auction.startTime,
      type: auction.type,
      address1: line1,
      address2: line2,
      auctionCompanyName: db.companies.find((c) => c.id === auction.companyId)?.name ?? '',
      winner: winnerName(lot),
      lotNumber: lot.lotNumber,
    });
  }
  rows.sort(
    (a, b) =>
      b.auctionStartTime.localeCompare(a.auctionStartTime) ||
      a.lotNumber - b.lotNumber ||
      a.id - b.id,
  );
  return rows.map(({ lotNumber: _lotNumber, ...row }) => row);
}

function rowOf(bidder: User, visible: Set<number> | null): BidderReportRow {
  const phone =
    db.phones.find((p) => p.bidderId === bidder.id && p.isPrimary) ??
    db.phones.find((p) => p.bidderId === bidder.id);
  const { line1, line2 } = addressLines(bidder.address);
  const balance = db.bidders.find((b) => b.userId === bidder.id)?.availableBalance ?? 0;
  const locked = lockedBalance(bidder.id);
  return {
    id: bidder.id,
    fullName: fullNameOf(bidder),
    userName: bidder.userName,
    fullAddress1: line1,
    fullAddress2: line2,
    phoneNumber: formatPhoneInput(phone?.number ?? bidder.phoneNumber),
    verification: bidder.isVerified ? 'Verified' : 'Not verified',
    availableBalance: Math.max(0, balance - locked),
    lockedBalance: locked,
    totalWins: db.lots.filter(
      (l) => l.winner?.bidderId === bidder.id && (!visible || visible.has(l.id)),
    ).length,
    auctionHistory: historyOf(bidder.id, visible),
  };
}

type SortKey = (r: BidderReportRow) => string | number;
const SORT_FIELDS: Record<string, SortKey> = {
  fullName: (r) => r.fullName.toLowerCase(),
  userName: (r) => r.userName.toLowerCase(),
  phoneNumber: (r) => r.phoneNumber,
  verification: (r) => r.verification,
  availableBalance: (r) => r.availableBalance,
  lockedBalance: (r) => r.lockedBalance,
  totalWins: (r) => r.totalWins,
};
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * Every row the caller may see for the filters, sorted (full name ascending unless the sorter
 * names another field): search in the name, user name and address; verified accounts only;
 * verified (primary) phones only.
 */
export function bidderReportRows(user: User, req: BidderReportRequest): BidderReportRow[] {
  const visible = visibleLots(user);
  const joined = visible
    ? new Set(db.auctionBidders.filter((j) => visible.has(j.lotId)).map((j) => j.bidderId))
    : null;
  const search = text(req.search).toLowerCase();
  const rows = db.users
    .filter((u) => u.role === Role.Bidder && (!joined || joined.has(u.id)))
    .filter((u) => !req.isVerified || u.isVerified)
    .filter((u) => !req.isPhoneVerified || isPhoneVerified(u.id))
    .map((u) => rowOf(u, visible))
    .filter(
      (r) =>
        !search ||
        [
          r.fullName,
          r.userName,
          r.fullAddress1,
          r.fullAddress2,
          `${r.fullAddress1}, ${r.fullAddress2}`,
        ].some((v) => v.toLowerCase().includes(search)),
    );
  const field = req.sorter?.field && req.sorter.order ? req.sorter.field : '';
  const key = SORT_FIELDS[field] ?? SORT_FIELDS.fullName;
  const dir = SORT_FIELDS[field] && req.sorter?.order === 'descend' ? -1 : 1;
  return rows.sort((a, b) => compare(key(a), key(b)) * dir || a.id - b.id);
}

/** One page of the rows (10 by default). */
export function bidderReportPage(
  user: User,
  req: BidderReportRequest,
): { data: BidderReportRow[]; total: number } {
  const rows = bidderReportRows(user, req);
  const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(req.pagination?.current) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

/** The filters the file was made with, on one line. */
export function bidderReportFilters(req: BidderReportRequest): string {
  const parts: string[] = [];
  const search = text(req.search);
  if (search) parts.push(`Search: "${search}"`);
  if (req.isVerified) parts.push('Verified Accounts Only');
  if (req.isPhoneVerified) parts.push('Verified Phones Only');
  return parts.length ? parts.join('; ') : 'All bidders';
}

export const BIDDER_COLUMNS: ExportColumn[] = [
  { header: 'Full Name', key: 'fullName', width: 22 },
  { header: 'Username', key: 'userName', width: 18 },
  { header: 'Address', key: 'address', width: 36 },
  { header: 'Phone Number', key: 'phoneNumber', width: 16 },
  { header: 'Verification', key: 'verification', width: 14 },
  { header: 'Available Balance', key: 'availableBalance', width: 18, kind: 'money' },
  { header: 'Locked Balance', key: 'lockedBalance', width: 16, kind: 'money' },
  { header: 'Total Wins', key: 'totalWins', width: 11, kind: 'int' },
];

export const HISTORY_COLUMNS: ExportColumn[] = [
  { header: 'Auction Start', key: 'auctionStartTime', width: 20, kind: 'date' },
  { header: 'Type', key: 'type', width: 11 },
  { header: 'Address', key: 'address', width: 36 },
  { header: 'Company', key: 'auctionCompanyName', width: 26 },
  { header: 'Winner', key: 'winner', width: 22 },
];

const joinLines = (a: string, b: string) => [a, b].filter(Boolean).join(', ');

/** The file's table: a row per bidder and, under it, the auctions they took part in. */
export function bidderExportTable(rows: BidderReportRow[], req: BidderReportRequest): ExportTable {
  return {
    title: BIDDER_REPORT_TITLE,
    filters: bidderReportFilters(req),
    columns: BIDDER_COLUMNS,
    rows: rows.map((r) => ({
      fullName: r.fullName,
      userName: r.userName,
      address: joinLines(r.fullAddress1, r.fullAddress2),
      phoneNumber: r.phoneNumber,
      verification: r.verification,
      availableBalance: r.availableBalance,
      lockedBalance: r.lockedBalance,
      totalWins: r.totalWins,
    })),
    groups: {
      columns: HISTORY_COLUMNS,
      rowsOf: (_row, index) =>
        rows[index].auctionHistory.map((h) => ({
          auctionStartTime: h.auctionStartTime,
          type: AUCTION_TYPE_LABEL[h.type],
          address: joinLines(h.address1, h.address2),
          auctionCompanyName: h.auctionCompanyName,
          winner: h.winner ?? 'N/A',
        })),
    },
  };
}

/** A file of every row for the filters (no paging). */
const exportAs =
  (kind: 'pdf' | 'xlsx') =>
  ({ request }: { request: Request }) =>
    withUser(
      request,
      async (user) => {
        const req = await objectBody<BidderReportRequest>(request);
        const table = bidderExportTable(bidderReportRows(user, req), req);
        const bytes = kind === 'pdf' ? await pdfOf(table) : await xlsxOf(table);
        return fileResponse(bytes, BIDDER_REPORT_FILES[kind], kind);
      },
      REPORT_ROLES,
    );

export const bidderReportHandlers: HttpHandler[] = [
  http.post('*/api/reports/bidder', ({ request }) =>
    withUser(
      request,
      async (user) =>
        answer(
          api.bidderReport,
          bidderReportPage(user, await objectBody<BidderReportRequest>(request)),
        ),
      REPORT_ROLES,
    ),
  ),
  http.post('*/api/reports/bidder/pdf', exportAs('pdf')),
  http.post('*/api/reports/bidder/excel', exportAs('xlsx')),
];
