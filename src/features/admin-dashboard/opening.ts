import { dashboardQueries } from '../../api/adminDashboard';
import { defaultPeriod, periodRequest } from '../../lib/adminDashboard';
import type { RouteOpening } from '../../lib/routeOpening';

/** /admin/dashboard: the figures of the period it opens on, and the outstanding balances. */
export const opening: RouteOpening = {
  prefetch: (client) => {
    void client.prefetchQuery(dashboardQueries.report(periodRequest(defaultPeriod(new Date()))));
    void client.prefetchQuery(dashboardQueries.outstandingBalances());
  },
};
