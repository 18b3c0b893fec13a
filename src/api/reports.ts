// Answered in the simulator by src/mocks/handlers/reports/auctionReport.ts, src/mocks/handlers/reports/bidReport.ts, src/mocks/handlers/reports/bidderReport.ts.
import { queryOptions } from '@tanstack/react-query';
import {
  reportFileName,
  type AuctionLookupRequest,
  type ExportKind,
  type ReportType,
} from '../lib/reports';
import { call } from './call';
import { lookupAuctioneerAuctions } from './contract/auctions';
import type { Endpoint } from './contract/define';
import * as api from './contract/reports';
import type {
  AuctionLookupItem,
  AuctionReportRequest,
  BidderReportRequest,
  BidReportRequest,
} from './contract/reports';
import type { DownloadRequest } from './files';

export type {
  AuctionLookupItem,
  AuctionReport,
  AuctionReportLot,
  AuctionReportRequest,
  BidderAuctionHistory,
  BidderLookupItem,
  BidderReportRequest,
  BidderReportRow,
  BidReportBid,
  BidReportRequest,
  BidReportRow,
  CompanyLookupItem,
} from './contract/reports';

/** What every report list answers: one page of rows and the total (spec 3 section 7). */
export interface ReportPage<Row> {
  data: Row[];
  total: number;
}

const root = ['reports'] as const;

/** The reports (spec 3 section 7, "Reports"). Lists: failures are silent. */
export const reportQueries = {
  all: () => root,
  /** One page of the auctions report (admins: every company's auctions, with the company filter). */
  auctions: (body: AuctionReportRequest, admin: boolean) =>
    queryOptions({
      queryKey: [...root, 'auctions', admin ? 'admin' : 'staff', body] as const,
      queryFn: () => auctionReport(body),
    }),
  /** The admin's company filter: every company by name. */
  companies: () =>
    queryOptions({
      queryKey: [...root, 'companies'] as const,
      queryFn: lookupCompanies,
      staleTime: 5 * 60_000,
    }),
  /** One page of the bids report: the admin's (every company) or the auctioneer's (staff, clients). */
  bids: (body: BidReportRequest, admin: boolean) =>
    queryOptions({
      queryKey: [...root, 'bids', admin ? 'admin' : 'staff', body] as const,
      queryFn: () => bidReport(body, admin),
    }),
  /** The auctions starting on a day (the bids report's auction date filter). */
  auctionLookup: (body: AuctionLookupRequest, admin: boolean) =>
    queryOptions({
      queryKey: [...root, 'auctionLookup', admin ? 'admin' : 'staff', body] as const,
      queryFn: () => lookupReportAuctions(body, admin),
    }),
  /** Bidders by name (the admin's bidder filter). */
  bidderLookup: (term: string) =>
    queryOptions({
      queryKey: [...root, 'bidderLookup', term.trim().toLowerCase()] as const,
      queryFn: () => lookupBidders(term),
    }),
  /** One page of the bidders report for its filters. */
  bidders: (body: BidderReportRequest) =>
    queryOptions({
      queryKey: [...root, 'bidders', body] as const,
      queryFn: () => bidderReport(body),
    }),
};

/**
 * The export endpoint of a report (spec 3 section 7): `/pdf` and `/excel` beside the auctions
 * and bidders reports, `/excel` beside the bids report, the admin's or the auctioneer's.
 */
export function reportExportEndpoint(
  report: ReportType,
  admin: boolean,
  kind: ExportKind,
): Endpoint<'file'> {
  if (report === 'bids') return admin ? api.bidReportExcel : api.bidReportAuctioneerExcel;
  if (report === 'auctions') return kind === 'pdf' ? api.auctionReportPdf : api.auctionReportExcel;
  return kind === 'pdf' ? api.bidderReportPdf : api.bidderReportExcel;
}

/** POST /api/reports/bidder: a page of bidders with their balances, wins and auctions. */
export const bidderReport = (body: BidderReportRequest) =>
  call(api.bidderReport, { body, config: { silent: true } });

/** The download of the bidders report as a PDF or workbook (every bidder of the filters). */
export function bidderReportExport(body: BidderReportRequest, kind: ExportKind): DownloadRequest {
  return {
    endpoint: reportExportEndpoint('bidders', false, kind),
    body,
    fileName: reportFileName('bidders', kind),
  };
}

/** POST /api/reports/auction: a page of auction blocks with their lots. */
export const auctionReport = (body: AuctionReportRequest) =>
  call(api.auctionReport, { body, config: { silent: true } });

/** GET /api/companies/lookup (admin): the companies of the auctions report's filter. */
export const lookupCompanies = () => call(api.lookupCompanies, { config: { silent: true } });

/** The download of the auctions report as a PDF or workbook (every auction of the filters). */
export function auctionReportExport(
  body: AuctionReportRequest,
  kind: ExportKind,
  admin: boolean,
): DownloadRequest {
  return {
    endpoint: reportExportEndpoint('auctions', admin, kind),
    body,
    fileName: reportFileName('auctions', kind),
  };
}

/** POST /api/reports/bid (admin) or /api/reports/bidauctioneer: a page of lots with their bids. */
export const bidReport = (body: BidReportRequest, admin: boolean) =>
  call(admin ? api.bidReport : api.bidReportAuctioneer, { body, config: { silent: true } });

/**
 * POST /api/auctions/lookup (admin; date and companyId) or /api/auctions/lookup/auctioneer
 * (date): the auctions of a day.
 */
export async function lookupReportAuctions(
  body: AuctionLookupRequest,
  admin: boolean,
): Promise<AuctionLookupItem[]> {
  if (admin) return call(api.lookupDayAuctions, { body, config: { silent: true } });
  return call(lookupAuctioneerAuctions, { body: { date: body.date }, config: { silent: true } });
}

/** GET /api/bidders/lookup/{term} (admin): bidders whose name holds the term. */
export const lookupBidders = (term: string) =>
  call(api.lookupBidders, { params: { term: term.trim() }, config: { silent: true } });

/** The download of the bids report as a workbook (every lot of the filters). */
export function bidReportExport(body: BidReportRequest, admin: boolean): DownloadRequest {
  return {
    endpoint: reportExportEndpoint('bids', admin, 'excel'),
    body,
    fileName: reportFileName('bids', 'excel'),
  };
}
