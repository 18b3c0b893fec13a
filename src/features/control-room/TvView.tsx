import { useMemo, useRef } from 'react';
import type { LiveAuctionData } from '../../api/liveAuction';
import { formatMoney, formatAddress } from '../../lib/format';
import { useLiveStore } from '../../api/useLiveStore';
import { useConnectionStatus, useLiveLotValue, useStreamStop } from '../../live/hooks';
import { soldTo } from '../../live/liveAuction';
import { lotView } from '../../live/lotView';
import { RETRY_LABEL, STOP_TEXT } from '../../live/retry';
import { factsOfRow } from './lotFacts';
import { LiveClock } from './LiveClock';
import { NextLot } from './NextLot';
import { StaffLiveDialogs } from './StaffLiveDialogs';
import type { LiveLot } from '../../live/types';
import './tv.css';
import { paths } from '../../lib/paths';

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
  const follows = useMemo(
    () => [{ id: lotId, amount: 0, auctionId: auction.id }],
    [lotId, auction.id],
  );
  const store = useLiveStore('presenter', follows);
  const status = useConnectionStatus(store);
  const stop = useStreamStop(store);
  // A dropped stream clears the live state until the reconnect refills it: keep the last one on screen.
  const kept = useRef<LiveLot | null>(null);
  const lot = useLiveLotValue(store, lotId, (l) => {
    if (l && l.latestEvent != null) kept.current = l;
    return kept.current;
  });
  const row = auction.lots.find((l) => l.id === lotId)!;

  const view = lotView(factsOfRow(row), lot);
  const { bids, started, stopped, stopTime, winnerPaddle } = view;
  const top = view.latestBid;
  const nextId = view.nextLotId;
  const photo = row.images.find((i) => i.isMain) ?? row.images[0];
  const address = formatAddress({ streetLine1: row.streetLine1, streetLine2: row.streetLine2 });

  return (
    <main className="tv" aria-label={`Lot ${row.lotNumber} – ${address}`}>
      <StaffLiveDialogs store={store} auctionId={auction.id} />
      {status === 'stopped' && stop ? (
        <div className="tv-status" role="alert">
          {STOP_TEXT[stop.reason].title}{' '}
          {STOP_TEXT[stop.reason].retry && (
            <button type="button" onClick={() => store.reconnect()}>
              {RETRY_LABEL}
            </button>
          )}
        </div>
      ) : (
        status !== 'connected' &&
        status !== 'idle' && (
          <div className="tv-status" role="status">
            Reconnecting...
          </div>
        )
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
              nextPath={nextId ? paths.liveLot(auction.id, mode, nextId) : null}
            />
          </>
        ) : (
          <>
            <div className="tv-label">{top ? 'Top bid' : 'Opening bid'}</div>
            <div className="tv-top" data-testid={`latest-${lotId}`}>
              {formatMoney(top ? top.amount : row.openingPrice)}
            </div>
            {top && <div className="tv-paddle">Paddle {top.paddleNumber}</div>}
            <LiveClock
              startType={auction.startType}
              started={started}
              auctionStart={auction.startTime}
              stopTime={stopTime}
              stopAlertAt={view.stopAlertAt}
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
