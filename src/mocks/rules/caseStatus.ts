import type { Case, CaseStatus, Lot, LotStatus } from '../db/types';
import { combinedLotsStatus } from '../../lib/caseStage';

/**
 * The case and lot status rules as the server applies them (spec 2 section 4): the lots'
 * combined status, the case actions' conditions, the post-sale steps and the past-due flags.
 */

/** The lots' combined status, as the app computes it. */
export { combinedLotsStatus };

/** A deposit or payment date before 2000-01-01 stands for none. */
export const NO_DATE_BEFORE = Date.UTC(2000, 0, 1);

export function isRealDate(date: string | null | undefined): date is string {
  if (!date) return false;
  const t = new Date(date).getTime();
  return Number.isFinite(t) && t >= NO_DATE_BEFORE;
}

export const hasDeposit = (lot: Pick<Lot, 'depositReceivedDate'>) =>
  isRealDate(lot.depositReceivedDate);
export const hasPayment = (lot: Pick<Lot, 'paymentReceivedDate'>) =>
  isRealDate(lot.paymentReceivedDate);

const DAY = 24 * 60 * 60 * 1000;

type PastDueFields = Pick<
  Lot,
  'status' | 'stoppedTime' | 'depositReceivedDate' | 'paymentReceivedDate'
>;

const stoppedMoreThan = (lot: PastDueFields, days: number, now: number) =>
  Boolean(lot.stoppedTime) && now - new Date(lot.stoppedTime!).getTime() > days * DAY;

/** Awaiting payoff, no deposit, and the lot stopped more than a day ago. */
export const isDepositPastDue = (lot: PastDueFields, now: number) =>
  lot.status === 'PendingTransaction' && !hasDeposit(lot) && stoppedMoreThan(lot, 1, now);

/** Awaiting payoff, no full payment, and the lot stopped more than 30 days ago. */
export const isFullPaymentPastDue = (lot: PastDueFields, now: number) =>
  lot.status === 'PendingTransaction' && !hasPayment(lot) && stoppedMoreThan(lot, 30, now);

/** The refusals of the case calls. */
export const CASE_MSG = {
  notFound: 'Case Id is not found!',
  editLocked: 'The case cannot be edited once its lots are past publishing!',
  fileNumber: 'File number is required.',
  client: 'Client is required.',
  attorney: 'The attorney does not belong to the client.',
  pendingCourtApproval:
    'Only a New case whose lots are all paid in full can be marked as Pending Court Approval!',
  courtApproved: 'Only a case pending court approval can be marked as Court Approved!',
  completed: 'Only a case whose deeds are all issued can be marked as Completed!',
  cancel:
    'Only a case with lots past Draft that is neither completed nor cancelled can be cancelled!',
  deleteWithLots: 'Only a case with no lots can be deleted!',
  noteSubject: 'Subject is required!',
  noteBody: 'Body is required!',
} as const;

export type CaseAction =
  'pendingCourtApproval' | 'courtApproved' | 'completed' | 'cancel' | 'delete';

/** The case's next status for each status-changing action. */
export const CASE_ACTION_STATUS: Record<Exclude<CaseAction, 'delete'>, CaseStatus> = {
  pendingCourtApproval: 'WaitingCourtHouse',
  courtApproved: 'Approved',
  completed: 'Closed',
  cancel: 'Cancelled',
};

/** Why a case action does not apply to the case with these lots, or null when it does. */
export function caseActionError(
  action: CaseAction,
  kase: Pick<Case, 'status'>,
  lotStatuses: readonly LotStatus[],
): string | null {
  const combined = combinedLotsStatus(lotStatuses);
  switch (action) {
    case 'pendingCourtApproval':
      return combined === 'CompleteTransaction' && kase.status === 'New'
        ? null
        : CASE_MSG.pendingCourtApproval;
    case 'courtApproved':
      return kase.status === 'WaitingCourtHouse' ? null : CASE_MSG.courtApproved;
    case 'completed':
      return combined === 'DeedIssued' && kase.status !== 'Closed' ? null : CASE_MSG.completed;
    case 'cancel':
      return lotStatuses.some((s) => s !== 'Draft') &&
        kase.status !== 'Closed' &&
        kase.status !== 'Cancelled'
        ? null
        : CASE_MSG.cancel;
    case 'delete':
      return lotStatuses.length === 0 ? null : CASE_MSG.deleteWithLots;
  }
}

/** The case's own fields may change while its lots are Draft or Listed (or it has none). */
export function caseEditable(lotStatuses: readonly LotStatus[]): boolean {
  const combined = combinedLotsStatus(lotStatuses);
  return combined === null || combined === 'Draft' || combined === 'Listed';
}

/** The refusals of the lot calls. */
export const LOT_MSG = {
  notFound: 'Lot is not found!',
  negativePrice: 'Opening price cannot be negative!',
  negativeIncrement: 'Minimum bid increment cannot be negative!',
  /** Designed: an opening price that is no amount of dollars and cents. */
  wrongPrice: 'Opening price must be an amount in dollars with at most 2 decimals!',
  /** Designed: a minimum increment that is no amount of dollars and cents. */
  wrongIncrement: 'Minimum bid increment must be an amount in dollars with at most 2 decimals!',
  updateLocked: 'Only a Draft or published lot that has not started can be edited!',
  deleteWithProperties: 'Only a lot with no properties can be deleted!',
  auctionNotFound: 'Auction is not found!',
  auctionNotOpenForLots: 'Lots can only be added to an auction that has not started!',
  dateRequired: 'Date and Time Required',
  noAuctionAtDate: 'No auction is scheduled at that date and time.',
  dateOnlyDraft: 'Only a Draft lot can have its auction date set!',
  dateChangeOnlyDraftOrListed: 'Only a Draft or published lot can have its auction date changed!',
  dateChangeStarted: 'The auction has started: the auction date can no longer be changed!',
  alreadyHasDate: 'The lot already has an auction date!',
  noDateYet: 'The lot has no auction date yet!',
  postponeOnlyListed: 'Only a published lot that has not started can be postponed!',
  continuanceRequired: 'The continuance date is required!',
  notPostponed: 'The lot is not postponed!',
  unknownPostpone: 'Unknown postpone action!',
  depositOnlyPending: 'Only a lot awaiting payoff can take the deposit!',
  depositAlready: 'The deposit is already received!',
  paymentOnlyPending: 'Only a lot awaiting payoff can take the full payment!',
  paymentNeedsDeposit: 'The deposit has not been received yet!',
  caseNotApproved: 'The case is not court approved!',
  deedReadyOnlyPaid: 'Only a fully paid lot can be marked as Deed Ready!',
  deedIssuedOnlyReady: 'Only a deed-ready lot can be marked as Deed Issued!',
  deedDeliveryNotSet: '"Deed Delivery Option" is not set by the bidder!',
  winnerAction: 'The action must be WinnerChanged or WinnerRemoved!',
  winnerDescription: 'Description is required!',
  winnerBidRequired: 'Please select a bid!',
  winnerBidNotOfLot: 'The bid is not a bid of this lot!',
  winnerSameBid: 'The bid is already the winning bid!',
  winnerOnlySold: 'The winner can only be changed after the sale and before the deed!',
  winnerNone: 'The lot has no winner to remove!',
  noBids: 'Auction had no bids!',
  propertyNotFound: 'Property Not Found',
  propertyImageNotFound: 'Property Image Not Found',
  featuredReplace: 'Featured lot found under your account! Would you like to replace?',
  featuredAdminFlag: 'Cannot remove the featured flag created by Admin!',
  notFeatured: 'The lot is not featured!',
} as const;

/** Why a post-sale step does not apply, or null when it does. */
export function postSaleError(
  step: 'deposit' | 'payment' | 'deedready' | 'deedissued',
  lot: Pick<
    Lot,
    'status' | 'depositReceivedDate' | 'paymentReceivedDate' | 'deedDelivery' | 'soldTo'
  >,
  caseStatus: CaseStatus,
): string | null {
  switch (step) {
    case 'deposit':
      if (lot.status !== 'PendingTransaction') return LOT_MSG.depositOnlyPending;
      return hasDeposit(lot) ? LOT_MSG.depositAlready : null;
    case 'payment':
      if (lot.status !== 'PendingTransaction') return LOT_MSG.paymentOnlyPending;
      return hasDeposit(lot) ? null : LOT_MSG.paymentNeedsDeposit;
    case 'deedready':
      if (caseStatus !== 'Approved') return LOT_MSG.caseNotApproved;
      return lot.status === 'CompleteTransaction' ? null : LOT_MSG.deedReadyOnlyPaid;
    case 'deedissued':
      if (caseStatus !== 'Approved') return LOT_MSG.caseNotApproved;
      if (lot.status !== 'DeedReady') return LOT_MSG.deedIssuedOnlyReady;
      return lot.deedDelivery || lot.soldTo === 'Plaintiff' ? null : LOT_MSG.deedDeliveryNotSet;
  }
}

/** A required-down percent kept within 0..100. */
export const clampPercent = (n: number) => Math.min(100, Math.max(0, n));
