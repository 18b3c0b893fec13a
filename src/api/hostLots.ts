// Answered in the simulator by src/mocks/handlers/cases.ts.
import { call } from './call';
import * as api from './contract/hostLots';
import type { HostLotsRequest } from './contract/hostLots';

export type { HostLotRow, HostLotsRequest } from './contract/hostLots';

/** The auction host's dashboard columns (spec 3 section 2.5). */
export type HostListType = 'live' | 'upcoming' | 'completed';

/** Lots per page in each dashboard column (spec 3 section 9). */
export const HOST_LOTS_PAGE_SIZE = 10;

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
export function nextHostLotsPage(
  pages: readonly { data: readonly unknown[]; total: number }[],
): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.data.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/** One page of a dashboard column; silent, as lists fail without a notice. */
export const listHostLots = (type: HostListType, page: number) =>
  call(api.listHostLots, { body: hostLotsRequest(type, page), config: { silent: true } });
