/**
 * The staff auction page /auctions/{auctionId}: settings, lots, streams and bidders
 * (spec 2 §2, §3, §4, §7). Spec 2 §7 leaves the detail load, update, delete, reorder and the
 * stream calls open: those are designed here.
 */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { id, isoDate, learnFirst, withIds } from './common';
import { AuctionPayload, AuctionStartType, AuctionType } from './auctions';

/**
 * A lot of an auction as the page lists it, in lotNumber order: the lot of spec 2 §3 (id,
 * lotNumber, lotStatus, isPostponed, openingPrice, requiredDown, minBidIncrements,
 * propertyCount, caseId, auction, stoppedTime) with the primary address (streetLine1,
 * streetLine2, city, stateCode, zipCode), caseNumber and startedTime of spec 3 §3.
 */
export const AuctionLotRow = z.object({
  id: id(),
  lotNumber: z.number(),
  lotStatus: z.string(),
  isPostponed: z.boolean(),
  openingPrice: z.nullable(z.number()),
  requiredDown: z.nullable(z.number()),
  minBidIncrements: z.nullable(z.number()),
  propertyCount: z.number(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  caseId: id(),
  caseNumber: z.string(),
  auction: z.nullable(
    z.object({ id: id(), startTime: isoDate(), stopTime: z.nullable(isoDate()) }),
  ),
  startedTime: z.nullable(isoDate()),
  stoppedTime: z.nullable(isoDate()),
});
export type AuctionLotRow = z.infer<typeof AuctionLotRow>;

/** Stream status: Offline or Live (spec 2 §3). */
export const StreamStatus = z.enum(['Offline', 'Live']);
export type StreamStatus = z.infer<typeof StreamStatus>;

/** Stream (spec 2 §3): id, title, url, status, type (always YouTube), createdDate. */
export const AuctionStream = z.object({
  id: id(),
  title: z.string(),
  url: z.string(),
  status: StreamStatus,
  type: z.literal('YouTube'),
  createdDate: isoDate(),
});
export type AuctionStream = z.infer<typeof AuctionStream>;

/** The body of a stream create or update: title, url, status, type (always YouTube). */
export const StreamInput = z.object({
  title: z.string(),
  url: z.string(),
  status: StreamStatus,
  type: z.literal('YouTube'),
});
export type StreamInput = z.infer<typeof StreamInput>;

/**
 * The auction with its lots and streams: the Auction of spec 2 §3 (id, startTime, stopTime,
 * type, startType, timeLeft, extraTime, location, isOpen, isFinished, isStarted, isPublished,
 * lotCount, lots, streams), with isCancelled (the Cancelled display state, spec 2 §4) and
 * isTest (the test flag the create body sends).
 */
export const AuctionDetail = z.object({
  id: id(),
  startTime: isoDate(),
  stopTime: z.nullable(isoDate()),
  type: AuctionType,
  startType: AuctionStartType,
  timeLeft: z.number(),
  extraTime: z.number(),
  location: z.nullable(z.string()),
  isOpen: z.boolean(),
  isFinished: z.boolean(),
  isCancelled: z.boolean(),
  isTest: z.boolean(),
  isStarted: z.boolean(),
  isPublished: z.boolean(),
  lotCount: z.number(),
  lots: z.array(AuctionLotRow),
  streams: z.array(AuctionStream),
});
export type AuctionDetail = z.infer<typeof AuctionDetail>;

/**
 * A bidder of one lot of the auction: the Auction bidder of spec 2 §3 (bidderId,
 * bidderUserName, paddleNumber, bidderFirstName, bidderLastName, amount, enteredDate,
 * leftDate, balanceType), with the join's id and its lotId (the page groups bidders per lot).
 */
export const AuctionBidderRow = z.object({
  id: id(),
  lotId: id(),
  bidderId: id(),
  bidderUserName: z.string(),
  bidderFirstName: z.string(),
  bidderLastName: z.string(),
  paddleNumber: z.number(),
  amount: z.number(),
  enteredDate: isoDate(),
  leftDate: z.nullable(isoDate()),
  balanceType: z.string(),
});
export type AuctionBidderRow = z.infer<typeof AuctionBidderRow>;

/** The lot order: every lot of the auction once. */
export const LotOrder = z.object({ lotIds: z.array(id()) });

export const getAuctionDetail = endpoint({
  method: 'GET',
  path: '/api/auctions/{auctionId}',
  designed:
    'Spec 2 §7 leaves the detail load open: the auction page reads the auction with its lots (in lotNumber order) and its streams in one call.',
  summary: 'The auction with its settings, lots and streams (404 for another company’s).',
  response: AuctionDetail,
  roles: STAFF,
  probe: { args: withIds({ auctionId: 'auctionId' }) },
});

export const updateAuction = endpoint({
  method: 'PUT',
  path: '/api/auctions/{auctionId}',
  designed:
    'Spec 2 §7 leaves the update open: the settings form sends the create body and reads the saved auction back.',
  summary:
    'Saves the settings under the create rules; refused once the auction is live or finished.',
  request: AuctionPayload,
  response: AuctionDetail,
  roles: STAFF,
});

export const deleteAuction = endpoint({
  method: 'DELETE',
  path: '/api/auctions/{auctionId}',
  designed:
    'Spec 2 §7 leaves the delete open; spec 2 §4 allows it only for an auction with no lots.',
  summary: 'Deletes an auction that has no lots.',
  response: 'none',
  roles: STAFF,
});

export const reorderAuctionLots = endpoint({
  method: 'PUT',
  path: '/api/auctions/{auctionId}/lots/order',
  designed:
    'Spec 2 §7 leaves the reorder open: the lots table’s drag reorder sends every lot id once, in the new order; lot numbers follow it.',
  summary: 'Sets the lot order.',
  request: LotOrder,
  response: 'none',
  roles: STAFF,
});

export const listAvailableLots = endpoint({
  method: 'GET',
  path: '/api/auctions/{auctionId}/availablelots',
  designed:
    'Only Draft lots can be added to an auction (spec 2 §4): the Add lots dialog lists the company’s Draft lots with no auction.',
  summary: 'The company’s Draft lots with no auction, which may be added to this one.',
  response: z.array(AuctionLotRow),
  roles: STAFF,
  probe: { args: withIds({ auctionId: 'auctionId' }) },
});

export const listAuctionBidders = endpoint({
  method: 'GET',
  path: '/api/auctions/{auctionId}/bidders',
  designed:
    'The auction page shows the bidders per lot (spec 2 §2): the Auction bidder rows of every lot, each with its lotId.',
  summary: 'The bidders of every lot of the auction.',
  response: z.array(AuctionBidderRow),
  roles: STAFF,
  probe: {
    args: withIds({ auctionId: 'auctionId' }),
    learn: learnFirst('bidderUserName', 'bidderUserName'),
  },
});

export const assignLot = endpoint({
  method: 'POST',
  path: '/api/lots/{lotId}/{auctionId}',
  spec: '2 §7',
  summary: 'Adds a Draft lot to the auction (it goes last).',
  response: 'none',
  roles: STAFF,
});

export const removeLotFromAuction = endpoint({
  method: 'DELETE',
  path: '/api/lots/{lotId}/{auctionId}',
  designed:
    'Spec 2 §4 lets a Draft lot be removed from its auction; the call mirrors the assignment (POST /api/lots/{lotId}/{auctionId}).',
  summary: 'Takes a Draft lot out of the auction.',
  response: 'none',
  roles: STAFF,
});

export const publishLot = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/list',
  spec: '2 §7',
  summary: 'Publishes a Draft lot: it becomes Listed.',
  response: 'none',
  roles: STAFF,
});

export const createStream = endpoint({
  method: 'POST',
  path: '/api/auctions/{auctionId}/streams',
  designed: 'Spec 2 §7 leaves the stream create open: the Stream fields the page edits.',
  summary: 'Adds a video stream to the auction.',
  request: StreamInput,
  response: 'none',
  roles: STAFF,
});

export const updateStream = endpoint({
  method: 'PUT',
  path: '/api/auctions/{auctionId}/streams/{streamId}',
  designed: 'Spec 2 §7 leaves the stream update open: the Stream fields the page edits.',
  summary: 'Edits a video stream.',
  request: StreamInput,
  response: 'none',
  roles: STAFF,
});

export const deleteStream = endpoint({
  method: 'DELETE',
  path: '/api/auctions/{auctionId}/streams/{streamId}',
  designed: 'Spec 2 §7 leaves the stream delete open.',
  summary: 'Removes a video stream.',
  response: 'none',
  roles: STAFF,
});
