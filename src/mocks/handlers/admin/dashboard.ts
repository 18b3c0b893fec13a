import { http, HttpResponse, type HttpHandler } from 'msw';
import { Role } from '../../../lib/roles';
import { dashboardReport, outstandingBalances, periodOf } from '../../rules/dashboard';
import { badRequest, withUser } from '../../tokens';

const ADMIN: readonly Role[] = [Role.Admin];

/**
 * The admin dashboard (spec 3 section 7, "Dashboards"), admins only:
 * POST /api/reports/dashboard with `{ from, to }` (ISO) answers the lots started in the period
 * and the new accounts; GET /api/reports/dashboard answers the outstanding balances.
 */
export const adminDashboardHandlers: HttpHandler[] = [
  http.post('*/api/reports/dashboard', ({ request }) =>
    withUser(
      request,
      async () => {
        const body: unknown = await request.json().catch(() => null);
        const period = periodOf(body && typeof body === 'object' ? body : {});
        if (typeof period === 'string') return badRequest(period);
        return HttpResponse.json(dashboardReport(period));
      },
      ADMIN,
    ),
  ),
  http.get('*/api/reports/dashboard', ({ request }) =>
    withUser(request, () => HttpResponse.json(outstandingBalances()), ADMIN),
  ),
];
