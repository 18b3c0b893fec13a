import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { lotQueries, type BidderLot } from '../../api/lots';
import { Countdown } from '../../components/Countdown';
import { ItemList } from '../../components/kit/ItemList';
import { formatLotDate, formatMoney, formatAddress } from '../../lib/format';
import { paths } from '../../lib/paths';

/** Hours and minutes between the auction's start and stop. */
export function estimatedDuration(start: string, stop: string | null): string {
  if (!stop) return 'TBD';
  const minutes = Math.max(
    0,
    Math.round((new Date(stop).getTime() - new Date(start).getTime()) / 60_000),
  );
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [
    h ? `${h} hour${h === 1 ? '' : 's'}` : '',
    m || !h ? `${m} minute${m === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const TYPE: Record<string, string> = { Online: 'Online', InPerson: 'In Person', Hybrid: 'Hybrid' };

/** The property count of a lot that holds more than one, after its address. */
const propertiesNote = (count: number) => (count > 1 ? ` (${count} properties)` : '');

export function AuctionDetailsTab({ lot }: { lot: BidderLot }) {
  const a = lot.auction;
  const lots = useQuery(lotQueries.ofAuction(a.id));
  const others = (lots.data ?? []).filter((l) => l.id !== lot.id && l.lotStatus !== 'Cancelled');
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        {a.hostLogoUrl && (
          <img src={a.hostLogoUrl} alt="" width={40} height={40} style={{ borderRadius: 8 }} />
        )}
        <strong>{a.hostName}</strong>
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Date">{formatLotDate(a.startTime)}</Descriptions.Item>
        {a.startType === 'Auto' && !a.isOpen && !a.isFinished && (
          <Descriptions.Item label="Starts in">
            <Countdown to={a.startTime} />
          </Descriptions.Item>
        )}
        {a.type !== 'Online' && (
          <Descriptions.Item label="In-person bidding location">
            {a.location || 'TBD'}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Auction type">{TYPE[a.type] ?? a.type}</Descriptions.Item>
        <Descriptions.Item label="Start type">
          {a.startType === 'Auto' ? 'Automatic' : 'Manual'}
        </Descriptions.Item>
        <Descriptions.Item label="Estimated duration">
          {estimatedDuration(a.startTime, a.stopTime)}
        </Descriptions.Item>
        <Descriptions.Item label="Min bid increment">
          {lot.minBidIncrements ? formatMoney(lot.minBidIncrements) : 'TBD'}
        </Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 24 }}>OTHER LOTS</h3>
      <ItemList
        size="small"
        loading={lots.isPending}
        empty="No other lots in this auction."
        items={others}
        itemKey={(o) => o.id}
        renderItem={(o) => ({
          content: (
            <Link to={paths.lot(o.id)}>
              Lot {o.lotNumber}: {formatAddress({ streetLine1: o.streetLine1, city: o.city })}
              {propertiesNote(o.propertyCount)}
            </Link>
          ),
          extra: <span>{formatMoney(o.openingPrice, 2)}</span>,
        })}
      />
    </>
  );
}
