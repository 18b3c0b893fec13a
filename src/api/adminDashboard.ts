// Answered in the simulator by src/mocks/handlers/admin/dashboard.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/adminDashboard';
import type { DashboardReportRequest } from './contract/adminDashboard';

export type {
  DashboardReport,
  DashboardReportItem,
  DashboardReportRequest,
  OutstandingBalance,
} from './contract/adminDashboard';

const root = ['dashboards'] as const;

/** The admin dashboard (spec 3 section 7, "Dashboards"). Both are lists: failures are silent. */
export const dashboardQueries = {
  all: () => root,
  /** The graph and totals of a period. */
  report: (body: DashboardReportRequest) =>
    queryOptions({
      queryKey: [...root, 'admin', 'report', body] as const,
      queryFn: () => dashboardReport(body),
    }),
  /** Lots sold whose full payment has not been received. */
  outstandingBalances: () =>
    queryOptions({
      queryKey: [...root, 'admin', 'outstandingBalances'] as const,
      queryFn: listOutstandingBalances,
    }),
};

/** POST /api/reports/dashboard: the auctions of the period and the new accounts. */
export const dashboardReport = (body: DashboardReportRequest) =>
  call(api.dashboardReport, { body, config: { silent: true } });

/** GET /api/reports/dashboard: the outstanding balances, most recently stopped first. */
export const listOutstandingBalances = () =>
  call(api.listOutstandingBalances, { config: { silent: true } });
