import type { LotListing } from '../../api/contract/lots';
import type { PropertyCardRow } from '../../api/contract/search';
import type * as z from 'zod/mini';
import { db } from '../db';
import type { Lot, User } from '../db/types';
import { controlRow } from '../handlers/live/common';
import { lotPlaceView } from './addressView';

/** The lot's primary property, else its first one. */
const primaryOf = (lotId: number) =>
  db.properties.find((p) => p.lotId === lotId && p.isPrimary) ??
  db.properties.find((p) => p.lotId === lotId);

/** The winner's name: the purchase profile the winner joined with, else the account's name. */
function winnerNameOf(lot: Lot): string | null {
  if (!lot.winner) return null;
  const join = db.auctionBidders.find(
    (j) => j.lotId === lot.id && j.bidderId === lot.winner!.bidderId,
  );
  const profile = db.purchaseProfiles.find((p) => p.id === join?.purchaseProfileId);
  const user = db.users.find((u) => u.id === lot.winner!.bidderId);
  return profile?.name || (user ? `${user.firstName} ${user.lastName}` : null);
}

/**
 * Lot (listing), spec 1 §3: a lot of the bidder's lists, the search, the host's columns and
 * the winnings, with the caller's pin and registration (none for staff).
 */
export function lotListing(lot: Lot, user: User | null): z.input<typeof LotListing> {
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  const company = db.companies.find((c) => c.id === auction?.companyId);
  const kase = db.cases.find((c) => c.id === lot.caseId);
  const p = primaryOf(lot.id);
  const pins = user ? (db.bidders.find((b) => b.userId === user.id)?.pinnedLotIds ?? []) : [];
  const valuation = Number(
    p?.attributes.find((a) => a.attributeName === 'MarketValuationValue')?.value,
  );
  const cancelled = lot.status === 'Cancelled' || Boolean(auction?.isCancelled);
  return {
    id: lot.id,
    auctionId: lot.auctionId ?? 0,
    ...lotPlaceView(p),
    attributes: (p?.attributes ?? []).map((a) => ({
      attributeName: a.attributeName,
      attributeDisplayName: a.attributeDisplayName,
      value: a.value,
      attributeType: a.attributeType,
    })),
    isRegistered:
      user !== null &&
      db.auctionBidders.some((j) => j.lotId === lot.id && j.bidderId === user.id && !j.leftDate),
    auctionIsTest: auction?.isTest ?? false,
    lotStatus: cancelled ? 'Cancelled' : lot.status,
    isPostponed: lot.isPostponed,
    isPinned: pins.includes(lot.id),
    propertyCount: db.properties.filter((x) => x.lotId === lot.id).length,
    openingPrice: lot.openingPrice,
    auctionStartTime: auction?.startTime ?? null,
    auctionHostName: company?.name ?? '',
    auctionHostLogoUrl: company?.logoUrl ?? '',
    caseId: lot.caseId,
    caseNumber: kase?.caseNumber ?? '',
    soldTo: lot.soldTo,
    winnerName: winnerNameOf(lot),
    winnerBidAmount: lot.winner?.amount ?? null,
    winnerCreatedDate: lot.winner?.createdDate ?? null,
    estimatedPrice: valuation > 0 ? valuation : null,
    lotOpeningPrice: lot.openingPrice,
    lotRequiredDown: lot.requiredDown,
  };
}

/**
 * A lot of the bidder's search list: Lot (control and search) of spec 3 §3 with the listing's
 * fields and the primary property's map point.
 */
export function searchRow(lot: Lot, user: User): z.input<typeof PropertyCardRow> {
  const c = controlRow(lot);
  const p = primaryOf(lot.id);
  return {
    ...lotListing(lot, user),
    lotNumber: c.lotNumber,
    isOpen: c.isOpen,
    startedTime: c.startedTime,
    stopTime: c.stopTime,
    stoppedTime: c.stoppedTime,
    countryCode: c.countryCode,
    minBidIncrements: c.minBidIncrements,
    requiredDown: c.requiredDown,
    hasImage: c.hasImage,
    winner: c.winner,
    nextLotId: c.nextLotId,
    auctionStartType: c.auctionStartType ?? 'Manual',
    latitude: p?.latitude ?? 0,
    longitude: p?.longitude ?? 0,
  };
}
