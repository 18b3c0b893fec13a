/** The company's auctions: list, create and the look-ups (spec 2 §2, §3, §5, §7; spec 3 §7). */
import * as z from 'zod/mini';
import { AUCTION_START_TYPES, AUCTION_TYPES } from '../../lib/auctionForm';
import { endpoint, FIRM, STAFF } from './define';
import { id, isoDate, learnFirst } from './common';

/** Auction type: Hybrid, Online, InPerson (spec 1 §4, spec 2 §3). */
export const AuctionType = z.enum(AUCTION_TYPES);
export type AuctionType = z.infer<typeof AuctionType>;

/** Start type: Auto or Manual (spec 2 §3). */
export const AuctionStartType = z.enum(AUCTION_START_TYPES);
export type AuctionStartType = z.infer<typeof AuctionStartType>;

/**
 * The body of POST /api/auctions and of the settings update (spec 2 §7): type, startType,
 * startTime, stopTime, timeLeft, extraTime, isTest, location (left out for Online, spec 2 §5).
 */
export const AuctionPayload = z.object({
  type: AuctionType,
  startType: AuctionStartType,
  startTime: isoDate(),
  stopTime: isoDate(),
  timeLeft: z.number(),
  extraTime: z.number(),
  isTest: z.boolean(),
  location: z.optional(z.string()),
});
export type AuctionPayload = z.infer<typeof AuctionPayload>;

/** The tabs of the staff auction list (spec 2 §2: LIVE, UPCOMING, COMPLETED, CANCELLED). */
export const AuctionListStatus = z.enum(['live', 'upcoming', 'completed', 'cancelled']);
export type AuctionListStatus = z.infer<typeof AuctionListStatus>;

/** One tab of the auction list, filtered by type and start type (spec 2 §2). */
export const AuctionListQuery = z.object({
  status: AuctionListStatus,
  type: z.optional(AuctionType),
  startType: z.optional(AuctionStartType),
  pagination: z.object({ page: z.number(), pageSize: z.number() }),
});
export type AuctionListQuery = z.infer<typeof AuctionListQuery>;

/** A row of the auction list: ID, date, type, start type, lot count (spec 2 §2, §3 Auction). */
export const AuctionListRow = z.object({
  id: id(),
  startTime: isoDate(),
  stopTime: z.nullable(isoDate()),
  type: AuctionType,
  startType: AuctionStartType,
  lotCount: z.number(),
  isOpen: z.boolean(),
  isFinished: z.boolean(),
  /** Test auctions carry a Test tag (spec 1 §2 'Mock Auction'). */
  isTest: z.boolean(),
});
export type AuctionListRow = z.infer<typeof AuctionListRow>;

/** One page of a tab, with the count of every tab (spec 2 §2: each tab with a count). */
export const AuctionListPage = z.object({
  data: z.array(AuctionListRow),
  total: z.number(),
  counts: z.object({
    live: z.number(),
    upcoming: z.number(),
    completed: z.number(),
    cancelled: z.number(),
  }),
});
export type AuctionListPage = z.infer<typeof AuctionListPage>;

/** Auction lookup (spec 2 §3): id, startTime, stopTime, isStarted, lotCount. */
export const AuctionLookup = z.object({
  id: id(),
  startTime: isoDate(),
  stopTime: z.nullable(isoDate()),
  isStarted: z.boolean(),
  lotCount: z.number(),
});
export type AuctionLookup = z.infer<typeof AuctionLookup>;

/**
 * An auction of POST /api/auctions/lookup/auctioneer: the auction lookup of spec 2 §3 (the
 * same-start-time question) and the auction lookup item of spec 3 §3 (id, startTime,
 * companyName, type, startType; the reports' auction date filter), as one call serves both.
 */
export const AuctioneerAuctionLookup = z.extend(AuctionLookup, {
  companyName: z.string(),
  type: AuctionType,
  startType: AuctionStartType,
});
export type AuctioneerAuctionLookup = z.infer<typeof AuctioneerAuctionLookup>;

/**
 * The look-up's body: `date` (spec 2 §7, spec 3 §7). An instant answers the auctions starting
 * in the same minute (the same-start-time question); a calendar day (`YYYY-MM-DD`, the bids
 * report's auction date filter) answers the auctions starting that day.
 */
export const AuctioneerLookupRequest = z.object({ date: z.string() });

/** POST /api/auctions answers the new id, bare or as `{ id }`; read as the number. */
export const NewAuctionId = z.pipe(
  z.union([id(), z.object({ id: id() })]),
  z.transform((v: number | { id: number }) => (typeof v === 'number' ? v : v.id)),
);

export const listAuctions = endpoint({
  method: 'POST',
  path: '/api/auctions/list',
  designed:
    'Spec 2 §7 leaves the auction list open: one tab (status) filtered by type and start type, a page, and the count of every tab.',
  summary: 'The company auctions of one tab of /auctions, with the count of each tab.',
  request: AuctionListQuery,
  response: AuctionListPage,
  roles: STAFF,
  probe: {
    args: () => ({ body: { status: 'upcoming', pagination: { page: 1, pageSize: 10 } } }),
    learn: learnFirst('auctionId'),
  },
});

export const lookupAuctions = endpoint({
  method: 'GET',
  path: '/api/auctions/lookup',
  spec: '2 §7',
  summary: 'The company auctions a lot can be assigned to (the lot’s auction date picker).',
  response: z.array(AuctionLookup),
  roles: STAFF,
  probe: {},
});

export const lookupAuctioneerAuctions = endpoint({
  method: 'POST',
  path: '/api/auctions/lookup/auctioneer',
  spec: '2 §7, 3 §7',
  summary:
    'Auctions at the same start time (create and settings), or of one day (the bids report’s auction filter).',
  request: AuctioneerLookupRequest,
  response: z.array(AuctioneerAuctionLookup),
  roles: [...STAFF, ...FIRM],
  probe: {
    args: () => ({ body: { date: '2026-01-15' } }),
  },
});

export const createAuction = endpoint({
  method: 'POST',
  path: '/api/auctions',
  spec: '2 §7',
  summary: 'Creates an auction; answers its id (the screen then opens /auctions/{id}).',
  request: AuctionPayload,
  response: NewAuctionId,
  roles: STAFF,
});
