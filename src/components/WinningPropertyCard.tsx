import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, formatAddress } from '../lib/format';
import { winningStatusColor, winningStatusLabel } from '../lib/winnings';
import { PropertyPhoto } from './PropertyPhoto';
import { paths } from '../lib/paths';

/** A won lot as the winnings list sends it (spec 1 section 3, Lot (listing)). */
export interface WinningCardData {
  id: number;
  streetLine1: string;
  streetLine2?: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
  images: { url: string; isMain: boolean }[];
  auctionHostName?: string;
  winnerBidAmount?: number | null;
  winnerCreatedDate?: string | null;
  status?: string | null;
}

/** A won property: photo, address, win amount, status and a link to its winning details. */
export function WinningPropertyCard({ win }: { win: WinningCardData }) {
  const photo = win.images.find((i) => i.isMain) ?? win.images[0];
  const street = formatAddress({ streetLine1: win.streetLine1, streetLine2: win.streetLine2 });
  const place = formatAddress({ city: win.city, stateCode: win.stateCode, zipCode: win.zipCode });
  const address = formatAddress(win);
  return (
    <Card
      size="small"
      className="winning-card"
      data-testid={`winning-${win.id}`}
      cover={<PropertyPhoto url={photo?.url} alt={address} height={150} />}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Link to={paths.winning(win.id)} style={{ fontWeight: 600 }}>
          {street || address}
        </Link>
        <Tag
          color={winningStatusColor(win.status ?? '')}
          style={{ marginInlineEnd: 0, height: 'fit-content' }}
        >
          {winningStatusLabel(win.status ?? '')}
        </Tag>
      </div>
      <div style={{ color: '#5b6b7f' }}>{place}</div>
      <div style={{ marginTop: 8 }}>
        Win amount <strong>{formatMoney(win.winnerBidAmount)}</strong>
      </div>
      {(win.auctionHostName || win.winnerCreatedDate) && (
        <div style={{ color: '#5b6b7f', fontSize: 13 }}>
          {[
            win.auctionHostName,
            win.winnerCreatedDate && `Won ${formatDate(win.winnerCreatedDate)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
    </Card>
  );
}
