import { COMPANY_LIST_FILTERS, companyQueries } from '@/api/companies';
import { readListParams, type ListDefaults } from '@/lib/listParams';
import type { RouteOpening } from '@/lib/routeOpening';

/** 10 per page by name (spec 3 section 9). */
export const COMPANY_LIST_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'name', order: 'ascend' },
  sortFields: ['name', 'status'],
  filterKeys: COMPANY_LIST_FILTERS,
};

/** /admin/companies: the page of companies the address names. */
export const opening: RouteOpening = {
  prefetch: (client, { search }) =>
    void client.prefetchQuery(companyQueries.list(readListParams(search, COMPANY_LIST_DEFAULTS))),
};
