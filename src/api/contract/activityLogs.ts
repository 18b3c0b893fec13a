/** Activity logs (spec 1 §3, spec 2 §3 "Activity log", spec 2 §7, spec 3 §7). */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { text, withIds } from './common';

/** An activity log entry (spec 1 §3: actLogTitle, actLogBody, createdDate); `id` when the server gives it. */
export const ActivityLog = z.object({
  id: z.optional(z.number()),
  actLogTitle: z.string(),
  actLogBody: text(),
  createdDate: z.string(),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

/** Whose logs: an empty body gives the caller's own (a bidder's, or a company's for staff). */
export const ActivityLogFilter = z.object({
  caseId: z.optional(z.number()),
  lotId: z.optional(z.number()),
});
export type ActivityLogFilter = z.infer<typeof ActivityLogFilter>;

export const listActivityLogs = endpoint({
  method: 'POST',
  path: '/api/notifications/activitylogs/list',
  spec: '2 §7, 3 §7',
  summary:
    "The caller's activity logs, newest first; `caseId` for a case's (settings and admin logs, bidder notifications, case activity).",
  request: ActivityLogFilter,
  response: z.object({ data: z.array(ActivityLog), total: z.optional(z.number()) }),
  roles: ['Bidder', ...STAFF, ...FIRM, 'Admin'],
  probe: { args: () => ({ body: {} }) },
});

export const listLotActivity = endpoint({
  method: 'GET',
  path: '/api/lots/{lotId}/activity',
  spec: '2 §7',
  summary: "A lot's activity logs, newest first (lot view's Lot Activity Logs tab).",
  response: z.array(ActivityLog),
  roles: [...STAFF, ...FIRM],
  probe: {
    args: withIds({ lotId: 'lotId' }),
  },
});
