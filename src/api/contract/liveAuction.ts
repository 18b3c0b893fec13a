/**
 * The live auction as its screens load it (spec 3 §3 Live auction, Lot (control and search);
 * spec 2 §7, spec 3 §7 GET /api/auctions/{auctionId}/live) and leaving the live stream
 * (spec 1 §7).
 */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { id, isoDate, withIds } from './common';
import { ListingImage, nullableDate, nullishAddressShape } from './lots';

/** Lot (control and search), spec 3 §3, as the live call lists it. */
export const LiveAuctionLotRow = z.object({
  id: id(),
  lotNumber: z.number(),
  lotStatus: z.string(),
  isOpen: z.boolean(),
  auctionStartTime: z.nullish(isoDate()),
  startedTime: nullableDate(),
  stopTime: nullableDate(),
  stoppedTime: nullableDate(),
  ...nullishAddressShape,
  countryCode: z.nullish(z.string()),
  caseNumber: z.nullish(z.string()),
  propertyCount: z.number(),
  minBidIncrements: z.number(),
  /** Percent. */
  requiredDown: z.number(),
  openingPrice: z.number(),
  hasImage: z.boolean(),
  images: z.array(ListingImage),
  winner: z.nullable(z.object({ paddleNumber: z.number() })),
  nextLotId: z.nullable(id()),
  auctionStartType: z.nullish(z.enum(['Auto', 'Manual'])),
  isPinned: z.optional(z.boolean()),
});
export type LiveAuctionLotRow = z.infer<typeof LiveAuctionLotRow>;

/** A video stream of the auction: id, title, url. */
export const LiveAuctionStream = z.object({
  id: id(),
  title: z.string(),
  url: z.nullish(z.string()),
});

/**
 * Live auction, spec 3 §3: lots, startType, isFinished, startTime, timeLeft and extraTime (the
 * extension rule: a bid within `timeLeft` minutes of the end extends it by `extraTime` minutes),
 * streams; with the auction's id.
 */
export const LiveAuctionData = z.object({
  id: id(),
  lots: z.array(LiveAuctionLotRow),
  startType: z.enum(['Auto', 'Manual']),
  isFinished: z.boolean(),
  startTime: isoDate(),
  timeLeft: z.number(),
  extraTime: z.number(),
  streams: z._default(z.array(LiveAuctionStream), []),
});
export type LiveAuctionData = z.infer<typeof LiveAuctionData>;

export const getLiveAuction = endpoint({
  method: 'GET',
  path: '/api/auctions/{auctionId}/live',
  spec: '2 §7, 3 §7',
  summary: 'The auction with its lots for the control room and the TV view.',
  response: LiveAuctionData,
  roles: STAFF,
  probe: {
    args: withIds({ auctionId: 'auctionId' }),
  },
});

export const unsubscribeLive = endpoint({
  method: 'POST',
  path: '/api/auctions/unsubscribegrpc',
  spec: '1 §7',
  summary: 'The bidder left the live auction; the answer is not shown.',
  response: 'none',
  roles: ['Bidder'],
});

export const unsubscribeLiveStaff = endpoint({
  method: 'POST',
  path: '/api/auctions/unsubscribegrpc/{presenter}',
  spec: '1 §7',
  summary:
    'The control room (false) or the TV view (presenter, true) left the live auction; the answer is not shown.',
  response: 'none',
  roles: STAFF,
});
