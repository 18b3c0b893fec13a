import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bidderQueries } from './bidders';
import { assertSameUser } from '../lib/tabSync';
import { http } from './http';
import { lotQueries } from './lots';
import { invalidateAll } from './mutation';

/** Joining, leaving and bidding on a lot (spec 1 section 7, Joining and bidding). */
export type ParticipationType = 'online' | 'in-person';

export interface PurchaseProfileOption {
  id: number;
  name: string;
}

export interface LastBid {
  id: number;
  amount: number;
  paddleNumber: number;
  userName?: string;
  createdDate: string;
}

/** The bidder's purchase profiles (id and name) for the join modal. */
export async function getPurchaseProfiles() {
  return (await http.get<PurchaseProfileOption[]>('/api/purchaseprofiles')).data;
}

/**
 * Joins with `amount` locked (-1 pre-registers, 0 spectates). Silent: the screen
 * shows the join failure notice of spec 1 section 8.
 */
export async function joinLot(
  auctionId: number,
  lotId: number,
  amount: number,
  purchaseProfileId: number | null,
  type: ParticipationType = 'online',
) {
  const res = await http.post<{ paddleNumber: number }>(
    `/api/auctions/${auctionId}/${lotId}/bidders`,
    { amount, purchaseProfileId, type },
    { silent: true },
  );
  return res.data;
}

/** Leaves a lot (also unregisters a pre-registration). Silent: the screen decides what to show. */
export async function leaveLot(auctionId: number, lotId: number) {
  await http.delete(`/api/auctions/${auctionId}/${lotId}/bidders`, { silent: true });
}

export async function changeLockedAmount(auctionId: number, lotId: number, amount: number) {
  await http.put(`/api/auctions/${auctionId}/${lotId}/biddersamount`, { amount });
}

export async function changePurchaseProfile(auctionId: number, purchaseProfileId: number) {
  await http.put(`/api/auctions/${auctionId}/bidders`, { purchaseProfileId });
}

/** A bid that has no answer after this long fails (the catalogue's message), freeing Place Bid. */
export const BID_TIMEOUT_MS = 8000;

/**
 * Places a bid as the user this tab shows (never as another user signed in meanwhile in
 * another tab); a refusal shows the server's reason through the catalogue (400 warning), and
 * so does a bid left unanswered for BID_TIMEOUT_MS.
 */
export async function placeBid(auctionId: number, lotId: number, amount: number) {
  assertSameUser();
  const res = await http.post<{ id: number; amount: number; createdDate: string }>(
    `/api/auctions/${auctionId}/lots/${lotId}/bids`,
    { amount },
    { timeout: BID_TIMEOUT_MS },
  );
  return res.data;
}

/** The newest bid of a lot, or null when there is none (204). */
export async function getLastBid(lotId: number): Promise<LastBid | null> {
  const res = await http.get<LastBid | ''>(`/api/lots/${lotId}/lastbid`, { silent: true });
  return res.status === 204 || !res.data ? null : res.data;
}

/** Refreshes the linked accounts' balances. Silent: the screen shows its own warning. */
export async function refreshAccounts() {
  await http.get('/api/accounts/refreshaccounts', { silent: true });
}

/** Stops the server pushing a lot to this bidder's stream. Its answer is not used. */
export async function unsubscribeLot(lotId: number) {
  await http.put(`/api/bidders/grpc/${lotId}`, undefined, { silent: true });
}

/** Registers this browser's push key for the bidder. */
export async function updatePushKey(token: string) {
  await http.put(`/updatepushnotificationkey/${encodeURIComponent(token)}`, undefined, {
    silent: true,
  });
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
