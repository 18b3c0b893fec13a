import { http } from './http';
import type { Page, PublicLotRow } from './public';

/** The auction host's dashboard columns (spec 3 section 2.5). */
export type HostListType = 'live' | 'upcoming' | 'completed';

/** Lots per page in each dashboard column (spec 3 section 9). */
export const HOST_LOTS_PAGE_SIZE = 10;

export interface HostLotRow extends PublicLotRow {
  lotNumber: number;
  auctionIsOpen: boolean;
  /** Listed, not stopped, in an open auction: the control room runs it. */
  isLive: boolean;
}

export interface HostLotsRequest {
  isLive?: true;
  isUpcoming?: true;
  isCompleted?: true;
  sorter: { field: 'auctionStartTime'; order: 'ascend' | 'descend' };
  pagination: { current: number; pageSize: number };
}

const FLAG = { live: 'isLive', upcoming: 'isUpcoming', completed: 'isCompleted' } as const;

/** The body of POST /api/lots/list/auctionhost for one column and page (completed lots newest first). */
export function hostLotsRequest(type: HostListType, page: number): HostLotsRequest {
  return {
    [FLAG[type]]: true,
    sorter: { field: 'auctionStartTime', order: type === 'completed' ? 'descend' : 'ascend' },
    pagination: { current: page, pageSize: HOST_LOTS_PAGE_SIZE },
  };
}

/** The page after the ones loaded, or undefined once every lot is in. */
export function nextHostLotsPage(pages: readonly Page<unknown>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.data.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/** One page of a dashboard column; silent, as lists fail without a notice. */
export async function listHostLots(type: HostListType, page: number) {
  return (
    await http.post<Page<HostLotRow>>('/api/lots/list/auctionhost', hostLotsRequest(type, page), {
      silent: true,
    })
  ).data;
}
