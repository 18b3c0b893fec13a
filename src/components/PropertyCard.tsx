import { useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { LeftOutlined, PushpinFilled, PushpinOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatLotDate, formatMoney, formatAddress } from '../lib/format';
import { PropertyPhoto } from './PropertyPhoto';
import { paths } from '../lib/paths';

export interface PropertyCardData {
  id: number;
  streetLine1: string;
  city: string;
  stateCode: string;
  zipCode: string;
  images: { url: string; isMain: boolean }[];
  openingPrice: number;
  auctionStartTime: string | null;
  auctionIsTest: boolean;
  lotStatus: string;
  isPostponed: boolean;
  isPinned: boolean;
  isRegistered: boolean;
}

/** A property in a list: photo carousel, badges, pin button, opening bid and auction date. */
export function PropertyCard({
  lot,
  onPin,
  pinning,
}: {
  lot: PropertyCardData;
  onPin?: (pinned: boolean) => void;
  pinning?: boolean;
}) {
  const photos = [...lot.images].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const [index, setIndex] = useState(0);
  const address = formatAddress({
    streetLine1: lot.streetLine1,
    city: lot.city,
    stateCode: lot.stateCode,
    zipCode: lot.zipCode,
  });
  return (
    <Card
      size="small"
      cover={
        <div style={{ position: 'relative' }}>
          <PropertyPhoto url={photos[index]?.url} alt={address} height={160} />
          {photos.length > 1 && (
            <>
              <Button
                size="small"
                shape="circle"
                icon={<LeftOutlined />}
                aria-label="Previous photo"
                style={{ position: 'absolute', left: 8, top: 64 }}
                onClick={() => setIndex((i) => (i + photos.length - 1) % photos.length)}
              />
              <Button
                size="small"
                shape="circle"
                icon={<RightOutlined />}
                aria-label="Next photo"
                style={{ position: 'absolute', right: 8, top: 64 }}
                onClick={() => setIndex((i) => (i + 1) % photos.length)}
              />
            </>
          )}
        </div>
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 8 }}>
        {lot.isRegistered && <Tag color="green">Registered</Tag>}
        {lot.auctionIsTest && <Tag color="purple">Mock Auction</Tag>}
        {lot.lotStatus === 'Cancelled' && <Tag color="red">Cancelled</Tag>}
        {lot.isPostponed && <Tag color="orange">Postponed</Tag>}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Link to={paths.lot(lot.id)} style={{ fontWeight: 600 }}>
          {address}
        </Link>
        {onPin && (
          <Button
            type="text"
            size="small"
            aria-label={lot.isPinned ? `Unpin ${address}` : `Pin ${address}`}
            aria-pressed={lot.isPinned}
            loading={pinning}
            icon={
              lot.isPinned ? <PushpinFilled style={{ color: '#0b5cad' }} /> : <PushpinOutlined />
            }
            onClick={() => onPin(!lot.isPinned)}
          />
        )}
      </div>
      <div>Opening bid {formatMoney(lot.openingPrice, 2)}</div>
      <div style={{ color: '#5b6b7f' }}>{formatLotDate(lot.auctionStartTime)}</div>
    </Card>
  );
}
