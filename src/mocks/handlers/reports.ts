import type { HttpHandler } from 'msw';
import { auctionReportHandlers } from './reports/auctionReport';
import { bidderReportHandlers } from './reports/bidderReport';
import { bidReportHandlers } from './reports/bidReport';

/** The reports (spec 3 section 7, "Reports") and the look-ups of their filters. */
export const reportHandlers: HttpHandler[] = [
  ...auctionReportHandlers,
  ...bidReportHandlers,
  ...bidderReportHandlers,
];
