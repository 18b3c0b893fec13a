// Answers the calls of src/api/bidderLists.ts, src/api/winnings.ts.
import { http, type HttpHandler } from 'msw';
import { Role } from '../../lib/roles';
import { simNow } from '../clock';
import { db } from '../db';
import type { Lot, User } from '../db/types';
import {
  deedDeliveryError,
  downPayment,
  lotsWonBy,
  needsShippingAddress,
  roundCents,
  winningStatus,
} from '../rules/winnings';
import { badRequest, forBidder, notFound, withUser } from '../tokens';
import { addressView } from '../views/addressView';
import { extendedDataOf } from './lots';
import * as api from '../../api/contract/winnings';
import * as listsApi from '../../api/contract/bidderLists';
import { answer } from '../answer';
import { lotListing } from '../views/lotListing';

const caseOf = (lot: Lot) => db.cases.find((c) => c.id === lot.caseId);
const statusOf = (lot: Lot) => winningStatus(lot.status, caseOf(lot)?.status ?? 'New');

function propertiesOf(lotId: number) {
  return db.properties
    .filter((p) => p.lotId === lotId)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/** A won lot of the winner's list: the listing with the post-win status. */
const summary = (user: User) => (lot: Lot) => ({
  ...lotListing(lot, user),
  status: statusOf(lot),
});

/** Winning details (spec 1 section 3), as the winner sees them. */
function details(lot: Lot, user: User) {
  const kase = caseOf(lot);
  const client = db.clients.find((c) => c.id === kase?.clientId);
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  const company = db.companies.find((c) => c.id === auction?.companyId);
  const join = db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === user.id);
  const profile = db.purchaseProfiles.find((p) => p.id === join?.purchaseProfileId);
  const home = user.address;
  const win = lot.winner!.amount;
  const initial = downPayment(win, lot.requiredDown);
  return {
    caseFirmName: client?.name ?? '',
    caseNumber: kase?.caseNumber ?? '',
    county: kase?.county ?? '',
    caseFileNumber: kase?.fileNumber ?? '',
    winner: {
      bidAmount: win,
      reliefFee: lot.reliefFee,
      bidBidderFullName: profile?.name || `${user.firstName} ${user.lastName}`,
      bidPaddleNumber: lot.winner!.paddleNumber,
      type: profile?.type ?? 'Individual',
      phoneNumber: profile?.phoneNumber || user.phoneNumber,
      address1: profile?.address1 || home?.streetLine1 || '',
      address2: profile ? profile.address2 : (home?.streetLine2 ?? ''),
      city: profile?.city || home?.city || '',
      state: profile?.state || home?.state || '',
      zip: profile?.zip || home?.zipCode || '',
      county: profile?.county || home?.county || '',
    },
    winnerCreatedDate: lot.winner!.createdDate,
    requiredDown: lot.requiredDown,
    depositReceivedDate: lot.depositReceivedDate,
    paymentReceivedDate: lot.paymentReceivedDate,
    initialPayment: initial,
    remainingPayment: roundCents(win + lot.reliefFee - initial),
    status: statusOf(lot),
    deedDelivery: lot.deedDelivery,
    deedShippingAddress: lot.deedShippingAddress ?? null,
    auctionHost: {
      name: company?.name ?? '',
      wireInstructionsUrl: company?.wireInstructionsUrl ?? '',
      phoneNumber: company?.phoneNumber ?? '',
      supportEmail: company?.supportEmail ?? '',
    },
    startedTime: lot.startedTime,
    stoppedTime: lot.stoppedTime,
    openingPrice: lot.openingPrice,
    numberOfBidders: new Set(
      db.auctionBidders.filter((j) => j.lotId === lot.id).map((j) => j.bidderId),
    ).size,
    numberOfBids: db.bids.filter((b) => b.lotId === lot.id).length,
    properties: propertiesOf(lot.id).map((p) => ({
      id: p.id,
      ...addressView(p),
      isPrimary: p.isPrimary,
      imageData: p.images,
      extendedData: extendedDataOf(p),
    })),
    documents: (kase?.documents ?? [])
      .filter((d) => d.visibleToBidders)
      .map(({ id, name, url }) => ({ id, name, url })),
  };
}

/** Published lots still to be sold, with their auction, earliest auction first. */
function openLots() {
  return db.lots
    .filter((l) => l.auctionId && l.status === 'Listed' && !l.stoppedTime)
    .map((lot) => ({ lot, auction: db.auctions.find((a) => a.id === lot.auctionId)! }))
    .filter(({ auction }) => !auction.isCancelled && !auction.isFinished)
    .sort(
      (a, b) =>
        a.auction.startTime.localeCompare(b.auction.startTime) || a.lot.lotNumber - b.lot.lotNumber,
    );
}

const UPCOMING_MAX = 20;

const winning = (lotId: unknown, user: User) =>
  lotsWonBy(user).find((l) => l.id === Number(lotId)) ?? null;

export const winningsHandlers: HttpHandler[] = [
  http.get('*/api/bidders/winning', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          api.listWinnings,
          lotsWonBy(user)
            .sort((a, b) => (b.stoppedTime ?? '').localeCompare(a.stoppedTime ?? ''))
            .map(summary(user)),
        ),
      [Role.Bidder],
    ),
  ),
  http.get(
    '*/api/bidders/winning/:lotId',
    forBidder((user, { params }) => {
      const lot = winning(params.lotId, user);
      return lot ? answer(api.getWinning, details(lot, user)) : notFound('Winning is not found!');
    }),
  ),
  http.put(
    '*/api/bidders/winning/:lotId/deeddelivery',
    forBidder(async (user, { request, params }) => {
      const lot = winning(params.lotId, user);
      if (!lot) return notFound('Winning is not found!');
      const body = ((await request.json().catch(() => null)) ?? {}) as {
        deedDelivery?: string;
        deedShippingAddress?: string | null;
      };
      const error = deedDeliveryError(
        statusOf(lot),
        lot.deedDelivery,
        body.deedDelivery,
        body.deedShippingAddress,
      );
      if (error) return badRequest(error);
      lot.deedDelivery = body.deedDelivery!;
      lot.deedShippingAddress = needsShippingAddress(body.deedDelivery)
        ? body.deedShippingAddress!.trim()
        : null;
      return answer(api.setDeedDelivery, details(lot, user));
    }),
  ),
  http.get(
    '*/api/lots/listpinned/bidder',
    forBidder((user) => {
      const pins = db.bidders.find((b) => b.userId === user.id)?.pinnedLotIds ?? [];
      return answer(
        listsApi.listPinnedLots,
        openLots()
          .filter(({ lot }) => pins.includes(lot.id))
          .map(({ lot }) => lotListing(lot, user)),
      );
    }),
  ),
  http.get(
    '*/api/lots/listupcoming/bidder',
    forBidder((user) => {
      const now = simNow();
      return answer(
        listsApi.listUpcomingLots,
        openLots()
          .filter(({ auction }) => !auction.isOpen && new Date(auction.startTime).getTime() > now)
          .slice(0, UPCOMING_MAX)
          .map(({ lot }) => lotListing(lot, user)),
      );
    }),
  ),
  http.post(
    '*/api/lots/list/live',
    forBidder(async (user, { request }) => {
      const req = ((await request.json().catch(() => null)) ?? {}) as {
        pagination?: { current?: number; pageSize?: number };
      };
      const rows = openLots()
        .filter(({ lot, auction }) => auction.isOpen && Boolean(lot.startedTime))
        .map(({ lot }) => lotListing(lot, user));
      const size = Math.min(100, Math.max(1, req.pagination?.pageSize ?? 10));
      const page = Math.max(1, req.pagination?.current ?? 1);
      return answer(listsApi.listLiveLots, {
        data: rows.slice((page - 1) * size, page * size),
        total: rows.length,
      });
    }),
  ),
];
