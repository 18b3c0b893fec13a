import { useEffect, useState } from 'react';
import { formatRemaining } from '../../components/Countdown';
import { serverNow } from '../../live/clock';
import { countdownDeadline, countdownPhase, extensionMinutes } from '../../live/stopCountdown';

/** Words of the live auction clocks (spec 3 sections 4.1 and 4.2). */
export const CLOCK = {
  startsIn: 'Starts in',
  startingSoon: 'Starting Soon',
  endsIn: 'Ends in',
  pendingWinner: 'Pending Winner',
  extended: 'Auction has been extended!',
} as const;

/** How long 'Auction has been extended!' stays on screen. */
export const EXTENDED_NOTICE_MS = 5000;

/** Re-renders every 250 ms while mounted (the live screens' clocks). */
function useTicker(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** True for a few seconds after an automatic auction's stop time moved later (a bid extended it). */
function useExtended(startType: 'Auto' | 'Manual', stopTime: string | null): boolean {
  const [stops, setStops] = useState({ last: stopTime, extended: false });
  if (stopTime !== stops.last)
    setStops({ last: stopTime, extended: extensionMinutes(stops.last, stopTime) > 0 });
  useEffect(() => {
    if (!stops.extended) return;
    const t = setTimeout(() => setStops((s) => ({ ...s, extended: false })), EXTENDED_NOTICE_MS);
    return () => clearTimeout(t);
  }, [stops.extended, stops.last]);
  return stops.extended && startType === 'Auto';
}

/**
 * The lot's clock on the live auction screens: Starts in, Starting Soon, Ends in (with
 * 'Auction has been extended!' when the stop time moves later), the final seconds,
 * then Pending Winner until the lot stops.
 */
export function LiveClock({
  startType,
  started,
  auctionStart,
  stopTime,
  stopAlertAt,
  lastBidAt,
}: {
  startType: 'Auto' | 'Manual';
  started: boolean;
  auctionStart: string;
  stopTime: string | null;
  stopAlertAt: number | null;
  lastBidAt: string | null;
}) {
  const now = useTicker();
  const extended = useExtended(startType, stopTime);
  if (!started) {
    const left = new Date(auctionStart).getTime() - now;
    if (startType === 'Auto' && left > 0)
      return (
        <div className="live-clock">
          {CLOCK.startsIn} {formatRemaining(left)}
        </div>
      );
    return <div className="live-clock">{CLOCK.startingSoon}</div>;
  }
  const deadline = countdownDeadline({ startType, stopTime, stopAlertAt, lastBidAt });
  const phase = countdownPhase(startType, deadline, now);
  const notice = extended && (
    <div className="live-extended" role="status">
      {CLOCK.extended}
    </div>
  );
  if (phase.kind === 'final')
    return (
      <>
        {notice}
        <div className="live-final" role="timer" aria-label={`${phase.seconds} seconds left`}>
          {phase.seconds}
        </div>
      </>
    );
  if (phase.kind === 'ended') return <div className="live-clock">{CLOCK.pendingWinner}</div>;
  if (phase.kind === 'running')
    return (
      <>
        {notice}
        <div className="live-clock">
          {CLOCK.endsIn} {formatRemaining(phase.seconds * 1000)}
        </div>
      </>
    );
  return notice || null;
}
