// Answers the calls of src/api/bidders.ts, src/api/lots.ts.
import { http } from 'msw';
import { Role } from '../../lib/roles';
import { db } from '../db';
import type { Lot, Property, User } from '../db/types';
import { bidHistory } from '../live/messages';
import { caseAccess, caseOfLot } from '../rules/caseAccess';
import { forBidder, notFound, withUser } from '../tokens';
import * as api from '../../api/contract/lots';
import { getPinnedCount } from '../../api/contract/bidders';
import { answer } from '../answer';
import { propertyDetailOf } from './caseProperties';

const propertyOf = (lotId: number) =>
  db.properties.find((p) => p.lotId === lotId && p.isPrimary) ??
  db.properties.find((p) => p.lotId === lotId);

/** A property's attributes as the lot and winning views send them. */
export const extendedDataOf = (p: Property) =>
  p.attributes.map((a) => ({
    attributeName: a.attributeName,
    attributeDisplayName: a.attributeDisplayName,
    value: a.value,
    attributeType: a.attributeType,
  }));

/** A property as the bidder's views send it (spec 1 section 3, Property). */
function propertyViewOf(p: Property) {
  return {
    id: p.id,
    lotId: p.lotId,
    ...p.address,
    stateCode: p.address.state,
    countryCode: p.countryCode,
    latitude: p.latitude,
    longitude: p.longitude,
    isPrimary: p.isPrimary,
    imageData: p.images,
    extendedData: extendedDataOf(p),
  };
}

function propertyView(lotId: number) {
  const p = propertyOf(lotId);
  return p ? propertyViewOf(p) : null;
}

/** A lot of an auction with its number and its main property's address. */
function auctionLotView(lot: Lot) {
  const address = propertyOf(lot.id)?.address;
  return {
    id: lot.id,
    auctionId: lot.auctionId ?? undefined,
    lotNumber: lot.lotNumber,
    lotStatus: lot.status,
    isPostponed: lot.isPostponed,
    openingPrice: lot.openingPrice,
    propertyCount: db.properties.filter((p) => p.lotId === lot.id).length,
    streetLine1: address?.streetLine1 ?? '',
    streetLine2: address?.streetLine2,
    city: address?.city ?? '',
    county: address?.county,
    stateCode: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
  };
}

function pinsOf(user: User) {
  return db.bidders.find((b) => b.userId === user.id)?.pinnedLotIds ?? [];
}

/** The bidder's view of a lot (spec 1 section 3, Lot (bidder view) and Auction (bidder view)). */
function bidderLotView(lot: Lot, user: User) {
  const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
  const company = db.companies.find((c) => c.id === auction.companyId);
  const join = db.auctionBidders.find((j) => j.lotId === lot.id && j.bidderId === user.id);
  const kase = db.cases.find((c) => c.id === lot.caseId);
  const others = db.lots
    .filter(
      (l) =>
        l.auctionId === auction.id &&
        l.id !== lot.id &&
        l.status !== 'Cancelled' &&
        l.status !== 'Draft',
    )
    .sort((a, b) => a.lotNumber - b.lotNumber)
    .map((l) => ({
      id: l.id,
      lotNumber: l.lotNumber,
      lotStatus: l.status,
      openingPrice: l.openingPrice,
      property: propertyView(l.id),
    }));
  return {
    id: lot.id,
    lotNumber: lot.lotNumber,
    lotStatus: lot.status,
    isPostponed: lot.isPostponed,
    isPinned: pinsOf(user).includes(lot.id),
    auctionBidderLot: join
      ? { amount: join.amount, leftDate: join.leftDate, paddleNumber: join.paddleNumber }
      : null,
    auctionBidder: join
      ? {
          type: join.type,
          purchaseProfileId: join.purchaseProfileId,
          joiningFrom: join.enteredDate,
        }
      : null,
    propertyCount: db.properties.filter((p) => p.lotId === lot.id).length,
    startedTime: lot.startedTime,
    stoppedTime: lot.stoppedTime,
    stopTime: lot.stopTime,
    requiredDown: lot.requiredDown,
    minBidIncrements: lot.minBidIncrements,
    openingPrice: lot.openingPrice,
    property: propertyView(lot.id),
    case: {
      id: kase?.id,
      caseNumber: kase?.caseNumber,
      documents: (kase?.documents ?? [])
        .filter((d) => d.visibleToBidders)
        .map(({ id, name, url }) => ({ id, name, url })),
    },
    bids: bidHistory(lot.id).map((b) => ({ ...b, userName: b.userName ?? '' })),
    auctionIsTest: auction.isTest,
    winner: lot.winner
      ? {
          id: lot.winner.bidderId,
          bid: lot.winner.amount,
          paddleNumber: lot.winner.paddleNumber,
          createdDate: lot.winner.createdDate,
        }
      : null,
    auction: {
      id: auction.id,
      hostName: company?.name ?? '',
      hostLogoUrl: company?.logoUrl ?? '',
      startTime: auction.startTime,
      stopTime: auction.stopTime,
      startType: auction.startType,
      type: auction.type,
      location: auction.location,
      isOpen: auction.isOpen,
      isFinished: auction.isFinished,
      isCancelled: auction.isCancelled,
      timeLeft: auction.timeLeft,
      extraTime: auction.extraTime,
      lots: others,
      streams: auction.streams.map(({ id, title, url }) => ({ id, title, url })),
    },
  };
}

export const lotHandlers = [
  // The auction's lots (drafts left out), in lot-number order.
  http.get('*/api/lots/auction/:auctionId', ({ request, params }) =>
    withUser(request, () => {
      const auction = db.auctions.find((a) => a.id === Number(params.auctionId));
      if (!auction) return notFound('Auction is not found!');
      return answer(
        api.listAuctionLots,
        db.lots
          .filter((l) => l.auctionId === auction.id && l.status !== 'Draft')
          .sort((a, b) => a.lotNumber - b.lotNumber)
          .map(auctionLotView),
      );
    }),
  ),
  // Every property of a lot, the primary one first. Those with access to the lot's case (staff,
  // its law firm, admins) get the property details, drafts included.
  http.get('*/api/properties/:lotId/list', ({ request, params }) =>
    withUser(request, (user) => {
      const lot = db.lots.find((l) => l.id === Number(params.lotId));
      const kase = lot && caseOfLot(lot);
      if (lot && kase && caseAccess(user, kase))
        return answer(
          api.listLotProperties,
          db.properties
            .filter((p) => p.lotId === lot.id)
            .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id)
            .map(propertyDetailOf),
        );
      if (!lot || lot.status === 'Draft') return notFound('Lot is not found!');
      return answer(
        api.listLotProperties,
        db.properties
          .filter((p) => p.lotId === lot.id)
          .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
          .map(propertyViewOf),
      );
    }),
  ),
  http.get(
    '*/api/lots/:lotId/bidder',
    forBidder((user, { params }) => {
      const lot = db.lots.find((l) => l.id === Number(params.lotId));
      if (!lot || !lot.auctionId || lot.status === 'Draft') return notFound('Lot is not found!');
      return answer(api.getBidderLot, bidderLotView(lot, user));
    }),
  ),
  http.get('*/api/bidders/pin/count', ({ request }) =>
    withUser(request, (user) => answer(getPinnedCount, { pinnedCount: pinsOf(user).length }), [
      Role.Bidder,
    ]),
  ),
  http.get(
    '*/api/bidders/pin/:lotId',
    forBidder((user, { params }) => {
      const lot = db.lots.find((l) => l.id === Number(params.lotId));
      if (!lot) return notFound('Lot is not found!');
      const pins = db.bidders.find((b) => b.userId === user.id)!.pinnedLotIds;
      if (!pins.includes(lot.id)) pins.push(lot.id);
      return answer(api.pinLot, { pinnedCount: pins.length });
    }),
  ),
  http.delete(
    '*/api/bidders/unpin/:lotId',
    forBidder((user, { params }) => {
      const data = db.bidders.find((b) => b.userId === user.id)!;
      data.pinnedLotIds = data.pinnedLotIds.filter((id) => id !== Number(params.lotId));
      return answer(api.unpinLot, { pinnedCount: data.pinnedLotIds.length });
    }),
  ),
];
