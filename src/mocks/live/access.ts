import { SubscriberRole } from '../../live/gen/auction';
import { Role, STAFF } from '../../lib/roles';
import { db } from '../db';
import type { User } from '../db/types';
import { auctionOf } from './engine';
import { Status } from './frames';

/** A Subscribe call the server refuses before any message: its status and message. */
export interface Refusal {
  status: number;
  message: string;
}

const NO_PERMISSION = 'You have no permission to complete the request!';

/**
 * Whether `user` may open a Subscribe stream as `role` for `lotIds`, as the server decides
 * before the first message: a request naming no lots or no known role is InvalidArgument; the
 * bidder role is for bidders, the auctioneer (control room) and presenter (TV view) roles for
 * auctioneers and employees (spec 3 section 6), anyone else PermissionDenied; a lot that does
 * not exist, or whose auction does not, NotFound. A lot that exists but cannot be followed
 * (cancelled, draft) is not refused here: its Connect is replaced by an Error event.
 */
export function subscribeRefusal(
  user: User,
  role: SubscriberRole,
  lotIds: readonly number[],
): Refusal | null {
  if (!lotIds.length) return { status: Status.INVALID_ARGUMENT, message: 'No lots to follow' };
  const staffRole = role === SubscriberRole.auctioneer || role === SubscriberRole.presenter;
  if (!staffRole && role !== SubscriberRole.bidder)
    return { status: Status.INVALID_ARGUMENT, message: 'Unknown subscriber role' };
  const mayTakeRole = staffRole ? STAFF.includes(user.role) : user.role === Role.Bidder;
  if (!mayTakeRole) return { status: Status.PERMISSION_DENIED, message: NO_PERMISSION };
  for (const id of lotIds) {
    const lot = db.lots.find((l) => l.id === id);
    if (!lot || !auctionOf(lot)) return { status: Status.NOT_FOUND, message: 'Lot is not found!' };
  }
  return null;
}
