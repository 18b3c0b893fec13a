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
