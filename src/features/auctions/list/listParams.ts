import { AUCTION_LIST_STATUSES, type AuctionListStatus } from '@/api/auctions';
import {
  AUCTION_START_TYPES,
  AUCTION_TYPES,
  type AuctionStartType,
  type AuctionType,
} from '@/lib/auctionForm';
import { readListParams, writeListParams, type ListDefaults } from '@/lib/listParams';
import { paths } from '@/lib/paths';

/** What the auction list shows, kept in the address so links and Back restore it. */
export interface AuctionListParams {
  list: AuctionListStatus;
  type?: AuctionType;
  startType?: AuctionStartType;
  page: number;
}

export const AUCTIONS_PAGE_SIZE = 10;

/** The address keys of the auction list, read and written by the one list reader (lib/listParams). */
const AUCTION_LIST_DEFAULTS: ListDefaults = {
  pageSize: AUCTIONS_PAGE_SIZE,
  filterKeys: ['list', 'type', 'startType'],
};

const pick = <T extends string>(
  value: string | undefined,
  allowed: readonly T[],
): T | undefined => {
  const v = value?.toLowerCase();
  return allowed.find((a) => a.toLowerCase() === v);
};

/** Reads `?list=live|upcoming|completed|cancelled&type=&startType=&page=`; unknown values fall back. */
export function readAuctionListParams(search: URLSearchParams): AuctionListParams {
  const { page, filters } = readListParams(search, AUCTION_LIST_DEFAULTS);
  return {
    list: pick(filters.list, AUCTION_LIST_STATUSES) ?? 'live',
    type: pick(filters.type, AUCTION_TYPES),
    startType: pick(filters.startType, AUCTION_START_TYPES),
    page,
  };
}

export function writeAuctionListParams({ page, ...filters }: AuctionListParams): URLSearchParams {
  const list = readListParams(new URLSearchParams(), AUCTION_LIST_DEFAULTS);
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  return writeListParams({ ...list, page, filters: defined }, AUCTION_LIST_DEFAULTS);
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
