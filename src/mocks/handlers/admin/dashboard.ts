// Answers the calls of src/api/adminDashboard.ts.
import { http, type HttpHandler } from 'msw';
import * as api from '@/api/contract/adminDashboard';
import { answer } from '../../answer';
import { Role } from '@/lib/roles';
import { dashboardReport, outstandingBalances, periodOf } from '../../rules/dashboard';
import { badRequest, withUser } from '../../tokens';

const ADMIN: readonly Role[] = [Role.Admin];

/**
 * The admin dashboard (spec 3 section 7, "Dashboards"), admins only:
 * POST /api/reports/dashboard with `{ from, to }` (ISO) answers the auctions started in the
 * period (one item each) and the new accounts; GET /api/reports/dashboard answers the outstanding balances.
 */
export const adminDashboardHandlers: HttpHandler[] = [
  http.post('*/api/reports/dashboard', ({ request }) =>
    withUser(
      request,
      async () => {
        const body: unknown = await request.json().catch(() => null);
        const period = periodOf(body && typeof body === 'object' ? body : {});
        if (typeof period === 'string') return badRequest(period);
        return answer(api.dashboardReport, dashboardReport(period));
      },
      ADMIN,
    ),
  ),
  http.get('*/api/reports/dashboard', ({ request }) =>
    withUser(request, () => answer(api.listOutstandingBalances, outstandingBalances()), ADMIN),
  ),
];
