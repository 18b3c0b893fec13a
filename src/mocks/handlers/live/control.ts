// Answers the calls of src/api/caseLots.ts, src/api/liveAuction.ts, src/api/liveControl.ts.
import { http, HttpResponse } from 'msw';
import { listLotBids } from '@/api/contract/caseLots';
import * as liveAuctionApi from '@/api/contract/liveAuction';
import * as api from '@/api/contract/liveControl';
import { Role, STAFF } from '@/lib/roles';
import { answer } from '../../answer';
import { db } from '../../db';
import type { User } from '../../db/types';
import {
  cancelStopAlert,
  changeIncrement,
  isStarted,
  joinLot,
  leaveLot,
  notifyStop,
  placeBid,
  startLot,
  stopLot,
} from '../../live/engine';
import { bidHistory } from '../../live/messages';
import { badRequest, type Call, notFound, withUser } from '../../tokens';
import { AMOUNTS, amountOfText, asAmount } from '../../rules/money';
import { controlRow, isPhoneVerified, lotById, onStaffLot } from './common';
import { jsonBody } from '../../request';

/** A bidder account as the control room's search lists it. */
const bidderAccount = (u: User) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  userName: u.userName,
  isDeactivated: u.isDeactivated,
  isPhoneVerified: isPhoneVerified(u.id),
});

const bidderById = (id: unknown) =>
  db.users.find((u) => u.id === Number(id) && u.role === Role.Bidder);

/** Bidder searches need at least this many characters. */
const SEARCH_MIN = 3;

/** A staff search for bidders by the `param` path parameter (trimmed, any case). */
const bidderSearch =
  (param: string, respond: (term: string) => Response) =>
  ({ request, params }: Call) =>
    withUser(
      request,
      () => {
        const term = String(params[param]).trim().toLowerCase();
        return term.length < SEARCH_MIN
          ? badRequest('Please enter at least 3 characters to search!')
          : respond(term);
      },
      STAFF,
    );

/** The control room (auctioneer and employee of the host company) and the room's TV view. */
export const liveControlHandlers = [
  ...(['start', 'stop', 'notifystop', 'notifystopcancel'] as const).map((action) =>
    http.put(
      `*/api/lots/:id/${action}`,
      onStaffLot('id', (lot, user) => {
        if (action === 'start') startLot(lot, user.id);
        if (action === 'notifystop') notifyStop(lot, user.id);
        if (action === 'notifystopcancel') cancelStopAlert(lot, user.id);
        if (action === 'stop') {
          const { stopped } = stopLot(lot, { manual: true, userId: user.id });
          if (!stopped)
            return HttpResponse.json(
              {
                message: 'The last bid is too recent: the stop alert was sent instead.',
                stopAlertSent: true,
              },
              { status: 400 },
            );
        }
        return answer(api.LOT_ACTIONS[action], controlRow(lot));
      }),
    ),
  ),
  http.put(
    '*/api/lots/:id/mininc',
    onStaffLot('id', async (lot, _user, { request }) => {
      if (!request.headers.get('content-type')?.includes('application/json-patch+json'))
        return HttpResponse.json(
          { message: 'Unsupported media type: send a JSON patch.' },
          { status: 415 },
        );
      const patch = await jsonBody<{ op?: string; path?: string; value?: unknown }[]>(request);
      const op = Array.isArray(patch)
        ? patch.find((p) => p.path?.toLowerCase().includes('minbidincrements'))
        : undefined;
      if (!op || op.op !== 'replace' || typeof op.value !== 'string')
        return badRequest('The minimum increment is wrong!');
      if (lot.stoppedTime) return badRequest('The lot has already stopped!');
      changeIncrement(lot, amountOfText(op.value));
      return answer(api.setMinIncrement, controlRow(lot));
    }),
  ),
  // A bid sent again with its idempotency key is answered once (see idempotency.ts).
  http.post(
    '*/api/auctions/:auctionId/lots/:lotId/bids/placebid',
    onStaffLot('lotId', async (lot, _user, { request }) => {
      const b = await jsonBody<{ amount?: unknown; bidderId?: number }>(request);
      const bidder = bidderById(b.bidderId);
      if (!bidder) return notFound('Bidder is not found!');
      const bid = placeBid(lot, bidder, asAmount(b.amount), { onBehalf: true });
      return answer(api.placeBidFor, { id: bid.id, amount: bid.amount });
    }),
  ),
  http.post(
    '*/api/auctions/:auctionId/:lotId/bidders/:bidderId',
    onStaffLot('lotId', async (lot, _user, { request, params }) => {
      const bidder = bidderById(params.bidderId);
      if (!bidder) return notFound('Bidder is not found!');
      if (!isPhoneVerified(bidder.id)) return badRequest('Your account is not verified');
      if (bidder.isDeactivated) return badRequest('The account is deactivated!');
      const { amount } = await jsonBody<{ amount?: unknown }>(request);
      const join = joinLot(lot, bidder, asAmount(amount), null, 'in-person', AMOUNTS.roomLock);
      return answer(api.addBidder, { paddleNumber: join.paddleNumber });
    }),
  ),
  http.delete(
    '*/api/auctions/:auctionId/:lotId/bidders/:bidderId',
    onStaffLot('lotId', (lot, _user, { params }) => {
      leaveLot(lot, Number(params.bidderId), { kicked: true });
      return HttpResponse.json({ ok: true });
    }),
  ),
  http.get('*/api/auctions/:auctionId/live', ({ request, params }) =>
    withUser(request, () => {
      const auction = db.auctions.find((a) => a.id === Number(params.auctionId));
      if (!auction) return notFound('Auction is not found!');
      return answer(liveAuctionApi.getLiveAuction, {
        id: auction.id,
        lots: db.lots
          .filter((l) => l.auctionId === auction.id)
          .sort((a, b) => a.lotNumber - b.lotNumber)
          .map(controlRow),
        startType: auction.startType,
        isFinished: auction.isFinished,
        startTime: auction.startTime,
        timeLeft: auction.timeLeft,
        extraTime: auction.extraTime,
        streams: auction.streams.map(({ id, title, url }) => ({ id, title, url })),
      });
    }),
  ),
  http.get('*/api/auctions/:auctionId/streams', ({ request, params }) =>
    withUser(request, () => {
      const auction = db.auctions.find((a) => a.id === Number(params.auctionId));
      return auction
        ? answer(
            api.getStreams,
            auction.streams.map(({ id, title, url }) => ({ id, title, url })),
          )
        : notFound('Auction is not found!');
    }),
  ),
  // Bidder search for the control room: by name (partial) and by user name (exact).
  http.get(
    '*/api/user/bidder/:name/name',
    bidderSearch('name', (term) =>
      answer(
        api.searchBiddersByName,
        db.users
          .filter(
            (u) =>
              u.role === Role.Bidder && `${u.firstName} ${u.lastName}`.toLowerCase().includes(term),
          )
          .map(bidderAccount),
      ),
    ),
  ),
  http.get(
    '*/api/user/bidder/:userName',
    bidderSearch('userName', (term) => {
      const u = db.users.find((x) => x.role === Role.Bidder && x.userName.toLowerCase() === term);
      return u
        ? answer(api.searchBidderByUserName, bidderAccount(u))
        : notFound('Bidder is not found!');
    }),
  ),
  http.post('*/api/auctions/lots/:lotId/bids', ({ request, params }) =>
    withUser(request, () => {
      const lot = lotById(params.lotId);
      if (!lot) return notFound('Lot is not found!');
      const list = bidHistory(lot.id).map(({ userName, ...bid }) => ({
        ...bid,
        bidderUserName: userName,
      }));
      const bids = { data: list, total: list.length, isStarted: isStarted(lot) };
      return answer(listLotBids, bids);
    }),
  ),
];
