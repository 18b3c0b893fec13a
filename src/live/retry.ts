/**
 * When a live stream that ended is opened again, and when it is not: the gRPC status it ended
 * with decides whether it can heal (reconnect after a backoff), needs a new access token, or
 * will not heal (stop and say why). Consecutive failures are bounded: after the last one the
 * stream stops and offers a retry by hand.
 */

/** gRPC status codes (the wire values grpc-web reports). */
export const GrpcCode = {
  OK: 0,
  Canceled: 1,
  Unknown: 2,
  InvalidArgument: 3,
  DeadlineExceeded: 4,
  NotFound: 5,
  AlreadyExists: 6,
  PermissionDenied: 7,
  ResourceExhausted: 8,
  FailedPrecondition: 9,
  Aborted: 10,
  OutOfRange: 11,
  Unimplemented: 12,
  Internal: 13,
  Unavailable: 14,
  DataLoss: 15,
  Unauthenticated: 16,
} as const;

/** Why a stream stopped for good (until the page is opened again or the user retries). */
export type StopReason =
  /** PermissionDenied: this user may not follow these lots. */
  | 'permission'
  /** NotFound: a followed lot or its auction does not exist. */
  | 'notFound'
  /** The server refused the request itself (InvalidArgument, FailedPrecondition, ...). */
  | 'refused'
  /** Every reconnect of a run of failures failed. */
  | 'gaveUp';

/**
 * What to do after a stream ended: reconnect at the normal pace, reconnect slowly (the server
 * asked for less), refresh the access token first, or stop.
 */
export type EndVerdict =
  | { do: 'retry'; pace: 'normal' | 'slow' }
  | { do: 'refresh' }
  | { do: 'stop'; reason: Exclude<StopReason, 'gaveUp'> };

const RETRY = { do: 'retry', pace: 'normal' } as const;
const STOP_REFUSED = { do: 'stop', reason: 'refused' } as const;

/**
 * The verdict for each status a stream can end with. Retried: what a reconnect can heal: a
 * server that ended the stream (OK, Canceled, Aborted), network errors (grpc-web reports a
 * connection lost before or after the headers as Unknown), DeadlineExceeded, Unavailable, and
 * Internal: grpc-web also reports a body cut off mid-frame or trailers without a status as
 * Internal, which a proxy dropping the connection produces, and a server's own Internal is most
 * often a crashed handler that its restart heals; the failure limit bounds one that persists.
 * ResourceExhausted is retried slowly. Unauthenticated refreshes the token. The others cannot
 * be healed by trying again.
 */
export const END_VERDICTS: Record<number, EndVerdict> = {
  [GrpcCode.OK]: RETRY,
  [GrpcCode.Canceled]: RETRY,
  [GrpcCode.Unknown]: RETRY,
  [GrpcCode.InvalidArgument]: STOP_REFUSED,
  [GrpcCode.DeadlineExceeded]: RETRY,
  [GrpcCode.NotFound]: { do: 'stop', reason: 'notFound' },
  [GrpcCode.AlreadyExists]: STOP_REFUSED,
  [GrpcCode.PermissionDenied]: { do: 'stop', reason: 'permission' },
  [GrpcCode.ResourceExhausted]: { do: 'retry', pace: 'slow' },
  [GrpcCode.FailedPrecondition]: STOP_REFUSED,
  [GrpcCode.Aborted]: RETRY,
  [GrpcCode.OutOfRange]: STOP_REFUSED,
  [GrpcCode.Unimplemented]: STOP_REFUSED,
  [GrpcCode.Internal]: RETRY,
  [GrpcCode.Unavailable]: RETRY,
  [GrpcCode.DataLoss]: STOP_REFUSED,
  [GrpcCode.Unauthenticated]: { do: 'refresh' },
};

/** The verdict for a stream's end; no status or one outside the table is a network error (retried). */
export function classifyEnd(code: number | null | undefined): EndVerdict {
  return (code != null && END_VERDICTS[code]) || RETRY;
}

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** Reconnect delays of the product: exponential from 1 s, at most 30 s. */
export const PRODUCT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };
/** The first reconnect attempts wait at most this long, so a dropped stream is back within 5 s. */
export const EARLY_ATTEMPTS = 3;
export const EARLY_CAP_MS = 1500;
/** ResourceExhausted: the exponential starts this many times higher, with no early cap (designed). */
export const SLOW_FACTOR = 5;
/**
 * Reconnects in a row without a message in between, after which the stream stops and offers a
 * retry by hand (designed): with the product backoff, one to two minutes of trying.
 */
export const MAX_RECONNECTS = 8;

/** Delay before reconnect attempt `attempt` (0-based): exponential, capped, jittered between half and all of it. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The wait before reconnect attempt `attempt` (0-based): the backoff, its first attempts capped
 * at EARLY_CAP_MS; at the slow pace SLOW_FACTOR times higher and never capped early.
 */
export function reconnectDelay(
  attempt: number,
  { baseMs, maxMs }: Backoff,
  random = Math.random,
  pace: 'normal' | 'slow' = 'normal',
): number {
  if (pace === 'slow') return backoffDelay(attempt, baseMs * SLOW_FACTOR, maxMs, random);
  const cap = attempt < EARLY_ATTEMPTS ? Math.min(maxMs, EARLY_CAP_MS) : maxMs;
  return backoffDelay(attempt, baseMs, cap, random);
}

/** The next step after a failure that can heal: reconnect after `delayMs`, or give up. */
export type RetryStep = { do: 'retry'; delayMs: number } | { do: 'stop'; reason: 'gaveUp' };

/**
 * After the `failures`-th failure in a row (1-based): reconnect after the backoff of attempt
 * `failures - 1`, or stop once `maxReconnects` reconnects have failed.
 */
export function nextRetry(
  failures: number,
  backoff: Backoff,
  {
    pace = 'normal',
    random = Math.random,
    maxReconnects = MAX_RECONNECTS,
  }: { pace?: 'normal' | 'slow'; random?: () => number; maxReconnects?: number } = {},
): RetryStep {
  if (failures > maxReconnects) return { do: 'stop', reason: 'gaveUp' };
  return { do: 'retry', delayMs: reconnectDelay(failures - 1, backoff, random, pace) };
}

/** What the live screens say when the stream stopped (designed), and whether a retry by hand is offered. */
export const STOP_TEXT: Record<StopReason, { title: string; retry: boolean }> = {
  permission: {
    title: 'You have no permission to follow this live auction. Live updates are stopped.',
    retry: false,
  },
  notFound: {
    title: 'This live auction or lot no longer exists. Live updates are stopped.',
    retry: false,
  },
  refused: {
    title: 'The live auction refused this connection. Live updates are stopped.',
    retry: false,
  },
  gaveUp: {
    title: 'Could not reconnect to the live auction. Live updates are stopped.',
    retry: true,
  },
};

/** The label of the retry-by-hand button (designed). */
export const RETRY_LABEL = 'Try again';
