import { http, HttpResponse } from 'msw';
import {
  Event,
  PublishReply,
  PublishRequest,
  SubscribeRequest,
  SubscriberRole,
} from '../../live/gen/auction';
import { Role, STAFF } from '../../lib/roles';
import { simNow } from '../clock';
import { db } from '../db';
import type { Lot, User } from '../db/types';
import {
  auctionOf,
  cancelStopAlert,
  changeAmount,
  changeIncrement,
  isStarted,
  joinLot,
  latestBid,
  leaveLot,
  notifyStop,
  placeBid,
  RuleError,
  startLot,
  stopLot,
} from '../live/engine';
import { frame, GRPC_WEB_CONTENT_TYPE, headersOnlyError, readFrames, Status } from '../live/frames';
import {
  disconnectOtherDevices,
  openStream,
  pong,
  unfollowForUser,
  type DeviceInfo,
} from '../live/hub';
import { bidderEntry, bidderOfBid, bidsOf, joinsOf, message } from '../live/messages';
import { badRequest, caller, forbidden, notFound, withUser } from '../tokens';

const SERVICE = '*/auction.AuctionSubscription';
/** Prior bids per BidPrior message. */
const PRIOR_PAGE = 500;

/** Runs an engine rule and turns a refusal into its HTTP answer. */
async function rule(fn: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof RuleError)
      return HttpResponse.json({ message: e.message }, { status: e.status });
    throw e;
  }
}

const lotById = (id: unknown) => db.lots.find((l) => l.id === Number(id));

/** Staff may run only their own company's lots. */
function staffLot(user: User, id: unknown): Lot | Response {
  const lot = lotById(id);
  if (!lot) return notFound('Lot is not found!');
  const auction = auctionOf(lot);
  if (!auction || auction.companyId !== user.companyId) return forbidden();
  return lot;
}

const asBody = async <T>(request: Request): Promise<T> =>
  ((await request.json().catch(() => ({}))) ?? {}) as T;

/** A bidder's phone is verified when their primary phone carries a verification date. */
const isPhoneVerified = (userId: number) =>
  db.phones.some((p) => p.bidderId === userId && p.isPrimary && p.verifiedDate != null);

/** A bidder account as the control room's search lists it. */
const bidderAccount = (u: User) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  userName: u.userName,
  isDeactivated: u.isDeactivated,
  isPhoneVerified: isPhoneVerified(u.id),
});

/** Bidder searches need at least this many characters. */
const SEARCH_MIN = 3;

function controlRow(lot: Lot) {
  const p = db.properties.find((x) => x.lotId === lot.id && x.isPrimary);
  const kase = db.cases.find((c) => c.id === lot.caseId);
  const auction = auctionOf(lot);
  return {
    id: lot.id,
    lotNumber: lot.lotNumber,
    lotStatus: lot.status,
    // The lot itself is open: started and not yet stopped.
    isOpen: isStarted(lot),
    auctionStartTime: auction?.startTime,
    startedTime: lot.startedTime,
    stopTime: lot.stopTime,
    stoppedTime: lot.stoppedTime,
    streetLine1: p?.address.streetLine1,
    streetLine2: p?.address.streetLine2 ?? '',
    city: p?.address.city,
    county: p?.address.county,
    stateCode: p?.address.state,
    zipCode: p?.address.zipCode,
    countryCode: 'US',
    caseNumber: kase?.caseNumber,
    propertyCount: db.properties.filter((x) => x.lotId === lot.id).length,
    minBidIncrements: lot.minBidIncrements,
    requiredDown: lot.requiredDown,
    openingPrice: lot.openingPrice,
    hasImage: Boolean(p?.images.length),
    images: p?.images.map((i) => ({ url: i.url, isMain: i.isMain })) ?? [],
    winner: lot.winner ? { paddleNumber: lot.winner.paddleNumber } : null,
    nextLotId:
      db.lots.find((l) => l.auctionId === lot.auctionId && l.lotNumber === lot.lotNumber + 1)?.id ??
      null,
    auctionStartType: auction?.startType,
    stopAlertTime: lot.stopAlertTime,
  };
}

export const liveHandlers = [
  // The live stream: server-streaming Subscribe over grpc-web.
  http.post(`${SERVICE}/Subscribe`, async ({ request }) => {
    const user = caller(request);
    if (!user) return headersOnlyError(Status.UNAUTHENTICATED, 'Invalid token');
    const [payload] = readFrames(new Uint8Array(await request.arrayBuffer()));
    if (!payload) return headersOnlyError(Status.INVALID_ARGUMENT, 'Missing request');
    let req: SubscribeRequest;
    let device: DeviceInfo;
    try {
      req = SubscribeRequest.deserializeBinary(payload);
      device = req.device ? (JSON.parse(req.device) as DeviceInfo) : {};
    } catch {
      return headersOnlyError(Status.INVALID_ARGUMENT, 'Malformed request');
    }
    const staff = STAFF.includes(user.role) || user.role === Role.Admin;
    if (req.role !== SubscriberRole.bidder && !staff)
      return headersOnlyError(
        Status.PERMISSION_DENIED,
        'You have no permission to complete the request!',
      );
    const wanted = req.lots.map((l) => ({ id: l.id, lastBidDate: l.lastBidDate }));
    const { body } = openStream(
      user.id,
      req.role,
      wanted.map((w) => w.id),
      device,
      request.signal,
      (sub) => {
        disconnectOtherDevices(sub);
        for (const w of wanted) {
          const lot = lotById(w.id);
          const auction = lot && auctionOf(lot);
          if (!lot || !auction) {
            sub.lots.delete(w.id);
            continue;
          }
          if (auction.isCancelled || lot.status === 'Cancelled' || lot.status === 'Draft') {
            sub.push(
              message(Event.Error, lot, {
                errorMsg: 'This lot is not available for live bidding.',
              }),
            );
            sub.lots.delete(lot.id);
            continue;
          }
          sub.push(message(Event.Connect, lot, { biddersList: joinsOf(lot.id).map(bidderEntry) }));
          const prior = bidsOf(lot.id).filter(
            (b) => !w.lastBidDate || b.createdDate > w.lastBidDate,
          );
          // Prior bids in pages, as a long auction's history would come.
          for (let i = 0; i < prior.length; i += PRIOR_PAGE)
            sub.push(
              message(Event.BidPrior, lot, {
                priorBids: prior.slice(i, i + PRIOR_PAGE).map(bidderOfBid),
              }),
            );
        }
      },
    );
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': GRPC_WEB_CONTENT_TYPE,
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    });
  }),

  // Unary Publish: keep-alive pings answered with a Pong on the tab's stream.
  http.post(`${SERVICE}/Publish`, async ({ request }) => {
    if (!caller(request)) return headersOnlyError(Status.UNAUTHENTICATED, 'Invalid token');
    const [payload] = readFrames(new Uint8Array(await request.arrayBuffer()));
    let req: PublishRequest;
    try {
      req = PublishRequest.deserializeBinary(payload ?? new Uint8Array());
    } catch {
      return headersOnlyError(Status.INVALID_ARGUMENT, 'Malformed request');
    }
    if (req.type === 'Ping') pong(req.tabId);
    const reply = frame(new PublishReply({ ok: true }).serializeBinary());
    const end = new TextEncoder().encode('grpc-status:0\r\ngrpc-message:\r\n');
    const trailer = frame(end, 0x80);
    const bytes = new Uint8Array(reply.length + trailer.length);
    bytes.set(reply);
    bytes.set(trailer, reply.length);
    return new Response(bytes, { headers: { 'Content-Type': GRPC_WEB_CONTENT_TYPE } });
  }),

  http.get('*/api/lots/:id/lastbid', ({ request, params }) =>
    withUser(request, () => {
      const lot = lotById(params.id);
      if (!lot) return notFound('Lot is not found!');
      const bid = latestBid(lot.id);
      if (!bid) return new HttpResponse(null, { status: 204 });
      const user = db.users.find((u) => u.id === bid.bidderId);
      return HttpResponse.json({
        id: bid.id,
        amount: bid.amount,
        paddleNumber: bid.paddleNumber,
        userName: user?.userName,
        createdDate: bid.createdDate,
      });
    }),
  ),

  // Bidder: join, pre-register (-1), spectate (0), leave, amount, purchase profile, bid.
  http.post('*/api/auctions/:auctionId/:lotId/bidders', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = lotById(params.lotId);
          if (!lot || lot.auctionId !== Number(params.auctionId))
            return notFound('Lot is not found!');
          if (!user.isVerified) return badRequest('Your account is not verified');
          const b = await asBody<{
            amount?: number;
            purchaseProfileId?: number | null;
            type?: string;
          }>(request);
          const join = joinLot(
            lot,
            user,
            Number(b.amount),
            b.purchaseProfileId ?? null,
            b.type === 'in-person' ? 'in-person' : 'online',
          );
          return HttpResponse.json({ paddleNumber: join.paddleNumber, amount: join.amount });
        }),
      [Role.Bidder],
    ),
  ),
  http.delete('*/api/auctions/:auctionId/:lotId/bidders', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(() => {
          const lot = lotById(params.lotId);
          if (!lot) return notFound('Lot is not found!');
          leaveLot(lot, user.id);
          return HttpResponse.json({ ok: true });
        }),
      [Role.Bidder],
    ),
  ),
  http.put('*/api/auctions/:auctionId/:lotId/biddersamount', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = lotById(params.lotId);
          if (!lot) return notFound('Lot is not found!');
          changeAmount(lot, user.id, Number((await asBody<{ amount?: number }>(request)).amount));
          return HttpResponse.json({ ok: true });
        }),
      [Role.Bidder],
    ),
  ),
  http.put('*/api/auctions/:auctionId/bidders', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const { purchaseProfileId } = await asBody<{ purchaseProfileId?: number }>(request);
          if (
            !db.purchaseProfiles.some((p) => p.id === purchaseProfileId && p.bidderId === user.id)
          )
            return badRequest('*Please select a purchase profile!');
          for (const j of db.auctionBidders)
            if (j.auctionId === Number(params.auctionId) && j.bidderId === user.id)
              j.purchaseProfileId = purchaseProfileId!;
          return HttpResponse.json({ ok: true });
        }),
      [Role.Bidder],
    ),
  ),
  http.post('*/api/auctions/:auctionId/lots/:lotId/bids', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = lotById(params.lotId);
          if (!lot || lot.auctionId !== Number(params.auctionId))
            return notFound('Lot is not found!');
          const bid = placeBid(
            lot,
            user,
            Number((await asBody<{ amount?: number }>(request)).amount),
          );
          return HttpResponse.json({
            id: bid.id,
            amount: bid.amount,
            createdDate: bid.createdDate,
          });
        }),
      [Role.Bidder],
    ),
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
        return HttpResponse.json(rows);
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

  // Live control (auctioneer and employee of the host company).
  ...(['start', 'stop', 'notifystop', 'notifystopcancel'] as const).map((action) =>
    http.put(`*/api/lots/:id/${action}`, ({ request, params }) =>
      withUser(
        request,
        (user) =>
          rule(() => {
            const lot = staffLot(user, params.id);
            if (lot instanceof Response) return lot;
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
            return HttpResponse.json(controlRow(lot));
          }),
        STAFF,
      ),
    ),
  ),
  http.put('*/api/lots/:id/mininc', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = staffLot(user, params.id);
          if (lot instanceof Response) return lot;
          if (!request.headers.get('content-type')?.includes('application/json-patch+json'))
            return HttpResponse.json(
              { message: 'Unsupported media type: send a JSON patch.' },
              { status: 415 },
            );
          const patch = await asBody<{ op?: string; path?: string; value?: unknown }[]>(request);
          const op = Array.isArray(patch)
            ? patch.find((p) => p.path?.toLowerCase().includes('minbidincrements'))
            : undefined;
          if (!op || op.op !== 'replace' || typeof op.value !== 'string')
            return badRequest('The minimum increment is wrong!');
          if (lot.stoppedTime) return badRequest('The lot has already stopped!');
          changeIncrement(lot, Number(op.value));
          return HttpResponse.json(controlRow(lot));
        }),
      STAFF,
    ),
  ),
  http.post('*/api/auctions/:auctionId/lots/:lotId/bids/placebid', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = staffLot(user, params.lotId);
          if (lot instanceof Response) return lot;
          const b = await asBody<{ amount?: number; bidderId?: number }>(request);
          const bidder = db.users.find(
            (u) => u.id === Number(b.bidderId) && u.role === Role.Bidder,
          );
          if (!bidder) return notFound('Bidder is not found!');
          const bid = placeBid(lot, bidder, Number(b.amount), { onBehalf: true });
          return HttpResponse.json({ id: bid.id, amount: bid.amount });
        }),
      STAFF,
    ),
  ),
  http.post('*/api/auctions/:auctionId/:lotId/bidders/:bidderId', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(async () => {
          const lot = staffLot(user, params.lotId);
          if (lot instanceof Response) return lot;
          const bidder = db.users.find(
            (u) => u.id === Number(params.bidderId) && u.role === Role.Bidder,
          );
          if (!bidder) return notFound('Bidder is not found!');
          if (!isPhoneVerified(bidder.id)) return badRequest('Your account is not verified');
          if (bidder.isDeactivated) return badRequest('The account is deactivated!');
          const b = await asBody<{ amount?: number }>(request);
          const amount = Number(b.amount);
          // The amount to lock: positive, at most 2 decimals.
          if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100)
            return badRequest('The amount is wrong!');
          const join = joinLot(lot, bidder, amount, null, 'in-person');
          return HttpResponse.json({ paddleNumber: join.paddleNumber });
        }),
      STAFF,
    ),
  ),
  http.delete('*/api/auctions/:auctionId/:lotId/bidders/:bidderId', ({ request, params }) =>
    withUser(
      request,
      (user) =>
        rule(() => {
          const lot = staffLot(user, params.lotId);
          if (lot instanceof Response) return lot;
          leaveLot(lot, Number(params.bidderId), { kicked: true });
          return HttpResponse.json({ ok: true });
        }),
      STAFF,
    ),
  ),
  http.get('*/api/auctions/:auctionId/live', ({ request, params }) =>
    withUser(request, () => {
      const auction = db.auctions.find((a) => a.id === Number(params.auctionId));
      if (!auction) return notFound('Auction is not found!');
      return HttpResponse.json({
        id: auction.id,
        lots: db.lots
          .filter((l) => l.auctionId === auction.id)
          .sort((a, b) => a.lotNumber - b.lotNumber)
          .map(controlRow),
        startType: auction.startType,
        isFinished: auction.isFinished,
        isOpen: auction.isOpen,
        startTime: auction.startTime,
        stopTime: auction.stopTime,
        timeLeft: auction.timeLeft,
        extraTime: auction.extraTime,
        isTest: auction.isTest,
        streams: auction.streams.map(({ id, title, url }) => ({ id, title, url })),
      });
    }),
  ),
  http.get('*/api/auctions/:auctionId/streams', ({ request, params }) =>
    withUser(request, () => {
      const auction = db.auctions.find((a) => a.id === Number(params.auctionId));
      return auction
        ? HttpResponse.json(auction.streams.map(({ id, title, url }) => ({ id, title, url })))
        : notFound('Auction is not found!');
    }),
  ),
  // Bidder search for the control room: by name (partial) and by user name (exact).
  http.get('*/api/user/bidder/:name/name', ({ request, params }) =>
    withUser(
      request,
      () => {
        const term = String(params.name).trim().toLowerCase();
        if (term.length < SEARCH_MIN)
          return badRequest('Please enter at least 3 characters to search!');
        return HttpResponse.json(
          db.users
            .filter(
              (u) =>
                u.role === Role.Bidder &&
                `${u.firstName} ${u.lastName}`.toLowerCase().includes(term),
            )
            .map(bidderAccount),
        );
      },
      STAFF,
    ),
  ),
  http.get('*/api/user/bidder/:userName', ({ request, params }) =>
    withUser(
      request,
      () => {
        const term = String(params.userName).trim().toLowerCase();
        if (term.length < SEARCH_MIN)
          return badRequest('Please enter at least 3 characters to search!');
        const u = db.users.find((x) => x.role === Role.Bidder && x.userName.toLowerCase() === term);
        return u ? HttpResponse.json(bidderAccount(u)) : notFound('Bidder is not found!');
      },
      STAFF,
    ),
  ),
  http.post('*/api/auctions/lots/:lotId/bids', ({ request, params }) =>
    withUser(request, () => {
      const lot = lotById(params.lotId);
      if (!lot) return notFound('Lot is not found!');
      const list = bidsOf(lot.id)
        .slice()
        .reverse()
        .map((b) => ({
          id: b.id,
          amount: b.amount,
          paddleNumber: b.paddleNumber,
          createdDate: b.createdDate,
          bidderUserName: db.users.find((u) => u.id === b.bidderId)?.userName,
        }));
      return HttpResponse.json({ data: list, total: list.length, isStarted: isStarted(lot) });
    }),
  ),
];
