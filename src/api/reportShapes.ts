/**
 * The reports' request and response shapes (spec 3 sections 3 and 7, "Reports"). No runtime
 * imports: the simulator builds its answers, and its PDF and Excel files, with the same types.
 */

export interface ReportSorter {
  field?: string;
  order?: 'ascend' | 'descend' | null;
}

export interface ReportPagination {
  current?: number;
  pageSize?: number;
}

/** What every report list answers: one page of rows and the total. */
export interface ReportPage<Row> {
  data: Row[];
  total: number;
}

/** POST /api/reports/auction (and /pdf, /excel). Dates are ISO; companyId is the admin's filter. */
export interface AuctionReportRequest {
  search?: string;
  sorter?: ReportSorter;
  pagination?: ReportPagination;
  beginDate?: string | null;
  endDate?: string | null;
  type?: 'Online' | 'InPerson' | 'Hybrid' | null;
  companyId?: number | null;
}

export interface AuctionReportLot {
  id: number;
  address1: string;
  address2: string;
  openingPrice: number;
  bidderCount: number;
  bidCount: number;
  /** The winner's name, or null (shown as N/A). */
  winner: string | null;
  winnerBidAmount: number | null;
}

/** One auction block of the auctions report. */
export interface AuctionReport {
  id: number;
  startTime: string;
  companyName: string;
  /** Minutes from the first lot's start to the last lot's stop (0 when it has not run). */
  duration: number;
  type: 'Online' | 'InPerson' | 'Hybrid';
  startType: 'Auto' | 'Manual';
  lots: AuctionReportLot[];
}

/** POST /api/reports/bid (admin) or /api/reports/bidauctioneer (staff, clients), and /excel. */
export interface BidReportRequest {
  search?: string;
  sorter?: ReportSorter;
  pagination?: ReportPagination;
  auctionId?: number | null;
  /** Admin only. */
  bidderId?: number | null;
}

export interface BidReportBid {
  id: number;
  amount: number;
  bidderFullName: string;
  createdDate: string;
}

/** A lot of the bids report with its bids (newest first). */
export interface BidReportRow {
  id: number;
  startedTime: string | null;
  address1: string;
  address2: string;
  auctionCompanyName: string;
  openingPrice: number;
  /** The winner's name; 'Plaintiff' when the lot had no bids. */
  winner: string;
  winnerBidAmount: number | null;
  bidCount: number;
  bids: BidReportBid[];
}

/** POST /api/reports/bidder (and /pdf, /excel). */
export interface BidderReportRequest {
  search?: string;
  sorter?: ReportSorter;
  pagination?: ReportPagination;
  isVerified?: boolean;
  isPhoneVerified?: boolean;
}

export interface BidderAuctionHistory {
  id: number;
  auctionStartTime: string;
  type: 'Online' | 'InPerson' | 'Hybrid';
  address1: string;
  address2: string;
  auctionCompanyName: string;
  /** The lot's winner's name, or null. */
  winner: string | null;
}

export interface BidderReportRow {
  id: number;
  fullName: string;
  userName: string;
  fullAddress1: string;
  fullAddress2: string;
  phoneNumber: string;
  /** 'Verified' or 'Not verified' (account), as the report prints it. */
  verification: string;
  availableBalance: number;
  lockedBalance: number;
  totalWins: number;
  auctionHistory: BidderAuctionHistory[];
}

/** Look-ups of the filters: POST /api/auctions/lookup(/auctioneer), GET /api/bidders/lookup/{term}, GET /api/companies/lookup. */
export interface AuctionLookupItem {
  id: number;
  startTime: string;
  companyName: string;
  type: 'Online' | 'InPerson' | 'Hybrid';
  startType: 'Auto' | 'Manual';
}

export interface BidderLookupItem {
  id: number;
  fullName: string;
}

export interface CompanyLookupItem {
  id: number;
  name: string;
}
