import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Col, Row, Select, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { lotAction, type LotAction } from '../../api/liveControl';
import { useLiveLotAnswer } from '../../api/auctions';
import type { LiveAuctionData, LiveAuctionLotRow } from '../../api/liveAuction';
import { apiErrorOf } from '../../api/errors';
import { StoreConnectionBanner } from '../../components/LiveConnectionBanner';
import { notice, toast } from '../../lib/notify';
import { pressShortcut, CONFIRM_WINDOW_MS, type ArmedKey } from '../../live/confirmPress';
import { useLiveStore } from '../../api/useLiveStore';
import { useLiveLotValue, useLotStatus, useStreamStop } from '../../live/hooks';
import { lotBadge, soldTo } from '../../live/liveAuction';
import { isRunning } from '../../live/lotView';
import type { LiveStore } from '../../live/store';
import { AddBidder, REFRESH_PAGE } from './AddBidder';
import { BidForBidder } from './BidForBidder';
import { LotBidders } from './Bidders';
import { LiveClock } from './LiveClock';
import { LotBids, TopBid } from './LotBids';
import { MinIncrement } from './MinIncrement';
import { StaffLiveDialogs } from './StaffLiveDialogs';
import { Streams } from './Streams';
import { factsOfRow } from './lotFacts';
import { WinnerModal } from './WinnerModal';
import './control.css';
import { formatAddress } from '../../lib/format';
import { paths } from '../../lib/paths';

export const CANCEL_FAILED = 'Could not cancel the alert!';
export { REFRESH_PAGE };

/** Keyboard shortcuts of the lot controls (shown on the buttons). */
export const SHORTCUTS: Record<string, LotAction> = {
  s: 'start',
  a: 'notifystop',
  c: 'notifystopcancel',
  x: 'stop',
};

/**
 * The shortcuts that end or wind down the lot act on a second press within
 * CONFIRM_WINDOW_MS; the first press shows this (designed).
 */
export const CONFIRM_HINT: Partial<Record<LotAction, string>> = {
  notifystop: 'Press A again to send the stop alert.',
  stop: 'Press X again to stop the lot.',
};

const DONE: Record<LotAction, string> = {
  start: 'Lot started.',
  notifystop: 'Stop alert sent.',
  notifystopcancel: 'Stop alert cancelled.',
  stop: 'Lot stopped.',
};

const BADGE_COLOR: Record<string, string> = {
  LIVE: 'red',
  PENDING: 'blue',
  DRAFT: 'default',
  Canceled: 'orange',
  SOLD: 'green',
};

/** The clock, following the newest bid's time on its own (manual countdowns run from it). */
const ControlClock = memo(function ControlClock({
  store,
  lotId,
  ...props
}: Omit<Parameters<typeof LiveClock>[0], 'lastBidAt'> & { store: LiveStore; lotId: number }) {
  const lastBidAt = useLiveLotValue(store, lotId, (l) => l?.bidList[0]?.createdDate ?? null);
  return <LiveClock {...props} lastBidAt={lastBidAt} />;
});

/** The way back and the lot selector (Draft lots cannot be chosen), with each lot's badge. */
const LotSelector = memo(function LotSelector({
  auction,
  lotId,
  mode,
}: {
  auction: LiveAuctionData;
  lotId: number;
  mode: string;
}) {
  const navigate = useNavigate();
  const options = useMemo(
    () =>
      auction.lots.map((l) => {
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
      }),
    [auction.lots],
  );
  return (
    <Space wrap className="control-top">
      <Link to={paths.auctions}>Auctions</Link>
      <span aria-hidden>/</span>
      <Link to={paths.auction(auction.id)}>Auction {auction.id}</Link>
      <Select
        aria-label="Lot"
        value={lotId}
        style={{ minWidth: 320 }}
        onChange={(id) => navigate(paths.liveLot(auction.id, mode, id))}
        options={options}
      />
      <Link to={paths.liveLot(auction.id, 'room', lotId)} target="_blank">
        Open TV view
      </Link>
    </Space>
  );
});

const CONTROLS: [LotAction, string, string][] = [
  ['start', 'Start', 'S'],
  ['notifystop', 'Stop alert', 'A'],
  ['notifystopcancel', 'Cancel alert', 'C'],
  ['stop', 'Stop', 'X'],
];

/** Start / Stop alert / Cancel alert / Stop, each with its shortcut key; all wait while one runs. */
const LotControls = memo(function LotControls({
  busy,
  run,
  ...allowed
}: Record<LotAction, boolean> & { busy: LotAction | null; run(action: LotAction): void }) {
  return (
    <Space wrap className="control-actions" role="group" aria-label="Lot controls">
      {CONTROLS.map(([action, label, key]) => (
        <Button
          key={action}
          type={action === 'start' ? 'primary' : 'default'}
          danger={action === 'stop'}
          disabled={!allowed[action] || busy != null}
          aria-busy={busy === action || undefined}
          onClick={() => run(action)}
          aria-keyshortcuts={key}
          title={`Shortcut: ${key}`}
        >
          {label} <kbd>{key}</kbd>
        </Button>
      ))}
    </Space>
  );
});

/**
 * The winner dialog opens once per lot, when the lot is known to have stopped while the
 * screen is open, from whichever source tells first: the LotStopped event, or the stop
 * call's answer and the refreshed live-auction data.
 */
function useWinnerDialog(stopped: boolean) {
  const [state, setState] = useState<'waiting' | 'open' | 'done'>(stopped ? 'done' : 'waiting');
  if (stopped && state === 'waiting') setState('open');
  return { open: state === 'open', close: () => setState('done') };
}

/**
 * The auctioneer's control room for one lot (spec 3 sections 2.1, 4 and 5): the lot
 * selector with badges, the clock, Start / Stop alert / Cancel alert / Stop with keyboard
 * shortcuts, the minimum increment, bids, bidders (add, bid for, remove) and streams;
 * the winner dialog moves on in 15 s.
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
  const listed = auction.lots.filter((l) => l.lotStatus === 'Listed');
  // Every listed lot, in person (spec 3 section 7); the key keeps the list stable between renders.
  const listedKey = listed.map((l) => l.id).join(',');
  const follows = useMemo(
    () =>
      listedKey
        .split(',')
        .filter(Boolean)
        .map((id) => ({
          id: Number(id),
          amount: 0,
          type: 'in-person' as const,
          auctionId: auction.id,
        })),
    [listedKey, auction.id],
  );
  const store = useLiveStore('auctioneer', follows);
  const row = auction.lots.find((l) => l.id === lotId)!;
  // The lot's status, not its bids: a bid burst does not re-render this screen.
  const facts = useMemo(() => factsOfRow(row), [row]);
  const view = useLotStatus(store, lotId, facts);
  const [busy, setBusy] = useState<LotAction | null>(null);
  const busyRef = useRef(false);
  // A stream the server refused: this screen cannot run the lot (a failed reconnect can be retried).
  const stop = useStreamStop(store);
  const refused = stop != null && stop.reason !== 'gaveUp';
  // The shortcut key waiting for its second press, and the hint it shows until the window ends.
  const armedRef = useRef<ArmedKey | null>(null);
  const [armed, setArmed] = useState<ArmedKey | null>(null);
  const arm = useCallback((next: ArmedKey | null) => {
    armedRef.current = next;
    setArmed(next);
  }, []);
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => arm(null), CONFIRM_WINDOW_MS);
    return () => clearTimeout(t);
  }, [armed, arm]);

  const { started, stopped, increment } = view;
  const running = isRunning(view);
  const alert = running ? view.stopAlertAt : null;
  const winnerPaddle = view.winnerPaddle;
  const nextId = view.nextLotId;
  const nextPath = nextId ? paths.liveLot(auction.id, mode, nextId) : null;
  const winner = useWinnerDialog(stopped);

  const allowed: Record<LotAction, boolean> = {
    start: !refused && !started && !stopped,
    notifystop: !refused && running && alert == null,
    notifystopcancel: !refused && running && alert != null,
    stop: !refused && running,
  };

  const answer = useLiveLotAnswer(auction.id);
  /** Puts the lot as a call answered it into the live-auction data, then refreshes that data. */
  const merge = useCallback(
    (changed: Partial<LiveAuctionLotRow> | undefined) => answer(lotId, changed),
    [answer, lotId],
  );

  const run = useCallback(
    async (action: LotAction) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(action);
      try {
        merge(await lotAction(lotId, action));
        toast('success', DONE[action]);
      } catch (e) {
        if (action === 'notifystopcancel')
          notice({ kind: 'warning', title: CANCEL_FAILED, description: REFRESH_PAGE });
        else if (action === 'stop')
          // A refused stop sends the stop alert instead; the stream shows its countdown.
          notice({
            kind: 'info',
            title: apiErrorOf(e).serverMessage ?? 'The stop alert was sent.',
          });
        else notice({ kind: 'warning', title: apiErrorOf(e).serverMessage ?? REFRESH_PAGE });
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [lotId, merge],
  );

  // Keyboard shortcuts, ignored while typing in a field or a dialog is open; A and X act on a
  // second press (a key held down is one press), Escape forgets a first one.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (
        target?.closest(
          'input, textarea, select, [contenteditable], .ant-modal, .ant-popover, .ant-select',
        )
      )
        return;
      if (e.key === 'Escape' && armedRef.current) return arm(null);
      const key = e.key.toLowerCase();
      const action = SHORTCUTS[key];
      if (!action || !allowed[action]) return;
      e.preventDefault();
      const press = pressShortcut(armedRef.current, key, Date.now(), action in CONFIRM_HINT);
      arm(press.armed);
      if (press.fire) void run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const address = formatAddress({
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2,
    city: row.city,
  });
  const outcome = soldTo(winnerPaddle, winnerPaddle ? 1 : 0);

  return (
    <div className="control">
      <StoreConnectionBanner store={store} />
      <StaffLiveDialogs store={store} auctionId={auction.id} />
      <LotSelector auction={auction} lotId={lotId} mode={mode} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <section className="control-box" aria-label="Lot">
            <h1>
              Lot {row.lotNumber}: {address}
            </h1>
            <TopBid store={store} lotId={lotId} openingPrice={row.openingPrice} />
            {stopped ? (
              <div className="control-sold">{outcome}</div>
            ) : (
              <ControlClock
                store={store}
                lotId={lotId}
                startType={auction.startType}
                started={started}
                auctionStart={auction.startTime}
                stopTime={view.stopTime}
                stopAlertAt={alert}
              />
            )}
            {alert != null && <Alert type="warning" showIcon title="Stop alert running (10 s)" />}
            <LotControls
              start={allowed.start}
              notifystop={allowed.notifystop}
              notifystopcancel={allowed.notifystopcancel}
              stop={allowed.stop}
              busy={busy}
              run={run}
            />
            <p className="control-confirm" role="status">
              {armed ? CONFIRM_HINT[SHORTCUTS[armed.key]] : ''}
            </p>
            <p className="control-hint control-shortcuts">
              Keyboard: <kbd>S</kbd> start, <kbd>A</kbd> stop alert, <kbd>C</kbd> cancel alert,{' '}
              <kbd>X</kbd> stop (<kbd>A</kbd> and <kbd>X</kbd>: press twice).
            </p>
            <MinIncrement
              lotId={lotId}
              increment={increment}
              disabled={stopped}
              onChanged={merge}
            />
          </section>
          <BidForBidder
            store={store}
            auctionId={auction.id}
            lotId={lotId}
            openingPrice={row.openingPrice}
            increment={increment}
            requiredDown={row.requiredDown ?? 0}
            running={running}
          />
        </Col>
        <Col xs={24} lg={7}>
          <LotBids store={store} lotId={lotId} />
        </Col>
        <Col xs={24} lg={7}>
          <LotBidders
            store={store}
            auctionId={auction.id}
            lotId={lotId}
            requiredDown={row.requiredDown ?? 0}
            canRemove={!stopped}
          />
          <AddBidder auctionId={auction.id} lotId={lotId} disabled={stopped} />
          <Streams auctionId={auction.id} />
        </Col>
      </Row>
      {winner.open && <WinnerModal text={outcome} nextPath={nextPath} onClose={winner.close} />}
    </div>
  );
}
