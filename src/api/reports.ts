import { queryOptions } from '@tanstack/react-query';
import {
  auctionLookupEndpoint,
  bidderLookupPath,
  reportEndpoint,
  reportExportEndpoint,
  reportFileName,
  type AuctionLookupRequest,
  type ExportKind,
} from '../lib/reports';
import { http } from './http';
import type { BidderReportRequest, BidderReportRow, ReportPage } from './reportShapes';
import type { AuctionReport, AuctionReportRequest, CompanyLookupItem } from './reportShapes';
import type { DownloadRequest } from './files';
import type {
  AuctionLookupItem,
  BidderLookupItem,
  BidReportRequest,
  BidReportRow,
} from './reportShapes';

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

/** POST /api/reports/bidder: a page of bidders with their balances, wins and auctions. */
export async function bidderReport(body: BidderReportRequest) {
  return (
    await http.post<ReportPage<BidderReportRow>>(reportEndpoint('bidders', false), body, {
      silent: true,
    })
  ).data;
}

/** The download of the bidders report as a PDF or workbook (every bidder of the filters). */
export function bidderReportExport(body: BidderReportRequest, kind: ExportKind): DownloadRequest {
  return {
    url: reportExportEndpoint('bidders', false, kind),
    body,
    fileName: reportFileName('bidders', kind),
  };
}

/** POST /api/reports/auction: a page of auction blocks with their lots. */
export async function auctionReport(body: AuctionReportRequest) {
  return (
    await http.post<ReportPage<AuctionReport>>(reportEndpoint('auctions', true), body, {
      silent: true,
    })
  ).data;
}

/** GET /api/companies/lookup (admin): the companies of the auctions report's filter. */
export async function lookupCompanies() {
  return (await http.get<CompanyLookupItem[]>('/api/companies/lookup', { silent: true })).data;
}

/** The download of the auctions report as a PDF or workbook (every auction of the filters). */
export function auctionReportExport(
  body: AuctionReportRequest,
  kind: ExportKind,
  admin: boolean,
): DownloadRequest {
  return {
    url: reportExportEndpoint('auctions', admin, kind),
    body,
    fileName: reportFileName('auctions', kind),
  };
}

/** POST /api/reports/bid (admin) or /api/reports/bidauctioneer: a page of lots with their bids. */
export async function bidReport(body: BidReportRequest, admin: boolean) {
  return (
    await http.post<ReportPage<BidReportRow>>(reportEndpoint('bids', admin), body, {
      silent: true,
    })
  ).data;
}

/** POST /api/auctions/lookup (admin) or /api/auctions/lookup/auctioneer: a day's auctions. */
export async function lookupReportAuctions(body: AuctionLookupRequest, admin: boolean) {
  return (
    await http.post<AuctionLookupItem[]>(auctionLookupEndpoint(admin), body, { silent: true })
  ).data;
}

/** GET /api/bidders/lookup/{term} (admin): bidders whose name holds the term. */
export async function lookupBidders(term: string) {
  return (await http.get<BidderLookupItem[]>(bidderLookupPath(term), { silent: true })).data;
}

/** The download of the bids report as a workbook (every lot of the filters). */
export function bidReportExport(body: BidReportRequest, admin: boolean): DownloadRequest {
  return {
    url: reportExportEndpoint('bids', admin, 'excel'),
    body,
    fileName: reportFileName('bids', 'excel'),
  };
}
