/**
 * Lots as the bidder sees them (spec 1 §3 Lot (listing), Lot (bidder view), Auction (bidder
 * view), Property, Bid; spec 1 §7 Lots and properties): the lot page, the lots of its auction,
 * the properties of a lot, pins. The lot lists (dashboard, search, host columns) reuse the
 * listing shape declared here.
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { id, isoDate, text, withIds } from './common';
import { PinnedCount } from './bidders';

/** A time the server sends as null until it is known. */
export const nullableDate = () => z.nullable(isoDate());

/** The address parts of a lot or a property (spec 1 §3). */
export const addressShape = {
  streetLine1: z.string(),
  streetLine2: z.nullish(z.string()),
  city: z.string(),
  county: z.nullish(z.string()),
  stateCode: z.string(),
  zipCode: z.string(),
};

/** The address parts where a list may send any of them as null or leave them out. */
export const nullishAddressShape = {
  streetLine1: z.nullish(z.string()),
  streetLine2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  county: z.nullish(z.string()),
  stateCode: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
};

/** A photo of a listing: url and isMain (spec 1 §3 Lot (listing) images). */
export const ListingImage = z.object({ url: z.string(), isMain: z.boolean() });

/**
 * A property's attribute: attributeName and value (spec 1 §3 Property extendedData), with the
 * display name and type where sent.
 */
export const Attribute = z.object({
  attributeName: z.string(),
  attributeDisplayName: z.optional(z.string()),
  value: z.string(),
  attributeType: z.optional(z.string()),
});
export type Attribute = z.infer<typeof Attribute>;

/** A listing's attribute: attributeName, attributeDisplayName, value, attributeType (spec 1 §3). */
export const ListingAttribute = z.object({
  attributeName: z.string(),
  attributeDisplayName: z.string(),
  value: z.string(),
  attributeType: z.string(),
});

/**
 * Lot (listing), spec 1 §3: a lot in the bidder's lists and the property cards. The winner and
 * case fields describe sold lots and are sent where known.
 */
export const lotListingShape = {
  id: id(),
  auctionId: id(),
  ...addressShape,
  images: z.array(ListingImage),
  attributes: z.array(ListingAttribute),
  isRegistered: z.boolean(),
  auctionIsTest: z.boolean(),
  lotStatus: z.string(),
  isPostponed: z.boolean(),
  isPinned: z.boolean(),
  propertyCount: z.number(),
  openingPrice: z.number(),
  auctionStartTime: nullableDate(),
  auctionHostName: z.string(),
  auctionHostLogoUrl: z.nullish(z.string()),
  caseId: z.nullish(id()),
  caseNumber: z.nullish(z.string()),
  soldTo: z.nullish(z.enum(['ThirdPartyBidder', 'Plaintiff'])),
  winnerName: z.nullish(z.string()),
  winnerBidAmount: z.nullish(z.number()),
  winnerCreatedDate: z.nullish(isoDate()),
  status: z.nullish(z.string()),
  startTime: z.nullish(isoDate()),
  estimatedPrice: z.nullish(z.number()),
  lotOpeningPrice: z.nullish(z.number()),
  lotRequiredDown: z.nullish(z.number()),
};
export const LotListing = z.object(lotListingShape);
export type LotListing = z.infer<typeof LotListing>;

/** A photo of a property: url, isMain, description (spec 1 §3 Property imageData). */
export const PropertyImage = z.object({
  url: z.string(),
  isMain: z.boolean(),
  description: z.nullish(z.string()),
});

/**
 * Property, spec 1 §3: as the bidder's views send it, and as a lot's property list sends it to
 * the staff and the law firm (who read its id, address and primary flag).
 */
export const PropertyView = z.object({
  id: id(),
  lotId: id(),
  ...addressShape,
  countryCode: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  isPrimary: z.boolean(),
  imageData: z.array(PropertyImage),
  extendedData: z.array(Attribute),
});
export type PropertyView = z.infer<typeof PropertyView>;

/** Bid, spec 1 §3: id, amount, userName, paddleNumber, createdDate. */
export const BidView = z.object({
  id: id(),
  amount: z.number(),
  userName: z._default(z.string(), ''),
  paddleNumber: z.number(),
  createdDate: isoDate(),
});
export type BidView = z.infer<typeof BidView>;

/** A video stream of the auction: id, title, url (spec 1 §3 Live stream). */
export const AuctionStreamView = z.object({
  id: id(),
  title: z.string(),
  url: z.nullish(z.string()),
});

/**
 * Auction (bidder view), spec 1 §3. `isCancelled`, `timeLeft`, `extraTime` and `streams` are
 * designed additions (the spec's bidder view does not list them): the page hides joining for a
 * cancelled auction, the room applies an auto auction's extension rule, and the streams button
 * opens the auction's streams; each reads as "none" when missing.
 */
export const AuctionView = z.object({
  id: id(),
  hostName: z.string(),
  hostLogoUrl: z.nullish(z.string()),
  startTime: isoDate(),
  stopTime: nullableDate(),
  startType: z.enum(['Auto', 'Manual']),
  type: z.enum(['Online', 'InPerson', 'Hybrid']),
  location: text(),
  isOpen: z.boolean(),
  isFinished: z.boolean(),
  /** Derived by the screen; the server may send it. */
  estimatedDuration: z.optional(z.unknown()),
  /** Derived by the screen; the server may send it. */
  canInitiateGrpc: z.optional(z.boolean()),
  lots: z.optional(z.array(z.unknown())),
  bidderProfile: z.optional(z.unknown()),
  isCancelled: z._default(z.boolean(), false),
  timeLeft: z._default(z.number(), 0),
  extraTime: z._default(z.number(), 0),
  streams: z._default(z.array(AuctionStreamView), []),
});
export type AuctionView = z.infer<typeof AuctionView>;

/** The bidder's join of the lot: amount, leftDate (spec 1 §3); the paddle comes with it. */
export const AuctionBidderLot = z.object({
  amount: z.number(),
  leftDate: nullableDate(),
  paddleNumber: z.number(),
});

/** How the bidder takes part in the auction: type, purchaseProfileId, joiningFrom (spec 1 §3). */
export const AuctionBidderView = z.object({
  type: z.string(),
  purchaseProfileId: z.nullable(id()),
  joiningFrom: z.nullish(isoDate()),
});

/** A document of the lot's case the bidder may open. */
export const CaseDocumentLink = z.object({ id: id(), name: z.string(), url: z.string() });

/**
 * Lot (bidder view), spec 1 §3 (GET /api/lots/{lotId}/bidder). `isPostponed` (the status tag)
 * and `winner` (the declared winner once the lot stopped) are designed additions, read as "not
 * postponed" and "no winner yet" when missing.
 */
export const BidderLot = z.object({
  id: id(),
  lotStatus: z.string(),
  isPinned: z.boolean(),
  auctionBidderLot: z.nullable(AuctionBidderLot),
  auctionBidder: z.nullable(AuctionBidderView),
  propertyCount: z.number(),
  startedTime: nullableDate(),
  stoppedTime: nullableDate(),
  stopTime: nullableDate(),
  /** Percent. */
  requiredDown: z.number(),
  minBidIncrements: z.nullable(z.number()),
  openingPrice: z.number(),
  property: z.nullable(PropertyView),
  case: z.object({
    id: z.nullish(id()),
    caseNumber: z.nullish(z.string()),
    documents: z.array(CaseDocumentLink),
  }),
  bids: z.array(BidView),
  auctionIsTest: z.boolean(),
  auction: AuctionView,
  isPostponed: z._default(z.boolean(), false),
  winner: z._default(
    z.nullable(
      z.object({
        id: id(),
        bid: z.number(),
        paddleNumber: z.number(),
        createdDate: isoDate(),
      }),
    ),
    null,
  ),
});
export type BidderLot = z.infer<typeof BidderLot>;

/**
 * A lot of an auction as GET /api/lots/auction/{auctionId} lists it (spec 1 §7: the lots with
 * lotNumber): the listing's id, status, opening price, property count and address.
 */
export const AuctionLot = z.object({
  id: id(),
  auctionId: z.optional(id()),
  lotNumber: z.number(),
  lotStatus: z.string(),
  isPostponed: z._default(z.boolean(), false),
  openingPrice: z.number(),
  propertyCount: z.number(),
  ...addressShape,
});
export type AuctionLot = z.infer<typeof AuctionLot>;

export const getBidderLot = endpoint({
  method: 'GET',
  path: '/api/lots/{lotId}/bidder',
  spec: '1 §7',
  summary: 'The lot as the bidder sees it: lot, auction, the bidder’s join, case, property, bids.',
  response: BidderLot,
  roles: ['Bidder'],
  probe: { args: withIds({ lotId: 'lotId' }) },
});

export const listAuctionLots = endpoint({
  method: 'GET',
  path: '/api/lots/auction/{auctionId}',
  spec: '1 §7',
  summary: 'The lots of an auction with their lot numbers (the lot page’s other lots).',
  response: z.array(AuctionLot),
  roles: ['Bidder'],
  probe: {
    args: withIds({ auctionId: 'auctionId' }),
  },
});

export const listLotProperties = endpoint({
  method: 'GET',
  path: '/api/properties/{lotId}/list',
  spec: '1 §7',
  summary:
    'Every property of a lot, the primary one first (the bidder’s lot page; the case lot and property pages).',
  response: z.array(PropertyView),
  roles: ['Bidder', ...STAFF, ...FIRM],
  probe: { args: withIds({ lotId: 'lotId' }) },
});

export const pinLot = endpoint({
  method: 'GET',
  path: '/api/bidders/pin/{lotId}',
  spec: '1 §7, 3 §7',
  summary: 'Pins a lot for the bidder; answers the new pinned count.',
  response: PinnedCount,
  roles: ['Bidder'],
});

export const unpinLot = endpoint({
  method: 'DELETE',
  path: '/api/bidders/unpin/{lotId}',
  spec: '1 §7, 3 §7',
  summary: 'Unpins a lot; answers the new pinned count.',
  response: PinnedCount,
  roles: ['Bidder'],
});
