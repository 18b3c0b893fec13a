import { http, HttpResponse } from 'msw';
import { Role } from '../../lib/roles';
import { db } from '../db';
import { withUser } from '../tokens';

/** Locked funds of a bidder: amounts joined in open lots plus down payments of pending wins. */
export function lockedBalance(bidderId: number): number {
  const active = db.auctionBidders
    .filter((j) => j.bidderId === bidderId && !j.leftDate && j.amount > 0)
    .filter((j) => db.lots.find((l) => l.id === j.lotId)?.stoppedTime == null)
    .reduce((sum, j) => sum + j.amount, 0);
  const pending = db.lots
    .filter(
      (l) =>
        l.winner?.bidderId === bidderId &&
        l.status === 'PendingTransaction' &&
        !l.depositReceivedDate,
    )
    .reduce((sum, l) => sum + (l.winner!.amount * l.requiredDown) / 100, 0);
  return active + pending;
}

export const bidderHandlers = [
  http.get('*/api/bidders', ({ request }) =>
    withUser(
      request,
      (user) => {
        const data = db.bidders.find((b) => b.userId === user.id);
        const locked = lockedBalance(user.id);
        return HttpResponse.json({
          is_verified: user.isVerified,
          available_balance: Math.max(0, (data?.availableBalance ?? 0) - locked),
          locked_balance: locked,
          linked_account_count: db.bankAccounts.filter(
            (a) => a.bidderId === user.id && a.isValid && !a.isHidden,
          ).length,
          pinned_count: data?.pinnedLotIds.length ?? 0,
        });
      },
      [Role.Bidder],
    ),
  ),
];
