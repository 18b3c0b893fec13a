import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LiveAuctionData } from '../../api/liveAuction';
import { formatRemaining } from '../../components/Countdown';
import { formatMoney } from '../../lib/format';
import { serverNow } from '../../live/clock';
import { useConnectionStatus, useLiveLot, useLiveStore } from '../../live/hooks';
import { NEXT_LOT_SECONDS, soldTo } from '../../live/liveAuction';
import { countdownDeadline, countdownPhase, extensionMinutes } from '../../live/stopCountdown';
import type { LiveLot } from '../../live/types';
import './tv.css';

/** Re-renders every 250 ms while mounted (the TV's clocks). */
function useTicker(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(t);
  }, []);
  return now;
}

function TvClock({
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
      return <div className="tv-clock">Starts in {formatRemaining(left)}</div>;
    return <div className="tv-clock">Starting Soon</div>;
  }
  const deadline = countdownDeadline({ startType, stopTime, stopAlertAt, lastBidAt });
  const phase = countdownPhase(startType, deadline, now);
  if (phase.kind === 'final')
    return (
      <div className="tv-final" role="timer" aria-label={`${phase.seconds} seconds left`}>
        {phase.seconds}
      </div>
    );
  if (phase.kind === 'ended') return <div className="tv-clock">Pending Winner</div>;
  if (phase.kind === 'running')
    return <div className="tv-clock">Ends in {formatRemaining(phase.seconds * 1000)}</div>;
  return null;
}

/** Goes to the next lot after 15 s unless the operator chooses first. */
function NextLot({ nextPath }: { nextPath: string | null }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NEXT_LOT_SECONDS);
  useEffect(() => {
    if (!nextPath) return;
    const t = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(t);
  }, [nextPath]);
  useEffect(() => {
    if (nextPath && left <= 0) navigate(nextPath);
  }, [left, nextPath, navigate]);
  return (
    <div className="tv-actions">
      {nextPath && (
        <button type="button" className="primary" onClick={() => navigate(nextPath)}>
          Go to Next Lot ({Math.max(0, left)})
        </button>
      )}
      <button type="button" onClick={() => window.close()}>
        Close Tab
      </button>
    </div>
  );
}

/**
 * The TV view for the room audience (spec 3 section 2.1): the lot's photo and
 * address, the top bid and the next three, the countdown, then SOLD TO or Plaintiff.
 * Full screen and high contrast; during a stream drop it keeps showing the last state.
 */
export function TvView({
  auction,
  lotId,
  mode,
}: {
  auction: LiveAuctionData;
  lotId: number;
  mode: string;
}) {
  const follows = useMemo(() => [{ id: lotId, amount: 0 }], [lotId]);
  const store = useLiveStore('presenter', follows);
  const status = useConnectionStatus(store);
  const live = useLiveLot(store, lotId);
  // A dropped stream clears the live state until the reconnect refills it: keep the last one on screen.
  const [kept, setKept] = useState<LiveLot | null>(null);
  if (live && live.latestEvent != null && live !== kept) setKept(live);
  const lot = live && live.latestEvent != null ? live : kept?.lotId === lotId ? kept : null;
  const row = auction.lots.find((l) => l.id === lotId)!;

  // 'Auction has been extended!' when the stop time of an automatic auction moves later.
  const stopTime = lot?.lotInfo?.stopTime || row.stopTime;
  const [stops, setStops] = useState({ last: stopTime, extended: false });
  if (stopTime !== stops.last)
    setStops({ last: stopTime, extended: extensionMinutes(stops.last, stopTime) > 0 });
  useEffect(() => {
    if (!stops.extended) return;
    const t = setTimeout(() => setStops((s) => ({ ...s, extended: false })), 5000);
    return () => clearTimeout(t);
  }, [stops.extended, stops.last]);
  const extended = stops.extended && auction.startType === 'Auto';

  const bids = lot?.bidList ?? [];
  const top = bids[0] ?? null;
  const started = Boolean(lot?.lotInfo?.startedTime || row.startedTime);
  const stopped = Boolean(lot?.lotInfo?.stoppedTime || row.stoppedTime);
  const winnerPaddle = lot?.lotInfo?.winner?.paddleNumber ?? row.winner?.paddleNumber ?? null;
  const nextId = lot?.lotInfo?.nextId || row.nextLotId;
  const photo = row.images.find((i) => i.isMain) ?? row.images[0];
  const address = [row.streetLine1, row.streetLine2].filter(Boolean).join(', ');

  return (
    <main className="tv" aria-label={`Lot ${row.lotNumber} – ${address}`}>
      {status !== 'connected' && status !== 'idle' && (
        <div className="tv-status" role="status">
          Reconnecting...
        </div>
      )}
      <section>
        {photo ? <img src={photo.url} alt={address} /> : <div className="tv-sub">No Image</div>}
        <h1>{address}</h1>
        <div className="tv-sub">
          {row.city}, {row.stateCode} {row.zipCode} · Lot {row.lotNumber}
        </div>
      </section>
      <section aria-live="polite">
        {stopped ? (
          <>
            <div className="tv-sold">{soldTo(winnerPaddle, bids.length || (top ? 1 : 0))}</div>
            {winnerPaddle && top && <div className="tv-paddle">{formatMoney(top.amount)}</div>}
            <NextLot
              key={lotId}
              nextPath={nextId ? `/auctions/${auction.id}/${mode}/${nextId}` : null}
            />
          </>
        ) : (
          <>
            <div className="tv-label">{top ? 'Top bid' : 'Opening bid'}</div>
            <div className="tv-top">{formatMoney(top ? top.amount : row.openingPrice)}</div>
            {top && <div className="tv-paddle">Paddle {top.paddleNumber}</div>}
            {extended && <div className="tv-notice">Auction has been extended!</div>}
            <TvClock
              startType={auction.startType}
              started={started}
              auctionStart={auction.startTime}
              stopTime={stopTime}
              stopAlertAt={lot?.stopAlertAt ?? null}
              lastBidAt={top?.createdDate ?? null}
            />
            {bids.length > 1 && (
              <ol aria-label="Next bids">
                {bids.slice(1, 4).map((b) => (
                  <li key={b.id}>
                    <span>Paddle {b.paddleNumber}</span>
                    <span>{formatMoney(b.amount)}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </main>
  );
}
