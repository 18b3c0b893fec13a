import { queryOptions } from '@tanstack/react-query';
import { http } from './http';

/** An entry of an activity log (spec 1 section 3). */
export interface ActivityLog {
  id: number;
  actLogTitle: string;
  actLogBody: string;
  createdDate: string;
}

/** Whose logs: an empty filter gives the caller's own (a bidder's, or a company's for staff). */
export interface ActivityLogFilter {
  caseId?: number;
  lotId?: number;
}

export const activityLogQueries = {
  all: () => ['activityLogs'] as const,
  list: (filter: ActivityLogFilter = {}) =>
    queryOptions({
      queryKey: ['activityLogs', 'list', filter] as const,
      queryFn: () => listActivityLogs(filter),
    }),
  /** A lot's logs, newest first. */
  ofLot: (lotId: number) =>
    queryOptions({
      queryKey: ['activityLogs', 'lot', lotId] as const,
      queryFn: () => listLotActivity(lotId),
    }),
};

/** Newest first. Silent: the screen shows its own empty or failed state. */
export async function listActivityLogs(filter: ActivityLogFilter = {}) {
  const res = await http.post<{ data: ActivityLog[]; total: number }>(
    '/api/notifications/activitylogs/list',
    filter,
    { silent: true },
  );
  return res.data.data;
}

/** A lot's logs, newest first. Silent, as above. */
export async function listLotActivity(lotId: number) {
  return (await http.get<ActivityLog[]>(`/api/lots/${lotId}/activity`, { silent: true })).data;
}
