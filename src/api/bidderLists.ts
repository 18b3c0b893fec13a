import { http } from './http';
import type { Page } from './public';

/** A lot in the bidder's dashboard lists (the listing shape of spec 1 section 3). */
export interface BidderListLot {
  id: number;
  auctionId: number;
  streetLine1: string;
  city: string;
  stateCode: string;
  zipCode: string;
  images: { url: string; isMain: boolean }[];
  openingPrice: number;
  auctionStartTime: string | null;
  auctionIsTest: boolean;
  lotStatus: string;
  isPostponed: boolean;
  isPinned: boolean;
  isRegistered: boolean;
  streetLine2: string;
  county: string;
  auctionHostName: string;
  isLive: boolean;
}

export const LIVE_PAGE_SIZE = 12;

/** The dashboard lists fail silently (spec 1 section 8): the section simply shows nothing. */
export async function listPinnedLots() {
  return (await http.get<BidderListLot[]>('/api/lots/listpinned/bidder', { silent: true })).data;
}

export async function listUpcomingLots() {
  return (await http.get<BidderListLot[]>('/api/lots/listupcoming/bidder', { silent: true })).data;
}

export async function listLiveLots() {
  return (
    await http.post<Page<BidderListLot>>(
      '/api/lots/list/live',
      { pagination: { current: 1, pageSize: LIVE_PAGE_SIZE } },
      { silent: true },
    )
  ).data;
}
