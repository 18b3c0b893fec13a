// Answers the calls of src/api/joining.ts, src/api/liveAuction.ts.
import { http, HttpResponse } from 'msw';
import { Role } from '@/lib/roles';
import { simNow } from '../../clock';
import { db } from '../../db';
import { changeAmount, joinLot, latestBid, leaveLot, placeBid } from '../../live/engine';
import { unfollowForUser } from '../../live/hub';
import { asAmount } from '../../rules/money';
import { ownsProfile, PROFILE_ERRORS } from '../../rules/purchaseProfile';
import { badRequest, notFound, withUser } from '../../tokens';
import { asBidder, lotById, lotOfAuction } from './common';
import { jsonBody } from '../../request';
import * as api from '@/api/contract/joining';
import { answer } from '../../answer';

/** A bidder's side of a live lot: the last bid, joining and leaving, bidding, the followed lots. */
export const liveBiddingHandlers = [
  http.get('*/api/lots/:id/lastbid', ({ request, params }) =>
    withUser(request, () => {
      const lot = lotById(params.id);
      if (!lot) return notFound('Lot is not found!');
      const bid = latestBid(lot.id);
      if (!bid) return new HttpResponse(null, { status: 204 });
      const user = db.users.find((u) => u.id === bid.bidderId);
      return answer(api.getLastBid, {
        id: bid.id,
        amount: bid.amount,
        paddleNumber: bid.paddleNumber,
        userName: user?.userName,
        createdDate: bid.createdDate,
      });
    }),
  ),

  // Bidder: join, pre-register (-1), spectate (0), leave, amount, purchase profile, bid.
  http.post(
    '*/api/auctions/:auctionId/:lotId/bidders',
    asBidder(async (user, { request, params }) => {
      const lot = lotOfAuction(params);
      if (!lot) return notFound('Lot is not found!');
      if (!user.isVerified) return badRequest('Your account is not verified');
      const b = await jsonBody<{
        amount?: unknown;
        purchaseProfileId?: number | null;
        type?: string;
      }>(request);
      const join = joinLot(
        lot,
        user,
        asAmount(b.amount),
        b.purchaseProfileId ?? null,
        b.type === 'in-person' ? 'in-person' : 'online',
      );
      return answer(api.joinLot, { paddleNumber: join.paddleNumber });
    }),
  ),
  http.delete(
    '*/api/auctions/:auctionId/:lotId/bidders',
    asBidder((user, { params }) => {
      const lot = lotById(params.lotId);
      if (!lot) return notFound('Lot is not found!');
      leaveLot(lot, user.id);
      return HttpResponse.json({ ok: true });
    }),
  ),
  http.put(
    '*/api/auctions/:auctionId/:lotId/biddersamount',
    asBidder(async (user, { request, params }) => {
      const lot = lotById(params.lotId);
      if (!lot) return notFound('Lot is not found!');
      changeAmount(lot, user.id, asAmount((await jsonBody<{ amount?: unknown }>(request)).amount));
      return HttpResponse.json({ ok: true });
    }),
  ),
  http.put(
    '*/api/auctions/:auctionId/bidders',
    asBidder(async (user, { request, params }) => {
      const { purchaseProfileId } = await jsonBody<{ purchaseProfileId?: number }>(request);
      if (!ownsProfile(user.id, purchaseProfileId)) return badRequest(PROFILE_ERRORS.select);
      for (const j of db.auctionBidders)
        if (j.auctionId === Number(params.auctionId) && j.bidderId === user.id)
          j.purchaseProfileId = purchaseProfileId!;
      return HttpResponse.json({ ok: true });
    }),
  ),
  // A bid sent again with its idempotency key is answered once (see idempotency.ts).
  http.post(
    '*/api/auctions/:auctionId/lots/:lotId/bids',
    asBidder(async (user, { request, params }) => {
      const lot = lotOfAuction(params);
      if (!lot) return notFound('Lot is not found!');
      const { amount } = await jsonBody<{ amount?: unknown }>(request);
      const bid = placeBid(lot, user, asAmount(amount));
      return HttpResponse.json({ id: bid.id, amount: bid.amount, createdDate: bid.createdDate });
    }),
  ),

  // Joined lots for the live subscription, and unsubscribing.
  http.get('*/api/bidders/grpc/:currentTime', ({ request }) =>
    withUser(
      request,
      (user) => {
        const now = simNow();
        const rows = db.auctionBidders
          .filter((j) => j.bidderId === user.id && !j.leftDate)
          .map((j) => ({
            j,
            lot: lotById(j.lotId)!,
            auction: db.auctions.find((a) => a.id === j.auctionId)!,
          }))
          .filter(
            ({ lot, auction }) =>
              lot &&
              auction &&
              !auction.isCancelled &&
              !lot.stoppedTime &&
              (!auction.isFinished ||
                (auction.stopTime && new Date(auction.stopTime).getTime() > now)),
          )
          .map(({ j, lot, auction }) => {
            const p = db.properties.find((x) => x.lotId === lot.id && x.isPrimary);
            return {
              lotId: lot.id,
              lotAuctionId: auction.id,
              lotAuctionStartType: auction.startType,
              lotAuctionStartTime: auction.startTime,
              lotAuctionStopTime: auction.stopTime,
              lotAuctionTimeLeft: auction.timeLeft,
              lotAuctionExtraTime: auction.extraTime,
              lotMinBidIncrements: lot.minBidIncrements,
              lotRequiredDown: lot.requiredDown,
              lotOpeningPrice: lot.openingPrice,
              lotStartedTime: lot.startedTime,
              lotStoppedTime: lot.stoppedTime,
              lotStopTime: lot.stopTime,
              paddleNumber: j.paddleNumber,
              amount: j.amount,
              type: j.type,
              streetLine1: p?.address.streetLine1,
              city: p?.address.city,
              stateCode: p?.address.state,
              zipCode: p?.address.zipCode,
            };
          });
        return answer(api.listJoinedLots, rows);
      },
      [Role.Bidder],
    ),
  ),
  http.put('*/api/bidders/grpc/:lotId', ({ request, params }) =>
    withUser(request, (user) => {
      unfollowForUser(user.id, Number(params.lotId));
      return HttpResponse.json({ ok: true });
    }),
  ),
  http.post('*/api/auctions/unsubscribegrpc', ({ request }) =>
    withUser(request, () => HttpResponse.json({ ok: true })),
  ),
  http.post('*/api/auctions/unsubscribegrpc/:presenter', ({ request }) =>
    withUser(request, () => HttpResponse.json({ ok: true })),
  ),
];
