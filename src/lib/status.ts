/** Display names of lot statuses (spec 1 section 4). */
const LOT_STATUS: Record<string, string> = {
  Draft: 'Draft',
  Listed: 'Published',
  PendingTransaction: 'Awaiting Payoff',
  CompleteTransaction: 'Complete Transaction',
  DeedReady: 'Deed Ready',
  DeedIssued: 'Deed Issued',
  PaymentRefunded: 'Payment Refunded',
  Cancelled: 'Cancelled',
};

export function lotStatusLabel(status: string, isPostponed = false): string {
  if (isPostponed && status === 'Listed') return 'Postponed';
  return LOT_STATUS[status] ?? status;
}

/** Sold to: a third-party bidder or the plaintiff. */
export function soldToLabel(soldTo: string | null | undefined): string {
  if (soldTo === 'ThirdPartyBidder') return 'Third Party Bidder';
  if (soldTo === 'Plaintiff') return 'Plaintiff';
  return '—';
}

/** Display names of case statuses (spec 2 section 4). */
const CASE_STATUS: Record<string, string> = {
  New: 'New',
  WaitingCourtHouse: 'Pending Court Approval',
  Approved: 'Court Approved',
  Denied: 'Court Denied',
  Closed: 'Completed',
  Cancelled: 'Cancelled',
};

/** A case status's display name; a New case with a published lot shows as Listed. */
export function caseStatusLabel(status: string, isListed = false): string {
  if (status === 'New' && isListed) return 'Listed';
  return CASE_STATUS[status] ?? status;
}

/** The case list's status filter: New, Listed (New and listed), then the other case statuses. */
export const CASE_STATUS_FILTER: readonly { value: string; label: string }[] = [
  { value: 'New', label: 'New' },
  { value: 'Listed', label: 'Listed' },
  ...['WaitingCourtHouse', 'Approved', 'Denied', 'Closed', 'Cancelled'].map((value) => ({
    value,
    label: CASE_STATUS[value],
  })),
];
