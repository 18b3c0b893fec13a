import { useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bidderKeys, getBidderGlobal } from '../../../api/bidders';
import { bodyOf, statusOf } from '../../../api/http';
import { serverMessage } from '../../../api/errors';
import { joinLot, leaveLot, placeBid, refreshAccounts } from '../../../api/joining';
import { Countdown } from '../../../components/Countdown';
import { formatLotDate, formatMoney } from '../../../lib/format';
import { notice, toast } from '../../../lib/notify';
import { askPermission, canAskPermission } from '../../../lib/pushNotify';
import { joinStatus, spectatorText } from '../../../live/bidRules';
import { useLiveLot } from '../../../live/hooks';
import { isRunning, lotView, type RoomLot } from '../../../live/roomLot';
import { ROOM } from '../../../live/roomText';
import type { LiveStore } from '../../../live/store';
import type { ConnectionStatus } from '../../../live/stream';
import { BidForm } from './BidForm';
import { JoinModal, type JoinMode } from './JoinModal';
import { StopCountdown } from './StopCountdown';
import type { RoomWinner } from './useBidderRoom';
import { useServerTimeReached } from './useServerTimeReached';
import './room.css';

export interface LiveLotPanelProps {
  room: RoomLot;
  store: LiveStore;
  status: ConnectionStatus;
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
  const client = useQueryClient();
  const live = useLiveLot(p.store, room.lotId);
  const view = lotView(room, live);
  const global = useQuery({ queryKey: bidderKeys.global, queryFn: getBidderGlobal });
  const available = global.data?.available_balance ?? 0;
  const [joinMode, setJoinMode] = useState<JoinMode | null>(null);
  const [countdownOver, setCountdownOver] = useState(false);
  const [spoken, setSpoken] = useState('');
  const [offerNotifications, setOfferNotifications] = useState(canAskPermission);
  const started = useServerTimeReached(room.auctionStartTime);
  const status = joinStatus(room.join ? { ...room.join, leftDate: null } : null);
  const myPaddle = room.join?.paddleNumber ?? null;
  const holdsHighest = myPaddle != null && view.latestBid?.paddleNumber === myPaddle;
  const running = isRunning(view);
  const winner =
    p.winner ?? (view.stopped && view.winnerId != null ? { winnerId: view.winnerId } : null);

  // Screen readers hear new bids and being outbid (the countdown speaks at its thresholds).
  const [heard, setHeard] = useState({ id: view.latestBid?.id, mine: holdsHighest });
  const bid = view.latestBid;
  if (bid && bid.id !== heard.id) {
    const mine = bid.paddleNumber === myPaddle;
    setHeard({ id: bid.id, mine });
    setSpoken(
      mine
        ? `Your bid of ${formatMoney(bid.amount)} is the highest.`
        : heard.mine
          ? `You have been outbid. New bid ${formatMoney(bid.amount)}.`
          : `New bid ${formatMoney(bid.amount)} by paddle ${bid.paddleNumber}.`,
    );
  }

  const verified = () => {
    if (global.data && !global.data.is_verified) {
      modal.warning({ title: ROOM.notVerifiedTitle, content: ROOM.notVerifiedText });
      return false;
    }
    return true;
  };

  const balance = useMutation({
    mutationFn: refreshAccounts,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bidderKeys.global });
      toast('success', 'Balance updated.');
    },
    onError: () =>
      notice({ kind: 'warning', title: ROOM.balanceFailed, description: ROOM.refreshPage }),
  });

  const quickJoin = useMutation({
    mutationFn: (amount: -1 | 0) => joinLot(room.auctionId, room.lotId, amount, null, 'online'),
    onSuccess: p.onChanged,
    onError: () =>
      notice({ kind: 'warning', title: ROOM.joinFailed, description: ROOM.refreshPage }),
  });

  const leave = useMutation({
    mutationFn: () => leaveLot(room.auctionId, room.lotId),
    onSuccess: p.onChanged,
    onError: (e) => {
      // Only the server's refusal (999) is shown; other failures just stop loading.
      if (statusOf(e) === 999)
        notice({ kind: 'warning', title: serverMessage(bodyOf(e)) ?? ROOM.refreshPage });
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

  const openJoin = (mode: JoinMode) => {
    if (mode === 'join' && !verified()) return;
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

      <div>
        <Typography.Text type="secondary">
          {view.latestBid ? 'Latest bid' : 'Opening bid'}
        </Typography.Text>
        <div className="room-latest" data-testid={`latest-${room.lotId}`}>
          {formatMoney(view.latestBid ? view.latestBid.amount : room.openingPrice)}
        </div>
        {view.latestBid && (
          <Typography.Text type="secondary">
            Paddle {view.latestBid.paddleNumber}
            {holdsHighest ? ' (you)' : ''} · {view.bids.length} bid
            {view.bids.length === 1 ? '' : 's'}
          </Typography.Text>
        )}
      </div>

      {running && (
        <StopCountdown
          key={`${view.stopAlertAt}-${view.stopTime}-${view.latestBid?.id}`}
          lotId={room.lotId}
          input={{
            startType: room.startType,
            stopTime: view.stopTime,
            stopAlertAt: view.stopAlertAt,
            lastBidAt: view.latestBid?.createdDate ?? null,
          }}
          onEnded={setCountdownOver}
          announce={setSpoken}
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

      {canJoin && status === 'bidding' && (
        <>
          <BidForm
            label={String(room.lotId)}
            latestBid={view.latestBid?.amount ?? null}
            openingPrice={room.openingPrice}
            increment={view.increment}
            locked={room.join!.amount}
            requiredDown={room.requiredDown}
            open={running && !countdownOver}
            online={p.status === 'connected'}
            holdsHighest={holdsHighest}
            onBid={(amount) =>
              verified() ? placeBid(room.auctionId, room.lotId, amount) : Promise.reject()
            }
            onUpdateBalance={() => balance.mutate()}
            updatingBalance={balance.isPending}
          />
          <Typography.Paragraph type="secondary">
            Locked {formatMoney(room.join!.amount)} for this lot.
          </Typography.Paragraph>
          <Space wrap>
            <Button size="small" onClick={() => openJoin('amount')}>
              Change amount
            </Button>
            {!p.compact && (
              <Button size="small" onClick={() => openJoin('profile')}>
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
            <Button type="primary" onClick={() => openJoin('join')}>
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
          <Button type="primary" onClick={() => openJoin('join')}>
            Join Auction
          </Button>
          {!room.auctionIsOpen && !view.started ? (
            <Button
              loading={quickJoin.isPending}
              onClick={() => verified() && quickJoin.mutate(-1)}
            >
              Pre-register
            </Button>
          ) : (
            <Button loading={quickJoin.isPending} onClick={() => verified() && quickJoin.mutate(0)}>
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

      <div className="sr-only" aria-live="polite" role="status">
        {spoken}
      </div>

      {joinMode && (
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
      )}
    </section>
  );
}
