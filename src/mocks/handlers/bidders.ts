// Answers the calls of src/api/bidders.ts, src/api/joining.ts.
import { http, HttpResponse } from 'msw';
import { Role } from '../../lib/roles';
import { simIso } from '../clock';
import { db } from '../db';
import { lockedBalance } from '../live/engine';
import { forBidder, withUser } from '../tokens';
import * as api from '../../api/contract/bidders';
import * as joining from '../../api/contract/joining';
import { answer } from '../answer';

export const bidderHandlers = [
  http.get(
    '*/api/bidders',
    forBidder((user) => {
      const data = db.bidders.find((b) => b.userId === user.id);
      const locked = lockedBalance(user.id);
      return answer(api.getBidderGlobal, {
        is_verified: user.isVerified,
        available_balance: Math.max(0, (data?.availableBalance ?? 0) - locked),
        locked_balance: locked,
        linked_account_count: db.bankAccounts.filter(
          (a) => a.bidderId === user.id && a.isValid && !a.isHidden,
        ).length,
        pinned_count: data?.pinnedLotIds.length ?? 0,
      });
    }),
  ),
  // Purchase profiles (id and name) for the join modal.
  http.get('*/api/purchaseprofiles', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          joining.listPurchaseProfileOptions,
          db.purchaseProfiles
            .filter((p) => p.bidderId === user.id)
            .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
            .map(({ id, name }) => ({ id, name })),
        ),
      [Role.Bidder],
    ),
  ),
  // Re-reads the linked banks: the available balance becomes what the valid accounts hold.
  http.get(
    '*/api/accounts/refreshaccounts',
    forBidder((user) => {
      const accounts = db.bankAccounts.filter(
        (a) => a.bidderId === user.id && a.isValid && !a.isHidden,
      );
      const data = db.bidders.find((b) => b.userId === user.id);
      for (const a of accounts) a.modifiedDate = simIso();
      if (data && accounts.length)
        data.availableBalance = accounts.reduce((sum, a) => sum + a.balance, 0);
      return HttpResponse.json({ ok: true });
    }),
  ),
  http.put(
    '*/updatepushnotificationkey/:token',
    forBidder((user, { params }) => {
      const data = db.bidders.find((b) => b.userId === user.id);
      if (data) data.pushKey = String(params.token);
      return HttpResponse.json({ ok: true });
    }),
  ),
];
