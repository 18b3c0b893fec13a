import { AUCTION_LIST_STATUSES, type AuctionListStatus } from '../../../api/auctions';
import {
  AUCTION_START_TYPES,
  AUCTION_TYPES,
  type AuctionStartType,
  type AuctionType,
} from '../../../lib/auctionForm';
import { paths } from '../../../lib/paths';

/** What the auction list shows, kept in the address so links and Back restore it. */
export interface AuctionListParams {
  list: AuctionListStatus;
  type?: AuctionType;
  startType?: AuctionStartType;
  page: number;
}

export const AUCTIONS_PAGE_SIZE = 10;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => {
  const v = value?.trim().toLowerCase();
  return allowed.find((a) => a.toLowerCase() === v);
};

/** Reads `?list=live|upcoming|completed|cancelled&type=&startType=&page=`; unknown values fall back. */
export function readListParams(search: URLSearchParams): AuctionListParams {
  const page = Number(search.get('page'));
  return {
    list: pick(search.get('list'), AUCTION_LIST_STATUSES) ?? 'live',
    type: pick(search.get('type'), AUCTION_TYPES),
    startType: pick(search.get('startType'), AUCTION_START_TYPES),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeListParams(p: AuctionListParams): URLSearchParams {
  const out = new URLSearchParams({ list: p.list });
  if (p.type) out.set('type', p.type);
  if (p.startType) out.set('startType', p.startType);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** A live auction opens the control room; the others open the auction page. */
export const auctionRowPath = (id: number, list: AuctionListStatus) =>
  list === 'live' ? paths.liveAuction(id, 'auctioneer') : paths.auction(id);

export const LIST_TITLE: Record<AuctionListStatus, string> = {
  live: 'LIVE',
  upcoming: 'UPCOMING',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
};
