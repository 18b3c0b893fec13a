import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getLastBid } from '@/api/joining';
import { formatRemaining } from '@/components/Countdown';
import { serverNow } from '@/live/clock';
import { ROOM } from '@/live/roomText';
import {
  announcement,
  autoAfterEnd,
  countdownDeadline,
  countdownPhase,
  manualAfterEnd,
  type CountdownInput,
  type CountdownPhase,
} from '@/live/stopCountdown';

/** After the count reached its end: checking, ended (manual), ending (auto). */
type After = 'pending' | 'ended' | 'ending';

const samePhase = (a: CountdownPhase, b: CountdownPhase) =>
  a.kind === b.kind && ('seconds' in a ? a.seconds : 0) === ('seconds' in b ? b.seconds : 0);

/**
 * The stop countdown of a running lot: a clock, the large final seconds, then
 * 'Pending Winner ...' and the end-of-lot checks of spec 1 section 4. The parent
 * remounts it (key) when the stop time, the stop alert or the newest bid changes.
 */
export function StopCountdown({
  lotId,
  input,
  onEnded,
  announce,
}: {
  lotId: number;
  input: CountdownInput;
  /** Told when bidding must pause (count over) or may go on. */
  onEnded(ended: boolean): void;
  announce(text: string): void;
}) {
  // Manual auctions: a last bid inside the alert window restarts the count from that bid.
  const [resumeFrom, setResumeFrom] = useState<string | null>(null);
  const deadline = countdownDeadline(
    resumeFrom ? { ...input, stopAlertAt: input.stopAlertAt ?? 0, lastBidAt: resumeFrom } : input,
  );
  const [phase, setPhase] = useState<CountdownPhase>(() =>
    countdownPhase(input.startType, deadline, serverNow()),
  );
  const [after, setAfter] = useState<After>('pending');
  const cb = useRef({ onEnded, announce });
  useLayoutEffect(() => {
    cb.current = { onEnded, announce };
  });
  const { startType, stopTime } = input;

  useEffect(() => {
    let announced: number | null = null;
    let ended = false;
    let cancelled = false;
    const tick = () => {
      const now = serverNow();
      const next = countdownPhase(startType, deadline, now);
      setPhase((p) => (samePhase(p, next) ? p : next));
      if (next.kind === 'final') {
        const hit = announcement(next.seconds, announced);
        if (hit != null) {
          announced = hit;
          cb.current.announce(`${hit} seconds left`);
        }
      }
      if (next.kind !== 'ended' || ended) return;
      ended = true;
      cb.current.onEnded(true);
      if (startType === 'Auto') {
        // The stop time did not move: the lot is ending and the server confirms the winner.
        if (autoAfterEnd(stopTime, now) === 'ending') setAfter('ending');
        return;
      }
      void getLastBid(lotId)
        .then((bid) => {
          if (cancelled) return;
          if (bid && manualAfterEnd(bid.createdDate, serverNow()) === 'continue') {
            ended = false;
            cb.current.onEnded(false);
            setResumeFrom(bid.createdDate);
          } else setAfter('ended');
        })
        .catch(() => !cancelled && setAfter('ended'));
    };
    tick();
    const t = setInterval(tick, 250);
    return () => {
      cancelled = true;
      clearInterval(t);
      cb.current.onEnded(false);
    };
  }, [deadline, startType, stopTime, lotId]);

  if (phase.kind === 'ended') {
    const text =
      after === 'ended' ? ROOM.auctionEnded : after === 'ending' ? ROOM.ending : ROOM.pendingWinner;
    return (
      <div className="room-ending" role="status">
        <strong>{text}</strong>
        {after === 'pending' && <div>{ROOM.pendingWinnerMessage}</div>}
        {after === 'ending' && <div>{ROOM.pleaseWait}</div>}
      </div>
    );
  }
  if (phase.kind === 'final')
    return (
      <div className="room-final" role="timer" aria-label={`${phase.seconds} seconds left`}>
        {phase.seconds}
      </div>
    );
  if (phase.kind === 'running')
    return (
      <div className="room-clock" role="timer" aria-live="off">
        Ends in {formatRemaining(phase.seconds * 1000)}
      </div>
    );
  return null;
}
