import { memo } from 'react';
import { Empty } from 'antd';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { RoomBid } from '../../../live/roomLot';
import { ROOM } from '../../../live/roomText';

/** Newest bids shown; older ones stay in the count (a lot can hold thousands). */
export const SHOWN_BIDS = 100;

/** The bid list in light markup (no table per update), newest first. */
export const LiveBidList = memo(function LiveBidList({
  bids,
  myPaddle,
}: {
  bids: readonly RoomBid[];
  myPaddle?: number | null;
}) {
  if (!bids.length) return <Empty description={ROOM.noBids} />;
  const shown = bids.length > SHOWN_BIDS ? bids.slice(0, SHOWN_BIDS) : bids;
  return (
    <>
      <ol aria-label="Bids" className="bid-list">
        {shown.map((b) => (
          <li key={b.id} className={b.paddleNumber === myPaddle ? 'mine' : undefined}>
            <span>
              Paddle {b.paddleNumber}
              {b.paddleNumber === myPaddle ? ' (you)' : ''}
            </span>
            <strong>{formatMoney(b.amount)}</strong>
            <span className="when">{formatDateTime(b.createdDate)}</span>
          </li>
        ))}
      </ol>
      {bids.length > shown.length && (
        <p className="bid-list-more">
          Showing the newest {shown.length} of {bids.length.toLocaleString('en-US')} bids.
        </p>
      )}
    </>
  );
});
