/**
 * The auction company, its users and API keys as the settings screens receive them (spec 2
 * section 3, spec 3 section 3). No runtime imports: the simulator builds its answers with them.
 */

export type CompanyStatus = 'Active' | 'Inactive' | 'Pending' | 'Declined';

/** GET /api/companies (the signed-in staff's company) and GET /api/companies/{id}. */
export interface CompanyProfile {
  id: number;
  name: string;
  /** 10 digits. */
  phoneNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  /** An id of GET /api/companies/timezone. */
  timeZone: string;
  supportEmail: string;
  website: string;
  isPublic: boolean;
  description: string;
  logoUrl: string;
  backgroundImageUrl: string;
  status: CompanyStatus;
  wireInstructions: { url: string; name: string; uploadedBy: string; uploadedDate: string } | null;
}

/** What PUT /api/companies/{id} takes: the profile's editable fields. */
export type CompanyProfileFields = Omit<
  CompanyProfile,
  'id' | 'logoUrl' | 'backgroundImageUrl' | 'status' | 'wireInstructions'
>;

/** A row of the admin's company list (POST /api/companies/list). */
export type CompanyListRow = Pick<
  CompanyProfile,
  | 'id'
  | 'name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phoneNumber'
  | 'logoUrl'
  | 'isPublic'
  | 'status'
>;

/** The body of POST /api/companies/list; no `statuses` (or none) lists every status. */
export interface CompanyListRequest {
  search?: string;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; pageSize?: number };
  statuses?: CompanyStatus[];
}

/** An entry of GET /api/companies/timezone. */
export interface TimeZoneOption {
  id: string;
  displayName: string;
}

export type CompanyUserRole = 'Auctioneer' | 'Employee';

/** A user of the company (settings Users page). Inactive when `deactivatedDate` is set. */
export interface CompanyUser extends OwnProfile {
  role: CompanyUserRole;
  createdDate: string;
  lastLoginDate: string | null;
  deactivatedDate: string | null;
}

/** A listed API key (GET /api/settings/apikey): only the mask is ever listed. */
export interface ApiKeyRow {
  id: number;
  maskedKey: string;
  generatedDate: string;
  expirationDate: string;
  deactivatedDate: string | null;
  isExpired: boolean;
  isDeactivated: boolean;
}

/** The answer of POST /api/settings/apikey: the new key in full, this once. */
export interface NewApiKey extends ApiKeyRow {
  key: string;
}

/** The signed-in staff, client or attorney's own details (GET/PUT /api/user/profile). */
export interface OwnProfile {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A featured lot of the company (GET /api/auctioneers/featuredlot). */
export interface FeaturedLot {
  id: number;
  lotId: number;
  caseId: number;
  isAdmin: boolean;
  streetLine1: string;
  city: string;
}
