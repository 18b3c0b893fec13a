import { formatDate, formatMoney } from './format';

/** The winner's side of a sold lot: statuses, received dates, balances and deed delivery (spec 1 sections 3 and 4, spec 2 section 4, spec 3 section 9). */

/** Dates before this day mean "not received" (the backend sends an empty date as year 1). */
export const FIRST_VALID_DAY = '2000-01-01';

/** A received date, or null when missing, unreadable or before 2000-01-01. */
export function receivedDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (day) return day[1] < FIRST_VALID_DAY ? null : value;
  const t = new Date(value).getTime();
  if (!Number.isFinite(t) || t < Date.UTC(2000, 0, 1)) return null;
  return value;
}

export const isReceived = (value: string | null | undefined) => receivedDate(value) !== null;

/** Cents-exact rounding. */
export const roundCents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const clampPercent = (p: number | null | undefined) => Math.min(100, Math.max(0, Number(p) || 0));

/** The down payment: win amount times the required down percent (clamped 0-100), to the cent. */
export function downPayment(winAmount: number, requiredDown: number | null | undefined): number {
  return roundCents((Number(winAmount) || 0) * (clampPercent(requiredDown) / 100));
}

export interface BalanceInput {
  winAmount: number;
  reliefFee: number | null | undefined;
  requiredDown: number | null | undefined;
  depositReceivedDate: string | null | undefined;
}

/**
 * Outstanding balance (spec 3 section 9): win amount plus relief fee, minus the down payment
 * (win amount times required down percent) when a deposit was received.
 */
export function outstandingBalance(b: BalanceInput): number {
  const total = (Number(b.winAmount) || 0) + (Number(b.reliefFee) || 0);
  const paid = isReceived(b.depositReceivedDate) ? downPayment(b.winAmount, b.requiredDown) : 0;
  return roundCents(total - paid);
}

/** What the winner still owes: nothing once the full payment is received, else the outstanding balance. */
export function balanceDue(b: BalanceInput & { paymentReceivedDate: string | null | undefined }) {
  return isReceived(b.paymentReceivedDate) ? 0 : outstandingBalance(b);
}

/** The statuses a winner sees (spec 1 section 4), plus the two payment stages before court approval. */
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

const STATUS: Record<WinningStatus, { label: string; color: string; hint: string }> = {
  PendingTransaction: {
    label: 'Awaiting Payoff',
    color: 'gold',
    hint: 'Send your deposit and the remaining payment to the auction host.',
  },
  CompleteTransaction: {
    label: 'Payment Complete',
    color: 'cyan',
    hint: 'Your payment is complete. The sale now goes to the court for approval.',
  },
  Approved: {
    label: 'Court Approved',
    color: 'blue',
    hint: 'The court approved the sale. The auction host is preparing the deed.',
  },
  DeedReady: {
    label: 'Deed Ready',
    color: 'green',
    hint: 'Your deed is ready. Tell the auction host how you would like to receive it.',
  },
  DeedIssued: {
    label: 'Deed Issued',
    color: 'green',
    hint: 'Your deed has been issued.',
  },
  Closed: { label: 'Completed', color: 'default', hint: 'This sale is complete.' },
  Denied: {
    label: 'Court Denied',
    color: 'red',
    hint: 'The court did not approve the sale. The auction host will contact you about a refund.',
  },
  PaymentRefunded: {
    label: 'Payment Refunded',
    color: 'volcano',
    hint: 'Your payment has been refunded.',
  },
  Cancelled: { label: 'Cancelled', color: 'red', hint: 'This sale was cancelled.' },
};

export function winningStatusLabel(status: string): string {
  return STATUS[status as WinningStatus]?.label ?? status;
}

export function winningStatusColor(status: string): string {
  return STATUS[status as WinningStatus]?.color ?? 'default';
}

export function winningStatusHint(status: string): string {
  return STATUS[status as WinningStatus]?.hint ?? '';
}

/** Deed delivery options the winner chooses from once the deed is ready. */
export const DEED_DELIVERY = [
  { value: 'MailToWinner', label: "Mail to the winner's address", needsAddress: false },
  { value: 'MailToAddress', label: 'Mail to another address', needsAddress: true },
  { value: 'PickUp', label: "Pick up at the auction host's office", needsAddress: false },
] as const;
export type DeedDelivery = (typeof DEED_DELIVERY)[number]['value'];

export const deedDeliveryLabel = (value: string | null | undefined): string =>
  DEED_DELIVERY.find((o) => o.value === value)?.label ?? value ?? '';

export const needsShippingAddress = (value: string | null | undefined) =>
  DEED_DELIVERY.some((o) => o.value === value && o.needsAddress);

/** The deed-delivery form shows when the status is DeedReady and no delivery is set. */
export function canChooseDeedDelivery(status: string, deedDelivery: string | null | undefined) {
  return status === 'DeedReady' && !deedDelivery;
}

export const DEED_MESSAGES = {
  option: 'Please choose how to receive the deed!',
  address: 'Please enter the shipping address!',
  notReady: 'The deed is not ready for delivery yet!',
  alreadySet: 'The deed delivery option is already set!',
} as const;

/** Validation of a deed-delivery choice; the same rules hold in the form and on the server. */
export function deedDeliveryError(
  deedDelivery: string | null | undefined,
  shippingAddress: string | null | undefined,
): string | null {
  if (!DEED_DELIVERY.some((o) => o.value === deedDelivery)) return DEED_MESSAGES.option;
  if (needsShippingAddress(deedDelivery) && !(shippingAddress ?? '').trim())
    return DEED_MESSAGES.address;
  return null;
}

/**
 * The winner's status from the lot and its case: a cancelled or refunded lot, then a denied,
 * cancelled or closed case, then the deed stages, then court approval, else the payment stage.
 */
export function winningStatusOf(lotStatus: string, caseStatus: string): WinningStatus {
  if (lotStatus === 'Cancelled' || caseStatus === 'Cancelled') return 'Cancelled';
  if (lotStatus === 'PaymentRefunded') return 'PaymentRefunded';
  if (caseStatus === 'Denied') return 'Denied';
  if (caseStatus === 'Closed') return 'Closed';
  if (lotStatus === 'DeedIssued') return 'DeedIssued';
  if (lotStatus === 'DeedReady') return 'DeedReady';
  if (caseStatus === 'Approved') return 'Approved';
  return lotStatus === 'CompleteTransaction' ? 'CompleteTransaction' : 'PendingTransaction';
}

/** The attributes a property's summary shows (spec 1 section 3, main attributes). */
export const MAIN_ATTRIBUTES = ['PropertyClasses', 'BedroomCount', 'BathroomCount', 'SquareFeet'];

/** A property attribute as shown to the winner: Yes/No, dates, money for valuations, else the value. */
export function attributeText(a: {
  attributeName: string;
  attributeType?: string;
  value: string;
}): string {
  if (a.value === '' || a.value == null) return '—';
  if (a.attributeType === 'BoolField') return a.value === 'true' ? 'Yes' : 'No';
  if (a.attributeName === 'MarketValuationValue' && Number.isFinite(Number(a.value)))
    return formatMoney(Number(a.value));
  if (a.attributeType === 'DateField') return formatDate(a.value);
  return a.value;
}
