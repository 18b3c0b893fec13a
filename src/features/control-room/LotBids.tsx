import { memo, useDeferredValue } from 'react';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { useLiveLotValue } from '../../live/hooks';
import type { LiveStore } from '../../live/store';
import type { LiveBid } from '../../live/types';
import { BID_LIST_GAP_MS, useSpacedValue } from '../../live/useSpacedValue';

/** Newest bids listed; older ones stay in the count (a lot can hold thousands). */
export const SHOWN_BIDS = 50;
const NO_BIDS: LiveBid[] = [];

/** The top bid (or the opening bid) and its paddle: follows the lot on its own. */
export const TopBid = memo(function TopBid({
  store,
  lotId,
  openingPrice,
}: {
  store: LiveStore;
  lotId: number;
  openingPrice: number;
}) {
  const top = useLiveLotValue(store, lotId, (l) => l?.bidList[0] ?? null);
  return (
    <>
      <div className="control-label">{top ? 'Top bid' : 'Opening bid'}</div>
      <div className="control-top-bid" data-testid={`latest-${lotId}`}>
        {formatMoney(top ? top.amount : openingPrice)}
      </div>
      {top && <div>Paddle {top.paddleNumber}</div>}
    </>
  );
});

/** One place in the list: re-rendered only when a different bid comes to it. */
const BidRow = memo(function BidRow({ bid }: { bid: LiveBid }) {
  return (
    <li>
      <span>Paddle {bid.paddleNumber}</span>
      <strong>{formatMoney(bid.amount)}</strong>
      <span className="control-when">{formatDateTime(bid.createdDate)}</span>
    </li>
  );
});

const BidList = memo(function BidList({ bids }: { bids: readonly LiveBid[] }) {
  if (!bids.length) return <p className="control-empty">No bids found!</p>;
  return (
    <>
      <ol className="control-list" aria-label="Bid list">
        {/* Keyed by place, as the bidder room's list: a burst changes each row's text, and no row
            leaves or enters (removing and adding all 50 rows was most of a burst's layout). */}
        {bids.slice(0, SHOWN_BIDS).map((b, i) => (
          <BidRow key={i} bid={b} />
        ))}
      </ol>
      {bids.length > SHOWN_BIDS && (
        <p className="control-empty">
          Showing the newest {SHOWN_BIDS} of {formatNumber(bids.length)} bids.
        </p>
      )}
    </>
  );
});

/**
 * The lot's bids, newest first, in light markup that follows a burst a few times a second, rendered
 * at low priority (a burst never blocks the controls); the count follows every bid.
 */
export const LotBids = memo(function LotBids({
  store,
  lotId,
}: {
  store: LiveStore;
  lotId: number;
}) {
  const bids = useLiveLotValue(store, lotId, (l) => l?.bidList ?? NO_BIDS);
  const shown = useDeferredValue(useSpacedValue(bids, BID_LIST_GAP_MS));
  return (
    <section className="control-box" aria-label="Bids">
      <h2>Bids ({formatNumber(bids.length)})</h2>
      <BidList bids={shown} />
    </section>
  );
});
