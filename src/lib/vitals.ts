/**
 * Field vitals: what a page load reports about real visits (Web Vitals and unhandled errors),
 * and how the reports are queued and sent in one batch. Pure: the caller passes in the metric
 * values, the page's route pattern and the function that sends.
 *
 * No report carries personal data: no user, name, e-mail, token or address with its ids; a
 * page is named by its route pattern, an error by its name and a scrubbed, shortened message.
 */

import { UNMATCHED_ROUTE } from './vitalsRoute';

export const VITAL_NAMES = ['INP', 'LCP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** The navigation types web-vitals names, and `other` for any it may name later. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
  'other',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export const ERROR_EVENTS = ['error', 'unhandledrejection'] as const;
export type ErrorEventName = (typeof ERROR_EVENTS)[number];

/** The bounds of a report and a batch (the collector refuses what is over them). */
export const VITALS_LIMITS = {
  /** One beacon's body, in UTF-8 bytes (browsers allow 64 KiB in flight for all beacons). */
  batchBytes: 16_384,
  /** Reports in one batch, and queued at once. */
  batchReports: 40,
  /** Errors one page load reports at most (the rest are counted as dropped). */
  errorsPerPage: 10,
  messageChars: 200,
  nameChars: 40,
  targetChars: 80,
  routeChars: 120,
  versionChars: 40,
  envChars: 20,
} as const;

/** A route pattern as reported: the route table's literal segments and parameters, or `*`. */
export const ROUTE_PATTERN = /^(\*|\/[A-Za-z_:.\-/]*)$/;
/** A selector as reported: tags, ids and classes (no digits but in tag names), `>` between. */
export const TARGET_PATTERN = /^[\w#.>-]+$/;

/** The route as reported: a pattern, or `*` for anything else (an address passed by mistake). */
const reportedRoute = (route: string) =>
  route.length <= VITALS_LIMITS.routeChars && ROUTE_PATTERN.test(route) ? route : UNMATCHED_ROUTE;

export interface VitalReport {
  kind: 'vital';
  name: VitalName;
  /** Milliseconds, whole; CLS a score to 4 decimals. */
  value: number;
  rating: Rating;
  navigationType: NavigationType;
  /** The route pattern of the page when the value was reported. */
  route: string;
  /** INP only: a short selector of the element the slowest interaction was with. */
  target?: string;
}

export interface ErrorReport {
  kind: 'error';
  event: ErrorEventName;
  /** The error's name (`TypeError`), or `Error` when it has none that reads as one. */
  name: string;
  /** The message, scrubbed of URLs' queries, e-mails, tokens and long numbers, and shortened. */
  message: string;
  route: string;
}

export type FieldReport = VitalReport | ErrorReport;

/** One beacon's body. */
export interface FieldBatch {
  v: 1;
  /** The app's version. */
  version: string;
  /** The environment (development, staging, production). */
  env: string;
  reports: FieldReport[];
  /** Reports left out since the last batch (over the size cap or the error limit). */
  dropped: number;
}

/** A metric as web-vitals reports it (only the fields read here). */
export interface MetricInput {
  name: string;
  value: number;
  rating: string;
  navigationType?: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** `text` at most `max` characters, an ellipsis ending a shortened one. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** A metric's value as reported: whole milliseconds, or the CLS score to 4 decimals. */
export function roundValue(name: VitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** The report of a metric, or null for a metric not reported (FCP) or a value that is no number. */
export function vitalReport(
  metric: MetricInput,
  route: string,
  target?: string | null,
): VitalReport | null {
  if (!isOneOf(VITAL_NAMES, metric.name)) return null;
  if (!Number.isFinite(metric.value) || metric.value < 0) return null;
  if (!isOneOf(RATINGS, metric.rating)) return null;
  const report: VitalReport = {
    kind: 'vital',
    name: metric.name,
    value: roundValue(metric.name, metric.value),
    rating: metric.rating,
    navigationType: isOneOf(NAVIGATION_TYPES, metric.navigationType)
      ? metric.navigationType
      : metric.navigationType === undefined
        ? 'navigate'
        : 'other',
    route: reportedRoute(route),
  };
  const selector = target?.slice(0, VITALS_LIMITS.targetChars);
  if (metric.name === 'INP' && selector && TARGET_PATTERN.test(selector)) report.target = selector;
  return report;
}

const URL_IN_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s'"<>`]+/gi;
const EMAIL = /[^\s@"<>()[\]]+@[^\s@'"<>()[\]]+\.[a-z]{2,}/gi;
/** A key, token or hash: a long run of word characters with a digit in it. */
const TOKEN = /[A-Za-z0-9_+=-]{24,}/g;
/** A phone or card number: digits with spaces, dots or dashes between, six digits or more. */
const NUMBER_GROUPS = /\+?\d[\d\s().-]{4,}\d/g;
/** A long number: an id, an amount, a date's digits. */
const LONG_NUMBER = /\d{4,}/g;

/** A built file's name (`/assets/LotPage-DRUy5l52.js`): the build's, not a visitor's. */
const BUILT_FILE = /^[\w.-]+\.(m?js|css)$/;
/** An address path in a message (`/cases/12?q=…`), after a space, quote or bracket. */
const PATH_IN_TEXT = /(^|[\s('"`=[])(\/[^\s'"`<>]*)/g;

/**
 * An address as reported: no query or fragment, and `:id` for each path segment with a digit
 * (an id, a street address), but a built file's name. Punctuation ending a sentence stays.
 */
function scrubAddress(text: string, scrubHost: (origin: string) => string): string {
  const bare = text.replace(/[.,;:!?)\]]+$/, '');
  const rest = text.slice(bare.length);
  const [beforeQuery] = bare.split(/[?#]/);
  const [, origin, path = ''] = /^((?:[a-z][a-z\d+.-]*:\/\/)?[^/]*)(.*)$/i.exec(beforeQuery)!;
  const segments = path
    .split('/')
    .map((s, i, all) =>
      /\d/.test(s) && !(i === all.length - 1 && BUILT_FILE.test(s)) ? ':id' : s,
    );
  return `${scrubHost(origin)}${segments.join('/')}${rest}`;
}

/** A URL of a message: its origin without a user part, and its path as scrubAddress gives it. */
const scrubUrl = (url: string) => scrubAddress(url, (origin) => origin.replace(/\/\/.*@/, '//'));

/**
 * An error message as it may be reported: URLs and paths without their query or fragment (which
 * may hold a search or a token) and with ids for number segments, e-mails, tokens and numbers of
 * four digits or more replaced, whitespace collapsed, at most `VITALS_LIMITS.messageChars` long.
 */
export function scrubMessage(message: string): string {
  const scrubbed = message
    .replace(URL_IN_TEXT, scrubUrl)
    .replace(EMAIL, '<email>')
    .replace(PATH_IN_TEXT, (_, before: string, path: string) => before + scrubAddress(path, String))
    .replace(TOKEN, (run) => (/\d/.test(run) ? '<token>' : run))
    .replace(NUMBER_GROUPS, (run) => (run.replace(/\D/g, '').length >= 6 ? '#' : run))
    .replace(LONG_NUMBER, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(scrubbed, VITALS_LIMITS.messageChars);
}

/** An error's name as reported: an identifier (`TypeError`, `ChunkLoadError`), else `Error`. */
export function errorName(name: unknown): string {
  return typeof name === 'string' && /^[A-Za-z_$][\w$]*$/.test(name)
    ? name.slice(0, VITALS_LIMITS.nameChars)
    : 'Error';
}

/**
 * The report of an unhandled error or rejection. Only the name and message are read (never the
 * stack, whose URLs may carry queries, nor other fields); a rejection with something other than
 * an error says only what kind of value it was.
 */
export function errorReport(event: ErrorEventName, reason: unknown, route: string): ErrorReport {
  let name = 'Error';
  let message: string;
  if (typeof reason === 'string') message = reason;
  else if (reason !== null && typeof reason === 'object' && 'message' in reason) {
    const { message: text, name: rawName } = reason as { message: unknown; name?: unknown };
    message = typeof text === 'string' ? text : '';
    name = errorName(rawName);
  } else message = `(${reason === null ? 'null' : typeof reason})`;
  return {
    kind: 'error',
    event,
    name,
    message: scrubMessage(message),
    route: reportedRoute(route),
  };
}

/** The parts of an element a selector is made of (an Element has them). */
export interface SelectorElement {
  tagName?: string;
  id?: string;
  className?: unknown;
  parentElement?: SelectorElement | null;
}

/** A name that reads as written in code: letters, dashes and underscores, no digits. */
const CODE_NAME = /^[A-Za-z_-][A-Za-z_-]*$/;
/** Classes that say nothing of the element: antd's theme scope and hashed style classes. */
const NOISE_CLASS = /^(css-|ant-(motion|wave)|ant-click-animating)/;

function selectorPart(el: SelectorElement): { part: string; unique: boolean } {
  const tag = (el.tagName ?? '').toLowerCase();
  const id = el.id ?? '';
  if (id && CODE_NAME.test(id) && id.length <= 40) return { part: `${tag}#${id}`, unique: true };
  const classes =
    typeof el.className === 'string'
      ? el.className
          .split(/\s+/)
          .filter((c) => c && CODE_NAME.test(c) && !NOISE_CLASS.test(c))
          .slice(0, 2)
      : [];
  return { part: [tag, ...classes].join('.'), unique: false };
}

/**
 * A short CSS-like selector of an element (`div.lot-card>button.ant-btn`): up to three levels,
 * stopping at an id; ids and classes with digits (record ids, generated names) are left out.
 */
export function shortSelector(el: SelectorElement | null | undefined): string {
  const parts: string[] = [];
  for (let node = el; node && parts.length < 3; node = node.parentElement) {
    const tag = (node.tagName ?? '').toLowerCase();
    if (!/^[a-z][a-z\d-]*$/.test(tag) || tag === 'html' || tag === 'body') break;
    const { part, unique } = selectorPart(node);
    parts.unshift(part);
    if (unique) break;
  }
  return parts.join('>').slice(0, VITALS_LIMITS.targetChars);
}

/** The UTF-8 length of a text, in bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export interface ReportQueue {
  /** Queues a report: a metric's newer value replaces its queued one; errors are counted. */
  add(report: FieldReport): void;
  /** Sends what is queued as one batch (at most the size cap); false when nothing was sent. */
  flush(): boolean;
  /** The reports queued now. */
  size(): number;
}

export interface QueueOptions {
  version: string;
  env: string;
  /** Sends one batch's body; false when it could not be queued (the reports are kept). */
  send: (body: string) => boolean;
  /** Other bounds than VITALS_LIMITS' (tests). */
  limits?: Partial<Record<'batchBytes' | 'batchReports' | 'errorsPerPage', number>>;
}

/**
 * The page load's queue of reports, sent in one batch per flush (as the page is hidden). A
 * batch is at most `batchBytes` long and `batchReports` reports; what does not fit is counted
 * in `dropped`. An error already reported by this page load (same name and message) is not
 * reported again, and at most `errorsPerPage` are.
 */
export function createReportQueue({ version, env, send, limits = {} }: QueueOptions): ReportQueue {
  const { batchBytes, batchReports, errorsPerPage } = { ...VITALS_LIMITS, ...limits };
  const base = {
    v: 1 as const,
    version: truncate(version, VITALS_LIMITS.versionChars),
    env: truncate(env, VITALS_LIMITS.envChars),
  };
  let queued: FieldReport[] = [];
  let dropped = 0;
  const errorsSeen = new Set<string>();

  const add = (report: FieldReport) => {
    if (report.kind === 'vital') {
      const at = queued.findIndex((r) => r.kind === 'vital' && r.name === report.name);
      if (at >= 0) {
        queued[at] = report;
        return;
      }
    } else {
      const key = `${report.name}\n${report.message}`;
      if (errorsSeen.has(key)) return;
      if (errorsSeen.size >= errorsPerPage) {
        dropped++;
        return;
      }
      errorsSeen.add(key);
    }
    if (queued.length >= batchReports) dropped++;
    else queued.push(report);
  };

  const flush = () => {
    if (queued.length === 0 && dropped === 0) return false;
    // The batch's bytes without reports (the count of dropped ones at its widest), then each report's.
    const widest = dropped + queued.length;
    let bytes = utf8Length(JSON.stringify({ ...base, reports: [], dropped: widest }));
    const reports: FieldReport[] = [];
    for (const report of queued) {
      const size = utf8Length(JSON.stringify(report)) + (reports.length ? 1 : 0);
      if (bytes + size > batchBytes) break;
      bytes += size;
      reports.push(report);
    }
    const batch: FieldBatch = { ...base, reports, dropped: widest - reports.length };
    if (!send(JSON.stringify(batch))) return false;
    queued = [];
    dropped = 0;
    return true;
  };

  return { add, flush, size: () => queued.length };
}
