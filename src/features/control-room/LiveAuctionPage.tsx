import { useEffect } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { auctionQueries } from '../../api/auctions';
import { unsubscribeLive } from '../../api/liveAuction';
import { toast } from '../../lib/notify';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { chooseLot, isTvMode } from '../../live/liveAuction';
import { ControlRoom } from './ControlRoom';
import { TvView } from './TvView';

export const NOT_READY = 'This auction has no lots ready to run. Check its lots first.';
export const AUCTION_COMPLETED = 'Auction Completed';

/**
 * /auctions/{auctionId}/{mode}/{lotId}: a bidder gets the bidder room; staff get the
 * TV view (room or presenter mode) or the control room (any other mode).
 */
export default function LiveAuctionPage() {
  const { auctionId = '', mode = '', mainLotId } = useParams();
  const { roles } = useSession();
  const id = Number(auctionId);
  const navigate = useNavigate();
  const bidder = isBidder(roles);
  const tv = isTvMode(mode);
  const query = useQuery({
    ...auctionQueries.live(id),
    enabled: !bidder && Number.isInteger(id) && id > 0,
  });
  const choice = query.data
    ? chooseLot(query.data.lots, mainLotId ? Number(mainLotId) : null)
    : null;

  // Leaving the live page unsubscribes this screen on the server (the TV view as presenter).
  const live = !bidder && Boolean(query.data);
  useEffect(() => {
    if (!live) return;
    return () => void unsubscribeLive(tv).catch(() => {});
  }, [live, tv]);

  // Missing lot id: the chosen lot's address. No lots or a Draft: back to the auction details.
  useEffect(() => {
    if (!choice) return;
    if (choice.kind === 'notReady') {
      toast('warning', NOT_READY);
      navigate(`/auctions/${id}`, { replace: true });
    } else if (choice.kind === 'lot' && String(choice.lotId) !== mainLotId)
      navigate(`/auctions/${id}/${mode}/${choice.lotId}`, { replace: true });
  }, [choice, id, mode, mainLotId, navigate]);

  if (bidder) return <Navigate to={mainLotId ? `/details/${mainLotId}` : '/properties'} replace />;
  if (query.isError)
    return (
      <Result
        status="404"
        title="Auction is not found!"
        extra={<Button onClick={() => navigate('/auctions')}>Back to auctions</Button>}
      />
    );
  if (!query.data || !choice) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (choice.kind === 'completed')
    return (
      <Result
        status="success"
        title={AUCTION_COMPLETED}
        extra={<Button onClick={() => navigate(`/auctions/${id}`)}>Back to the auction</Button>}
      />
    );
  if (choice.kind !== 'lot' || String(choice.lotId) !== mainLotId)
    return <Skeleton active paragraph={{ rows: 10 }} />;
  return tv ? (
    <TvView key={choice.lotId} auction={query.data} lotId={choice.lotId} mode={mode} />
  ) : (
    <ControlRoom key={choice.lotId} auction={query.data} lotId={choice.lotId} mode={mode} />
  );
}
