import type { AuctionDetail, AuctionLotRow } from '@/api/auctionDetail';
import { formatAddress } from '@/lib/format';

/** The rules of the auction detail page (spec 2 section 4, "Auction" and "Lot lifecycle"). */

export type AuctionDisplayState = 'Upcoming' | 'Live' | 'Completed' | 'Cancelled';

type AuctionFlags = Pick<AuctionDetail, 'isOpen' | 'isFinished' | 'isCancelled'>;

export function auctionDisplayState(a: AuctionFlags): AuctionDisplayState {
  if (a.isCancelled) return 'Cancelled';
  if (a.isFinished) return 'Completed';
  if (a.isOpen) return 'Live';
  return 'Upcoming';
}

export const STATE_COLOR: Record<AuctionDisplayState, string> = {
  Upcoming: 'blue',
  Live: 'green',
  Completed: 'default',
  Cancelled: 'red',
};

/** Settings are locked when the auction is open or finished (a cancelled one is closed too). */
export const settingsLocked = (a: AuctionFlags) => a.isOpen || a.isFinished || a.isCancelled;

/** The lot order is fixed once the auction runs. */
export const orderLocked = (a: AuctionFlags) => a.isOpen || a.isFinished || a.isCancelled;

export const LIVE_BLOCK = {
  noLots: 'Add lots to run this auction.',
  cancelledLot: 'A cancelled lot is in this auction: remove it to run the auction.',
  finished: 'This auction has finished.',
  cancelled: 'This auction is cancelled.',
} as const;

/**
 * Why the live button is hidden, or null when it shows: there are lots, none is Cancelled
 * and the auction is not finished.
 */
export function liveBlock(a: AuctionFlags & { lots: Pick<AuctionLotRow, 'lotStatus'>[] }) {
  if (a.isCancelled) return LIVE_BLOCK.cancelled;
  if (a.isFinished) return LIVE_BLOCK.finished;
  if (!a.lots.length) return LIVE_BLOCK.noLots;
  if (a.lots.some((l) => l.lotStatus === 'Cancelled')) return LIVE_BLOCK.cancelledLot;
  return null;
}

export type LiveButtonKind = 'start' | 'view' | 'auto';

/** Start Auction (manual, not open), View Auction (open) or the automatic-start label. */
export function liveButtonKind(a: Pick<AuctionDetail, 'isOpen' | 'startType'>): LiveButtonKind {
  if (a.isOpen) return 'view';
  return a.startType === 'Auto' ? 'auto' : 'start';
}

export const DELETE_BLOCK = 'Only an auction with no lots can be deleted. Remove its lots first.';

/** Only an auction with zero lots (and not running) can be deleted. */
export const deleteBlock = (a: Pick<AuctionDetail, 'isOpen'> & { lots: unknown[] }) =>
  a.lots.length > 0 ? DELETE_BLOCK : a.isOpen ? 'A live auction cannot be deleted.' : null;

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** One line of a lot's address. */
export function lotAddress(
  l: Pick<AuctionLotRow, 'streetLine1' | 'streetLine2' | 'city' | 'stateCode' | 'zipCode'>,
): string {
  return formatAddress(l) || 'No property yet';
}
