import { db } from '../db';
import type { User } from '../db/types';
import { text } from './format';
import {
  DEED_MESSAGES,
  deedDeliveryError as deedChoiceError,
  type WinningStatus,
} from '../../lib/winnings';

export {
  downPayment,
  needsShippingAddress,
  roundCents,
  winningStatusOf as winningStatus,
  type WinningStatus,
} from '../../lib/winnings';

/** Lots the user won as a third-party bidder. */
export const lotsWonBy = (user: User) =>
  db.lots.filter(
    (l) => l.winner?.bidderId === user.id && l.soldTo !== 'Plaintiff' && l.auctionId !== null,
  );

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
  if (current) return DEED_MESSAGES.alreadySet;
  if (status !== 'DeedReady') return DEED_MESSAGES.notReady;
  return deedChoiceError(typeof option === 'string' ? option : null, text(shippingAddress));
}
