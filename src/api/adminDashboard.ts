import { queryOptions } from '@tanstack/react-query';
import type {
  DashboardReport,
  DashboardReportRequest,
  OutstandingBalance,
} from './dashboardShapes';
import { http } from './http';

export type {
  DashboardReport,
  DashboardReportItem,
  DashboardReportRequest,
  OutstandingBalance,
} from './dashboardShapes';

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

/** POST /api/reports/dashboard: the lots started in the period and the new accounts. */
export async function dashboardReport(body: DashboardReportRequest) {
  return (await http.post<DashboardReport>('/api/reports/dashboard', body, { silent: true })).data;
}

/** GET /api/reports/dashboard: the outstanding balances, most recently stopped first. */
export async function listOutstandingBalances() {
  return (await http.get<OutstandingBalance[]>('/api/reports/dashboard', { silent: true })).data;
}
