import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshAccounts } from '@/api/balance';
import { bidderQueries } from '@/api/bidders';
import { apiErrorOf } from '@/api/errors';
import { joinLot, leaveLot, placeBid } from '@/api/joining';
import { Countdown } from '@/components/Countdown';
import { formatLotDate, formatMoney } from '@/lib/format';
import { notice, toast } from '@/lib/notify';
import { askPermission, canAskPermission } from '@/lib/pushNotify';
import { joinStatus, spectatorText } from '@/live/bidRules';
import { useLiveLot, useLotOnline, useLotStatus } from '@/live/hooks';
import { isRunning, lotView, RUN_STATE } from '@/live/lotView';
import type { RoomLot } from '@/live/roomLot';
import { ROOM } from '@/live/roomText';
import type { LiveStore } from '@/live/store';
import { BidForm } from './BidForm';
import type { JoinMode } from './JoinModal';
import { StopCountdown } from './StopCountdown';
import type { RoomWinner } from './useBidderRoom';
import { useServerTimeReached } from './useServerTimeReached';
import './room.css';

/** The joining dialog (its form, lists and number fields) loads once a bidder first opens it. */
const JoinModal = lazy(() => import('./JoinModal').then((m) => ({ default: m.JoinModal })));

/** A quick join the bidder's unverified account stopped before it reached the server. */
const NOT_JOINED = Symbol('not joined');

export interface LiveLotPanelProps {
  room: RoomLot;
  store: LiveStore;
  myId: number;
  winner?: RoomWinner;
  currentProfileId?: number | null;
  /** After joining, leaving or changing the locked amount. */
  onChanged(): void;
  /** Compact layout inside a floating panel. */
  compact?: boolean;
}

/** The live-lot panel: state, latest bid, countdown, winner, joining and bidding for one lot. */
export function LiveLotPanel(p: LiveLotPanelProps) {
  const { room } = p;
  const { modal } = App.useApp();
  // The panel follows the lot's status; LiveFigures follows each bid.
  const view = useLotStatus(p.store, room.lotId, room, RUN_STATE);
  const online = useLotOnline(p.store, room.lotId);
  const global = useQuery(bidderQueries.global());
  const available = global.data?.available_balance ?? 0;
  const [joinMode, setJoinMode] = useState<JoinMode | null>(null);
  const [offerNotifications, setOfferNotifications] = useState(canAskPermission);
  const started = useServerTimeReached(room.auctionStartTime);
  const status = joinStatus(room.join ? { ...room.join, leftDate: null } : null);
  const myPaddle = room.join?.paddleNumber ?? null;
  const running = isRunning(view);

  const client = useQueryClient();
  const refuseUnverified = () =>
    modal.warning({ title: ROOM.notVerifiedTitle, content: ROOM.notVerifiedText });
  /**
   * Whether this bidder's account may join and bid; shows the spec's modal when it may not. A
   * click as the page opens comes before the account's data: it waits for it rather than let the
   * server refuse with a generic notice.
   */
  const verified = async () => {
    const account =
      global.data ?? (await client.fetchQuery(bidderQueries.global()).catch(() => undefined));
    if (account && !account.is_verified) {
      refuseUnverified();
      return false;
    }
    return true;
  };

  const balance = useRefreshAccounts({
    onSuccess: () => toast('success', 'Balance updated.'),
    onError: () =>
      notice({ kind: 'warning', title: ROOM.balanceFailed, description: ROOM.refreshPage }),
  });

  const quickJoin = useMutation({
    // Checked inside the mutation so the button shows its loading state (one join per click).
    mutationFn: async (amount: -1 | 0) =>
      (await verified()) ? joinLot(room.auctionId, room.lotId, amount, null, 'online') : NOT_JOINED,
    onSuccess: (result) => result !== NOT_JOINED && p.onChanged(),
    // The server has the last word on verification (the account may have changed elsewhere).
    onError: (e) =>
      apiErrorOf(e).serverMessage === ROOM.notVerifiedTitle
        ? refuseUnverified()
        : notice({ kind: 'warning', title: ROOM.joinFailed, description: ROOM.refreshPage }),
  });

  const leave = useMutation({
    mutationFn: () => leaveLot(room.auctionId, room.lotId),
    onSuccess: p.onChanged,
    onError: (e) => {
      // Only the server's refusal (999) is shown; other failures just stop loading.
      const failure = apiErrorOf(e);
      if (failure.status === 999)
        notice({ kind: 'warning', title: failure.serverMessage ?? ROOM.refreshPage });
    },
  });

  const confirmLeave = () =>
    modal.confirm({
      title: status === 'preRegistered' ? 'Unregister from this auction?' : 'Leave this lot?',
      content:
        status === 'bidding'
          ? 'Your locked funds are released and you can no longer bid on this lot.'
          : undefined,
      okText: status === 'preRegistered' ? 'Unregister' : 'Leave',
      onOk: () => leave.mutateAsync().catch(() => {}),
    });

  const openJoin = async (mode: JoinMode) => {
    if (mode === 'join' && !(await verified())) return;
    setJoinMode(mode);
  };

  const canJoin = !view.stopped && !room.auctionIsFinished;
  const overlay =
    room.startType === 'Auto' &&
    !view.started &&
    !view.stopped &&
    started &&
    !room.auctionIsFinished;

  return (
    <section className="room-panel" aria-label={`Live lot ${room.address}`}>
      {overlay && (
        <div className="room-overlay" role="status">
          {ROOM.startingSoon}
        </div>
      )}
      <Space wrap style={{ marginBottom: 8 }}>
        {running ? (
          <Tag color="red">LIVE</Tag>
        ) : view.stopped ? (
          <Tag>Ended</Tag>
        ) : (
          <Tag color="blue">Upcoming</Tag>
        )}
        {myPaddle != null && status !== 'none' && <Tag color="green">Paddle {myPaddle}</Tag>}
      </Space>

      {p.compact && !view.started && !view.stopped && (
        <Typography.Paragraph>
          {room.startType === 'Auto' && !started ? (
            <>
              Starts in <Countdown to={room.auctionStartTime} />
            </>
          ) : (
            <>Starts {formatLotDate(room.auctionStartTime)}</>
          )}
        </Typography.Paragraph>
      )}

      <LiveFigures
        room={room}
        store={p.store}
        myId={p.myId}
        winner={p.winner}
        bidding={canJoin && status === 'bidding'}
        online={online}
        verified={verified}
        onUpdateBalance={balance.mutate}
        updatingBalance={balance.isPending}
      />

      {canJoin && status === 'bidding' && (
        <>
          <Typography.Paragraph type="secondary">
            Locked {formatMoney(room.join!.amount)} for this lot.
          </Typography.Paragraph>
          <Space wrap>
            <Button size="small" onClick={() => void openJoin('amount')}>
              Change amount
            </Button>
            {!p.compact && (
              <Button size="small" onClick={() => void openJoin('profile')}>
                Change purchase profile
              </Button>
            )}
            <Button size="small" loading={leave.isPending} onClick={confirmLeave}>
              Leave
            </Button>
          </Space>
        </>
      )}

      {canJoin && (status === 'spectating' || status === 'preRegistered') && (
        <>
          <Typography.Paragraph strong>
            {status === 'preRegistered' && !view.started
              ? "You're pre-registered for this auction."
              : spectatorText(available)}
          </Typography.Paragraph>
          <Space wrap>
            <Button type="primary" onClick={() => void openJoin('join')}>
              Join Auction
            </Button>
            <Button loading={leave.isPending} onClick={confirmLeave}>
              {status === 'preRegistered' && !view.started ? 'Unregister' : 'Leave'}
            </Button>
          </Space>
        </>
      )}

      {canJoin && status === 'none' && (
        <Space wrap>
          <Button type="primary" onClick={() => void openJoin('join')}>
            Join Auction
          </Button>
          {!room.auctionIsOpen && !view.started ? (
            <Button loading={quickJoin.isPending} onClick={() => quickJoin.mutate(-1)}>
              Pre-register
            </Button>
          ) : (
            <Button loading={quickJoin.isPending} onClick={() => quickJoin.mutate(0)}>
              Spectate
            </Button>
          )}
        </Space>
      )}

      {!p.compact && status !== 'none' && canJoin && offerNotifications && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          Want a browser notification when this lot starts or needs you while this tab is in the
          background?{' '}
          <Button
            type="link"
            size="small"
            onClick={() => void askPermission().finally(() => setOfferNotifications(false))}
          >
            Turn on notifications
          </Button>
        </Typography.Paragraph>
      )}

      {joinMode && (
        <Suspense fallback={null}>
          <JoinModal
            mode={joinMode}
            auctionId={room.auctionId}
            lotId={room.lotId}
            requiredDown={room.requiredDown}
            available={available}
            lockedHere={status === 'bidding' ? room.join!.amount : 0}
            currentProfileId={p.currentProfileId ?? null}
            onClose={() => setJoinMode(null)}
            onDone={p.onChanged}
            onRefreshBalance={() => balance.mutate()}
            refreshingBalance={balance.isPending}
          />
        </Suspense>
      )}
    </section>
  );
}

interface FiguresProps {
  room: RoomLot;
  store: LiveStore;
  myId: number;
  winner?: RoomWinner;
  bidding: boolean;
  online: boolean;
  verified(): Promise<boolean>;
  onUpdateBalance(): void;
  updatingBalance: boolean;
}

/**
 * The parts that change with every bid: latest bid, countdown, winner and the bid
 * form, plus the polite live region. Only this re-renders per live event.
 */
function LiveFigures(p: FiguresProps) {
  const { room } = p;
  const live = useLiveLot(p.store, room.lotId);
  const view = lotView(room, live);
  const [countdownOver, setCountdownOver] = useState(false);
  const myPaddle = room.join?.paddleNumber ?? null;
  const holdsHighest = myPaddle != null && view.latestBid?.paddleNumber === myPaddle;
  const running = isRunning(view);
  const winner =
    p.winner ?? (view.stopped && view.winnerId != null ? { winnerId: view.winnerId } : null);

  // The bid form follows at low priority: under a burst the latest-bid figure paints first.
  const form = useDeferredValue(
    useMemo(
      () => ({ latest: view.latestBid?.amount ?? null, increment: view.increment, holdsHighest }),
      [view.latestBid?.amount, view.increment, holdsHighest],
    ),
  );
  const { verified } = p;
  const onBid = useCallback(
    async (amount: number) => {
      if (!(await verified())) throw new Error(ROOM.notVerifiedTitle);
      return placeBid(room.auctionId, room.lotId, amount);
    },
    [verified, room.auctionId, room.lotId],
  );

  // Screen readers hear new bids and being outbid (stateless: derived from the bid list).
  const bid = view.latestBid;
  const bidText = !bid
    ? ''
    : bid.paddleNumber === myPaddle
      ? `Your bid of ${formatMoney(bid.amount)} is the highest.`
      : myPaddle != null && view.bids.some((b) => b.paddleNumber === myPaddle)
        ? `You have been outbid. New bid ${formatMoney(bid.amount)}.`
        : `New bid ${formatMoney(bid.amount)} by paddle ${bid.paddleNumber}.`;
  // The countdown's thresholds speak until the next bid replaces them.
  const [countdownText, setCountdownText] = useState<{ bidId?: number; text: string }>({
    text: '',
  });
  const spoken =
    countdownText.bidId === bid?.id && countdownText.text ? countdownText.text : bidText;
  const announce = (text: string) => setCountdownText({ bidId: bid?.id, text });

  return (
    <>
      <div>
        <span className="room-muted">{view.latestBid ? 'Latest bid' : 'Opening bid'}</span>
        <div className="room-latest" data-testid={`latest-${room.lotId}`}>
          {formatMoney(view.latestBid ? view.latestBid.amount : room.openingPrice)}
        </div>
        {view.latestBid && (
          <span className="room-muted">
            Paddle {view.latestBid.paddleNumber}
            {holdsHighest ? ' (you)' : ''} · {view.bids.length} bid
            {view.bids.length === 1 ? '' : 's'}
          </span>
        )}
      </div>

      {running && (
        <StopCountdown
          // Restart on a new stop time or alert; manual counts also restart on a new bid.
          key={`${view.stopAlertAt}-${view.stopTime}-${room.startType === 'Manual' ? view.latestBid?.id : ''}`}
          lotId={room.lotId}
          input={{
            startType: room.startType,
            stopTime: view.stopTime,
            stopAlertAt: view.stopAlertAt,
            lastBidAt: view.latestBid?.createdDate ?? null,
          }}
          onEnded={setCountdownOver}
          announce={announce}
        />
      )}

      {view.stopped &&
        (winner ? (
          <div className="room-winner" role="status">
            <strong>
              {winner.winnerId != null && winner.winnerId === p.myId
                ? ROOM.winner
                : ROOM.winnerDeclared}
            </strong>
            {p.winner && p.winner.winnerId != null && (
              <div>
                Paddle {p.winner.paddleNumber} · {formatMoney(p.winner.amount)}
              </div>
            )}
          </div>
        ) : (
          <div className="room-ending" role="status">
            <strong>{ROOM.auctionEnded}</strong>
          </div>
        ))}

      {p.bidding && (
        <BidForm
          label={String(room.lotId)}
          latestBid={form.latest}
          openingPrice={room.openingPrice}
          increment={form.increment}
          locked={room.join!.amount}
          requiredDown={room.requiredDown}
          open={running && !countdownOver}
          online={p.online}
          holdsHighest={form.holdsHighest}
          onBid={onBid}
          onUpdateBalance={p.onUpdateBalance}
          updatingBalance={p.updatingBalance}
        />
      )}
      <div className="sr-only" aria-live="polite" role="status">
        {spoken}
      </div>
    </>
  );
}
