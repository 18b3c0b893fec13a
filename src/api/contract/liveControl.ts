/**
 * The live control room's calls (spec 3 §2.1, §5, §7 Live control): lot start, stop and stop
 * alerts, the minimum increment, the bidder search, adding and removing in-person bidders,
 * bids on a bidder's behalf and the auction's streams.
 */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { id, learnFirst, withIds } from './common';
import { Joined } from './joining';
import { LiveAuctionLotRow } from './liveAuction';

/**
 * The lot as a control call answers it: the lot of spec 3 §3 "Lot (control and search)" as
 * GET /api/auctions/{auctionId}/live lists it, which the control room puts into its lot list at
 * once (spec 3 §7 does not show these answers).
 */
export const ControlLot = LiveAuctionLotRow;
export type ControlLot = LiveAuctionLotRow;

/** The body of PUT /api/lots/{id}/mininc: a JSON patch carrying the amount as a string. */
export const MinIncrementPatch = z.array(
  z.object({ op: z.literal('replace'), path: z.literal('/minBidIncrements'), value: z.string() }),
);

/**
 * A bidder account as the bidder search finds it: the Bidder (control room) of spec 3 §3 —
 * id, firstName, lastName, userName, isDeactivated, isPhoneVerified (adding a bidder needs a
 * phone-verified account, spec 3 §5). The deposit, paddle and standing come with the lot's
 * live data once the bidder joined.
 */
export const BidderAccount = z.object({
  id: id(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  isDeactivated: z.boolean(),
  isPhoneVerified: z.boolean(),
});
export type BidderAccount = z.infer<typeof BidderAccount>;

/** The exact user-name search answers the bidder, or a list of at most one; read as a list. */
export const BidderByUserName = z.pipe(
  z.union([z.null(), BidderAccount, z.array(BidderAccount)]),
  z.transform((v: BidderAccount | BidderAccount[] | null): BidderAccount[] =>
    v === null ? [] : Array.isArray(v) ? v : [v],
  ),
);

/** Adds an in-person bidder: amount to lock, purchaseProfileId (null) and type (spec 3 §7). */
export const AddBidderRequest = z.object({
  amount: z.number(),
  purchaseProfileId: z.null(),
  type: z.literal('in-person'),
});

/** A bid for a bidder: amount and bidderId (spec 3 §7). */
export const PlaceBidForRequest = z.object({ amount: z.number(), bidderId: id() });

/** The placed bid: id and amount of the Bid of spec 3 §3. */
export const PlacedBid = z.object({ id: id(), amount: z.number() });
export type PlacedBid = z.infer<typeof PlacedBid>;

/** A video stream of the live auction: id, title, url (spec 1 §7, spec 3 §3 Live auction). */
export const LiveStream = z.object({ id: id(), title: z.string(), url: z.nullish(z.string()) });
export type LiveStream = z.infer<typeof LiveStream>;

const lotAction = (action: string, summary: string) =>
  endpoint({
    method: 'PUT',
    path: `/api/lots/{id}/${action}`,
    spec: '3 §7',
    summary: `${summary} Answers the lot as the live call lists it.`,
    response: ControlLot,
    roles: STAFF,
  });

export const startLot = lotAction('start', 'Starts the lot: it becomes open.');
export const stopLot = lotAction(
  'stop',
  'Finishes the lot; refused (the stop alert is sent instead) while the last bid is too recent.',
);
export const notifyStop = lotAction('notifystop', 'Sends the 10 second stop alert.');
export const cancelStopAlert = lotAction('notifystopcancel', 'Cancels the stop alert.');

/** The lot actions by the last segment of their path. */
export const LOT_ACTIONS = {
  start: startLot,
  stop: stopLot,
  notifystop: notifyStop,
  notifystopcancel: cancelStopAlert,
} as const;

export const setMinIncrement = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/mininc',
  spec: '3 §7',
  summary:
    'Changes the lot’s minimum increment (Content-Type application/json-patch+json, the amount as a string).',
  request: MinIncrementPatch,
  response: ControlLot,
  roles: STAFF,
});

export const searchBiddersByName = endpoint({
  method: 'GET',
  path: '/api/user/bidder/{name}/name',
  spec: '3 §7',
  summary: 'Bidders whose name holds `name` (partial, at least 3 characters).',
  response: z.array(BidderAccount),
  roles: STAFF,
  probe: {
    args: () => ({ params: { name: 'bai' } }),
    learn: learnFirst('bidderUserName', 'userName'),
  },
});

export const searchBidderByUserName = endpoint({
  method: 'GET',
  path: '/api/user/bidder/{userName}',
  spec: '3 §7',
  summary: 'The bidder with exactly this user name (404 when there is none).',
  response: BidderByUserName,
  roles: STAFF,
  probe: {
    args: withIds({ userName: 'bidderUserName' }),
  },
});

export const addBidder = endpoint({
  method: 'POST',
  path: '/api/auctions/{auctionId}/{lotId}/bidders/{bidderId}',
  spec: '3 §7',
  summary: 'Adds an in-person bidder to the lot with an amount to lock; answers the paddle.',
  request: AddBidderRequest,
  response: Joined,
  roles: STAFF,
});

export const removeBidder = endpoint({
  method: 'DELETE',
  path: '/api/auctions/{auctionId}/{lotId}/bidders/{bidderId}',
  spec: '3 §7',
  summary: 'Removes a bidder from the lot (the bidder is sent out of the room).',
  response: 'none',
  roles: STAFF,
});

export const placeBidFor = endpoint({
  method: 'POST',
  path: '/api/auctions/{auctionId}/lots/{lotId}/bids/placebid',
  spec: '3 §7',
  summary:
    'Places a bid on a bidder’s behalf (capped at the bidder’s deposit). Designed: an ' +
    '`Idempotency-Key` header, fresh per bid, names it: once placed, the same key again gets ' +
    'the same answer and places no second bid.',
  request: PlaceBidForRequest,
  response: PlacedBid,
  roles: STAFF,
});

export const getStreams = endpoint({
  method: 'GET',
  path: '/api/auctions/{auctionId}/streams',
  spec: '1 §7, 2 §7, 3 §7',
  summary: 'The auction’s video streams (the control room’s streams list).',
  response: z.array(LiveStream),
  roles: STAFF,
  probe: {
    args: withIds({ auctionId: 'auctionId' }),
  },
});
