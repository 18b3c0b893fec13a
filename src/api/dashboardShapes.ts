/**
 * The admin dashboard's request and response shapes (spec 3 sections 3 and 7, "Dashboards").
 * No runtime imports: the simulator builds its answers with the same types.
 */

/** POST /api/reports/dashboard: the period, as ISO instants (start of the first day, end of the last). */
export interface DashboardReportRequest {
  from: string;
  to: string;
}

/** One lot started in the period. */
export interface DashboardReportItem {
  /** The lot's auction (the graph counts distinct auctions per day). */
  auctionId: number;
  bidsCount: number;
  /** Bidders who joined the lot with a deposit or bid on it. */
  biddersCount: number;
  /** The winning bid, 0 when the lot has no winner (yet, or sold to the plaintiff). */
  winAmount: number;
  startedTime: string;
}

export interface DashboardReport {
  items: DashboardReportItem[];
  /** Bidder accounts created in the period. */
  newBidders: number;
  /** Auctioneer accounts created in the period. */
  newAuctioneers: number;
}

/** GET /api/reports/dashboard: a lot sold whose full payment has not been received. */
export interface OutstandingBalance {
  /** The lot's id. */
  id: number;
  streetLine1: string;
  streetLine2: string;
  city: string;
  county: string;
  stateCode: string;
  zipCode: string;
  auctionCompanyName: string;
  stoppedTime: string | null;
  /** The winner's full name. */
  winner: string;
  winAmount: number;
  reliefFee: number;
  /** Percent of the win amount due as the deposit. */
  requiredDown: number;
  /** Null, or a date before 2000-01-01, when no deposit was received. */
  depositReceivedDate: string | null;
}
