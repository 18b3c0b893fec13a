/** Joining, leaving and bidding on a lot, and the live subscription's calls (spec 1 §7). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, isoDate, withIds } from './common';
import { nullableDate, nullishAddressShape } from './lots';

/** How the bidder takes part: online, or in person (spec 1 §3 Subscription request). */
export const ParticipationType = z.enum(['online', 'in-person']);
export type ParticipationType = z.infer<typeof ParticipationType>;

/** A purchase profile as the join modal lists it: id and name (spec 1 §7). */
export const PurchaseProfileOption = z.object({ id: id(), name: z.string() });
export type PurchaseProfileOption = z.infer<typeof PurchaseProfileOption>;

/**
 * The join body (spec 1 §7): the amount to lock (-1 pre-registers, 0 spectates), the purchase
 * profile (null when pre-registering) and the type.
 */
export const JoinRequest = z.object({
  amount: z.number(),
  purchaseProfileId: z.nullable(id()),
  type: ParticipationType,
});
export type JoinRequest = z.infer<typeof JoinRequest>;

/** The join answer: the bidder's paddle number (spec 1 §7). */
export const Joined = z.object({ paddleNumber: z.number() });

export const AmountRequest = z.object({ amount: z.number() });

export const PurchaseProfileRequest = z.object({ purchaseProfileId: id() });

/** Bid (spec 1 §3): the newest bid of a lot. */
export const LastBid = z.object({
  id: id(),
  amount: z.number(),
  paddleNumber: z.number(),
  userName: z.optional(z.string()),
  createdDate: isoDate(),
});
export type LastBid = z.infer<typeof LastBid>;

/** Joined lot summary (spec 1 §3): a lot the bidder joined, for the live subscription. */
export const JoinedLot = z.object({
  lotId: id(),
  lotAuctionId: id(),
  lotAuctionStartType: z.enum(['Auto', 'Manual']),
  lotAuctionStartTime: isoDate(),
  lotAuctionStopTime: nullableDate(),
  lotAuctionTimeLeft: z.number(),
  lotAuctionExtraTime: z.number(),
  lotMinBidIncrements: z.nullable(z.number()),
  lotRequiredDown: z.number(),
  lotOpeningPrice: z.number(),
  lotStartedTime: nullableDate(),
  lotStoppedTime: nullableDate(),
  lotStopTime: nullableDate(),
  paddleNumber: z.number(),
  /** The locked amount. */
  amount: z.number(),
  type: ParticipationType,
  ...nullishAddressShape,
});
export type JoinedLot = z.infer<typeof JoinedLot>;

export const listPurchaseProfileOptions = endpoint({
  method: 'GET',
  path: '/api/purchaseprofiles',
  spec: '1 §7',
  summary: 'The bidder’s purchase profiles, id and name, for the join modal.',
  response: z.array(PurchaseProfileOption),
  roles: ['Bidder'],
  probe: {},
});

export const joinLot = endpoint({
  method: 'POST',
  path: '/api/auctions/{auctionId}/{lotId}/bidders',
  spec: '1 §7',
  summary: 'Joins a lot with an amount locked (-1 pre-registers, 0 spectates).',
  request: JoinRequest,
  response: Joined,
  roles: ['Bidder'],
});

export const leaveLot = endpoint({
  method: 'DELETE',
  path: '/api/auctions/{auctionId}/{lotId}/bidders',
  spec: '1 §7',
  summary: 'Leaves a lot, or unregisters a pre-registration; the answer is not used.',
  response: 'none',
  roles: ['Bidder'],
});

export const changeLockedAmount = endpoint({
  method: 'PUT',
  path: '/api/auctions/{auctionId}/{lotId}/biddersamount',
  spec: '1 §7',
  summary: 'Changes the amount locked on a joined lot; the answer is not used.',
  request: AmountRequest,
  response: 'none',
  roles: ['Bidder'],
});

export const changePurchaseProfile = endpoint({
  method: 'PUT',
  path: '/api/auctions/{auctionId}/bidders',
  spec: '1 §7',
  summary: 'Changes the purchase profile the bidder takes part in an auction with.',
  request: PurchaseProfileRequest,
  response: 'none',
  roles: ['Bidder'],
});

export const placeBid = endpoint({
  method: 'POST',
  path: '/api/auctions/{auctionId}/lots/{lotId}/bids',
  spec: '1 §7',
  summary:
    'Places a bid; a refusal answers 400 with the reason. The answer is not used. Designed: an ' +
    '`Idempotency-Key` header, fresh per bid, names it: once placed, the same key again gets ' +
    'the same answer and places no second bid.',
  request: AmountRequest,
  response: 'none',
  roles: ['Bidder'],
});

export const getLastBid = endpoint({
  method: 'GET',
  path: '/api/lots/{lotId}/lastbid',
  spec: '1 §7, 3 §7',
  summary: 'The newest bid of a lot, or 204 when it has none (the stop countdown).',
  response: LastBid,
  roles: ['Bidder'],
  probe: {
    args: withIds({ lotId: 'lotId' }),
  },
});

export const refreshAccounts = endpoint({
  method: 'GET',
  path: '/api/accounts/refreshaccounts',
  spec: '1 §7',
  summary: 'Re-reads the linked bank accounts’ balances; the answer is not used.',
  response: 'none',
  roles: ['Bidder'],
});

export const listJoinedLots = endpoint({
  method: 'GET',
  path: '/api/bidders/grpc/{currentTime}',
  spec: '1 §7',
  summary: 'The lots the bidder joined, for the live subscription (the time is the server’s).',
  response: z.array(JoinedLot),
  roles: ['Bidder'],
  probe: { args: () => ({ params: { currentTime: new Date().toISOString() } }) },
});

export const unsubscribeLot = endpoint({
  method: 'PUT',
  path: '/api/bidders/grpc/{lotId}',
  spec: '1 §7',
  summary: 'Stops the server pushing a lot to the bidder’s stream; the answer is not shown.',
  response: 'none',
  roles: ['Bidder'],
});

export const updatePushKey = endpoint({
  method: 'PUT',
  path: '/updatepushnotificationkey/{token}',
  spec: '1 §7, 3 §7',
  summary: 'Registers the browser’s push notification key for the bidder.',
  response: 'none',
  roles: ['Bidder'],
});
