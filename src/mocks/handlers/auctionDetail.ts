// Answers the calls of src/api/auctionDetail.ts.
import dayjs from 'dayjs';
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import * as api from '../../api/contract/auctionDetail';
import { STAFF } from '../../lib/roles';
import { answer } from '../answer';
import { simIso, simNow } from '../clock';
import { db, newId } from '../db';
import type { Auction, AuctionType, Lot, StartType, Stream, User } from '../db/types';
import { logLot } from '../live/engine';
import { auctionTimesError } from '../rules/auction';
import { badRequest, notFound, withUser } from '../tokens';
import { primaryPropertyOf, propertyCountOf } from '../views/caseViews';
import { idOf, jsonBody } from '../request';
import { text } from '../rules/format';

/**
 * The staff auction detail page's endpoints (spec 2 sections 4, 5 and 7): detail, settings
 * update, delete, lot order, streams, the auction's bidders, lot assignment and publishing.
 * Every call is scoped to the caller's company: another company's auction or lot is not found.
 */

const TYPES: readonly AuctionType[] = ['Online', 'InPerson', 'Hybrid'];
const START_TYPES: readonly StartType[] = ['Auto', 'Manual'];
const STREAM_STATUSES: readonly Stream['status'][] = ['Offline', 'Live'];

export const DETAIL_MSG = {
  auctionNotFound: 'Auction is not found!',
  lotNotFound: 'Lot is not found!',
  streamNotFound: 'Stream is not found!',
  settingsLocked: 'The auction settings cannot be changed once the auction is live or finished!',
  deleteWithLots: 'Only an auction with no lots can be deleted!',
  deleteLive: 'A live auction cannot be deleted!',
  orderLocked: 'The lot order cannot be changed once the auction is live or finished!',
  orderMismatch: 'The lot order must list every lot of the auction once!',
  onlyDraftAdded: 'Only Draft lots can be added to an auction!',
  onlyDraftRemoved: 'Only Draft lots can be removed from an auction!',
  alreadyAssigned: 'The lot is already assigned to an auction!',
  auctionClosed: 'Lots cannot be added to a finished or cancelled auction!',
  notInAuction: 'The lot is not in this auction!',
  onlyDraftPublished: 'Only Draft lots can be published!',
  auctionEnded: 'The auction of this lot has ended!',
  streamTitle: 'Stream title is required!',
  streamStatus: 'Stream status must be Offline or Live!',
  streamUrl: 'Please enter a valid URL!',
  locationRequired: 'Location is required unless the auction is Online!',
  typeRequired: 'Auction type is required!',
  startTypeRequired: 'Start type is required!',
  timesRequired: 'Auction start and stop times are required!',
  extension: 'Extension minutes must be whole numbers of zero or more!',
} as const;

/** The caller's company auction, or a 404 (unknown, cancelled-and-gone or another company's). */
function ownAuction(user: User, id: number): Auction | Response {
  const auction = db.auctions.find((a) => a.id === id);
  if (!auction || auction.companyId !== user.companyId) return notFound(DETAIL_MSG.auctionNotFound);
  return auction;
}

const caseOf = (lot: Lot) => db.cases.find((c) => c.id === lot.caseId);

/** The caller's company lot, or a 404. */
function ownLot(user: User, id: number): Lot | Response {
  const lot = db.lots.find((l) => l.id === id);
  if (!lot || caseOf(lot)?.companyId !== user.companyId) return notFound(DETAIL_MSG.lotNotFound);
  return lot;
}

const lotsOf = (auctionId: number) =>
  db.lots.filter((l) => l.auctionId === auctionId).sort((a, b) => a.lotNumber - b.lotNumber);

/** Numbers an auction's lots 1..n in the given order (the control room follows lotNumber). */
function renumber(lots: Lot[]) {
  lots.forEach((l, i) => (l.lotNumber = i + 1));
}

function lotRow(lot: Lot, auction: Auction | undefined) {
  const p = primaryPropertyOf(lot.id);
  const kase = caseOf(lot);
  return {
    id: lot.id,
    lotNumber: lot.lotNumber,
    lotStatus: lot.status,
    isPostponed: lot.isPostponed,
    openingPrice: lot.openingPrice,
    requiredDown: lot.requiredDown,
    minBidIncrements: lot.minBidIncrements,
    propertyCount: propertyCountOf(lot.id),
    streetLine1: p?.address.streetLine1 ?? '',
    streetLine2: p?.address.streetLine2 ?? '',
    city: p?.address.city ?? '',
    stateCode: p?.address.state ?? '',
    zipCode: p?.address.zipCode ?? '',
    caseId: lot.caseId,
    caseNumber: kase?.caseNumber ?? '',
    auction: auction
      ? { id: auction.id, startTime: auction.startTime, stopTime: auction.stopTime }
      : null,
    startedTime: lot.startedTime,
    stoppedTime: lot.stoppedTime,
  };
}

const streamRow = (s: Stream, a: Auction) => ({
  id: s.id,
  title: s.title,
  url: s.url,
  status: s.status,
  type: s.type,
  createdDate: s.createdDate ?? a.createdDate,
});

function auctionDetail(a: Auction) {
  const lots = lotsOf(a.id);
  return {
    id: a.id,
    startTime: a.startTime,
    stopTime: a.stopTime,
    type: a.type,
    startType: a.startType,
    timeLeft: a.timeLeft,
    extraTime: a.extraTime,
    location: a.location,
    isOpen: a.isOpen,
    isFinished: a.isFinished,
    isCancelled: a.isCancelled,
    isTest: a.isTest,
    isStarted: lots.some((l) => Boolean(l.startedTime)),
    isPublished: lots.some((l) => l.status !== 'Draft'),
    lotCount: lots.length,
    lots: lots.map((l) => lotRow(l, a)),
    streams: a.streams.map((s) => streamRow(s, a)),
  };
}

interface AuctionBody {
  type?: string;
  startType?: string;
  startTime?: string;
  stopTime?: string;
  timeLeft?: number | null;
  extraTime?: number | null;
  location?: string | null;
  isTest?: boolean;
}

/** The settings update under the create rules (spec 2 section 5); a message, or the new values. */
function validateAuction(b: AuctionBody): string | Partial<Auction> {
  const type = TYPES.find((t) => t === b.type);
  if (!type) return DETAIL_MSG.typeRequired;
  const startType = START_TYPES.find((t) => t === b.startType);
  if (!startType) return DETAIL_MSG.startTypeRequired;
  const start = b.startTime ? dayjs(b.startTime) : null;
  const stop = b.stopTime ? dayjs(b.stopTime) : null;
  if (!start?.isValid() || !stop?.isValid()) return DETAIL_MSG.timesRequired;
  const timeError = auctionTimesError(start.toISOString(), stop.toISOString(), simNow());
  if (timeError) return timeError;
  const location = text(b.location);
  if (type !== 'Online' && !location) return DETAIL_MSG.locationRequired;
  const minutes = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
  const timeLeft = startType === 'Auto' ? minutes(b.timeLeft) : 0;
  const extraTime = startType === 'Auto' ? minutes(b.extraTime) : 0;
  if (![timeLeft, extraTime].every((n) => Number.isInteger(n) && n >= 0))
    return DETAIL_MSG.extension;
  return {
    type,
    startType,
    startTime: start.toISOString(),
    stopTime: stop.toISOString(),
    timeLeft,
    extraTime,
    location: type === 'Online' ? '' : location,
    isTest: Boolean(b.isTest),
  };
}

interface StreamBody {
  title?: string;
  url?: string;
  status?: string;
}

/** An absolute http(s) address, as the server's URI parser reads it. */
function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !/\s/.test(v);
  } catch {
    return false;
  }
}

function validateStream(b: StreamBody): string | Omit<Stream, 'id' | 'createdDate'> {
  const title = text(b.title);
  if (!title) return DETAIL_MSG.streamTitle;
  const status = STREAM_STATUSES.find((s) => s === b.status);
  if (!status) return DETAIL_MSG.streamStatus;
  const url = text(b.url);
  if (!isHttpUrl(url)) return DETAIL_MSG.streamUrl;
  return { title, url, status, type: 'YouTube' };
}

/** Why a lot cannot be published: the missing items ('Auction Date', 'Property'), or a rule. */
function publishBlock(lot: Lot): string | null {
  if (lot.status !== 'Draft') return DETAIL_MSG.onlyDraftPublished;
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  const missing = [
    ...(auction?.startTime ? [] : ['Auction Date']),
    ...(db.properties.some((p) => p.lotId === lot.id) ? [] : ['Property']),
  ];
  if (missing.length) return `Missing Required Info: ${missing.join(', ')}`;
  if (auction && (auction.isFinished || auction.isCancelled)) return DETAIL_MSG.auctionEnded;
  return null;
}

/** Runs `fn` for the caller's own auction when the id is numeric; other ids fall through. */
function withAuction(
  request: Request,
  rawId: unknown,
  fn: (auction: Auction, user: User) => Response | Promise<Response>,
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(
    request,
    (user) => {
      const auction = ownAuction(user, id);
      return auction instanceof Response ? auction : fn(auction, user);
    },
    STAFF,
  );
}

/** Runs `fn` for the caller's own lot and auction when both ids are numeric; other ids fall through. */
function withLotAndAuction(
  request: Request,
  params: PathParams,
  fn: (lot: Lot, auction: Auction) => Response,
) {
  const lotId = idOf(params.lotId);
  const auctionId = idOf(params.auctionId);
  if (lotId === null || auctionId === null) return undefined;
  return withUser(
    request,
    (user) => {
      const lot = ownLot(user, lotId);
      if (lot instanceof Response) return lot;
      const auction = ownAuction(user, auctionId);
      return auction instanceof Response ? auction : fn(lot, auction);
    },
    STAFF,
  );
}

export const auctionDetailHandlers: HttpHandler[] = [
  // The auction with its lots in order and its streams.
  http.get('*/api/auctions/:id', ({ request, params }) =>
    withAuction(request, params.id, (a) => answer(api.getAuctionDetail, auctionDetail(a))),
  ),

  // Settings: the create rules, locked once the auction is live or finished.
  http.put('*/api/auctions/:id', ({ request, params }) =>
    withAuction(request, params.id, async (a) => {
      if (a.isOpen || a.isFinished || a.isCancelled) return badRequest(DETAIL_MSG.settingsLocked);
      const result = validateAuction(await jsonBody<AuctionBody>(request));
      if (typeof result === 'string') return badRequest(result);
      Object.assign(a, result);
      return answer(api.updateAuction, auctionDetail(a));
    }),
  ),

  // Delete: only an auction with no lots that is not live.
  http.delete('*/api/auctions/:id', ({ request, params }) =>
    withAuction(request, params.id, (a) => {
      if (lotsOf(a.id).length) return badRequest(DETAIL_MSG.deleteWithLots);
      if (a.isOpen) return badRequest(DETAIL_MSG.deleteLive);
      db.auctions = db.auctions.filter((x) => x !== a);
      db.auctionBidders = db.auctionBidders.filter((j) => j.auctionId !== a.id);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // Lot order: every lot of the auction once; lotNumber follows the order.
  http.put('*/api/auctions/:id/lots/order', ({ request, params }) =>
    withAuction(request, params.id, async (a) => {
      if (a.isOpen || a.isFinished) return badRequest(DETAIL_MSG.orderLocked);
      const { lotIds } = await jsonBody<{ lotIds?: unknown }>(request);
      const lots = lotsOf(a.id);
      const ids = Array.isArray(lotIds) ? lotIds.map(Number) : [];
      const ordered = ids.map((id) => lots.find((l) => l.id === id));
      if (ids.length !== lots.length || new Set(ids).size !== ids.length || ordered.some((l) => !l))
        return badRequest(DETAIL_MSG.orderMismatch);
      renumber(ordered as Lot[]);
      return HttpResponse.json(auctionDetail(a));
    }),
  ),

  // The company's Draft lots that have no auction yet (the Add lots dialog).
  http.get('*/api/auctions/:id/availablelots', ({ request, params }) =>
    withAuction(request, params.id, (_a, user) =>
      answer(
        api.listAvailableLots,
        db.lots
          .filter(
            (l) =>
              l.status === 'Draft' &&
              l.auctionId === null &&
              caseOf(l)?.companyId === user.companyId,
          )
          .sort((x, y) => y.id - x.id)
          .map((l) => lotRow(l, undefined)),
      ),
    ),
  ),

  // The bidders of every lot of the auction.
  http.get('*/api/auctions/:id/bidders', ({ request, params }) =>
    withAuction(request, params.id, (a) =>
      answer(
        api.listAuctionBidders,
        db.auctionBidders
          .filter((j) => j.auctionId === a.id)
          .sort((x, y) => x.lotId - y.lotId || x.paddleNumber - y.paddleNumber)
          .map((j) => {
            const u = db.users.find((x) => x.id === j.bidderId);
            return {
              id: j.id,
              lotId: j.lotId,
              bidderId: j.bidderId,
              bidderUserName: u?.userName ?? '',
              bidderFirstName: u?.firstName ?? '',
              bidderLastName: u?.lastName ?? '',
              paddleNumber: j.paddleNumber,
              amount: j.amount,
              enteredDate: j.enteredDate,
              leftDate: j.leftDate,
              balanceType: j.type,
            };
          }),
      ),
    ),
  ),

  // Streams: type always YouTube; title, status and an http(s) url required.
  http.post('*/api/auctions/:id/streams', ({ request, params }) =>
    withAuction(request, params.id, async (a) => {
      const result = validateStream(await jsonBody<StreamBody>(request));
      if (typeof result === 'string') return badRequest(result);
      const stream: Stream = { id: newId(), ...result, createdDate: simIso() };
      a.streams.push(stream);
      return HttpResponse.json(streamRow(stream, a));
    }),
  ),
  http.put('*/api/auctions/:id/streams/:streamId', ({ request, params }) =>
    withAuction(request, params.id, async (a) => {
      const stream = a.streams.find((s) => s.id === Number(params.streamId));
      if (!stream) return notFound(DETAIL_MSG.streamNotFound);
      const result = validateStream(await jsonBody<StreamBody>(request));
      if (typeof result === 'string') return badRequest(result);
      Object.assign(stream, result);
      return HttpResponse.json(streamRow(stream, a));
    }),
  ),
  http.delete('*/api/auctions/:id/streams/:streamId', ({ request, params }) =>
    withAuction(request, params.id, (a) => {
      if (!a.streams.some((s) => s.id === Number(params.streamId)))
        return notFound(DETAIL_MSG.streamNotFound);
      a.streams = a.streams.filter((s) => s.id !== Number(params.streamId));
      return HttpResponse.json({ ok: true });
    }),
  ),

  // Publish: Draft becomes Listed; an auction date and a property are required.
  http.put('*/api/lots/:id/list', ({ request, params }) => {
    const id = idOf(params.id);
    if (id === null) return undefined;
    return withUser(
      request,
      (user) => {
        const lot = ownLot(user, id);
        if (lot instanceof Response) return lot;
        const block = publishBlock(lot);
        if (block) return badRequest(block);
        lot.status = 'Listed';
        const kase = caseOf(lot);
        if (kase) kase.isListed = true;
        logLot(lot, 'Lot Published', `Lot ${lot.lotNumber} was published.`, user.id);
        return HttpResponse.json(
          lotRow(
            lot,
            db.auctions.find((a) => a.id === lot.auctionId),
          ),
        );
      },
      STAFF,
    );
  }),

  // Assign a Draft lot to an auction (it goes last) and take it out again.
  http.post('*/api/lots/:lotId/:auctionId', ({ request, params }) =>
    withLotAndAuction(request, params, (lot, auction) => {
      if (lot.status !== 'Draft') return badRequest(DETAIL_MSG.onlyDraftAdded);
      if (lot.auctionId !== null) return badRequest(DETAIL_MSG.alreadyAssigned);
      if (auction.isFinished || auction.isCancelled) return badRequest(DETAIL_MSG.auctionClosed);
      const others = lotsOf(auction.id);
      renumber(others);
      lot.auctionId = auction.id;
      lot.lotNumber = others.length + 1;
      return HttpResponse.json(lotRow(lot, auction));
    }),
  ),
  http.delete('*/api/lots/:lotId/:auctionId', ({ request, params }) =>
    withLotAndAuction(request, params, (lot, auction) => {
      if (lot.auctionId !== auction.id) return badRequest(DETAIL_MSG.notInAuction);
      if (lot.status !== 'Draft') return badRequest(DETAIL_MSG.onlyDraftRemoved);
      lot.auctionId = null;
      lot.lotNumber = 0;
      renumber(lotsOf(auction.id));
      return HttpResponse.json({ ok: true });
    }),
  ),
];
