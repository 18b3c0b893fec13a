import { ArrowLeftOutlined, DesktopOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { AuctionDetail } from '@/api/auctionDetail';
import { Countdown } from '@/components/Countdown';
import { AUCTION_TYPE_LABEL } from '@/lib/auctionForm';
import { formatDateTime } from '@/lib/format';
import { DeleteAuctionButton } from './DeleteAuctionButton';
import { auctionDisplayState, liveBlock, liveButtonKind, STATE_COLOR } from './rules';
import { paths } from '@/lib/paths';

export const LIVE_LABEL = {
  start: 'Start Auction',
  view: 'View Auction',
  auto: 'Starts automatically in',
} as const;

/** The auction's live control entry: Start Auction, View Auction or the automatic-start countdown. */
function LiveButton({ auction }: { auction: AuctionDetail }) {
  const navigate = useNavigate();
  const kind = liveButtonKind(auction);
  const go = () => navigate(paths.liveAuction(auction.id, 'auctioneer'));
  if (kind === 'auto')
    return (
      <Button icon={<PlayCircleOutlined />} onClick={go}>
        <Countdown to={auction.startTime} label={LIVE_LABEL.auto} />
      </Button>
    );
  return (
    <Button type="primary" icon={<PlayCircleOutlined />} onClick={go}>
      {LIVE_LABEL[kind]}
    </Button>
  );
}

export function AuctionHeader({ auction }: { auction: AuctionDetail }) {
  const state = auctionDisplayState(auction);
  const block = liveBlock(auction);
  const lots = auction.lots.length;
  return (
    <header className="auction-detail-header">
      <div>
        <Link to={paths.auctions}>
          <ArrowLeftOutlined /> Back to auctions
        </Link>
        <h1>
          Auction #{auction.id}
          <Tag color={STATE_COLOR[state]}>{state}</Tag>
          {auction.isTest && <Tag color="purple">Test</Tag>}
        </h1>
        <div className="auction-detail-meta">
          {formatDateTime(auction.startTime)} · {AUCTION_TYPE_LABEL[auction.type]} ·{' '}
          {auction.startType} start · {lots} {lots === 1 ? 'lot' : 'lots'}
        </div>
      </div>
      <Space wrap align="center">
        {block ? (
          <Typography.Text type="secondary" data-testid="live-block">
            {block}
          </Typography.Text>
        ) : (
          <LiveButton auction={auction} />
        )}
        <Button
          icon={<DesktopOutlined />}
          href={paths.liveAuction(auction.id, 'room')}
          target="_blank"
          rel="noopener"
        >
          Room View
        </Button>
        <DeleteAuctionButton auction={auction} />
      </Space>
    </header>
  );
}
