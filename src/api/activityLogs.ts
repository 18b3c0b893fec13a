// Answered in the simulator by src/mocks/handlers/caseLots.ts, src/mocks/handlers/wallet.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/activityLogs';
import type { ActivityLogFilter } from './contract/activityLogs';

export type { ActivityLog, ActivityLogFilter } from './contract/activityLogs';

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
  return (await call(api.listActivityLogs, { body: filter, config: { silent: true } })).data;
}

/** A lot's logs, newest first. Silent, as above. */
export const listLotActivity = (lotId: number) =>
  call(api.listLotActivity, { params: { lotId }, config: { silent: true } });
