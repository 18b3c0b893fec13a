/**
 * The stop countdown of a live lot (spec 1 section 4, Countdown), as pure functions
 * of the server clock. The last 10 seconds show a large number; auto auctions count
 * to their stop time and end at one, manual ones count from the stop alert (or the
 * last bid plus 10 seconds) and end at zero.
 */
export const FINAL_SECONDS = 10;
/** The manual stop-alert window: a bid younger than this keeps the lot running. */
export const STOP_ALERT_WINDOW_SECONDS = 10;
/** Seconds at which screen readers hear the final countdown (not every tick). */
export const ANNOUNCE_AT = [10, 5, 3] as const;

export type StartType = 'Auto' | 'Manual';

export interface CountdownInput {
  startType: StartType;
  /** Auto: the lot's stop time. */
  stopTime: string | null;
  /** Manual: the server time the stop alert began (null when no alert is running). */
  stopAlertAt: number | null;
  /** Manual: the newest bid's time. */
  lastBidAt: string | null;
}

const ms = (t: string | null) => (t ? new Date(t).getTime() : NaN);

/** The instant the countdown reaches its end, or null when no countdown runs. */
export function countdownDeadline(i: CountdownInput): number | null {
  if (i.startType === 'Auto') {
    const stop = ms(i.stopTime);
    return Number.isFinite(stop) ? stop : null;
  }
  if (i.stopAlertAt == null) return null;
  const fromAlert = i.stopAlertAt + STOP_ALERT_WINDOW_SECONDS * 1000;
  const fromBid = ms(i.lastBidAt) + FINAL_SECONDS * 1000;
  return Number.isFinite(fromBid) ? Math.max(fromAlert, fromBid) : fromAlert;
}

/** Whole seconds left, rounded up (10.2 s left shows 11). */
export const secondsLeft = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** The number at which the countdown ends: 1 for auto auctions, 0 for manual ones. */
export const endsAt = (startType: StartType) => (startType === 'Auto' ? 1 : 0);

export type CountdownPhase =
  | { kind: 'none' }
  /** Running, more than 10 s left: a normal clock. */
  | { kind: 'running'; seconds: number }
  /** The last 10 seconds: a large number. */
  | { kind: 'final'; seconds: number }
  | { kind: 'ended' };

export function countdownPhase(
  startType: StartType,
  deadline: number | null,
  now: number,
): CountdownPhase {
  if (deadline == null) return { kind: 'none' };
  const s = secondsLeft(deadline, now);
  if (s <= endsAt(startType)) return { kind: 'ended' };
  if (s <= FINAL_SECONDS) return { kind: 'final', seconds: s };
  return { kind: 'running', seconds: s };
}

/** Manual auctions, after the countdown ended: does the last bid keep the lot running? */
export function manualAfterEnd(lastBidAt: string | null, now: number): 'continue' | 'ended' {
  const at = ms(lastBidAt);
  if (!Number.isFinite(at)) return 'ended';
  return now - at < STOP_ALERT_WINDOW_SECONDS * 1000 ? 'continue' : 'ended';
}

/** Auto auctions, after the countdown ended: the stop time moved (extension) or the lot is ending. */
export function autoAfterEnd(stopTime: string | null, now: number): 'continue' | 'ending' {
  const stop = ms(stopTime);
  return Number.isFinite(stop) && stop - now > endsAt('Auto') * 1000 ? 'continue' : 'ending';
}

/** Whole minutes the stop time moved later, 0 when it did not. */
export function extensionMinutes(before: string | null, after: string | null): number {
  const d = ms(after) - ms(before);
  return Number.isFinite(d) && d > 0 ? Math.round(d / 60_000) : 0;
}

export const extendedNotice = (minutes: number) =>
  `Auction has been extended by ${minutes} minute(s)!`;

/** The threshold to announce when the countdown shows `seconds`, once per threshold. */
export function announcement(seconds: number, lastAnnounced: number | null): number | null {
  const hit = ANNOUNCE_AT.find((t) => seconds === t);
  return hit != null && hit !== lastAnnounced ? hit : null;
}

/** How long the listed-lot-ahead notice stays (manual-start auctions only). */
export const LOT_AHEAD_NOTICE_MS = 20_000;

/** Whether the listed-lot-ahead notice shows at `now`, given when it was raised. */
export function lotAheadVisible(
  startType: StartType,
  raisedAt: number | null,
  now: number,
): boolean {
  return startType === 'Manual' && raisedAt != null && now - raisedAt < LOT_AHEAD_NOTICE_MS;
}
