import { describe, expect, it } from 'vitest';
import {
  AuctionLot,
  BidderLot,
  getBidderLot,
  listLotProperties,
  LotListing,
  PropertyView,
} from '../../../src/api/contract/lots';
import { check } from '../../../src/api/contract/parse';
import { address, listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

const property = {
  id: 21,
  lotId: 7,
  ...address,
  countryCode: 'US',
  latitude: 41.88,
  longitude: -87.63,
  isPrimary: true,
  imageData: [{ url: '/p/1.jpg', isMain: true, description: 'Front' }],
  extendedData: [{ attributeName: 'SquareFeet', value: '1200' }],
};

/** Lot (bidder view) and Auction (bidder view) of spec 1 §3, nothing more. */
const bidderLot = {
  lotStatus: 'Listed',
  id: 7,
  isPinned: false,
  auctionBidderLot: { amount: 5000, leftDate: null, paddleNumber: 101 },
  auctionBidder: { type: 'online', purchaseProfileId: 4, joiningFrom: '2026-03-01T10:00:00Z' },
  propertyCount: 1,
  startedTime: null,
  stoppedTime: null,
  stopTime: null,
  requiredDown: 25,
  minBidIncrements: null,
  openingPrice: 100_000,
  property,
  case: { documents: [{ id: 1, name: 'Notice.pdf', url: '/d/1.pdf' }] },
  bids: [
    { id: 5, amount: 101_000, userName: 'bidder', paddleNumber: 101, createdDate: '2026-03-02' },
  ],
  auctionIsTest: false,
  auction: {
    id: 3,
    hostName: 'Lakeside Auctions',
    hostLogoUrl: '/logo.png',
    startTime: '2026-03-02T15:00:00.000Z',
    stopTime: null,
    startType: 'Auto',
    type: 'Online',
    location: null,
    isOpen: false,
    isFinished: false,
  },
};

describe('lots contract', () => {
  it('reads a Lot (listing) of spec 1 §3 with its property count', () => {
    expect(check(LotListing, listing)).toEqual({ ok: true, value: listing });
    const { propertyCount: _, ...without } = listing;
    expect(issues(check(LotListing, without))).toEqual([
      { path: 'propertyCount', problem: 'expected number, received undefined' },
    ]);
  });

  it('leaves the sold-lot fields of a listing optional', () => {
    const {
      caseId: _1,
      soldTo: _2,
      winnerName: _3,
      winnerBidAmount: _4,
      winnerCreatedDate: _5,
      status: _6,
      startTime: _7,
      estimatedPrice: _8,
      lotOpeningPrice: _9,
      lotRequiredDown: _10,
      ...current
    } = listing;
    expect(check(LotListing, current).ok).toBe(true);
  });

  it('reads the bidder view of spec 1 §3, the designed fields read as none when missing', () => {
    const r = check(getBidderLot.response, bidderLot);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.isPostponed).toBe(false);
    expect(r.value.winner).toBeNull();
    expect(r.value.auction).toMatchObject({
      location: '',
      isCancelled: false,
      timeLeft: 0,
      extraTime: 0,
      streams: [],
    });
  });

  it('names a missing field of the bidder view', () => {
    expect(
      issues(check(BidderLot, { ...bidderLot, auction: { ...bidderLot.auction, isOpen: 'no' } })),
    ).toEqual([{ path: 'auction.isOpen', problem: 'expected boolean, received string' }]);
    expect(
      issues(check(BidderLot, { ...bidderLot, bids: [{ id: 5 }] })).map((i) => i.path),
    ).toEqual(['bids.0.amount', 'bids.0.paddleNumber', 'bids.0.createdDate']);
  });

  it('reads a lot’s properties as the bidder and as the staff get them', () => {
    const staff = {
      ...property,
      caseId: 11,
      lotNumber: 1,
      caseNumber: '2026-CH-1',
      imageData: [{ id: 3, url: '/p/1.jpg', isMain: true, description: '' }],
      extendedData: [
        {
          attributeId: 4,
          attributeName: 'SquareFeet',
          attributeDisplayName: 'Square Feet',
          attributeType: 'DecimalField',
          value: '1200',
          otherValue: null,
        },
      ],
    };
    expect(check(listLotProperties.response, [property, staff]).ok).toBe(true);
    expect(issues(check(PropertyView, { ...property, isPrimary: undefined }))).toEqual([
      { path: 'isPrimary', problem: 'expected boolean, received undefined' },
    ]);
  });

  it('reads the lots of an auction with their lot numbers', () => {
    const lot = {
      id: 8,
      lotNumber: 2,
      lotStatus: 'Listed',
      openingPrice: 5,
      propertyCount: 1,
      streetLine1: '2 Main St',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60601',
    };
    expect(check(AuctionLot, lot)).toMatchObject({ ok: true, value: { isPostponed: false } });
    expect(issues(check(AuctionLot, { ...lot, lotNumber: undefined }))).toEqual([
      { path: 'lotNumber', problem: 'expected number, received undefined' },
    ]);
  });
});
