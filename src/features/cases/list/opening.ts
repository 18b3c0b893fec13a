import { CASE_LIST_FILTERS, caseQueries } from '@/api/cases';
import { readListParams, type ListDefaults } from '@/lib/listParams';
import { can } from '@/lib/permissions';
import type { RouteOpening } from '@/lib/routeOpening';

/** Newest cases first, 10 per page (spec 2 section 9). */
export const CASE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'createdDate', order: 'descend' },
  sortFields: ['createdDate'],
  filterKeys: CASE_LIST_FILTERS,
};

/** /cases: the page of cases the address names, and the client filter's choices for staff. */
export const opening: RouteOpening = {
  prefetch: (client, { roles, search }) => {
    const staff = can(roles, 'case.filterByClientAndStatus');
    const params = readListParams(search, CASE_LIST_DEFAULTS);
    void client.prefetchQuery(caseQueries.list(params, staff ? 'staff' : 'firm'));
    if (staff) void client.prefetchQuery(caseQueries.clients());
  },
};
