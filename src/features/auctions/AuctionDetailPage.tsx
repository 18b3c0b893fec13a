import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { auctionQueries } from '../../api/auctions';
import { apiErrorOf } from '../../api/errors';
import { PageSkeleton } from '../../components/PageSkeleton';
import { AuctionHeader } from './detail/AuctionHeader';
import { BiddersCard } from './detail/BiddersCard';
import { LotsCard } from './detail/LotsCard';
import { SettingsCard } from './detail/SettingsCard';
import { StreamsCard } from './detail/StreamsCard';
import './detail/detail.css';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';
import { ScreenLoadFailed } from '../../components/kit/LoadFailed';

export const AUCTION_NOT_FOUND = 'Auction is not found!';
export const AUCTION_NOT_FOUND_TEXT = 'This auction does not exist or belongs to another company.';

/** /auctions/{auctionId}: settings, lots, bidders and streams of one auction (spec 2 section 2). */
export default function AuctionDetailPage() {
  const { auctionId = '' } = useParams();
  const id = recordIdOf(auctionId);
  const query = useQuery({
    ...auctionQueries.detail(id),
    enabled: id > 0,
  });

  if (id <= 0 || (query.isError && apiErrorOf(query.error).status === 404))
    return (
      <Result
        status="404"
        title={AUCTION_NOT_FOUND}
        subTitle={AUCTION_NOT_FOUND_TEXT}
        extra={
          <Link to={paths.auctions}>
            <Button type="primary">Back to auctions</Button>
          </Link>
        }
      />
    );
  if (query.isError)
    return (
      <ScreenLoadFailed
        title="The auction could not be loaded."
        retry={() => void query.refetch()}
        also={
          <Link to={paths.auctions}>
            <Button>Back to auctions</Button>
          </Link>
        }
      />
    );
  if (!query.data) return <PageSkeleton rows={14} />;

  const auction = query.data;
  return (
    <div className="auction-detail">
      <AuctionHeader auction={auction} />
      <div className="auction-detail-grid">
        <SettingsCard key={auction.id} auction={auction} />
        <StreamsCard auction={auction} />
      </div>
      <LotsCard auction={auction} />
      <BiddersCard auction={auction} />
    </div>
  );
}
