import { http, HttpResponse } from 'msw';
import { Role } from '../../lib/roles';
import { db } from '../db';
import { lockedBalance } from '../live/engine';
import { withUser } from '../tokens';

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
