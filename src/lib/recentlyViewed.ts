/** Recently viewed properties, kept locally (spec 1 section 2): up to 5, newest first, one entry per lot. */
export interface RecentlyViewed {
  lotId: number;
  auctionId: number;
  auctionHostName: string;
  address: string;
}

export const RECENTLY_VIEWED_MAX = 5;
const KEY = 'bidright.recentlyViewed';

export function readRecentlyViewed(
  storage: Pick<Storage, 'getItem'> = localStorage,
): RecentlyViewed[] {
  try {
    const list = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? (list.filter((e) => e && typeof e.lotId === 'number') as RecentlyViewed[]).slice(
          0,
          RECENTLY_VIEWED_MAX,
        )
      : [];
  } catch {
    return [];
  }
}

/** Puts an entry first, dropping its older copy and anything past the cap. */
export function addRecentlyViewed(
  entry: RecentlyViewed,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): RecentlyViewed[] {
  const list = [entry, ...readRecentlyViewed(storage).filter((e) => e.lotId !== entry.lotId)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  try {
    storage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the list is only a convenience
  }
  return list;
}
