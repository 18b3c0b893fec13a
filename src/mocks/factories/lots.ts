import { simIso } from '../clock';
import { db, newId } from '../db/store';
import type { Db, Lot, Property, PropertyImage } from '../db/types';
import { addRecord } from './record';
import { makeCase } from './cases';

/** The run of a lot that has not started: no times, no winner. */
export const NOT_RUN = {
  startedTime: null,
  stopTime: null,
  stoppedTime: null,
  stopAlertTime: null,
  winner: null,
  soldTo: null,
} as const satisfies Partial<Lot>;

/**
 * A Draft lot of a new case (unless `caseId` is given), numbered after the lots already in its
 * auction.
 */
export function makeLot(over: Partial<Lot> = {}, into: Db = db): Lot {
  const caseId = over.caseId ?? makeCase({}, into).id;
  const id = over.id ?? newId(into);
  const auctionId = over.auctionId ?? null;
  return addRecord(into.lots, { ...over, id }, into, {
    caseId,
    auctionId,
    lotNumber: auctionId ? into.lots.filter((l) => l.auctionId === auctionId).length + 1 : 0,
    status: 'Draft',
    isPostponed: false,
    isFeatured: false,
    featuredByAdmin: false,
    continuanceDate: null,
    openingPrice: 100_000,
    requiredDown: 25,
    minBidIncrements: 1000,
    ...NOT_RUN,
    reliefFee: 350,
    depositReceivedDate: null,
    paymentReceivedDate: null,
    deedDelivery: null,
    createdDate: simIso(),
  });
}

export function makeImage(over: Partial<PropertyImage> = {}): PropertyImage {
  return { url: '/sim-img/house-1-1.svg', isMain: true, description: 'Photo 1', ...over };
}

/** The primary property of a lot, in Chicago, with one main photo and no attributes. */
export function makeProperty(over: Partial<Property> & { lotId: number }, into: Db = db): Property {
  return addRecord(into.properties, over, into, {
    address: {
      streetLine1: '1200 Oak St',
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zipCode: '60614',
    },
    countryCode: 'US',
    latitude: 41.9214,
    longitude: -87.6513,
    isPrimary: true,
    images: [makeImage({ url: `/sim-img/house-${over.lotId}-1.svg` })],
    attributes: [],
  });
}
