/**
 * The server clock: every countdown reads `serverNow()`, which is the local clock
 * corrected by the offset to the server's (from /api/auctions/servertime and the
 * serverDateTime of stream messages).
 */
let offsetMs = 0;
/** The offset from the last servertime call, and the stream samples judged against it. */
let restOffsetMs: number | null = null;
let outliers: number[] = [];
let resyncAt: number | null = null;
const listeners = new Set<() => void>();
const resyncers = new Set<() => void>();

/** A stream offset further than this from the servertime offset is an outlier. */
export const STREAM_OFFSET_BOUND_MS = 5_000;
/** Consecutive outliers that agree (within this of each other) cast doubt on the servertime offset. */
export const OUTLIERS_AGREE_MS = 1_000;
export const OUTLIERS_TO_RESYNC = 3;
/** The servertime call is asked again for the stream's sake at most this often. */
export const RESYNC_INTERVAL_MS = 60_000;
/** A stream sample is taken when it shows at least this much less delay than the offset. */
const LESS_DELAY_MS = 20;

/** What the clock knows for judging the server time of stream messages. */
export interface StreamClock {
  offset: number;
  /** The offset from the last servertime call; null before the first one. */
  restOffset: number | null;
  /** Offsets of the consecutive outliers so far, oldest first. */
  outliers: number[];
  /** Local time of the last resync asked for by the stream. */
  resyncAt: number | null;
}

export type StreamVerdict = 'take' | 'keep' | 'reject' | 'resync';

/**
 * The rule for a stream sample (`sample` = server time less local receive time):
 * - without a servertime offset, or within STREAM_OFFSET_BOUND_MS of it: taken when it
 *   shows less delay than the current offset (as NTP keeps the best sample), else kept;
 * - further away: rejected, so one frame with a far-off server time moves no countdown;
 *   once OUTLIERS_TO_RESYNC consecutive outliers agree, the servertime call is asked
 *   again (at most every RESYNC_INTERVAL_MS), which stays authoritative.
 */
export function judgeStreamSample(
  clock: StreamClock,
  sample: number,
  now: number,
): { verdict: StreamVerdict; clock: StreamClock } {
  if (clock.restOffset === null || Math.abs(sample - clock.restOffset) <= STREAM_OFFSET_BOUND_MS) {
    const take = sample - clock.offset >= LESS_DELAY_MS;
    return {
      verdict: take ? 'take' : 'keep',
      clock: { ...clock, offset: take ? sample : clock.offset, outliers: [] },
    };
  }
  const last = clock.outliers[clock.outliers.length - 1];
  const run =
    last !== undefined && Math.abs(sample - last) <= OUTLIERS_AGREE_MS
      ? [...clock.outliers, sample].slice(-OUTLIERS_TO_RESYNC)
      : [sample];
  const due = clock.resyncAt === null || now - clock.resyncAt >= RESYNC_INTERVAL_MS;
  if (run.length >= OUTLIERS_TO_RESYNC && due)
    return { verdict: 'resync', clock: { ...clock, outliers: [], resyncAt: now } };
  return { verdict: 'reject', clock: { ...clock, outliers: run } };
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

export function clockOffset(): number {
  return offsetMs;
}

export function subscribeClock(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Sets the offset from a server timestamp observed at local time `receivedAt`.
 * `roundTripMs` (when known) is halved to account for the way back.
 */
export function syncClock(
  serverTime: string | number | Date,
  receivedAt = Date.now(),
  roundTripMs = 0,
): void {
  const server = new Date(serverTime).getTime();
  if (!Number.isFinite(server)) return;
  const next = server + roundTripMs / 2 - receivedAt;
  restOffsetMs = next;
  outliers = [];
  if (Math.abs(next - offsetMs) < 5) return;
  offsetMs = next;
  listeners.forEach((fn) => fn());
}

/**
 * A server time carried by a stream message. Messages arrive late under load, which
 * would pull the offset back: only a sample showing less delay (a larger offset) is
 * taken, and one far from the servertime offset is ignored (see `judgeStreamSample`).
 */
export function syncClockFromStream(
  serverTime: string,
  receivedAt = Date.now(),
  log: Pick<Console, 'warn'> = console,
): void {
  const server = new Date(serverTime).getTime();
  if (!Number.isFinite(server)) return;
  const judged = judgeStreamSample(
    { offset: offsetMs, restOffset: restOffsetMs, outliers, resyncAt },
    server - receivedAt,
    receivedAt,
  );
  ({ outliers, resyncAt } = judged.clock);
  switch (judged.verdict) {
    case 'take':
      offsetMs = judged.clock.offset;
      listeners.forEach((fn) => fn());
      return;
    case 'reject':
      if (outliers.length === 1)
        log.warn(`[clock] stream server time ${serverTime} ignored: too far from the server time`);
      return;
    case 'resync':
      log.warn('[clock] stream server times keep disagreeing: asking the server time again');
      resyncers.forEach((fn) => fn());
      return;
  }
}

/** Registers what asks the server for its time again when the stream casts doubt on it. */
export function onResyncNeeded(fn: () => void): () => void {
  resyncers.add(fn);
  return () => resyncers.delete(fn);
}

/** Test helper: back to the local clock. */
export function resetClock(): void {
  offsetMs = 0;
  restOffsetMs = null;
  outliers = [];
  resyncAt = null;
}

/**
 * A live connection is allowed when the auction is not finished and starts today,
 * or when its stop time is in the future; and while it is ongoing (`isOpen`), so a manual
 * auction that runs past midnight keeps its bidders live.
 */
export function canConnectLive(
  auction: {
    isOpen?: boolean;
    isFinished?: boolean;
    startTime?: string | null;
    stopTime?: string | null;
  },
  now = serverNow(),
): boolean {
  if (auction.isOpen && !auction.isFinished) return true;
  const today = new Date(now);
  const start = auction.startTime ? new Date(auction.startTime) : null;
  const startsToday =
    !!start &&
    start.getFullYear() === today.getFullYear() &&
    start.getMonth() === today.getMonth() &&
    start.getDate() === today.getDate();
  if (!auction.isFinished && startsToday) return true;
  return !!auction.stopTime && new Date(auction.stopTime).getTime() > now;
}

/** The start of the local day after the one `now` falls in (ms): when the day rules change. */
export function nextDayStart(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}
