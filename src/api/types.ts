/**
 * The server's request and response shapes, in one place for screens and the simulator.
 * Each is declared beside the endpoint functions of its resource module.
 */
export type {
  AccountAddress,
  AuthenticatorSetup,
  BidderAccount,
  BidderDetails,
  BidderPhone,
  PhoneVerification,
} from './account';
export type { ActivityLog, ActivityLogFilter } from './activityLogs';
export type {
  AuctionBidderRow,
  AuctionDetail,
  AuctionLotRow,
  AuctionStream,
  StreamInput,
  StreamStatus,
} from './auctionDetail';
export type {
  AuctionListPage,
  AuctionListQuery,
  AuctionListRow,
  AuctionListStatus,
  AuctionLookup,
} from './auctions';
export type {
  Address,
  AuctioneerRegistration,
  BidderRegistration,
  UsernameTaken,
  VerificationSent,
} from './auth';
export type { BalanceSummary, LockedFunds, LockedLot } from './balance';
export type { BidderListLot } from './bidderLists';
export type { BidderGlobal } from './bidders';
export type { DuplicateCase, Lookup } from './cases';
export type {
  CaseDetail,
  CaseListRequest,
  CaseLot,
  CaseLotProperty,
  CaseLotWinner,
  CaseNote,
  CaseRow,
  CaseStatus,
  LotLookup,
  LotStatus,
} from './cases';
export type { FeaturedLot } from './companies';
export type {
  DeclareWinnerBody,
  LotBid,
  LotPrices,
  NewLotBody,
  PostponeAction,
  PostponeBody,
  PostSaleStep,
  WinnerAction,
} from './caseLots';
export type { NewCaseNote } from './caseNotes';
export type { AttorneyAccount, AttorneySignUp } from './clientRegistration';
export type {
  CaseDocumentChange,
  CaseDocumentRow,
  DocumentType,
  LotDocumentRow,
  NewCaseDocument,
  NewLotDocument,
} from './documents';
export type {
  AddressSuggestion,
  AttributeDefinition,
  AttributeType,
  PropertyAddress,
  PropertyAttributeValue,
  PropertyDetail,
  PropertyImage,
  PropertyRow,
} from './properties';
export type { HostListType, HostLotRow, HostLotsRequest } from './hostLots';
export type { LastBid, ParticipationType, PurchaseProfileOption } from './joining';
export type { LiveAuctionData, LiveAuctionLotRow } from './liveAuction';
export type {
  AuctionStream as LiveAuctionStream,
  BidderAccount as BidderSearchResult,
  BidderSearchBy,
  LotAction,
} from './liveControl';
export type { Attribute, AuctionView, BidView, BidderLot, PropertyView } from './lots';
export type { ContactUs, Page, PublicLotRow } from './public';
export type { Help } from './helps';
export type { Resource, ResourceRow } from './resources';
export type { PropertyCardRow, SavedFilter, SearchRequest } from './search';
export type {
  DeedDeliveryRequest,
  WinningDetails,
  WinningProperty,
  WinningSummary,
} from './winnings';
