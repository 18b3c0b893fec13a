import { HttpResponse, type PathParams } from 'msw';
import { STAFF } from '@/lib/roles';
import { db } from '../../db';
import type { Lot, User } from '../../db/types';
import { auctionOf, isStarted, RuleError } from '../../live/engine';
import { type Call, forbidden, forBidder, notFound, withUser } from '../../tokens';

/** Runs an engine rule and turns a refusal into its HTTP answer. */
export async function rule(fn: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof RuleError)
      return HttpResponse.json({ message: e.message }, { status: e.status });
    throw e;
  }
}

export const lotById = (id: unknown) => db.lots.find((l) => l.id === Number(id));

type Answer = Response | Promise<Response>;

/** A bidder's live call; the engine's refusals become HTTP answers. */
export const asBidder = (fn: (user: User, call: Call) => Answer) =>
  forBidder((user, call) => rule(() => fn(user, call)));

/** The lot `:lotId` names, when it belongs to the auction `:auctionId` names. */
export function lotOfAuction(params: PathParams): Lot | undefined {
  const lot = lotById(params.lotId);
  return lot?.auctionId === Number(params.auctionId) ? lot : undefined;
}

/** Staff may run only their own company's lots. */
export function staffLot(user: User, id: unknown): Lot | Response {
  const lot = lotById(id);
  if (!lot) return notFound('Lot is not found!');
  const auction = auctionOf(lot);
  if (!auction || auction.companyId !== user.companyId) return forbidden();
  return lot;
}

/**
 * A staff call on a lot of the caller's company, the one the `param` path parameter names; the
 * engine's refusals become HTTP answers.
 */
export const onStaffLot =
  (param: string, fn: (lot: Lot, user: User, call: Call) => Answer) => (call: Call) =>
    withUser(
      call.request,
      (user) =>
        rule(() => {
          const lot = staffLot(user, call.params[param]);
          return lot instanceof Response ? lot : fn(lot, user, call);
        }),
      STAFF,
    );

/** A bidder's phone is verified when their primary phone carries a verification date. */
export const isPhoneVerified = (userId: number) =>
  db.phones.some((p) => p.bidderId === userId && p.isPrimary && p.verifiedDate != null);

/** A lot as the control room lists it. */
export function controlRow(lot: Lot) {
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
