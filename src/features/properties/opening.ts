import type { QueryClient } from '@tanstack/react-query';
import { lotQueries } from '../../api/lots';
import { propertyQueries } from '../../api/properties';
import { propertyAttributeQueries, savedFilterQueries, type SearchRequest } from '../../api/search';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  readListParams,
  type ListDefaults,
} from '../../lib/listParams';
import { isBidder } from '../../lib/roles';
import type { RouteOpening } from '../../lib/routeOpening';
import {
  EMPTY_FILTERS,
  filtersFromState,
  searchBeginDate,
  type SearchFilters,
} from '../../lib/searchFilters';

export const SEARCH_PAGE_SIZE = 10;

/** The result orders of the map search, the first one to start with. */
export const SEARCH_SORTS = [
  { value: 'auctionStartTime:ascend', label: 'Auction date (soonest first)' },
  { value: 'auctionStartTime:descend', label: 'Auction date (latest first)' },
  { value: 'openingPrice:ascend', label: 'Opening bid (low to high)' },
  { value: 'openingPrice:descend', label: 'Opening bid (high to low)' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/** The staff's property list: 10 per page, with the list's page sizes. */
export const STAFF_PROPERTY_DEFAULTS: ListDefaults = { pageSize: DEFAULT_PAGE_SIZE };
const STAFF_PROPERTY_SIZES = { ...STAFF_PROPERTY_DEFAULTS, pageSizes: PAGE_SIZES };

/** The map search's filters as the page opens: a link's state may tick pinned, featured or live. */
export const openingFilters = (state: unknown): SearchFilters => ({
  ...EMPTY_FILTERS,
  ...filtersFromState(state),
});

/** The search the map page asks for: its filters, the settled search text, the order and page. */
export function searchRequest(
  filters: SearchFilters,
  search: string,
  sort: SearchSort,
  page: number,
): SearchRequest {
  const [field, order] = sort.split(':') as [
    SearchRequest['sorter']['field'],
    SearchRequest['sorter']['order'],
  ];
  return {
    search: search.trim(),
    sorter: { field, order },
    pagination: { current: page, pageSize: SEARCH_PAGE_SIZE },
    beginDate: searchBeginDate(filters),
    endDate: filters.endDate,
    showPinned: filters.showPinned,
    showFeatured: filters.showFeatured,
    showLive: filters.showLive,
    searchAttributes: filters.searchAttributes,
    polygons: filters.polygons,
    circles: filters.circles,
  };
}

/** /properties: the bidder's map search (its map too), or the staff's property list. */
export const opening: RouteOpening = {
  parts: ({ roles }) =>
    isBidder(roles)
      ? [import('./PropertySearchPage'), import('./SearchMap')]
      : [import('./StaffPropertyList')],
  prefetch: (client: QueryClient, { roles, search, state }) => {
    if (!isBidder(roles)) {
      void client.prefetchQuery(propertyQueries.list(readListParams(search, STAFF_PROPERTY_SIZES)));
      return;
    }
    const filters = openingFilters(state);
    void client.prefetchQuery(
      lotQueries.search(searchRequest(filters, filters.search, SEARCH_SORTS[0].value, 1)),
    );
    void client.prefetchQuery({ ...propertyAttributeQueries.list(), staleTime: Infinity });
    void client.prefetchQuery(savedFilterQueries.list());
  },
};
