import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  ERROR_EVENTS,
  NAVIGATION_TYPES,
  RATINGS,
  ROUTE_PATTERN,
  TARGET_PATTERN,
  VITAL_NAMES,
  VITALS_LIMITS,
  utf8Length,
  type FieldReport,
} from '../lib/vitals';

/**
 * The field vitals collector: takes the app's beacons (`POST /__sim/vitals`, a JSON batch sent
 * as text/plain or a Blob of any type), refuses what a real collector would (too large, not the
 * batch's shape), and keeps the last reports for tests to read (`GET /__sim/vitals`).
 */

/** Reports kept: the newest, at most this many. */
export const KEPT_REPORTS = 500;

/** A report as kept: with the version and environment of its batch. */
export type KeptReport = FieldReport & { version: string; env: string };

let kept: KeptReport[] = [];

/** Forgets every report (the simulator's reset). */
export function clearFieldReports() {
  kept = [];
}

const chars = (max: number) =>
  z.string().refine((s) => s.length > 0 && Array.from(s).length <= max, `1 to ${max} characters`);

/** A route pattern: the table's literal segments and parameters, or `*`; never a digit or a query. */
const route = chars(VITALS_LIMITS.routeChars).regex(ROUTE_PATTERN, 'a route pattern');

const vital = z.strictObject({
  kind: z.literal('vital'),
  name: z.enum(VITAL_NAMES),
  value: z.number().nonnegative(),
  rating: z.enum(RATINGS),
  navigationType: z.enum(NAVIGATION_TYPES),
  route,
  target: chars(VITALS_LIMITS.targetChars).regex(TARGET_PATTERN, 'a short selector').optional(),
});

const error = z.strictObject({
  kind: z.literal('error'),
  event: z.enum(ERROR_EVENTS),
  name: chars(VITALS_LIMITS.nameChars).regex(/^[A-Za-z_$][\w$]*$/, 'an error name'),
  message: z.string().refine((s) => Array.from(s).length <= VITALS_LIMITS.messageChars),
  route,
});

const batch = z.strictObject({
  v: z.literal(1),
  version: chars(VITALS_LIMITS.versionChars),
  env: chars(VITALS_LIMITS.envChars).regex(/^[a-z-]+$/),
  reports: z.array(z.discriminatedUnion('kind', [vital, error])).max(VITALS_LIMITS.batchReports),
  dropped: z.number().int().nonnegative(),
});

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

export const vitalsHandlers = [
  http.post('*/__sim/vitals', async ({ request }) => {
    const declared = Number(request.headers.get('content-length'));
    if (declared > VITALS_LIMITS.batchBytes) return refuse('The batch is too large');
    const text = await request.text();
    if (utf8Length(text) > VITALS_LIMITS.batchBytes) return refuse('The batch is too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse('The batch is not JSON');
    }
    const parsed = batch.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(`The batch is not valid: ${issue.path.join('.') || '(body)'} ${issue.message}`);
    }
    const { version, env, reports } = parsed.data;
    kept.push(...reports.map((r) => ({ ...r, version, env }) as KeptReport));
    if (kept.length > KEPT_REPORTS) kept = kept.slice(-KEPT_REPORTS);
    return HttpResponse.json({ accepted: reports.length }, { status: 202 });
  }),
  http.get('*/__sim/vitals', () => HttpResponse.json({ reports: kept })),
];
