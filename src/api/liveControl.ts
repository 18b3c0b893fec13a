import { http } from './http';
import type { LiveAuctionLotRow } from './liveAuction';

/** The control room's lot actions (spec 3 section 7, Live control). */
export type LotAction = 'start' | 'stop' | 'notifystop' | 'notifystopcancel';

/** Runs a lot action; answers the lot as the live-auction call lists it. Silent: the control room words each failure itself. */
export async function lotAction(lotId: number, action: LotAction) {
  return (
    await http.put<Partial<LiveAuctionLotRow>>(`/api/lots/${lotId}/${action}`, undefined, {
      silent: true,
    })
  ).data;
}

/** Changes the lot's minimum increment: a JSON patch carrying the amount as a string. */
export async function setMinIncrement(lotId: number, amount: number) {
  return (
    await http.put<Partial<LiveAuctionLotRow>>(
      `/api/lots/${lotId}/mininc`,
      [{ op: 'replace', path: '/minBidIncrements', value: String(amount) }],
      { headers: { 'Content-Type': 'application/json-patch+json' }, silent: true },
    )
  ).data;
}

/** A bidder account as the control room's bidder search finds it. */
export interface BidderAccount {
  id: number;
  firstName: string;
  lastName: string;
  userName: string;
  isDeactivated: boolean;
  isPhoneVerified: boolean;
}

export type BidderSearchBy = 'name' | 'userName';

/** Bidders whose name contains `name` (partial match). Silent: the search shows the server's message itself. */
export async function searchBiddersByName(name: string) {
  return (
    await http.get<BidderAccount[]>(`/api/user/bidder/${encodeURIComponent(name)}/name`, {
      silent: true,
    })
  ).data;
}

/** The bidder with exactly this user name (a list of at most one). */
export async function searchBidderByUserName(userName: string) {
  const data = (
    await http.get<BidderAccount | BidderAccount[] | null>(
      `/api/user/bidder/${encodeURIComponent(userName)}`,
      { silent: true },
    )
  ).data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** Adds an in-person bidder to the lot with an amount to lock. */
export async function addBidder(
  auctionId: number,
  lotId: number,
  bidderId: number,
  amount: number,
) {
  return (
    await http.post<{ paddleNumber: number }>(
      `/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`,
      { amount, purchaseProfileId: null, type: 'in-person' },
      { silent: true },
    )
  ).data;
}

/** Places a bid for a bidder in the room. */
export async function placeBidFor(
  auctionId: number,
  lotId: number,
  bidderId: number,
  amount: number,
) {
  return (
    await http.post<{ id: number; amount: number }>(
      `/api/auctions/${auctionId}/lots/${lotId}/bids/placebid`,
      { amount, bidderId },
      { silent: true },
    )
  ).data;
}

/** Removes a bidder from the lot (the bidder is sent out of the room). */
export async function removeBidder(auctionId: number, lotId: number, bidderId: number) {
  await http.delete(`/api/auctions/${auctionId}/${lotId}/bidders/${bidderId}`, { silent: true });
}

export interface AuctionStream {
  id: number;
  title: string;
  url: string | null;
}

/** The auction's video streams. Silent: a list that fails shows nothing. */
export async function getStreams(auctionId: number) {
  return (await http.get<AuctionStream[]>(`/api/auctions/${auctionId}/streams`, { silent: true }))
    .data;
}
