/**
 * Law firms (clients), their attorneys and their links to auction companies, as the screens
 * receive them (spec 2 section 3, spec 3 section 3). No runtime imports: the simulator builds
 * its answers with the same types.
 */

export type ClientStatus = 'Active' | 'Inactive';

/** A firm's own information: GET/PUT /api/clients (the client's firm) and the core of a client record. */
export interface FirmInfo {
  id: number;
  /** The firm name. */
  name: string;
  streetLine1: string;
  streetLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  /** 10 digits, or '' when unknown. */
  phoneNumber: string;
  email: string;
  /** '' when the firm has no logo. */
  logoUrl: string;
}

/** A client as the auction company manages it: POST /api/clients/list rows and GET /api/clients/{clientId}. */
export interface ClientRecord extends FirmInfo {
  status: ClientStatus;
  /** When the firm connected itself to this company; null for a client the company created. */
  linkedSince: string | null;
  primaryContactFirstName: string | null;
  primaryContactLastName: string | null;
  totalCases: number;
  activeCases: number;
}

/** The body of POST /api/clients/list. */
export interface ClientListRequest {
  search?: string;
  status?: ClientStatus;
  nonInactiveOnly?: boolean;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; pageSize?: number };
}

/** An attorney of a firm. `isConnected`: the attorney has registered an account. */
export interface AttorneyRecord {
  id: number;
  clientId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, or ''. */
  phone: string;
  isPrimary: boolean;
  firmName: string;
  isConnected: boolean;
}

/** What the attorney dialogs send (POST /api/attorneys/{clientId}, PUT /api/attorneys/{id}/auctioneer, POST /api/attorneys, PUT /api/attorneys/{id}). */
export interface AttorneyFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The answer of POST /api/attorneys/register (the invitation's attorney). */
export interface AttorneyLookup {
  id: number;
  isConnected: boolean;
  firstName: string;
  lastName: string;
  email: string;
  firmName: string;
}

/** A row of POST /api/attorneys/listcompany: a company the firm is (or could be) connected to. */
export interface CompanyLinkRow {
  companyId: number;
  companyName: string;
  primaryAttorneyId: number | null;
  primaryAttorneyFirstName: string | null;
  primaryAttorneyLastName: string | null;
  /** null for a company the firm is not linked to. */
  linkedSince: string | null;
}

/** The answer of POST /api/clients/import. */
export interface ClientImportResult {
  imported: number;
  /** Spreadsheet rows (1-based, the header is row 1) that were not imported, and why. */
  refused: { row: number; reason: string }[];
}

/** The answer of GET /api/attorneys/checkemail/{email}: the attorney with that e-mail, if any. */
export interface AttorneyEmailCheck {
  /** An attorney with this e-mail address is on the platform. */
  exists: boolean;
  attorney: AttorneyLookup | null;
  /** The attorney's firm is already a client of the caller's company (connecting is refused). */
  isClient: boolean;
}

/** The answer of POST /api/attorneys/{id}/connect: the firm, now a linked client of the company. */
export interface ConnectedClient {
  clientId: number;
}
