/**
 * The server clock: every countdown reads `serverNow()`, which is the local clock
 * corrected by the offset to the server's (from /api/auctions/servertime and the
 * serverDateTime of stream messages).
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

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
  if (Math.abs(next - offsetMs) < 5) return;
  offsetMs = next;
  listeners.forEach((fn) => fn());
}

/**
 * A server time carried by a stream message. Messages arrive late under load, which
 * would pull the offset back: only a sample showing less delay (a larger offset)
 * is taken, as NTP keeps the best sample. The servertime call stays authoritative.
 */
export function syncClockFromStream(serverTime: string, receivedAt = Date.now()): void {
  const server = new Date(serverTime).getTime();
  if (!Number.isFinite(server)) return;
  const next = server - receivedAt;
  if (next - offsetMs < 20) return;
  offsetMs = next;
  listeners.forEach((fn) => fn());
}

/** Test helper: back to the local clock. */
export function resetClock(): void {
  offsetMs = 0;
}

/**
 * A live connection is allowed when the auction is not finished and starts today,
 * or when its stop time is in the future.
 */
export function canConnectLive(
  auction: { isFinished?: boolean; startTime?: string | null; stopTime?: string | null },
  now = serverNow(),
): boolean {
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
