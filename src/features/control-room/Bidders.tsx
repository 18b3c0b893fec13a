import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Popconfirm, Tag } from 'antd';
import { BusyButton } from '../../components/kit/BusyButton';
import { removeBidder } from '../../api/liveControl';
import { formatMoney } from '../../lib/format';
import { notice, toast } from '../../lib/notify';
import { maxBiddable } from '../../live/bidRules';
import { useLiveLotValue } from '../../live/hooks';
import type { LiveStore } from '../../live/store';
import type { LiveBidder } from '../../live/types';

export const REMOVE_FAILED = 'Could not remove the bidder!';
const NONE: LiveBidder[] = [];

/** What the bidder lists show of a bidder (a new bid changes none of it). */
const shownKey = (list: readonly LiveBidder[]) =>
  list
    .map((b) => `${b.id}:${b.paddleNumber}:${b.maxBidAmount}:${b.isSpectator}:${b.isPreRegistered}`)
    .join('|');

/**
 * A lot's active or left bidders, as a list that keeps its identity while nothing shown
 * changed: a burst of bids (which updates each bidder's last bid) re-renders no bidder list.
 */
export function useLiveBidders(
  store: LiveStore,
  lotId: number,
  which: 'activeBidders' | 'leftBidders',
): readonly LiveBidder[] {
  const kept = useRef<{ key: string; list: readonly LiveBidder[] }>({ key: '', list: NONE });
  return useLiveLotValue(store, lotId, (l) => {
    const list = l?.[which] ?? NONE;
    if (list === kept.current.list) return list;
    const key = shownKey(list);
    if (key !== kept.current.key) kept.current = { key, list };
    return kept.current.list;
  });
}

/** How a bidder takes part: Pre-registered, Spectating, or the amount they can bid (the deposit rule). */
function Standing({ bidder, requiredDown }: { bidder: LiveBidder; requiredDown: number }) {
  if (bidder.isPreRegistered) return <Tag color="blue">Pre-registered</Tag>;
  if (bidder.isSpectator) return <Tag>Spectating</Tag>;
  return (
    <span title="Biddable amount (deposit)">
      {formatMoney(maxBiddable(bidder.maxBidAmount, requiredDown))}
    </span>
  );
}

const BidderRow = memo(function BidderRow({
  bidder,
  requiredDown,
  onRemove,
  onGone,
}: {
  bidder: LiveBidder;
  requiredDown: number;
  onRemove?: (b: LiveBidder) => Promise<void>;
  onGone?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const li = row.current;
    // Only a row that left the page (not a re-run of this effect).
    return () => {
      if (!li?.isConnected) onGone?.();
    };
  }, [onGone]);
  const name = `${bidder.firstName} ${bidder.lastName}`;
  return (
    <li ref={row}>
      <span>
        Paddle {bidder.paddleNumber} · {name}
      </span>
      <span className="control-row-end">
        <Standing bidder={bidder} requiredDown={requiredDown} />
        {onRemove && (
          <Popconfirm
            title={`Remove Paddle ${bidder.paddleNumber} (${name}) from this lot?`}
            description="The bidder leaves the room at once."
            okText="Remove"
            // The confirmation takes the focus, so a keyboard user confirms with Enter.
            okButtonProps={{ danger: true, autoFocus: true }}
            onConfirm={async () => {
              setBusy(true);
              try {
                await onRemove(bidder);
              } finally {
                setBusy(false);
              }
            }}
          >
            <BusyButton size="small" danger busy={busy} aria-label={`Remove ${name}`}>
              Remove
            </BusyButton>
          </Popconfirm>
        )}
      </span>
    </li>
  );
});

const BidderList = memo(function BidderList({
  title,
  bidders,
  requiredDown,
  onRemove,
}: {
  title: string;
  bidders: readonly LiveBidder[];
  requiredDown: number;
  onRemove?: (b: LiveBidder) => Promise<void>;
}) {
  // A removed bidder's row leaves with the focused Remove confirmation: the list keeps the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const keepFocus = useCallback(() => {
    if (!document.activeElement || document.activeElement === document.body)
      heading.current?.focus();
  }, []);
  return (
    <section className="control-box" aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title} ({bidders.length})
      </h2>
      {bidders.length ? (
        <ul className="control-list">
          {bidders.map((b) => (
            <BidderRow
              key={b.id}
              bidder={b}
              requiredDown={requiredDown}
              onRemove={onRemove}
              onGone={onRemove && keepFocus}
            />
          ))}
        </ul>
      ) : (
        <p className="control-empty">No bidders.</p>
      )}
    </section>
  );
});

/** Active bidders (each removable, with confirmation) and left bidders; they follow the lot on their own. */
export const LotBidders = memo(function LotBidders({
  store,
  auctionId,
  lotId,
  requiredDown,
  canRemove,
}: {
  store: LiveStore;
  auctionId: number;
  lotId: number;
  requiredDown: number;
  canRemove: boolean;
}) {
  // Low priority: mounting bidder rows (a reconnect refills them) never blocks a frame.
  const active = useDeferredValue(useLiveBidders(store, lotId, 'activeBidders'));
  const left = useDeferredValue(useLiveBidders(store, lotId, 'leftBidders'));
  const remove = useCallback(
    async (b: LiveBidder) => {
      try {
        await removeBidder(auctionId, lotId, b.id);
        toast('success', `Paddle ${b.paddleNumber} was removed from the lot.`);
      } catch {
        notice({ kind: 'warning', title: REMOVE_FAILED });
      }
    },
    [auctionId, lotId],
  );
  return (
    <>
      <BidderList
        title="Active bidders"
        bidders={active}
        requiredDown={requiredDown}
        onRemove={canRemove ? remove : undefined}
      />
      <BidderList title="Left bidders" bidders={left} requiredDown={requiredDown} />
    </>
  );
});
