import { memo, useDeferredValue } from 'react';
import { Empty } from 'antd';
import { LiveBidRows } from '../../../components/LiveBidRows';
import { useLiveLot } from '../../../live/hooks';
import { BID_LIST_GAP_MS, useSpacedValue } from '../../../live/useSpacedValue';
import { lotView, type RoomBid } from '../../../live/lotView';
import type { RoomLot } from '../../../live/roomLot';
import type { LiveStore } from '../../../live/store';
import { ROOM } from '../../../live/roomText';

/** The bid list, newest first, or the room's empty state. */
export const LiveBidList = memo(function LiveBidList({
  bids,
  myPaddle,
}: {
  bids: readonly RoomBid[];
  myPaddle?: number | null;
}) {
  if (!bids.length) return <Empty description={ROOM.noBids} />;
  return (
    <LiveBidRows
      bids={bids}
      label="Bids"
      className="bid-list"
      moreClassName="bid-list-more"
      paddle={myPaddle}
    />
  );
});

/** The live BID HISTORY tab: follows the lot's bids on its own, so the page does not re-render per bid. */
export function LiveBidsTab({ room, store }: { room: RoomLot; store: LiveStore }) {
  const live = useLiveLot(store, room.lotId);
  const { bids } = lotView(room, live);
  // The list follows a burst a few times a second and renders at low priority (interruptible): a
  // burst of bids never blocks the latest-bid figures, which follow every bid.
  const shown = useDeferredValue(useSpacedValue(bids, BID_LIST_GAP_MS));
  return (
    <div className="bid-tab">
      <LiveBidList bids={shown} myPaddle={room.join?.paddleNumber} />
    </div>
  );
}
