import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bidderQueries } from '@/api/bidders';
import { followsOf, type JoinedLot } from '@/api/joinedLots';
import { unsubscribeLot, updatePushKey, useParticipationChanged } from '@/api/joining';
import { unsubscribeLive } from '@/api/liveAuction';
import type { BidderLot } from '@/api/lots';
import { keepServerTime } from '@/api/serverTime';
import { useLiveStore } from '@/api/useLiveStore';
import { formatMoney, formatAddress } from '@/lib/format';
import { toast } from '@/lib/notify';
import { existingPushKey, notifyLotOnce } from '@/lib/pushNotify';
import { useSession } from '@/lib/useSession';
import { canConnectLive } from '@/live/clock';
import { LiveEvent } from '@/live/events';
import { duplicateConnectionLines, incrementChanged } from '@/live/roomText';
import { extendedNotice, extensionMinutes, lotAheadVisible } from '@/live/stopCountdown';
import type { LotFollow } from '@/live/stream';
import type { LiveMessage } from '@/live/types';
import { useNextDay } from './useServerTimeReached';
import { paths } from '@/lib/paths';

export interface RoomWinner {
  winnerId: number | null;
  amount: number;
  paddleNumber: number;
}

export type RoomDialog =
  | { kind: 'kicked' }
  | { kind: 'duplicate'; lines: string[] }
  | { kind: 'error'; lotId: number; text: string };

/**
 * The bidder room's live side: one stream for the main lot and every joined lot,
 * and the reactions of spec 1 section 4 (Bidder reactions).
 */
export function useBidderRoom(main: BidderLot | undefined) {
  const session = useSession();
  const myId = Number(session.userId);
  const navigate = useNavigate();
  const joined = useQuery({ ...bidderQueries.joinedLots(), enabled: Boolean(main) });
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [winners, setWinners] = useState<Record<number, RoomWinner>>({});
  const [dialog, setDialog] = useState<RoomDialog | null>(null);
  const [lotAhead, setLotAhead] = useState<{ nextId: number; raisedAt: number } | null>(null);

  useEffect(() => (main ? keepServerTime() : undefined), [main]);

  // Register this browser's push key, when one exists, each time the room opens.
  const hasMain = Boolean(main);
  useEffect(() => {
    if (!hasMain) return;
    void existingPushKey().then((key) => {
      if (key) void updatePushKey(key).catch(() => {});
    });
  }, [hasMain]);

  // Connections allowed by day are checked again when a new day begins: a room left open before
  // midnight connects to an auction of the new day without a reload.
  useNextDay();
  // The main lot's subscription, from plain values so a refetched lot keeps the same one.
  const mainId =
    main &&
    !main.stoppedTime &&
    !main.auction.isCancelled &&
    canConnectLive(main.auction) &&
    !excluded.has(main.id)
      ? main.id
      : null;
  const mainAmount =
    main?.auctionBidderLot && !main.auctionBidderLot.leftDate ? main.auctionBidderLot.amount : 0;
  const mainType = main?.auctionBidder?.type === 'in-person' ? 'in-person' : 'online';
  const mainAuctionId = main?.auction.id;
  const mainFollow = useMemo<LotFollow | null>(
    () =>
      mainId == null
        ? null
        : { id: mainId, amount: mainAmount, type: mainType, auctionId: mainAuctionId },
    [mainId, mainAmount, mainType, mainAuctionId],
  );
  // Read on every render (a short list): canConnectLive reads the clock.
  const joinedLots = (joined.data ?? []).filter(
    (l) =>
      !excluded.has(l.lotId) &&
      !l.lotStoppedTime &&
      canConnectLive({ startTime: l.lotAuctionStartTime, stopTime: l.lotAuctionStopTime }),
  );
  const others = followsOf(joinedLots.filter((l) => l.lotId !== mainFollow?.id));
  const follows = mainFollow ? [mainFollow, ...others] : others;

  const store = useLiveStore('bidder', follows);
  // Leaving the room unsubscribes this bidder's live stream on the server.
  const live = follows.length > 0;
  useEffect(() => {
    if (!live) return;
    return () => void unsubscribeLive().catch(() => {});
  }, [live]);

  const drop = useCallback(
    (lotId: number) => {
      store.unfollow(lotId);
      setExcluded((s) => new Set(s).add(lotId));
      void unsubscribeLot(lotId).catch(() => {});
    },
    [store],
  );

  const stopTimes = useRef(new Map<number, string | null>());
  // Reads the current lot, joined lots and user at the time of each message.
  const onMessage = useEffectEvent((m: LiveMessage) => {
    const lot = main;
    const others = joinedLots;
    const me = myId;
    const times = stopTimes.current;
    const lotId = m.lot?.id;
    const auto = (id: number) =>
      id === lot?.id
        ? lot.auction.startType === 'Auto'
        : others.find((l) => l.lotId === id)?.lotAuctionStartType === 'Auto';
    const label = (id: number) =>
      id === lot?.id ? 'This lot' : `Lot at ${addressOfJoined(others.find((l) => l.lotId === id))}`;
    switch (m.event) {
      case LiveEvent.Connect:
        if (lotId != null) times.set(lotId, m.lot?.stopTime || null);
        break;
      case LiveEvent.LotStarted:
        if (lotId == null) break;
        notifyLotOnce(lotId, 'Bidding is open', `${label(lotId)} has started.`);
        if (lot && lotId !== lot.id && lot.auction.startType === 'Manual') {
          // Manual auctions run lot after lot: follow the auction to the lot that started.
          if (others.some((l) => l.lotId === lotId && l.lotAuctionId === lot.auction.id))
            navigate(paths.lot(lotId));
        }
        break;
      case LiveEvent.BidPlaced: {
        if (lotId == null) break;
        const before =
          (times.has(lotId)
            ? times.get(lotId)
            : lotId === lot?.id
              ? lot.stopTime
              : others.find((l) => l.lotId === lotId)?.lotStopTime) ?? null;
        const after = m.lot?.stopTime || null;
        times.set(lotId, after);
        const n = auto(lotId) && before ? extensionMinutes(before, after) : 0;
        if (n > 0) toast('info', extendedNotice(n));
        if (m.bidder && m.bidder.id !== me)
          notifyLotOnce(lotId, 'New bid', `${label(lotId)}: ${formatMoney(m.bidder.bid?.amount)}`);
        break;
      }
      case LiveEvent.BidIncChanged:
        if (m.minBidIncrements != null) toast('success', incrementChanged(m.minBidIncrements));
        break;
      case LiveEvent.LotStopping:
        if (lotId != null) notifyLotOnce(lotId, 'Final call', `${label(lotId)} is closing.`);
        break;
      case LiveEvent.LotStopped: {
        if (lotId == null || !m.lot) break;
        const w = m.lot.winner;
        setWinners((all) => ({
          ...all,
          [lotId]: {
            winnerId: w && w.id ? w.id : null,
            amount: w?.bid ?? 0,
            paddleNumber: w?.paddleNumber ?? 0,
          },
        }));
        const now = Date.now();
        // Manual-start auctions point to the next listed lot for 20 seconds.
        if (
          lot &&
          lotId === lot.id &&
          m.lot.nextId &&
          lotAheadVisible(lot.auction.startType, now, now)
        )
          setLotAhead({ nextId: m.lot.nextId, raisedAt: now });
        drop(lotId);
        break;
      }
      case LiveEvent.BidderLeft:
        // This bidder left the lot (here or on another tab): the lot leaves the room.
        if (lotId != null && (m.biddersList[0]?.id ?? m.bidder?.id) === me && lotId !== lot?.id)
          drop(lotId);
        break;
      case LiveEvent.Kick:
        setDialog({ kind: 'kicked' });
        break;
      case LiveEvent.Error:
        if (lotId != null) drop(lotId);
        setDialog({ kind: 'error', lotId: lotId ?? 0, text: m.errorMsg });
        break;
      case LiveEvent.Disconnect:
        setDialog({ kind: 'duplicate', lines: duplicateConnectionLines(m.errorMsg) });
        break;
    }
  });
  useEffect(() => store.onMessage((m) => onMessage(m)), [store]);

  /** Called after the bidder joins, leaves or changes the locked amount. */
  const refresh = useParticipationChanged(main?.id ?? null);

  const closeDialog = useCallback(() => setDialog(null), []);

  return {
    store,
    myId,
    joinedLots: joinedLots.filter((l) => l.lotId !== main?.id),
    winners,
    dialog,
    closeDialog,
    lotAhead,
    dismissLotAhead: useCallback(() => setLotAhead(null), []),
    refresh,
    leaveRoomLot: drop,
  };
}

export function addressOfJoined(l: JoinedLot | undefined): string {
  if (!l) return 'another auction';
  return formatAddress(l);
}
