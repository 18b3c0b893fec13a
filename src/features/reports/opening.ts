import { reportQueries } from '../../api/reports';
import { readListParams } from '../../lib/listParams';
import {
  auctionReportRequest,
  bidderReportRequest,
  bidReportRequest,
  reportPageSize,
} from '../../lib/reports';
import type { RouteOpening } from '../../lib/routeOpening';

/** The report pages, as ReportsPage loads them. */
export const REPORT_PAGES = {
  auctions: () => import('./AuctionsReport'),
  bids: () => import('./BidsReport'),
  bidders: () => import('./BiddersReport'),
} as const;

/** The filters each report keeps in the address. */
export const REPORT_FILTERS = {
  auctions: ['from', 'to', 'type', 'company'],
  bids: ['date', 'auctionId', 'bidderId', 'bidder'],
  bidders: ['verified', 'phoneVerified'],
} as const;

type Report = keyof typeof REPORT_PAGES;
const reportOf = (slug: string | undefined): Report | null =>
  slug && Object.hasOwn(REPORT_PAGES, slug) ? (slug as Report) : null;

/**
 * /reports/{report} and /admin/reports/{report}: the open report, and its first page when the
 * address names no filter (a filtered report asks for what its filters need itself).
 */
export const opening: RouteOpening = {
  parts: ({ params }) => {
    const report = reportOf(params.reportType);
    return report ? [REPORT_PAGES[report]()] : [];
  },
  prefetch: (client, { params, search, roles, pathname }) => {
    const report = reportOf(params.reportType);
    if (!report || REPORT_FILTERS[report].some((key) => search.has(key))) return;
    const admin = pathname.startsWith('/admin/');
    const pageSize = reportPageSize(report, roles);
    const list = readListParams(search, { pageSize, filterKeys: REPORT_FILTERS[report] });
    const page = { current: list.page, pageSize: list.pageSize };
    if (report === 'bids') {
      const body = bidReportRequest({ auctionId: null, bidderId: null }, page, admin);
      void client.prefetchQuery(reportQueries.bids(body, admin));
    } else if (report === 'auctions') {
      const empty = { beginDate: null, endDate: null, type: null, companyId: null };
      const body = auctionReportRequest(empty, { current: list.page, pageSize }, admin);
      void client.prefetchQuery(reportQueries.auctions(body, admin));
      if (admin) void client.prefetchQuery(reportQueries.companies());
    } else {
      const body = bidderReportRequest({ search: list.search }, page);
      void client.prefetchQuery(reportQueries.bidders(body));
    }
  },
};
