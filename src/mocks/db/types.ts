import type { LinkedBankAccount } from '../../api/contract/balance';
import type { PurchaseProfile as ProfileFields } from '../../lib/purchaseProfile';
import type { Role } from '../../lib/roles';

export type CompanyStatus = 'Active' | 'Inactive' | 'Pending' | 'Declined';
export type CaseStatus =
  'New' | 'WaitingCourtHouse' | 'Approved' | 'Denied' | 'Closed' | 'Cancelled';
export type LotStatus =
  | 'Draft'
  | 'Listed'
  | 'PendingTransaction'
  | 'CompleteTransaction'
  | 'DeedReady'
  | 'DeedIssued'
  | 'PaymentRefunded'
  | 'Cancelled';
export type AuctionType = 'Online' | 'InPerson' | 'Hybrid';
export type StartType = 'Auto' | 'Manual';

export interface Address {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  county?: string;
  state: string;
  zipCode: string;
}

export interface Company {
  id: number;
  name: string;
  description: string;
  logoUrl: string;
  status: CompanyStatus;
  isPublic: boolean;
  address: Address;
  phoneNumber: string;
  supportEmail: string;
  /** The company's web site (optional). */
  website: string;
  /** An id of GET /api/companies/timezone. */
  timeZone: string;
  backgroundImageUrl: string;
  wireInstructionsUrl: string;
  /** Who uploaded the wire instructions PDF, when, and its file name (null before any upload). */
  wireInstructionsFile: { name: string; uploadedBy: string; uploadedDate: string } | null;
  createdDate: string;
}

export interface User {
  id: number;
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: Role;
  companyId: number | null;
  clientId: number | null;
  isVerified: boolean;
  isDeactivated: boolean;
  deactivatedDate: string | null;
  twoFactor: 'none' | 'sms' | 'app';
  birthDate: string | null;
  address: Address | null;
  createdDate: string;
  /** The last successful sign-in (shown on the company's users page). */
  lastLoginDate?: string | null;
}

export type BankAccount = LinkedBankAccount;

export interface PurchaseProfile extends ProfileFields {
  bidderId: number;
}

export interface BidderPhone {
  id: number;
  bidderId: number;
  number: string;
  isPrimary: boolean;
  verifiedDate: string | null;
}

/** Bidder-only data kept beside the user. */
export interface BidderData {
  userId: number;
  availableBalance: number;
  pinnedLotIds: number[];
  configuredAuthenticatorApp: boolean;
  /** The browser push key registered by PUT /updatepushnotificationkey/{token}. */
  pushKey?: string;
}

export interface Client {
  id: number;
  name: string;
  address: Address | null;
  phoneNumber: string;
  email: string;
  logoUrl: string;
  status: 'Active' | 'Inactive';
  /** The auction companies that list this firm among their clients. */
  companyIds: number[];
  /**
   * The companies the firm itself connected to (its connected companies). For such a company
   * the client is linked: its details and attorneys are the firm's, not editable by the company.
   */
  links: ClientLink[];
}

/** A firm's connection to an auction company, and which of its attorneys is the contact there. */
export interface ClientLink {
  companyId: number;
  linkedSince: string;
  primaryAttorneyId: number | null;
}

export interface Attorney {
  id: number;
  clientId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isPrimary: boolean;
}

export interface Case {
  id: number;
  companyId: number;
  clientId: number;
  attorneyId: number | null;
  caseNumber: string;
  fileNumber: string;
  county: string;
  status: CaseStatus;
  isListed: boolean;
  createdDate: string;
  documents: CaseDocument[];
}

/** A document of a case; bidders and clients see only those marked visible to them. */
export interface CaseDocument {
  id: number;
  name: string;
  url: string;
  visibleToBidders: boolean;
  visibleToClients: boolean;
  /** The document type (required when staff upload one). */
  typeId?: number;
  createdDate?: string;
  /** The full name of the user who uploaded it. */
  createdBy?: string;
  fileSize?: number;
}

/** A kind of case document (Notice of Sale, Judgment Order, ...). */
export interface DocumentType {
  id: number;
  name: string;
}

/** A document attached to a lot: a description and the file. */
export interface LotDocument {
  id: number;
  lotId: number;
  description: string;
  attachment: string;
  createdDate: string;
}

/** A note staff keep on a case. */
export interface CaseNote {
  id: number;
  caseId: number;
  subject: string;
  body: string;
  createdDate: string;
  /** The full name of the user who wrote it. */
  createdBy: string;
}

export interface PropertyImage {
  /** Seeded photos get theirs at the end of the seed; uploads get one from the id sequence. */
  id?: number;
  url: string;
  isMain: boolean;
  description: string;
}

export interface Attribute {
  /** The definition's id (GET /api/propextattr); found by attributeName when absent. */
  attributeId?: number;
  /** The free text of a dropdown's 'Other' option. */
  otherValue?: string | null;
  attributeName: string;
  attributeDisplayName: string;
  value: string;
  attributeType:
    | 'IntField'
    | 'DecimalField'
    | 'BoolField'
    | 'DateField'
    | 'TextField'
    | 'DropdownField'
    | 'SelectField';
}

export interface Property {
  id: number;
  lotId: number;
  address: Address;
  countryCode: string;
  latitude: number;
  longitude: number;
  isPrimary: boolean;
  images: PropertyImage[];
  attributes: Attribute[];
}

export interface Winner {
  bidderId: number;
  bidId: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
}

export interface Lot {
  id: number;
  caseId: number;
  auctionId: number | null;
  lotNumber: number;
  status: LotStatus;
  isPostponed: boolean;
  isFeatured: boolean;
  /** The featured flag was set by an admin: only an admin may remove it. */
  featuredByAdmin: boolean;
  /** When the lot was last marked featured: the home carousel shows the newest first. */
  featuredDate?: string | null;
  /** The continuance date of a postponed lot. */
  continuanceDate: string | null;
  openingPrice: number;
  requiredDown: number;
  minBidIncrements: number;
  startedTime: string | null;
  stopTime: string | null;
  stoppedTime: string | null;
  stopAlertTime: string | null;
  winner: Winner | null;
  soldTo: 'ThirdPartyBidder' | 'Plaintiff' | null;
  reliefFee: number;
  depositReceivedDate: string | null;
  paymentReceivedDate: string | null;
  deedDelivery: string | null;
  /** Where the deed is mailed when the winner chose another address. */
  deedShippingAddress?: string | null;
  createdDate: string;
}

export interface Stream {
  id: number;
  title: string;
  url: string;
  status: 'Offline' | 'Live';
  type: 'YouTube';
  /** When the stream was added (seeded streams fall back to the auction's creation). */
  createdDate?: string;
}

export interface Auction {
  id: number;
  companyId: number;
  startTime: string;
  stopTime: string | null;
  startType: StartType;
  type: AuctionType;
  location: string;
  isOpen: boolean;
  isFinished: boolean;
  isCancelled: boolean;
  isTest: boolean;
  timeLeft: number;
  extraTime: number;
  streams: Stream[];
  createdDate: string;
}

/** A bidder's participation in a lot. */
export interface AuctionBidder {
  id: number;
  auctionId: number;
  lotId: number;
  bidderId: number;
  paddleNumber: number;
  amount: number;
  purchaseProfileId: number | null;
  type: 'online' | 'in-person';
  enteredDate: string;
  leftDate: string | null;
}

export interface Bid {
  id: number;
  lotId: number;
  bidderId: number;
  amount: number;
  paddleNumber: number;
  createdDate: string;
}

export interface ActivityLog {
  id: number;
  userId: number | null;
  caseId: number | null;
  lotId: number | null;
  actLogTitle: string;
  actLogBody: string;
  createdDate: string;
}

export interface Resource {
  id: number;
  title: string;
  description: string;
  body: string;
  /** An optional link the admin gives instead of a body. */
  link?: string;
  createdDate: string;
}

/** A help-center question (FAQ). */
export interface Help {
  id: number;
  question: string;
  answer: string;
}

/** A system setting the admin edits at /admin/settings/system. */
export interface Configuration {
  key: string;
  value: string;
  displayName: string;
  modifiedDate: string;
}

/** An API credential of an auction company; only the masked key is listed after creation. */
export interface ApiKey {
  id: number;
  companyId: number;
  /** SHA-256 of the key (hex); the key itself is answered once, when it is generated. */
  keyHash: string;
  /** The key's last six characters, for the masked listing. */
  last6: string;
  generatedDate: string;
  expirationDate: string;
  deactivatedDate: string | null;
}

/** A bidder's saved search filter. */
export interface SavedFilter {
  id: number;
  bidderId: number;
  name: string;
  savedFilter: string;
}

export interface Db {
  companies: Company[];
  users: User[];
  bidders: BidderData[];
  bankAccounts: BankAccount[];
  purchaseProfiles: PurchaseProfile[];
  phones: BidderPhone[];
  clients: Client[];
  attorneys: Attorney[];
  cases: Case[];
  documentTypes: DocumentType[];
  caseNotes: CaseNote[];
  lots: Lot[];
  lotDocuments: LotDocument[];
  properties: Property[];
  auctions: Auction[];
  auctionBidders: AuctionBidder[];
  bids: Bid[];
  activityLogs: ActivityLog[];
  resources: Resource[];
  helps: Help[];
  savedFilters: SavedFilter[];
  configurations: Configuration[];
  apiKeys: ApiKey[];
  nextId: number;
}
