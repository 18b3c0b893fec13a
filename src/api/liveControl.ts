// Answered in the simulator by src/mocks/handlers/live/control.ts.
import { newIdempotencyKey } from '../lib/idempotency';
import { IDEMPOTENCY_HEADER } from '../lib/upload';
import { call } from './call';
import * as api from './contract/liveControl';

export type {
  BidderAccount,
  ControlLot,
  LiveStream as AuctionStream,
  PlacedBid,
} from './contract/liveControl';

/** The control room's lot actions (spec 3 section 7, Live control). */
export type LotAction = keyof typeof api.LOT_ACTIONS;

/** Runs a lot action; answers the lot as the live-auction call lists it. Silent: the control room words each failure itself. */
export const lotAction = (lotId: number, action: LotAction) =>
  call(api.LOT_ACTIONS[action], { params: { id: lotId }, config: { silent: true } });

/** Changes the lot's minimum increment: a JSON patch carrying the amount as a string. */
export const setMinIncrement = (lotId: number, amount: number) =>
  call(api.setMinIncrement, {
    params: { id: lotId },
    body: [{ op: 'replace', path: '/minBidIncrements', value: String(amount) }],
    config: { headers: { 'Content-Type': 'application/json-patch+json' }, silent: true },
  });

export type BidderSearchBy = 'name' | 'userName';

/** Bidders whose name contains `name` (partial match). Silent: the search shows the server's message itself. */
export const searchBiddersByName = (name: string) =>
  call(api.searchBiddersByName, { params: { name }, config: { silent: true } });

/** The bidder with exactly this user name (a list of at most one). */
export const searchBidderByUserName = (userName: string) =>
  call(api.searchBidderByUserName, { params: { userName }, config: { silent: true } });

/** Adds an in-person bidder to the lot with an amount to lock. */
export const addBidder = (auctionId: number, lotId: number, bidderId: number, amount: number) =>
  call(api.addBidder, {
    params: { auctionId, lotId, bidderId },
    body: { amount, purchaseProfileId: null, type: 'in-person' },
    config: { silent: true },
  });

/** Places a bid for a bidder in the room: one bid, with a fresh idempotency key (see placeBid). */
export const placeBidFor = (auctionId: number, lotId: number, bidderId: number, amount: number) =>
  call(api.placeBidFor, {
    params: { auctionId, lotId },
    body: { amount, bidderId },
    config: { silent: true, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } },
  });

/** Removes a bidder from the lot (the bidder is sent out of the room). */
export async function removeBidder(auctionId: number, lotId: number, bidderId: number) {
  await call(api.removeBidder, {
    params: { auctionId, lotId, bidderId },
    config: { silent: true },
  });
}

/** The auction's video streams. Silent: a list that fails shows nothing. */
export const getStreams = (auctionId: number) =>
  call(api.getStreams, { params: { auctionId }, config: { silent: true } });
