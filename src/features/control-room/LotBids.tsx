import { memo, useDeferredValue } from 'react';
import { LiveBidRows } from '../../components/LiveBidRows';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLiveLotValue } from '../../live/hooks';
import type { LiveStore } from '../../live/store';
import type { LiveBid } from '../../live/types';
import { BID_LIST_GAP_MS, useSpacedValue } from '../../live/useSpacedValue';

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

const BidList = memo(function BidList({ bids }: { bids: readonly LiveBid[] }) {
  if (!bids.length) return <p className="control-empty">No bids found!</p>;
  return (
    <LiveBidRows
      bids={bids}
      label="Bid list"
      className="control-list"
      moreClassName="control-empty"
    />
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
