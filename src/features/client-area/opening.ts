import { COMPANY_LINK_FILTERS, firmQueries } from '../../api/firm';
import { readListParams, type ListDefaults } from '../../lib/listParams';
import type { RouteOpening } from '../../lib/routeOpening';

/** Company names in order, 10 per page; the linked companies unless the address says otherwise. */
export const COMPANY_LINK_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'companyName', order: 'ascend' },
  sortFields: ['companyName', 'linkedSince'],
  filterKeys: COMPANY_LINK_FILTERS,
};

/** /connected-companies: the page of companies the address names, and the firm's attorneys. */
export const opening: RouteOpening = {
  prefetch: (client, { search }) => {
    void client.prefetchQuery(
      firmQueries.companyLinks(readListParams(search, COMPANY_LINK_DEFAULTS)),
    );
    void client.prefetchQuery(firmQueries.attorneyLookup());
  },
};
