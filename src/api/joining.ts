// Answered in the simulator by src/mocks/handlers/bidders.ts, src/mocks/handlers/live/bidding.ts.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bidderQueries } from './bidders';
import { newIdempotencyKey } from '../lib/idempotency';
import { IDEMPOTENCY_HEADER } from '../lib/upload';
import { assertSameUser } from '../lib/tabSync';
import { call, callWithResponse } from './call';
import * as api from './contract/joining';
import { lotQueries } from './lots';
import { invalidateAll } from './mutation';

/** Joining, leaving and bidding on a lot (spec 1 section 7, Joining and bidding). */
export type { LastBid, ParticipationType, PurchaseProfileOption } from './contract/joining';
type ParticipationType = import('./contract/joining').ParticipationType;
type LastBid = import('./contract/joining').LastBid;

/** The bidder's purchase profiles (id and name) for the join modal. */
export const getPurchaseProfiles = () => call(api.listPurchaseProfileOptions);

/**
 * Joins with `amount` locked (-1 pre-registers, 0 spectates). Silent: the screen
 * shows the join failure notice of spec 1 section 8.
 */
export function joinLot(
  auctionId: number,
  lotId: number,
  amount: number,
  purchaseProfileId: number | null,
  type: ParticipationType = 'online',
) {
  return call(api.joinLot, {
    params: { auctionId, lotId },
    body: { amount, purchaseProfileId, type },
    config: { silent: true },
  });
}

/** Leaves a lot (also unregisters a pre-registration). Silent: the screen decides what to show. */
export async function leaveLot(auctionId: number, lotId: number) {
  await call(api.leaveLot, { params: { auctionId, lotId }, config: { silent: true } });
}

export async function changeLockedAmount(auctionId: number, lotId: number, amount: number) {
  await call(api.changeLockedAmount, { params: { auctionId, lotId }, body: { amount } });
}

export async function changePurchaseProfile(auctionId: number, purchaseProfileId: number) {
  await call(api.changePurchaseProfile, { params: { auctionId }, body: { purchaseProfileId } });
}

/** A bid that has no answer after this long fails (the catalogue's message), freeing Place Bid. */
export const BID_TIMEOUT_MS = 8000;

/**
 * Places a bid as the user this tab shows (never as another user signed in meanwhile in
 * another tab); a refusal shows the server's reason through the catalogue (400 warning), and
 * so does a bid left unanswered for BID_TIMEOUT_MS. Each call is one bid of the user: it gets a
 * fresh idempotency key, which the client's own re-send (after a token refresh) keeps.
 */
export async function placeBid(auctionId: number, lotId: number, amount: number) {
  assertSameUser();
  await call(api.placeBid, {
    params: { auctionId, lotId },
    body: { amount },
    config: { timeout: BID_TIMEOUT_MS, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } },
  });
}

/** The newest bid of a lot, or null when there is none (204). */
export async function getLastBid(lotId: number): Promise<LastBid | null> {
  const res = await callWithResponse(api.getLastBid, {
    params: { lotId },
    config: { silent: true },
  });
  return res.status === 204 || !res.data ? null : res.data;
}

/** Refreshes the linked accounts' balances. Silent: the screen shows its own warning. */
export async function refreshAccounts() {
  await call(api.refreshAccounts, { config: { silent: true } });
}

/** Stops the server pushing a lot to this bidder's stream. Its answer is not used. */
export async function unsubscribeLot(lotId: number) {
  await call(api.unsubscribeLot, { params: { lotId }, config: { silent: true } });
}

/** Registers this browser's push key for the bidder. */
export async function updatePushKey(token: string) {
  await call(api.updatePushKey, { params: { token }, config: { silent: true } });
}

/** What a join, a leave or a change of the locked amount or profile changes. */
export const participationKeys = (lotId: number | null) => [
  ...(lotId == null ? [] : [lotQueries.one(lotId)]),
  bidderQueries.joinedLots().queryKey,
  bidderQueries.global().queryKey,
];

/** Refreshes what the bidder's participation in `lotId` shows, after it changed. */
export function useParticipationChanged(lotId: number | null) {
  const client = useQueryClient();
  return useCallback(() => void invalidateAll(client, participationKeys(lotId)), [client, lotId]);
}
