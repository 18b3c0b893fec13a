/**
 * What a back-office list shows (page, page size, search, sort, filters), read from and
 * written to the address so links, reloads and Back restore it. Bad values in the address
 * fall back to the list's defaults.
 */

export type SortOrder = 'ascend' | 'descend';

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  sort: ListSort | null;
  /** Named filters, only those the list declares, never empty strings. */
  filters: Record<string, string>;
}

export interface ListDefaults {
  /** Rows per page (spec: generic tables 10). */
  pageSize?: number;
  /** Page sizes the size changer offers; any other size in the address falls back. */
  pageSizes?: readonly number[];
  /** The sort when the address names none. */
  sort?: ListSort | null;
  /** Sortable fields; a sort on any other field falls back to the default sort. */
  sortFields?: readonly string[];
  /** Filter names the list reads from the address; others are ignored. */
  filterKeys?: readonly string[];
}

/** Generic tables show 10 rows per page (spec 2 and 3 business constants). */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** Document search waits 250 ms; every other search 500 ms (SEARCH_DEBOUNCE_MS). */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 250;
/** Longer search text in the address is cut to this length. */
const MAX_SEARCH = 200;

/** The address keys the list owns; everything else in the address is left alone. */
export const LIST_KEYS = ['page', 'pageSize', 'search', 'sort', 'order'] as const;

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const defaultSize = (d: ListDefaults) => d.pageSize ?? DEFAULT_PAGE_SIZE;
const allowedSizes = (d: ListDefaults) => d.pageSizes ?? [defaultSize(d)];

function readSort(search: URLSearchParams, d: ListDefaults): ListSort | null {
  const field = search.get('sort')?.trim();
  const order = search.get('order')?.trim();
  if (!field || (order !== 'ascend' && order !== 'descend')) return d.sort ?? null;
  if (d.sortFields && !d.sortFields.includes(field)) return d.sort ?? null;
  return { field, order };
}

/** Reads `?page=&pageSize=&search=&sort=&order=&<filter>=` with the list's defaults. */
export function readListParams(search: URLSearchParams, d: ListDefaults = {}): ListParams {
  const size = positiveInt(search.get('pageSize'));
  const filters: Record<string, string> = {};
  for (const key of d.filterKeys ?? []) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== null && allowedSizes(d).includes(size) ? size : defaultSize(d),
    search: (search.get('search') ?? '').slice(0, MAX_SEARCH),
    sort: readSort(search, d),
    filters,
  };
}

const sameSort = (a: ListSort | null, b: ListSort | null) =>
  a === b || (!!a && !!b && a.field === b.field && a.order === b.order);

/**
 * Writes the list's state into `base` (other keys kept), leaving out whatever equals the
 * default so a plain list has a plain address.
 */
export function writeListParams(
  p: ListParams,
  d: ListDefaults = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of [...LIST_KEYS, ...(d.filterKeys ?? [])]) out.delete(key);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.pageSize !== defaultSize(d)) out.set('pageSize', String(p.pageSize));
  if (p.search) out.set('search', p.search);
  if (p.sort && !sameSort(p.sort, d.sort ?? null)) {
    out.set('sort', p.sort.field);
    out.set('order', p.sort.order);
  }
  for (const key of d.filterKeys ?? []) {
    const value = p.filters[key];
    if (value) out.set(key, value);
  }
  return out;
}

/** A new search, sort or filter starts again from the first page. */
export function changeListParams(p: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...p, ...change };
  const reset =
    ('search' in change && change.search !== p.search) ||
    ('sort' in change && !sameSort(change.sort ?? null, p.sort)) ||
    ('filters' in change && JSON.stringify(change.filters) !== JSON.stringify(p.filters)) ||
    ('pageSize' in change && change.pageSize !== p.pageSize);
  return reset && !('page' in change) ? { ...next, page: 1 } : next;
}

/** The request body list endpoints take: search, sorter, pagination, and the filters. */
export function listRequestBody(p: ListParams) {
  return {
    ...p.filters,
    search: p.search.trim(),
    sorter: p.sort ? { field: p.sort.field, order: p.sort.order } : {},
    // antd's `current` and the `page` some list endpoints read.
    pagination: { current: p.page, page: p.page, pageSize: p.pageSize },
  };
}
