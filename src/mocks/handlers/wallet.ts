// Answers the calls of src/api/activityLogs.ts, src/api/balance.ts, src/api/purchaseProfiles.ts.
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as activityApi from '../../api/contract/activityLogs';
import * as balanceApi from '../../api/contract/balance';
import * as profilesApi from '../../api/contract/purchaseProfiles';
import { answer } from '../answer';
import { CLIENTS, Role, STAFF } from '../../lib/roles';
import { db } from '../db';
import { makePurchaseProfile } from '../factories';
import type { ActivityLog, Lot, PurchaseProfile, User } from '../db/types';
import { lockedBalance } from '../live/engine';
import { hasDeposit } from '../rules/caseStatus';
import {
  isEntityType,
  profileError,
  profileFields,
  ownProfileOf,
  PROFILE_ERRORS,
  type ProfileBody,
} from '../rules/purchaseProfile';
import { badRequest, forBidder, notFound, withUser } from '../tokens';
import { objectBody } from '../request';

/**
 * The bidder's wallet: purchase profiles (full records and their changes), linked bank accounts,
 * the verified, available and locked balances, and activity logs.
 * `GET /api/purchaseprofiles` (id and name) and `GET /api/accounts/refreshaccounts` live in bidders.ts.
 */

const profilesOf = (user: User) => db.purchaseProfiles.filter((p) => p.bidderId === user.id);

const ownProfile = (user: User, id: unknown) => ownProfileOf(user.id, id);

/** The stored form of a profile: the server keeps the bidder's address on profiles that use it. */
function applyProfile(user: User, target: PurchaseProfile, body: ProfileBody) {
  const input = profileFields(body, isEntityType(body.type) ? body.type : target.type);
  const own = user.address;
  Object.assign(target, input, {
    ...(input.isSameAsBidder && own
      ? {
          address1: own.streetLine1,
          address2: own.streetLine2 ?? '',
          city: own.city,
          county: own.county ?? '',
          state: own.state,
          zip: own.zipCode,
        }
      : {}),
  });
}

/** One primary profile at a time. */
function makePrimary(user: User, profile: PurchaseProfile) {
  for (const p of profilesOf(user)) p.isPrimary = p === profile;
}

/** A profile chosen for a lot still to be decided cannot go away. */
const profileInUse = (profileId: number) =>
  db.auctionBidders.some(
    (j) =>
      j.purchaseProfileId === profileId &&
      !j.leftDate &&
      db.lots.find((l) => l.id === j.lotId)?.stoppedTime == null,
  );

const propertyAddress = (lotId: number) => {
  const p =
    db.properties.find((x) => x.lotId === lotId && x.isPrimary) ??
    db.properties.find((x) => x.lotId === lotId);
  if (!p) return '';
  const a = p.address;
  return [
    [a.streetLine1, a.streetLine2].filter(Boolean).join(' '),
    a.city,
    `${a.state} ${a.zipCode}`,
  ]
    .filter(Boolean)
    .join(', ');
};

const lockedLot = (lot: Lot) => ({
  id: lot.id,
  auctionId: lot.auctionId,
  lotNumber: lot.lotNumber,
  address: propertyAddress(lot.id),
});

/**
 * The locked funds itemised by the same rules as the engine's `lockedBalance`: amounts joined in lots
 * not stopped yet, and the down payment of wins awaiting their deposit.
 */
export function lockedFunds(bidderId: number) {
  const activeAuctions = db.auctionBidders
    .filter((j) => j.bidderId === bidderId && !j.leftDate && j.amount > 0)
    .map((j) => ({ join: j, lot: db.lots.find((l) => l.id === j.lotId) }))
    .filter((x): x is { join: typeof x.join; lot: Lot } => Boolean(x.lot) && !x.lot!.stoppedTime)
    .map(({ join, lot }) => ({ lot: lockedLot(lot), amount: join.amount }));
  const pendingWinnings = db.lots
    .filter(
      (l) => l.winner?.bidderId === bidderId && l.status === 'PendingTransaction' && !hasDeposit(l),
    )
    .map((l) => ({
      lot: lockedLot(l),
      bidAmount: l.winner!.amount,
      downAmount: (l.winner!.amount * l.requiredDown) / 100,
    }));
  return { activeAuctions, pendingWinnings };
}

/** Titles a bidder follows on lots they took part in, and on lots they won. */
const FOLLOWED = new Set([
  'Winner Declared',
  'Winner Changed',
  'Winner Removed',
  'Lot Continuance',
]);
const WON = new Set(['Deposit Received - Confirmed', 'Payment Received - Confirmed']);

function logsFor(user: User, filter: { caseId?: number; lotId?: number }): ActivityLog[] {
  let logs: ActivityLog[];
  if (user.role === Role.Bidder) {
    const joined = new Set(
      db.auctionBidders.filter((j) => j.bidderId === user.id).map((j) => j.lotId),
    );
    const won = new Set(db.lots.filter((l) => l.winner?.bidderId === user.id).map((l) => l.id));
    logs = db.activityLogs.filter(
      (l) =>
        l.userId === user.id ||
        (l.lotId != null && joined.has(l.lotId) && FOLLOWED.has(l.actLogTitle)) ||
        (l.lotId != null && won.has(l.lotId) && WON.has(l.actLogTitle)),
    );
  } else {
    const caseIds = new Set(
      db.cases
        .filter((c) =>
          STAFF.includes(user.role)
            ? c.companyId === user.companyId
            : CLIENTS.includes(user.role)
              ? c.clientId === user.clientId
              : user.role === Role.Admin,
        )
        .map((c) => c.id),
    );
    // The user's own actions (an admin's settings changes) and those on the cases they follow.
    logs = db.activityLogs.filter(
      (l) => l.userId === user.id || (l.caseId != null && caseIds.has(l.caseId)),
    );
  }
  if (filter.caseId != null) logs = logs.filter((l) => l.caseId === filter.caseId);
  if (filter.lotId != null) logs = logs.filter((l) => l.lotId === filter.lotId);
  return [...logs].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
}

const numberOrUndefined = (v: unknown) =>
  v == null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);

export const walletHandlers: HttpHandler[] = [
  // Purchase profiles, full records: primary first.
  http.get('*/api/purchaseprofiles/list', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          profilesApi.listPurchaseProfiles,
          [...profilesOf(user)].sort(
            (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id,
          ),
        ),
      [Role.Bidder],
    ),
  ),
  http.post(
    '*/api/purchaseprofiles',
    forBidder(async (user, { request }) => {
      const body = await objectBody(request);
      const error = profileError(body);
      if (error) return badRequest(error);
      const first = profilesOf(user).length === 0;
      const profile = makePurchaseProfile({ bidderId: user.id, isPrimary: false });
      applyProfile(user, profile, body);
      if (first || body.isPrimary === true) makePrimary(user, profile);
      return answer(profilesApi.createPurchaseProfile, profile);
    }),
  ),
  http.put(
    '*/api/purchaseprofiles/:id/primary',
    forBidder((user, { params }) => {
      const profile = ownProfile(user, params.id);
      if (!profile) return notFound(PROFILE_ERRORS.notFound);
      makePrimary(user, profile);
      return answer(profilesApi.makePrimaryPurchaseProfile, profile);
    }),
  ),
  http.put(
    '*/api/purchaseprofiles/:id',
    forBidder(async (user, { request, params }) => {
      const profile = ownProfile(user, params.id);
      if (!profile) return notFound(PROFILE_ERRORS.notFound);
      const body = await objectBody(request);
      const error = profileError(body, profile);
      if (error) return badRequest(error);
      applyProfile(user, profile, body);
      // The primary flag moves only to a profile, never away from the last one standing.
      if (body.isPrimary === true) makePrimary(user, profile);
      return answer(profilesApi.updatePurchaseProfile, profile);
    }),
  ),
  http.delete(
    '*/api/purchaseprofiles/:id',
    forBidder((user, { params }) => {
      const profile = ownProfile(user, params.id);
      if (!profile) return notFound(PROFILE_ERRORS.notFound);
      if (profileInUse(profile.id)) return badRequest(PROFILE_ERRORS.inUse);
      db.purchaseProfiles = db.purchaseProfiles.filter((p) => p !== profile);
      // Another profile takes over as primary.
      const rest = profilesOf(user);
      if (profile.isPrimary && rest.length) makePrimary(user, rest[0]);
      return HttpResponse.json({ ok: true });
    }),
  ),

  // Balances: verified (the linked banks at the last refresh), locked and available.
  http.get(
    '*/api/accounts/balance',
    forBidder((user) => {
      const verified = db.bidders.find((b) => b.userId === user.id)?.availableBalance ?? 0;
      const locked = lockedBalance(user.id);
      const counted = db.bankAccounts.filter(
        (a) => a.bidderId === user.id && a.isValid && !a.isHidden,
      );
      const verifiedDate =
        counted.map((a) => a.modifiedDate).sort((a, b) => b.localeCompare(a))[0] ?? null;
      return answer(balanceApi.getBalanceSummary, {
        verifiedBalance: verified,
        availableBalance: Math.max(0, verified - locked),
        lockedBalance: locked,
        verifiedDate,
      });
    }),
  ),
  http.get('*/api/accounts/list', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          balanceApi.listLinkedAccounts,
          db.bankAccounts
            .filter((a) => a.bidderId === user.id)
            .sort(
              (a, b) =>
                Number(a.isHidden) - Number(b.isHidden) ||
                Number(b.isValid) - Number(a.isValid) ||
                a.id - b.id,
            ),
        ),
      [Role.Bidder],
    ),
  ),
  http.get('*/api/accounts/lockedfunds', ({ request }) =>
    withUser(request, (user) => answer(balanceApi.getLockedFunds, lockedFunds(user.id)), [
      Role.Bidder,
    ]),
  ),

  // Activity logs: an empty body gives the caller's own (a bidder's, or their company's or firm's).
  http.post('*/api/notifications/activitylogs/list', ({ request }) =>
    withUser(request, async (user) => {
      const body = await objectBody(request);
      const data = logsFor(user, {
        caseId: numberOrUndefined(body.caseId),
        lotId: numberOrUndefined(body.lotId),
      });
      return answer(activityApi.listActivityLogs, { data, total: data.length });
    }),
  ),
];
