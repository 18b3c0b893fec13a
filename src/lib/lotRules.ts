/**
 * The rules of a case's lots (spec 2 sections 4, 5 and 9; spec 1 section 7 for featured and
 * postponed lots): what publishing needs, the post-sale steps, the deed, featured lots, deleting,
 * the auction date and the postponed flag. Pure: screens and tests use them alike.
 */
import type { CaseStatus, LotStatus } from './caseStage';

/** The fields of a lot these rules read. */
export interface LotFacts {
  lotStatus: LotStatus;
  openingPrice: number | null;
  requiredDown: number | null;
  minBidIncrements: number | null;
  auction: { isStarted: boolean } | null;
  propertyCount: number;
  property: { imageUrl: string | null } | null;
  isPostponed: boolean;
  markedFeatured: boolean;
  soldTo: 'ThirdPartyBidder' | 'Plaintiff' | null;
  depositReceivedDate: string | null;
  paymentReceivedDate: string | null;
  deedDelivery: string | null;
}

/** Defaults of a new lot (spec 2 section 9). */
export const NEW_LOT_DEFAULTS = { openingPrice: 0, requiredDown: 25, minBidIncrements: 1 } as const;

/** Required down is a percent between 0 and 100; anything not a number counts as 0. */
export function clampRequiredDown(value: number | null | undefined): number {
  const v = Number(value);
  if (!Number.isFinite(v)) return 0;
  return Math.min(100, Math.max(0, v));
}

export const LOT_TEXT = {
  missingTitle: 'Missing Required Info',
  missingIntro: 'The lot cannot be published until it has:',
  laterTitle: 'Required before going live',
  laterIntro: 'Please provide the following before the auction goes live:',
  later: 'Will Provide Later',
  anotherInEdit: 'Another lot is in edit mode!',
  dateRequired: 'Date and Time Required',
  noBids: 'Auction had no bids!',
  deedBlock: '"Deed Delivery Option" is not set by the bidder!',
  propertyNotFound: 'Property Not Found',
  imageNotFound: 'Property Image Not Found',
  imageNotFoundContent: 'Please add property photo to mark it as featured',
  propertyNotFoundContent: 'Please add a property to the lot to mark it as featured',
  noLots: 'Case has no lots!',
  markFeaturedConfirm: 'Are you sure to mark the lot as featured?',
  replaceFeatured: 'Featured lot found under your account! Would you like to replace?',
  markedFeatured: 'Successfully marked as featured!',
  unmarkFeaturedConfirm: 'Are you sure to remove the lot from featured list?',
  unmarkedFeatured: 'Successfully marked as unfeatured!',
} as const;

export interface PublishCheck {
  /** What stops publishing ('Auction Date', 'Property'). */
  missing: string[];
  /** Zero or missing values to be provided before going live; publishing proceeds. */
  later: string[];
}

/**
 * Publish Lot: an auction date and a property are required; zero prices are only listed.
 * The lot is dated when it has an auction, unless `dated` says otherwise.
 */
export function publishCheck(
  lot: Pick<LotFacts, 'propertyCount' | 'requiredDown' | 'openingPrice' | 'minBidIncrements'> & {
    auction: object | null;
  },
  dated: boolean = lot.auction != null,
): PublishCheck {
  const zero = (v: number | null | undefined) => !v;
  return {
    missing: [...(dated ? [] : ['Auction Date']), ...(lot.propertyCount > 0 ? [] : ['Property'])],
    later: [
      ...(zero(lot.requiredDown) ? ['Required Down Payment'] : []),
      ...(zero(lot.openingPrice) ? ['Opening Price'] : []),
      ...(zero(lot.minBidIncrements) ? ['Minimum Increment'] : []),
    ],
  };
}

/** The earliest real deposit date: an earlier one is the server's placeholder for none. */
const FIRST_DEPOSIT = Date.UTC(2000, 0, 1);

/** Whether a deposit was received: a date on or after 2000-01-01. */
export function hasDeposit(date: string | null | undefined): boolean {
  if (!date) return false;
  const t = Date.parse(date);
  return Number.isFinite(t) && t >= FIRST_DEPOSIT;
}

export interface PostSaleButtons {
  confirmDeposit: boolean;
  confirmPayment: boolean;
  deedReady: boolean;
  deedIssued: boolean;
}

/**
 * The post-sale buttons of a lot: Confirm Deposit while awaiting payoff without a deposit, then
 * Confirm Full Payment; the deed buttons only once the case is court approved.
 */
export function postSaleButtons(
  lot: Pick<LotFacts, 'lotStatus' | 'depositReceivedDate'>,
  caseStatus: CaseStatus,
): PostSaleButtons {
  const pending = lot.lotStatus === 'PendingTransaction';
  const deposit = hasDeposit(lot.depositReceivedDate);
  const approved = caseStatus === 'Approved';
  return {
    confirmDeposit: pending && !deposit,
    confirmPayment: pending && deposit,
    deedReady: approved && lot.lotStatus === 'CompleteTransaction',
    deedIssued: approved && lot.lotStatus === 'DeedReady',
  };
}

/**
 * How often an open case page asks again while one of its lots waits on someone else (designed):
 * a sold lot moves on by the winner's deed delivery choice, another staff member's confirmation
 * or a winner change, none of which the page hears of otherwise. Null when nothing waits.
 */
export const POST_SALE_POLL_MS = 20_000;
const WAITING: readonly LotFacts['lotStatus'][] = [
  'PendingTransaction',
  'CompleteTransaction',
  'DeedReady',
];

export function postSalePoll(
  lots: readonly Pick<LotFacts, 'lotStatus'>[] | undefined,
): number | false {
  return lots?.some((l) => WAITING.includes(l.lotStatus)) ? POST_SALE_POLL_MS : false;
}

/** Why the deed cannot be issued yet, or null: the bidder must have chosen a delivery option. */
export function deedIssueBlock(lot: Pick<LotFacts, 'deedDelivery' | 'soldTo'>): string | null {
  if (lot.soldTo === 'Plaintiff' || lot.deedDelivery) return null;
  return LOT_TEXT.deedBlock;
}

export interface Warning {
  title: string;
  content: string;
}

/** Why the lot cannot be marked featured, or null: its primary property needs a photo. */
export function featuredCheck(lot: Pick<LotFacts, 'property'>): Warning | null {
  if (!lot.property)
    return { title: LOT_TEXT.propertyNotFound, content: LOT_TEXT.propertyNotFoundContent };
  if (!lot.property.imageUrl)
    return { title: LOT_TEXT.imageNotFound, content: LOT_TEXT.imageNotFoundContent };
  return null;
}

/** Which featured action a lot offers: marking lots not yet sold, removing a featured one. */
export function featuredAction(
  lot: Pick<LotFacts, 'markedFeatured' | 'lotStatus'>,
): 'mark' | 'unmark' | null {
  if (lot.markedFeatured) return 'unmark';
  return lot.lotStatus === 'Draft' || lot.lotStatus === 'Listed' ? 'mark' : null;
}

/** A lot may be deleted when it has no property and the case is editable. */
export const canDeleteLot = (lot: Pick<LotFacts, 'propertyCount'>, caseEditable: boolean) =>
  caseEditable && lot.propertyCount === 0;

/** Prices of a lot may change while it is Draft or Listed and its auction has not started. */
export const canEditLot = (lot: Pick<LotFacts, 'lotStatus' | 'auction'>, caseEditable: boolean) =>
  caseEditable &&
  (lot.lotStatus === 'Draft' || lot.lotStatus === 'Listed') &&
  !lot.auction?.isStarted;

/** The auction date is chosen for Draft lots only. */
export const canSetAuctionDate = (lot: Pick<LotFacts, 'lotStatus'>, caseEditable: boolean) =>
  caseEditable && lot.lotStatus === 'Draft';

/** Publish Lot shows for Draft lots. */
export const canPublishLot = (lot: Pick<LotFacts, 'lotStatus'>, caseEditable: boolean) =>
  caseEditable && lot.lotStatus === 'Draft';

/**
 * Change Date for a published lot: the postpone actions include changeDate (spec 2 section 4),
 * offered until the lot's auction has started.
 */
export const canChangePublishedDate = (
  lot: Pick<LotFacts, 'lotStatus' | 'auction'>,
  caseEditable: boolean,
) => caseEditable && lot.lotStatus === 'Listed' && lot.auction !== null && !lot.auction.isStarted;

/** Set Date for the first assignment, Change Date after. */
export function auctionDateAction(lot: Pick<LotFacts, 'auction'>): {
  action: 'initialSet' | 'changeDate';
  label: 'Set Date' | 'Change Date';
} {
  return lot.auction
    ? { action: 'changeDate', label: 'Change Date' }
    : { action: 'initialSet', label: 'Set Date' };
}

/** Both the date and the time must be chosen; the message when one is missing. */
export const auctionDateBlock = (date: unknown, time: unknown): string | null =>
  date && time ? null : LOT_TEXT.dateRequired;

/** The postponed-flag action of a Listed lot whose auction has not started. */
export function postponeAction(
  lot: Pick<LotFacts, 'lotStatus' | 'auction' | 'isPostponed'>,
  caseEditable: boolean,
): 'postpone' | 'unPostpone' | null {
  if (!caseEditable || lot.lotStatus !== 'Listed' || lot.auction?.isStarted) return null;
  return lot.isPostponed ? 'unPostpone' : 'postpone';
}

/**
 * Change Winner / Remove Winner are offered for sold lots awaiting or completing payment, to
 * those who may change the case (its `canEdit` flag: sold lots are past case editing).
 */
export const canChangeWinner = (lot: Pick<LotFacts, 'lotStatus'>, canEdit: boolean) =>
  canEdit && (lot.lotStatus === 'PendingTransaction' || lot.lotStatus === 'CompleteTransaction');
