import { db } from '../db';
import type { CaseStatus, LotStatus, User } from '../db/types';
import { text } from './format';

/** Lots the user won as a third-party bidder. */
export const lotsWonBy = (user: User) =>
  db.lots.filter(
    (l) => l.winner?.bidderId === user.id && l.soldTo !== 'Plaintiff' && l.auctionId !== null,
  );

/** The winner's status, from the lot and its case, as the server reports it. */
export type WinningStatus =
  | 'PendingTransaction'
  | 'CompleteTransaction'
  | 'Approved'
  | 'DeedReady'
  | 'DeedIssued'
  | 'Closed'
  | 'Denied'
  | 'PaymentRefunded'
  | 'Cancelled';

/**
 * A cancelled or refunded lot, then a denied, cancelled or closed case, then the deed stages,
 * then court approval, else the payment stage.
 */
export function winningStatus(lot: LotStatus, kase: CaseStatus): WinningStatus {
  if (lot === 'Cancelled' || kase === 'Cancelled') return 'Cancelled';
  if (lot === 'PaymentRefunded') return 'PaymentRefunded';
  if (kase === 'Denied') return 'Denied';
  if (kase === 'Closed') return 'Closed';
  if (lot === 'DeedIssued') return 'DeedIssued';
  if (lot === 'DeedReady') return 'DeedReady';
  if (kase === 'Approved') return 'Approved';
  return lot === 'CompleteTransaction' ? 'CompleteTransaction' : 'PendingTransaction';
}

/** Cents-exact rounding. */
export const roundCents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** The down payment: the winning amount times the required down percent (0-100), to the cent. */
export const downPayment = (amount: number, requiredDown: number) =>
  roundCents(amount * (Math.min(100, Math.max(0, requiredDown)) / 100));

/** The deed delivery options; only mailing to another address needs one. */
const DEED_OPTIONS = ['MailToWinner', 'MailToAddress', 'PickUp'] as const;
export const needsShippingAddress = (option: unknown) => option === 'MailToAddress';

export const DEED_ERRORS = {
  option: 'Please choose how to receive the deed!',
  address: 'Please enter the shipping address!',
  notReady: 'The deed is not ready for delivery yet!',
  alreadySet: 'The deed delivery option is already set!',
} as const;

/**
 * A winner's deed delivery choice: once, while the deed is ready, one of the options, with an
 * address when mailed elsewhere. The first refusal, or null.
 */
export function deedDeliveryError(
  status: WinningStatus,
  current: string | null,
  option: unknown,
  shippingAddress: unknown,
): string | null {
  if (current) return DEED_ERRORS.alreadySet;
  if (status !== 'DeedReady') return DEED_ERRORS.notReady;
  if (!DEED_OPTIONS.some((o) => o === option)) return DEED_ERRORS.option;
  if (needsShippingAddress(option) && !text(shippingAddress)) return DEED_ERRORS.address;
  return null;
}
