import { useEffect, useState } from 'react';
import { formatRemaining } from '../../components/Countdown';
import { serverNow } from '../../live/clock';
import { countdownDeadline, countdownPhase } from '../../live/stopCountdown';

/** Re-renders every 250 ms while mounted (the TV's clocks). */
function useTicker(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** The lot's clock on the live auction screens: Starts in, Starting Soon, Ends in, the final seconds, Pending Winner. */
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
  if (!started) {
    const left = new Date(auctionStart).getTime() - now;
    if (startType === 'Auto' && left > 0)
      return <div className="live-clock">Starts in {formatRemaining(left)}</div>;
    return <div className="live-clock">Starting Soon</div>;
  }
  const deadline = countdownDeadline({ startType, stopTime, stopAlertAt, lastBidAt });
  const phase = countdownPhase(startType, deadline, now);
  if (phase.kind === 'final')
    return (
      <div className="live-final" role="timer" aria-label={`${phase.seconds} seconds left`}>
        {phase.seconds}
      </div>
    );
  if (phase.kind === 'ended') return <div className="live-clock">Pending Winner</div>;
  if (phase.kind === 'running')
    return <div className="live-clock">Ends in {formatRemaining(phase.seconds * 1000)}</div>;
  return null;
}
