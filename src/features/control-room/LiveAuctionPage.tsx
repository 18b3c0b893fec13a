import { useEffect } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { auctionQueries } from '../../api/auctions';
import { unsubscribeLive } from '../../api/liveAuction';
import { homeFor } from '../../lib/landing';
import { toast } from '../../lib/notify';
import { can } from '../../lib/permissions';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { chooseLot, isTvMode } from '../../live/liveAuction';
import { ControlRoom } from './ControlRoom';
import { TvView } from './TvView';
import './control.css';
import { paths } from '../../lib/paths';

export const NOT_READY = 'This auction has no lots ready to run. Check its lots first.';
export const AUCTION_COMPLETED = 'Auction Completed';
/** What a signed-in role without the live screens reads there, and why (designed). */
export const NO_LIVE_ACCESS = {
  title: 'You have no permission to run or watch this live auction.',
  subTitle:
    "The control room and the TV view are for the auction host's auctioneers and employees.",
  back: 'Back to the dashboard',
};

/**
 * /auctions/{auctionId}/{mode}/{lotId}: a bidder gets the bidder room; staff get the
 * TV view (room or presenter mode) or the control room (any other mode); other roles (client,
 * attorney, admin) get neither, only why: no live data is loaded and no stream opened.
 */
export default function LiveAuctionPage() {
  const { auctionId = '', mode = '', mainLotId } = useParams();
  const { roles } = useSession();
  const id = Number(auctionId);
  const navigate = useNavigate();
  const bidder = isBidder(roles);
  const tv = isTvMode(mode);
  const allowed = !bidder && can(roles, tv ? 'live.watch' : 'live.control');
  const query = useQuery({
    ...auctionQueries.live(id),
    enabled: allowed && Number.isInteger(id) && id > 0,
  });
  const choice = query.data
    ? chooseLot(query.data.lots, mainLotId ? Number(mainLotId) : null)
    : null;

  // Leaving the live page unsubscribes this screen on the server (the TV view as presenter).
  const live = allowed && Boolean(query.data);
  useEffect(() => {
    if (!live) return;
    return () => void unsubscribeLive(tv).catch(() => {});
  }, [live, tv]);

  // Missing lot id: the chosen lot's address. No lots or a Draft: back to the auction details.
  // Once per choice, not per render: the page renders again while the next screen's code loads
  // (a choice is a new object each time), and each render warned and navigated again.
  const chosenKind = choice?.kind;
  const chosenLot = choice?.kind === 'lot' ? choice.lotId : null;
  useEffect(() => {
    if (chosenKind === 'notReady') {
      toast('warning', NOT_READY);
      navigate(paths.auction(id), { replace: true });
    } else if (chosenLot !== null && String(chosenLot) !== mainLotId)
      navigate(paths.liveLot(id, mode, chosenLot), { replace: true });
  }, [chosenKind, chosenLot, id, mode, mainLotId, navigate]);

  if (bidder) return <Navigate to={mainLotId ? paths.lot(mainLotId) : paths.properties} replace />;
  if (!allowed)
    return (
      <Result
        status="403"
        title={<h1 className="live-no-access">{NO_LIVE_ACCESS.title}</h1>}
        subTitle={NO_LIVE_ACCESS.subTitle}
        extra={<Button onClick={() => navigate(homeFor(roles))}>{NO_LIVE_ACCESS.back}</Button>}
      />
    );
  if (query.isError)
    return (
      <Result
        status="404"
        title="Auction is not found!"
        extra={<Button onClick={() => navigate(paths.auctions)}>Back to auctions</Button>}
      />
    );
  if (!query.data || !choice) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (choice.kind === 'completed')
    return (
      <Result
        status="success"
        title={AUCTION_COMPLETED}
        extra={<Button onClick={() => navigate(paths.auction(id))}>Back to the auction</Button>}
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
