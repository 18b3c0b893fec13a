/**
 * The bidding rules of spec 1 section 5 (Bid, Join modal), with no React: the bid
 * form, the joined-lot panels and the simulator's checks all read these.
 */
import { formatMoney } from '../lib/format';
import { PRE_REGISTER_AMOUNT, SPECTATE_AMOUNT } from './events';

export const QUICK_ADDS = [100, 500, 1000] as const;
export const DEFAULT_MIN_INCREMENT = 1;

/** Minimum next bid: latest bid (or the opening price when none) plus the increment (1 if none), rounded up. */
export function minimumBid(
  latestBid: number | null | undefined,
  openingPrice: number,
  increment: number | null | undefined,
): number {
  const base = latestBid ?? openingPrice ?? 0;
  return Math.ceil(base + (increment && increment > 0 ? increment : DEFAULT_MIN_INCREMENT));
}

export interface QuickBid {
  add: number;
  amount: number;
  disabled: boolean;
}

/**
 * The quick-bid buttons (spec 3 section 9: +100, +500, +1000) of the bidder room and of the
 * control room's bid for a bidder: the latest bid (or the opening price) plus the step, rounded
 * up, disabled below the next bid `min` or above `max`, the most that may be bid (none: no cap).
 */
export function quickBids(
  latestBid: number | null | undefined,
  openingPrice: number,
  min: number,
  max: number | null,
): QuickBid[] {
  const base = latestBid ?? openingPrice ?? 0;
  return QUICK_ADDS.map((add) => {
    const amount = Math.ceil(base + add);
    return { add, amount, disabled: amount < min || (max !== null && amount > max) };
  });
}

/** Maximum biddable: locked funds x 100 / required down percent, rounded down (0 without funds). */
export function maxBiddable(locked: number | null | undefined, requiredDown: number): number {
  if (!locked || locked <= 0) return 0;
  // Required down is a percentage clamped 0-100; 0 counts as 1 (no division by zero).
  const down = Math.min(100, Math.max(0, requiredDown)) || 1;
  return Math.floor((locked * 100) / down);
}

export type BidLabel =
  'Place Bid' | 'Start With Opening Amount' | 'Insufficient Funds' | 'Insufficient Deposit';

export interface BidInput {
  /** Amount of the newest bid, null when there is none. */
  latestBid: number | null;
  openingPrice: number;
  increment: number | null;
  /** Funds this bidder locked on the lot (-1 pre-registered, 0 spectating). */
  locked: number;
  requiredDown: number;
  /** What the bidder typed (null when empty). */
  amount: number | null;
  /** The lot is running (started, not stopped, countdown not over). */
  open: boolean;
  /** This bidder holds the highest bid. */
  holdsHighest: boolean;
  /** The live connection is up. */
  online: boolean;
}

export interface BidState {
  min: number;
  max: number;
  label: BidLabel;
  /** Show the Update Balance action next to the button. */
  updateBalance: boolean;
  canBid: boolean;
  /** Why Place Bid is disabled (for the hint under the button), null when it is enabled. */
  reason: string | null;
  quickAdds: QuickBid[];
}

/** Every state of the bid form, from the lot and what the bidder typed. */
export function bidState(i: BidInput): BidState {
  const min = minimumBid(i.latestBid, i.openingPrice, i.increment);
  const max = maxBiddable(i.locked, i.requiredDown);
  const hasBids = i.latestBid != null;
  let label: BidLabel = 'Place Bid';
  let updateBalance = false;
  if (hasBids && max < min) {
    label = 'Insufficient Funds';
    updateBalance = true;
  } else if (!hasBids) {
    label = min <= max ? 'Start With Opening Amount' : 'Insufficient Deposit';
  }
  const amount = i.amount;
  let reason: string | null = null;
  if (!i.online) reason = 'Reconnecting to the live auction...';
  else if (!i.open) reason = 'Bidding is closed for this lot.';
  else if (i.holdsHighest) reason = 'You hold the highest bid.';
  else if (max < min) reason = label;
  else if (amount == null || !Number.isInteger(amount)) reason = 'Enter a whole-dollar amount.';
  else if (amount < min) reason = `The minimum bid is ${formatMoney(min)}.`;
  else if (amount > max) reason = `You can bid up to ${formatMoney(max)}.`;
  return {
    min,
    max,
    label,
    updateBalance,
    canBid: reason === null,
    reason,
    quickAdds: quickBids(i.latestBid, i.openingPrice, min, max),
  };
}

/** The amount the bid input should hold after the minimum moved: the new minimum when the typed one fell below it. */
export function nextTypedAmount(typed: number | null, min: number, max: number): number | null {
  if (typed == null || typed < min) return min <= max ? min : typed;
  return typed;
}

export type JoinStatus = 'none' | 'preRegistered' | 'spectating' | 'bidding';

/** How a bidder takes part in a lot, from the locked amount of their (not left) join. */
export function joinStatus(join: { amount: number; leftDate: string | null } | null): JoinStatus {
  if (!join || join.leftDate) return 'none';
  if (join.amount === PRE_REGISTER_AMOUNT) return 'preRegistered';
  if (join.amount <= SPECTATE_AMOUNT) return 'spectating';
  return 'bidding';
}

/** What a joined bidder without funds on the lot reads (spec 1 section 4, Joining). */
export function spectatorText(availableBalance: number): string {
  return availableBalance > 0
    ? "Currently you're in spectator mode!"
    : 'Currently you have insufficient funds to participate!';
}
