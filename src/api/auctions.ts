import type { AuctionPayload, AuctionStartType, AuctionType } from '../lib/auctionForm';
import { http } from './http';

/** The tabs of the staff auction list. */
export type AuctionListStatus = 'live' | 'upcoming' | 'completed' | 'cancelled';
export const AUCTION_LIST_STATUSES: readonly AuctionListStatus[] = [
  'live',
  'upcoming',
  'completed',
  'cancelled',
];

export interface AuctionListQuery {
  status: AuctionListStatus;
  type?: AuctionType;
  startType?: AuctionStartType;
  pagination: { page: number; pageSize: number };
}

export interface AuctionListRow {
  id: number;
  startTime: string;
  stopTime: string | null;
  type: AuctionType;
  startType: AuctionStartType;
  lotCount: number;
  isOpen: boolean;
  isFinished: boolean;
  isTest: boolean;
}

export interface AuctionListPage {
  data: AuctionListRow[];
  total: number;
  counts: Record<AuctionListStatus, number>;
}

/** An auction at the same start time (auction lookup). */
export interface AuctionLookup {
  id: number;
  startTime: string;
  stopTime: string | null;
  isStarted: boolean;
  lotCount: number;
}

export const auctionKeys = {
  all: ['auctions'] as const,
  list: (q: AuctionListQuery) => ['auctions', 'list', q] as const,
};

/** The company's auctions of one tab, with the count of every tab (a list: failures are silent). */
export async function listAuctions(query: AuctionListQuery): Promise<AuctionListPage> {
  return (await http.post<AuctionListPage>('/api/auctions/list', query, { silent: true })).data;
}

/** The company's auctions starting at the same time (POST /api/auctions/lookup/auctioneer). */
export async function lookupSameTimeAuctions(date: string): Promise<AuctionLookup[]> {
  return (await http.post<AuctionLookup[]>('/api/auctions/lookup/auctioneer', { date })).data;
}

/** Creates an auction (POST /api/auctions); returns its id. */
export async function createAuction(payload: AuctionPayload): Promise<number> {
  const { data } = await http.post<{ id: number } | number>('/api/auctions', payload);
  return typeof data === 'number' ? data : data.id;
}
