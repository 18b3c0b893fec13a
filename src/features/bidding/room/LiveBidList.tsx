import { memo, useDeferredValue, useState } from 'react';
import { Button, Empty } from 'antd';
import { LiveBidRows, SHOWN_BIDS } from '@/components/LiveBidRows';
import { useLiveLot } from '@/live/hooks';
import { BID_LIST_GAP_MS, useSpacedValue } from '@/live/useSpacedValue';
import { lotView, type RoomBid } from '@/live/lotView';
import type { RoomLot } from '@/live/roomLot';
import type { LiveStore } from '@/live/store';
import { ROOM } from '@/live/roomText';

/**
 * Bids the room lists until the bidder asks for more: about what the tab shows without scrolling.
 * Each row a live lot's list holds is laid out again whenever bids arrive; with 50 rows that layout
 * alone made the room's longest task 50-75 ms at 4x CPU at 1,000 events a second, with 15 it stays
 * under 50.
 */
export const ROOM_SHOWN_BIDS = 15;

/** The bid list, newest first, or the room's empty state; older bids (up to 50) on request. */
export const LiveBidList = memo(function LiveBidList({
  bids,
  myPaddle,
}: {
  bids: readonly RoomBid[];
  myPaddle?: number | null;
}) {
  const [expanded, setExpanded] = useState(false);
  if (!bids.length) return <Empty description={ROOM.noBids} />;
  return (
    <LiveBidRows
      bids={bids}
      label="Bids"
      className="bid-list"
      moreClassName="bid-list-more"
      paddle={myPaddle}
      shown={expanded ? SHOWN_BIDS : ROOM_SHOWN_BIDS}
      more={
        bids.length > ROOM_SHOWN_BIDS && (
          <Button
            type="link"
            size="small"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show fewer bids' : 'Show older bids'}
          </Button>
        )
      }
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
