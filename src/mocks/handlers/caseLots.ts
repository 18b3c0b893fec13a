// Answers the calls of src/api/activityLogs.ts, src/api/caseLots.ts.
import dayjs from 'dayjs';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as activityApi from '../../api/contract/activityLogs';
import * as api from '../../api/contract/caseLots';
import type { Endpoint } from '../../api/contract/define';
import { answer } from '../answer';
import { Role, STAFF } from '../../lib/roles';
import { simIso } from '../clock';
import { db } from '../db';
import type { Auction, Case, Lot, User } from '../db/types';
import { makeLot, winnerOf } from '../factories';
import { logLot } from '../live/engine';
import { caseAccess, caseById, canEditCase, lotById } from '../rules/caseAccess';
import { clampPercent, LOT_MSG, postSaleError } from '../rules/caseStatus';
import { featuredLotsOf, featuredLotsOfCompany } from '../rules/company';
import { text } from '../rules/format';
import { AMOUNTS, amountProblem, type AmountRule } from '../rules/money';
import { downPayment } from '../rules/winnings';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import {
  caseLotView,
  lotLookupView,
  lotsOfCase,
  primaryPropertyOf,
  propertyCountOf,
} from '../views/caseViews';
import { readableCase } from './caseDetail';
import { idOf, jsonBody } from '../request';

/**
 * The lots of a case (spec 2 sections 4 and 7, spec 1 section 7): the lot view, the look-up,
 * create, update and delete, the auction date and the postponed flag, the post-sale steps, the
 * winner change, the featured flag and the lot's activity.
 */

const MIN = 60_000;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

type Access = 'read' | 'edit' | 'feature';

/** Whether the caller may act on the lot's case this way. */
function allowed(user: User, kase: Case, access: Access): boolean {
  const who = caseAccess(user, kase);
  if (access === 'read') return who !== null;
  if (access === 'feature') return who === 'staff' || who === 'admin';
  return canEditCase(user, kase);
}

/** Runs `fn` for a numeric lot id the caller may use; 404 unknown, 403 not theirs; other ids fall through. */
function withLot(
  request: Request,
  rawId: unknown,
  access: Access,
  fn: (lot: Lot, kase: Case, user: User) => Response | Promise<Response>,
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(request, (user) => {
    const lot = lotById(id);
    const kase = lot && caseById(lot.caseId);
    if (!lot || !kase) return notFound(LOT_MSG.notFound);
    return allowed(user, kase, access) ? fn(lot, kase, user) : forbidden();
  });
}

/** Endpoints answering the lot as the case screens read it. */
type LotAnswer = Endpoint<typeof api.getCaseLot.response>;

const lotJson = (endpoint: LotAnswer, lot: Lot) => answer(endpoint, caseLotView(lot));

const lotsOfAuction = (auctionId: number) =>
  db.lots.filter((l) => l.auctionId === auctionId).sort((a, b) => a.lotNumber - b.lotNumber);

/** Numbers an auction's lots 1..n in their order. */
const renumber = (auctionId: number) =>
  lotsOfAuction(auctionId).forEach((l, i) => (l.lotNumber = i + 1));

/** An auction lots may still join: not started, not finished, not cancelled. */
const openForLots = (a: Auction) =>
  !a.isOpen &&
  !a.isFinished &&
  !a.isCancelled &&
  !db.lots.some((l) => l.auctionId === a.id && l.startedTime);

/** Puts the lot last in the auction (and out of its former one). */
function moveToAuction(lot: Lot, auction: Auction | null) {
  const former = lot.auctionId;
  lot.auctionId = null;
  lot.lotNumber = 0;
  if (former !== null) renumber(former);
  if (auction) {
    lot.auctionId = auction.id;
    lot.lotNumber = lotsOfAuction(auction.id).length;
  }
}

/** The company's auction starting at the minute of `iso`, still open for lots. */
function auctionAt(companyId: number, iso: string): Auction | undefined {
  const minute = Math.floor(new Date(iso).getTime() / MIN);
  return db.auctions
    .filter((a) => a.companyId === companyId && openForLots(a))
    .sort((a, b) => a.id - b.id)
    .find((a) => Math.floor(new Date(a.startTime).getTime() / MIN) === minute);
}

const isIso = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && Number.isFinite(new Date(v).getTime());

const isMissing = (v: unknown) => v === undefined || v === null || v === '';

/** A posted percentage: missing keeps the fallback; otherwise a finite number. */
function percent(v: unknown, fallback: number): number | null {
  if (isMissing(v)) return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

interface LotPrices {
  openingPrice: number;
  requiredDown: number;
  minBidIncrements: number;
}

/** A posted amount of money by `rule` (missing keeps the fallback), or the refusal. */
function money(
  v: unknown,
  fallback: number,
  rule: AmountRule,
  refusals: { negative: string; wrong: string },
): number | string {
  if (isMissing(v)) return fallback;
  const problem = amountProblem(v, rule);
  if (!problem) return v as number;
  return problem === 'tooSmall' ? refusals.negative : refusals.wrong;
}

/** The prices of a create or update, or a refusal. */
function prices(b: Partial<Record<keyof LotPrices, unknown>>, base: LotPrices): LotPrices | string {
  const openingPrice = money(b.openingPrice, base.openingPrice, AMOUNTS.openingPrice, {
    negative: LOT_MSG.negativePrice,
    wrong: LOT_MSG.wrongPrice,
  });
  if (typeof openingPrice === 'string') return openingPrice;
  const minBidIncrements = money(b.minBidIncrements, base.minBidIncrements, AMOUNTS.lotIncrement, {
    negative: LOT_MSG.negativeIncrement,
    wrong: LOT_MSG.wrongIncrement,
  });
  if (typeof minBidIncrements === 'string') return minBidIncrements;
  const requiredDown = clampPercent(
    percent(b.requiredDown, base.requiredDown) ?? base.requiredDown,
  );
  return { openingPrice, requiredDown, minBidIncrements };
}

type PostponeAction = 'initialSet' | 'changeDate' | 'postpone' | 'unPostpone';

/** The lot has run, or its auction is open or over: its date and flag are settled. */
function hasStarted(lot: Lot): boolean {
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  return Boolean(lot.startedTime) || Boolean(auction && (auction.isOpen || auction.isFinished));
}

/**
 * The auction date (Set Date for Draft lots; Change Date for Draft and published lots until
 * the auction starts) and the postponed flag (published lots not yet started).
 */
function postpone(lot: Lot, kase: Case, action: PostponeAction, date: unknown, user: User) {
  if (action === 'initialSet' || action === 'changeDate') {
    if (action === 'initialSet' && lot.status !== 'Draft') return LOT_MSG.dateOnlyDraft;
    if (action === 'changeDate' && lot.status !== 'Draft' && lot.status !== 'Listed')
      return LOT_MSG.dateChangeOnlyDraftOrListed;
    if (action === 'initialSet' && lot.auctionId !== null) return LOT_MSG.alreadyHasDate;
    if (action === 'changeDate' && lot.auctionId === null) return LOT_MSG.noDateYet;
    if (action === 'changeDate' && hasStarted(lot)) return LOT_MSG.dateChangeStarted;
    if (!isIso(date)) return LOT_MSG.dateRequired;
    const auction = auctionAt(kase.companyId, date);
    if (!auction) return LOT_MSG.noAuctionAtDate;
    if (auction.id !== lot.auctionId) moveToAuction(lot, auction);
    return null;
  }
  if (action === 'postpone') {
    if (lot.status !== 'Listed' || lot.startedTime) return LOT_MSG.postponeOnlyListed;
    if (!isIso(date)) return LOT_MSG.continuanceRequired;
    lot.isPostponed = true;
    lot.continuanceDate = new Date(date).toISOString();
    logLot(
      lot,
      'Lot Continuance',
      `Lot ${lot.lotNumber} was postponed; continuance date ${dayjs(date).format('MM/DD/YYYY')}.`,
      user.id,
    );
    return null;
  }
  if (!lot.isPostponed) return LOT_MSG.notPostponed;
  lot.isPostponed = false;
  lot.continuanceDate = null;
  logLot(lot, 'Lot Continuance', `Lot ${lot.lotNumber} is no longer postponed.`, user.id);
  return null;
}

const POSTPONE_ACTIONS: readonly PostponeAction[] = [
  'initialSet',
  'changeDate',
  'postpone',
  'unPostpone',
];

type WinnerAction = 'WinnerChanged' | 'WinnerRemoved';

/** A new winner, or none (sold to the Plaintiff): the sale starts again from awaiting payoff. */
function declareWinner(
  lot: Lot,
  b: Partial<{ action: WinnerAction; description: string; bidId: number | null }>,
  user: User,
): string | null {
  if (b.action !== 'WinnerChanged' && b.action !== 'WinnerRemoved') return LOT_MSG.winnerAction;
  if (lot.status !== 'PendingTransaction' && lot.status !== 'CompleteTransaction')
    return LOT_MSG.winnerOnlySold;
  const description = text(b.description);
  if (b.action === 'WinnerChanged') {
    const bids = db.bids.filter((x) => x.lotId === lot.id);
    if (!bids.length) return LOT_MSG.noBids;
    if (b.bidId === null || b.bidId === undefined || String(b.bidId) === '')
      return LOT_MSG.winnerBidRequired;
    if (!description) return LOT_MSG.winnerDescription;
    const bid = bids.find((x) => x.id === Number(b.bidId));
    if (!bid) return LOT_MSG.winnerBidNotOfLot;
    if (lot.winner?.bidId === bid.id) return LOT_MSG.winnerSameBid;
    lot.winner = winnerOf(bid);
    lot.soldTo = 'ThirdPartyBidder';
    logLot(
      lot,
      'Winner Changed',
      `Paddle ${bid.paddleNumber} won at ${dollars(bid.amount)}. ${description}`,
      user.id,
    );
  } else {
    if (!description) return LOT_MSG.winnerDescription;
    if (!lot.winner) return LOT_MSG.winnerNone;
    lot.winner = null;
    lot.soldTo = 'Plaintiff';
    logLot(lot, 'Winner Removed', description, user.id);
  }
  lot.status = 'PendingTransaction';
  lot.depositReceivedDate = null;
  lot.paymentReceivedDate = null;
  lot.deedDelivery = null;
  lot.deedShippingAddress = null;
  return null;
}

type PostSaleStep = 'deposit' | 'payment' | 'deedready' | 'deedissued';
const POST_SALE_STEPS: readonly PostSaleStep[] = ['deposit', 'payment', 'deedready', 'deedissued'];

function postSale(lot: Lot, step: PostSaleStep, user: User) {
  const now = simIso();
  switch (step) {
    case 'deposit': {
      lot.depositReceivedDate = now;
      const down = lot.winner ? downPayment(lot.winner.amount, lot.requiredDown) : 0;
      logLot(lot, 'Deposit Received - Confirmed', `Deposit of ${dollars(down)} received.`, user.id);
      return;
    }
    case 'payment':
      lot.paymentReceivedDate = now;
      lot.status = 'CompleteTransaction';
      logLot(
        lot,
        'Payment Received - Confirmed',
        `Payment for lot ${lot.lotNumber} received.`,
        user.id,
      );
      return;
    case 'deedready':
      lot.status = 'DeedReady';
      logLot(lot, 'Deed Ready', `The deed of lot ${lot.lotNumber} is ready.`, user.id);
      return;
    case 'deedissued':
      lot.status = 'DeedIssued';
      logLot(lot, 'Deed Issued', `The deed of lot ${lot.lotNumber} was issued.`, user.id);
  }
}

export const caseLotHandlers: HttpHandler[] = [
  // The lot view's lot.
  http.get('*/api/cases/:caseId/lots/:lotId', ({ request, params }) => {
    const caseId = idOf(params.caseId);
    const lotId = idOf(params.lotId);
    if (caseId === null || lotId === null) return undefined;
    return withUser(request, (user) => {
      const kase = readableCase(user, caseId);
      if (kase instanceof Response) return kase;
      const lot = lotById(lotId);
      return lot && lot.caseId === kase.id
        ? lotJson(api.getCaseLot, lot)
        : notFound(LOT_MSG.notFound);
    });
  }),

  // The case's lots for pickers.
  http.get('*/api/lots/lookup/:caseId', ({ request, params }) => {
    const caseId = idOf(params.caseId);
    if (caseId === null) return undefined;
    return withUser(request, (user) => {
      const kase = readableCase(user, caseId);
      if (kase instanceof Response) return kase;
      return answer(api.lookupCaseLots, lotsOfCase(kase.id).map(lotLookupView));
    });
  }),

  // The company's featured lots (asked before marking another one).
  http.get('*/api/auctioneers/featuredlot', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          api.listFeaturedLots,
          user.companyId === null ? [] : featuredLotsOfCompany(user.companyId),
        ),
      [...STAFF, Role.Admin],
    ),
  ),

  // Remove the featured flag; one an admin set stays unless an admin removes it.
  http.put('*/api/lots/unmarkasfeatured/:id', ({ request, params }) =>
    withLot(request, params.id, 'feature', (lot, _kase, user) => {
      if (!lot.isFeatured) return badRequest(LOT_MSG.notFeatured);
      if (lot.featuredByAdmin && user.role !== Role.Admin)
        return forbidden(LOT_MSG.featuredAdminFlag);
      lot.isFeatured = false;
      lot.featuredByAdmin = false;
      lot.featuredDate = null;
      return lotJson(api.unmarkFeatured, lot);
    }),
  ),

  // Mark as featured: the primary property needs a photo; a company has one featured lot of its own.
  http.put('*/api/lots/:id/markasfeatured/:replace', ({ request, params }) =>
    withLot(request, params.id, 'feature', (lot, kase, user) => {
      const property = primaryPropertyOf(lot.id);
      if (!property) return badRequest(LOT_MSG.propertyNotFound);
      if (!property.images.length) return badRequest(LOT_MSG.propertyImageNotFound);
      const isAdmin = user.role === Role.Admin;
      if (isAdmin) {
        if (!lot.featuredByAdmin) lot.featuredDate = simIso();
        lot.isFeatured = true;
        lot.featuredByAdmin = true;
        return lotJson(api.markFeatured, lot);
      }
      if (lot.isFeatured) return lotJson(api.markFeatured, lot);
      const others = featuredLotsOf(kase.companyId).filter(
        (l) => l.id !== lot.id && !l.featuredByAdmin,
      );
      if (others.length && String(params.replace).toLowerCase() !== 'true')
        return HttpResponse.json({ message: LOT_MSG.featuredReplace }, { status: 409 });
      for (const other of others) other.isFeatured = false;
      lot.isFeatured = true;
      lot.featuredByAdmin = false;
      lot.featuredDate = simIso();
      return lotJson(api.markFeatured, lot);
    }),
  ),

  // A new lot of the case: 0 / 25 % / 1 unless given; the down payment kept within 0..100 %.
  http.post('*/api/lots/:caseId', ({ request, params }) => {
    const caseId = idOf(params.caseId);
    if (caseId === null) return undefined;
    return withUser(request, async (user) => {
      const kase = readableCase(user, caseId);
      if (kase instanceof Response) return kase;
      if (!canEditCase(user, kase)) return forbidden();
      const b = await jsonBody<Partial<LotPrices & { auctionId: number | null }>>(request);
      const values = prices(b, { openingPrice: 0, requiredDown: 25, minBidIncrements: 1 });
      if (typeof values === 'string') return badRequest(values);
      let auction: Auction | null = null;
      if (b.auctionId != null && String(b.auctionId) !== '') {
        const found = db.auctions.find(
          (a) => a.id === Number(b.auctionId) && a.companyId === kase.companyId,
        );
        if (!found) return notFound(LOT_MSG.auctionNotFound);
        if (!openForLots(found)) return badRequest(LOT_MSG.auctionNotOpenForLots);
        auction = found;
      }
      const lot = makeLot({
        caseId: kase.id,
        ...values,
        reliefFee: 0,
        createdDate: simIso(),
      });
      if (auction) moveToAuction(lot, auction);
      return lotJson(api.createLot, lot);
    });
  }),

  // The lot's prices, while it is Draft or published and has not started.
  http.put('*/api/lots/:lotId', ({ request, params }) =>
    withLot(request, params.lotId, 'edit', async (lot) => {
      if ((lot.status !== 'Draft' && lot.status !== 'Listed') || lot.startedTime)
        return badRequest(LOT_MSG.updateLocked);
      const values = prices(await jsonBody<Partial<LotPrices>>(request), lot);
      if (typeof values === 'string') return badRequest(values);
      Object.assign(lot, values);
      return lotJson(api.updateLot, lot);
    }),
  ),

  // Delete a lot without properties.
  http.delete('*/api/lots/:lotId', ({ request, params }) =>
    withLot(request, params.lotId, 'edit', (lot) => {
      if (propertyCountOf(lot.id) > 0) return badRequest(LOT_MSG.deleteWithProperties);
      const former = lot.auctionId;
      db.lots = db.lots.filter((l) => l !== lot);
      db.lotDocuments = db.lotDocuments.filter((d) => d.lotId !== lot.id);
      if (former !== null) renumber(former);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // The auction date (Set Date, Change Date) and the postponed flag.
  http.put('*/api/lots/:id/postpone', ({ request, params }) =>
    withLot(request, params.id, 'edit', async (lot, kase, user) => {
      const b = await jsonBody<Partial<{ action: PostponeAction; date: string | null }>>(request);
      const action = POSTPONE_ACTIONS.find((a) => a === b.action);
      if (!action) return badRequest(LOT_MSG.unknownPostpone);
      const error = postpone(lot, kase, action, b.date, user);
      return error ? badRequest(error) : lotJson(api.postponeLot, lot);
    }),
  ),

  // Change or remove the winner of a sold lot.
  http.post('*/api/lots/:lotId/declarewinner', ({ request, params }) =>
    withLot(request, params.lotId, 'edit', async (lot, _kase, user) => {
      const error = declareWinner(
        lot,
        await jsonBody<
          Partial<{ action: WinnerAction; description: string; bidId: number | null }>
        >(request),
        user,
      );
      return error ? badRequest(error) : lotJson(api.declareWinner, lot);
    }),
  ),

  // The lot's activity, newest first.
  http.get('*/api/lots/:lotId/activity', ({ request, params }) =>
    withLot(request, params.lotId, 'read', (lot) =>
      answer(
        activityApi.listLotActivity,
        db.activityLogs
          .filter((l) => l.lotId === lot.id)
          .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id),
      ),
    ),
  ),
];

const POST_SALE_ENDPOINT: Record<PostSaleStep, LotAnswer> = {
  deposit: api.confirmDeposit,
  payment: api.confirmPayment,
  deedready: api.markDeedReady,
  deedissued: api.markDeedIssued,
};

/**
 * The post-sale steps: deposit, full payment, deed ready, deed issued, each its own route
 * (`PUT /api/lots/:lotId/deposit`, ...).
 */
export const caseLotStepHandlers: HttpHandler[] = POST_SALE_STEPS.map((step) =>
  http.put(`*/api/lots/:lotId/${step}`, ({ request, params }) =>
    withLot(request, params.lotId, 'edit', (lot, kase, user) => {
      const error = postSaleError(step, lot, kase.status);
      if (error) return badRequest(error);
      postSale(lot, step, user);
      return lotJson(POST_SALE_ENDPOINT[step], lot);
    }),
  ),
);
