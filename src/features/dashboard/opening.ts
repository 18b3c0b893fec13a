import type { QueryClient } from '@tanstack/react-query';
import { FIRM_CASE_FILTERS, firmQueries } from '../../api/firm';
import { lotQueries } from '../../api/lots';
import { readListParams, type ListDefaults } from '../../lib/listParams';
import { isBidder, isStaff } from '../../lib/roles';
import type { RouteContext, RouteOpening } from '../../lib/routeOpening';

/** The firm's dashboard: newest cases first, 10 per page (spec 2 section 9). */
export const FIRM_DASHBOARD_DEFAULTS: ListDefaults = {
  pageSize: 10,
  sort: { field: 'createdDate', order: 'descend' },
  sortFields: ['createdDate'],
  filterKeys: FIRM_CASE_FILTERS,
};

/** The dashboard of a role: the bidder's, the staff's, else the firm's (DashboardPage). */
const dashboardOf = ({ roles }: Pick<RouteContext, 'roles'>) =>
  isBidder(roles) ? 'bidder' : isStaff(roles) ? 'staff' : 'firm';

/** /dashboard: the role's dashboard and the lists it shows first. */
export const opening: RouteOpening = {
  parts: (ctx) => {
    const which = dashboardOf(ctx);
    if (which === 'bidder') return [import('./BidderDashboard')];
    if (which === 'staff') return [import('./StaffDashboard')];
    return [import('./ClientDashboard')];
  },
  prefetch: (client: QueryClient, ctx) => {
    const which = dashboardOf(ctx);
    if (which === 'bidder') {
      void client.prefetchQuery(lotQueries.live());
      void client.prefetchQuery(lotQueries.pinned());
      void client.prefetchQuery(lotQueries.upcoming());
    } else if (which === 'staff') {
      for (const type of ['live', 'upcoming', 'completed'] as const)
        void client.prefetchInfiniteQuery(lotQueries.hosted(type));
    } else {
      void client.prefetchQuery(
        firmQueries.cases(readListParams(ctx.search, FIRM_DASHBOARD_DEFAULTS)),
      );
      void client.prefetchQuery(firmQueries.companyLookup());
      void client.prefetchQuery(firmQueries.attorneyLookup());
    }
  },
};
