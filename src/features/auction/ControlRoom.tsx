import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Col, Modal, Row, Select, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { lotAction, type LotAction } from '../../api/liveControl';
import { liveAuctionKeys, type LiveAuctionData } from '../../api/liveAuction';
import { serverMessage } from '../../api/errors';
import { bodyOf } from '../../api/http';
import { StoreConnectionBanner } from '../../components/LiveConnectionBanner';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notice, toast } from '../../lib/notify';
import { maxBiddable } from '../../live/bidRules';
import { LiveEvent } from '../../live/events';
import { useLiveEvents, useLiveLot, useLiveStore } from '../../live/hooks';
import { lotBadge, soldTo } from '../../live/liveAuction';
import type { LiveBidder, LiveMessage } from '../../live/types';
import { LiveClock } from './LiveClock';
import { useNextLotCountdown } from './NextLot';
import './control.css';

export const CANCEL_FAILED = 'Could not cancel the alert!';
export const REFRESH_PAGE = 'Please refresh the page and try again!';

/** Keyboard shortcuts of the lot controls (shown on the buttons). */
export const SHORTCUTS: Record<string, LotAction> = {
  s: 'start',
  a: 'notifystop',
  c: 'notifystopcancel',
  x: 'stop',
};

const BADGE_COLOR: Record<string, string> = {
  LIVE: 'red',
  PENDING: 'blue',
  DRAFT: 'default',
  Canceled: 'orange',
  SOLD: 'green',
};

function BidderList({
  title,
  bidders,
  requiredDown,
}: {
  title: string;
  bidders: readonly LiveBidder[];
  requiredDown: number;
}) {
  return (
    <section className="control-box" aria-label={title}>
      <h2>
        {title} ({bidders.length})
      </h2>
      {bidders.length ? (
        <ul className="control-list">
          {bidders.map((b) => (
            <li key={b.id}>
              <span>
                Paddle {b.paddleNumber} · {b.firstName} {b.lastName}
              </span>
              <span>
                {b.isPreRegistered ? (
                  <Tag>Pre-registered</Tag>
                ) : b.isSpectator ? (
                  <Tag>Spectating</Tag>
                ) : (
                  formatMoney(maxBiddable(b.maxBidAmount, requiredDown))
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="control-empty">No bidders.</p>
      )}
    </section>
  );
}

/**
 * The auctioneer's control room for one lot (spec 3 section 2.1 and 4.1): the lot
 * selector with badges, bidders, bids, the clock, and Start / Stop alert / Cancel
 * alert / Stop with keyboard shortcuts; the winner modal moves on in 15 s.
 */
export function ControlRoom({
  auction,
  lotId,
  mode,
}: {
  auction: LiveAuctionData;
  lotId: number;
  mode: string;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const listed = auction.lots.filter((l) => l.lotStatus === 'Listed');
  // Every listed lot, in person (spec 3 section 7); the key keeps the list stable between renders.
  const listedKey = listed.map((l) => l.id).join(',');
  const follows = useMemo(
    () =>
      listedKey
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id: Number(id), amount: 0, type: 'in-person' as const })),
    [listedKey],
  );
  const store = useLiveStore('auctioneer', follows);
  const live = useLiveLot(store, lotId);
  const row = auction.lots.find((l) => l.id === lotId)!;
  const [busy, setBusy] = useState<LotAction | null>(null);
  const busyRef = useRef(false);
  const [winner, setWinner] = useState<{ paddle: number | null; bids: number } | null>(null);

  const started = Boolean(live?.lotInfo?.startedTime || row.startedTime);
  const stopped = Boolean(live?.lotInfo?.stoppedTime || row.stoppedTime);
  const running = started && !stopped;
  const alert = live?.stopAlertAt ?? null;
  const bids = live?.bidList ?? [];
  const top = bids[0] ?? null;
  const nextId = live?.lotInfo?.nextId || row.nextLotId;
  const nextPath = nextId ? `/auctions/${auction.id}/${mode}/${nextId}` : null;

  const allowed: Record<LotAction, boolean> = {
    start: !started && !stopped,
    notifystop: running && alert == null,
    notifystopcancel: running && alert != null,
    stop: running,
  };

  const run = useCallback(
    async (action: LotAction) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(action);
      try {
        await lotAction(lotId, action);
        toast(
          'success',
          {
            start: 'Lot started.',
            notifystop: 'Stop alert sent.',
            notifystopcancel: 'Stop alert cancelled.',
            stop: 'Lot stopped.',
          }[action],
        );
        void client.invalidateQueries({ queryKey: liveAuctionKeys.live(auction.id) });
      } catch (e) {
        if (action === 'notifystopcancel')
          notice({ kind: 'warning', title: CANCEL_FAILED, description: REFRESH_PAGE });
        else if (action === 'stop')
          // A refused stop sends the stop alert instead; the stream shows its countdown.
          notice({ kind: 'info', title: serverMessage(bodyOf(e)) ?? 'The stop alert was sent.' });
        else notice({ kind: 'warning', title: serverMessage(bodyOf(e)) ?? REFRESH_PAGE });
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [lotId, client, auction.id],
  );

  // Keyboard shortcuts, ignored while typing in a field or a dialog is open.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (target?.closest('input, textarea, select, [contenteditable], .ant-modal')) return;
      const action = SHORTCUTS[e.key.toLowerCase()];
      if (action && allowed[action]) {
        e.preventDefault();
        void run(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onMessage = useCallback(
    (m: LiveMessage) => {
      if (m.lot?.id !== lotId) return;
      if (m.event === LiveEvent.LotStopped)
        setWinner({ paddle: m.lot.winner?.paddleNumber || null, bids: -1 });
      if (m.event === LiveEvent.LotStarted || m.event === LiveEvent.LotStopped)
        void client.invalidateQueries({ queryKey: liveAuctionKeys.live(auction.id) });
    },
    [lotId, client, auction.id],
  );
  useLiveEvents(store, onMessage);

  const address = [row.streetLine1, row.streetLine2, row.city].filter(Boolean).join(', ');
  const button = (action: LotAction, label: string, key: string, danger = false) => (
    <Button
      type={action === 'start' ? 'primary' : 'default'}
      danger={danger}
      disabled={!allowed[action] || busy != null}
      aria-busy={busy === action}
      onClick={() => void run(action)}
      aria-keyshortcuts={key}
    >
      {label} <kbd>{key}</kbd>
    </Button>
  );

  return (
    <div className="control">
      <StoreConnectionBanner store={store} />
      <Space wrap className="control-top">
        <Link to="/auctions">Auctions</Link>
        <span aria-hidden>/</span>
        <Link to={`/auctions/${auction.id}`}>Auction {auction.id}</Link>
        <Select
          aria-label="Lot"
          value={lotId}
          style={{ minWidth: 320 }}
          onChange={(id) => navigate(`/auctions/${auction.id}/${mode}/${id}`)}
          options={auction.lots.map((l) => {
            const badge = lotBadge(l.lotStatus, l.isOpen && !l.stoppedTime);
            return {
              value: l.id,
              disabled: l.lotStatus === 'Draft',
              label: (
                <span>
                  Lot {l.lotNumber} · {l.streetLine1} <Tag color={BADGE_COLOR[badge]}>{badge}</Tag>
                </span>
              ),
            };
          })}
        />
        <Link to={`/auctions/${auction.id}/room/${lotId}`} target="_blank">
          Open TV view
        </Link>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <section className="control-box" aria-label="Lot">
            <h1>
              Lot {row.lotNumber}: {address}
            </h1>
            <div className="control-label">{top ? 'Top bid' : 'Opening bid'}</div>
            <div className="control-top-bid">
              {formatMoney(top ? top.amount : row.openingPrice)}
            </div>
            {top && <div>Paddle {top.paddleNumber}</div>}
            {stopped ? (
              <div className="control-sold">
                {soldTo(
                  winner?.paddle ?? row.winner?.paddleNumber,
                  bids.length || (row.winner ? 1 : 0),
                )}
              </div>
            ) : (
              <LiveClock
                startType={auction.startType}
                started={started}
                auctionStart={auction.startTime}
                stopTime={live?.lotInfo?.stopTime || row.stopTime}
                stopAlertAt={alert}
                lastBidAt={top?.createdDate ?? null}
              />
            )}
            {alert != null && running && (
              <Alert type="warning" showIcon title="Stop alert running (10 s)" />
            )}
            <Space wrap className="control-actions" role="group" aria-label="Lot controls">
              {button('start', 'Start', 'S')}
              {button('notifystop', 'Stop alert', 'A')}
              {button('notifystopcancel', 'Cancel alert', 'C')}
              {button('stop', 'Stop', 'X', true)}
            </Space>
          </section>
        </Col>
        <Col xs={24} lg={7}>
          <section className="control-box" aria-label="Bids">
            <h2>Bids ({bids.length})</h2>
            {bids.length ? (
              <ol className="control-list">
                {bids.slice(0, 50).map((b) => (
                  <li key={b.id}>
                    <span>Paddle {b.paddleNumber}</span>
                    <strong>{formatMoney(b.amount)}</strong>
                    <span className="control-when">{formatDateTime(b.createdDate)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="control-empty">No bids found!</p>
            )}
          </section>
        </Col>
        <Col xs={24} lg={7}>
          <BidderList
            title="Active bidders"
            bidders={live?.activeBidders ?? []}
            requiredDown={row.requiredDown ?? 0}
          />
          <BidderList
            title="Left bidders"
            bidders={live?.leftBidders ?? []}
            requiredDown={row.requiredDown ?? 0}
          />
        </Col>
      </Row>
      {winner && (
        <WinnerModal
          text={soldTo(winner.paddle, winner.paddle ? 1 : 0)}
          nextPath={nextPath}
          onClose={() => setWinner(null)}
        />
      )}
    </div>
  );
}

function WinnerModal({
  text,
  nextPath,
  onClose,
}: {
  text: string;
  nextPath: string | null;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const left = useNextLotCountdown(nextPath);
  return (
    <Modal
      open
      title="The winner has been declared!"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>Close</Button>
          {nextPath && (
            <Button type="primary" onClick={() => navigate(nextPath)}>
              Go to Next Lot ({left})
            </Button>
          )}
        </Space>
      }
    >
      <p className="control-sold">{text}</p>
    </Modal>
  );
}
