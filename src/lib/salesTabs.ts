/** The public sales tabs and the list request each one makes (spec 3 section 4.4). */
export const SALES_TABS = [
  { key: 'upcoming', label: 'Upcoming Properties' },
  { key: 'today', label: "Today's Sales" },
  { key: 'completed', label: 'Completed Sales' },
  { key: 'cancelled', label: 'Cancelled Sales' },
] as const;
export type SalesTab = (typeof SALES_TABS)[number]['key'];

/** The tab named by a `?tab=` query parameter (links to a tab of the home page), or null. */
export function salesTabOf(value: string | null | undefined): SalesTab | null {
  return SALES_TABS.find((t) => t.key === value)?.key ?? null;
}

export const SALES_PAGE_SIZE = 10;
export const FEATURED_PAGE_SIZE = 100;

export interface PublicListRequest {
  search: string;
  pagination: { current: number; pageSize: number };
  sorter: { field: 'auctionStartTime'; order: 'ascend' | 'descend' };
  isUpComing?: boolean;
  isCompleted?: boolean;
  isCancelled?: boolean;
  showFeatured?: boolean;
  startTime?: string;
  stoppedTime?: string;
  endDate?: string;
}

/** Local midnight of `now` and of the next day, as ISO strings. */
export function todayBounds(now: Date): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * The request of a tab: upcoming (isUpComing), today (start time within today), completed
 * (stopped up to the end of today, newest first), cancelled (isCancelled, newest first).
 * Sorted by auction start ascending, descending for completed and cancelled.
 */
export function salesRequest(
  tab: SalesTab,
  search: string,
  page: number,
  now: Date,
): PublicListRequest {
  const { start, end } = todayBounds(now);
  const base = { search: search.trim(), pagination: { current: page, pageSize: SALES_PAGE_SIZE } };
  switch (tab) {
    case 'upcoming':
      return { ...base, sorter: { field: 'auctionStartTime', order: 'ascend' }, isUpComing: true };
    case 'today':
      return {
        ...base,
        sorter: { field: 'auctionStartTime', order: 'ascend' },
        startTime: start,
        endDate: end,
      };
    case 'completed':
      return {
        ...base,
        sorter: { field: 'auctionStartTime', order: 'descend' },
        isCompleted: true,
        stoppedTime: end,
      };
    case 'cancelled':
      return {
        ...base,
        sorter: { field: 'auctionStartTime', order: 'descend' },
        isCancelled: true,
      };
  }
}

export function featuredRequest(): PublicListRequest {
  return {
    search: '',
    pagination: { current: 1, pageSize: FEATURED_PAGE_SIZE },
    sorter: { field: 'auctionStartTime', order: 'ascend' },
    showFeatured: true,
  };
}
