/**
 * The case screens' request and response shapes (spec 2 section 3), kept free of runtime
 * imports so the simulator can build its answers with the same types.
 */
import type { CaseStatus, LotStatus } from '../lib/caseStage';

export type { CaseStatus, LotStatus };

/** A row of the case list (POST /api/cases/list, /api/cases/listattorney). */
export interface CaseRow {
  id: number;
  companyName: string;
  clientId: number;
  firmName: string;
  caseNumber: string;
  county: string;
  fileNumber: string;
  createdDate: string;
  attorneyFirstName: string | null;
  attorneyLastName: string | null;
  caseStatus: CaseStatus;
  isListed: boolean;
}

/** The body of the case list calls. */
export interface CaseListRequest {
  search?: string;
  clientId?: number;
  /** The firm's list (POST /api/cases/listattorney): one auction company's cases. */
  companyId?: number;
  /** The firm's list: the cases of one of its attorneys. */
  attorneyId?: number;
  /** 'New', 'Listed' (New and listed) or another case status. */
  status?: CaseStatus | 'Listed';
  sorter?: { field: string; order: 'ascend' | 'descend' };
  pagination: { current: number; pageSize: number };
}

/** The winner of a sold lot as the case screens show it. */
export interface CaseLotWinner {
  bidId: number;
  paddleNumber: number;
  bidBidderFullName: string;
  phoneNumber: string;
  bidAmount: number;
  address: string;
}

/** A property's address as the server's property views send it. */
export interface PropertyAddressLines {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  county?: string;
  stateCode: string;
  zipCode: string;
}

/** The lot's primary property in short. */
export interface CaseLotProperty extends PropertyAddressLines {
  id: number;
  /** The main photo, if any. */
  imageUrl: string | null;
}

/** A lot of a case (in CaseDetail.lots and GET /api/cases/{caseId}/lots/{lotId}). */
export interface CaseLot {
  id: number;
  caseId: number;
  lotNumber: number;
  lotStatus: LotStatus;
  openingPrice: number;
  /** Percent of the winning bid. */
  requiredDown: number;
  minBidIncrements: number;
  auction: { id: number; startTime: string; stopTime: string | null; isStarted: boolean } | null;
  markedFeatured: boolean;
  featuredId: number | null;
  /** The featured flag was set by an admin (only an admin may remove it). */
  featuredByAdmin: boolean;
  isPostponed: boolean;
  continuanceDate: string | null;
  soldTo: 'ThirdPartyBidder' | 'Plaintiff' | null;
  winner: CaseLotWinner | null;
  propertyCount: number;
  property: CaseLotProperty | null;
  stoppedTime: string | null;
  depositReceivedDate: string | null;
  paymentReceivedDate: string | null;
  isDepositPastDue: boolean;
  isFullPaymentPastDue: boolean;
  deedDelivery: string | null;
  deedShippingAddress: string | null;
}

/** A note on a case, newest first. */
export interface CaseNote {
  id: number;
  subject: string;
  body: string;
  createdDate: string;
  /** The author's full name. */
  createdBy: string;
}

/** A case with its lots, notes and document types (GET /api/cases/{caseId}). */
export interface CaseDetail {
  id: number;
  caseNumber: string;
  county: string;
  fileNumber: string;
  firmName: string;
  caseFirmName: string;
  clientId: number;
  attorneyId: number | null;
  attorneyName: string | null;
  companyId: number;
  companyName: string;
  caseStatus: CaseStatus;
  isListed: boolean;
  createdDate: string;
  lots: CaseLot[];
  notes: CaseNote[];
  documentTypes: { id: number; name: string }[];
  lotsCombinedStatus: LotStatus | null;
  canEdit: boolean;
}

/** A lot for pickers: the breadcrumb's lot dropdown, the new-property lot choice. */
export interface LotLookup {
  id: number;
  lotNumber: number;
  lotStatus: LotStatus;
  streetLine1: string | null;
}

/** Who reads the case list: staff (their company's cases) or a law firm (its own cases). */
