import { CLIENT_LIST_FILTERS, clientQueries } from '@/api/clients';
import { readListParams, type ListDefaults } from '@/lib/listParams';
import type { RouteOpening } from '@/lib/routeOpening';

/** Newest clients first, 10 per page (spec 2 section 9). */
export const CLIENT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'id', order: 'descend' },
  sortFields: ['id', 'name', 'totalCases', 'activeCases'],
  filterKeys: CLIENT_LIST_FILTERS,
};

/** /clients: the page of clients the address names. */
export const opening: RouteOpening = {
  prefetch: (client, { search }) =>
    void client.prefetchQuery(clientQueries.list(readListParams(search, CLIENT_LIST_DEFAULTS))),
};
