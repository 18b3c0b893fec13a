import { Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { lotQueries } from '../../api/lots';
import { PropertyPhoto } from '../../components/PropertyPhoto';
import { NO_FEATURED, newestFeaturedFirst } from '../../lib/featuredLots';
import { formatLotDate, formatMoney, formatAddress } from '../../lib/format';
import { featuredRequest } from '../../lib/salesTabs';
import { paths } from '../../lib/paths';

/** Featured lots as a horizontally scrolling carousel of cards, the most recently featured first. */
export function FeaturedLots() {
  const req = featuredRequest();
  const featured = useQuery(lotQueries.public(req));
  const rows = useMemo(() => newestFeaturedFirst(featured.data?.data ?? []), [featured.data]);
  return (
    <section
      aria-labelledby="featured-title"
      style={{ maxWidth: 1400, margin: '0 auto', padding: '24px 24px 0', minHeight: 360 }}
    >
      <h2 id="featured-title" style={{ fontSize: 24 }}>
        Featured Properties
      </h2>
      {featured.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <p>{NO_FEATURED}</p>
      ) : (
        <ul
          aria-label="Featured properties"
          style={{
            display: 'flex',
            gap: 16,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            listStyle: 'none',
            padding: '0 0 12px',
            margin: 0,
          }}
        >
          {rows.map((r) => {
            const main = r.images.find((i) => i.isMain) ?? r.images[0];
            const address = formatAddress({
              streetLine1: r.streetLine1,
              city: r.city,
              stateCode: r.stateCode,
            });
            return (
              <li
                key={r.id}
                style={{
                  flex: '0 0 280px',
                  scrollSnapAlign: 'start',
                  background: '#fff',
                  borderRadius: 8,
                  overflow: 'hidden',
                  boxShadow: '0 1px 3px rgba(15,31,51,0.12)',
                }}
              >
                <Link to={paths.lot(r.id)} style={{ color: 'inherit', display: 'block' }}>
                  <PropertyPhoto url={main?.url} alt={address} height={160} />
                  <div style={{ padding: 12 }}>
                    {r.auctionIsTest && <Tag color="purple">Mock Auction</Tag>}
                    {r.isPostponed && <Tag color="orange">Postponed</Tag>}
                    <strong style={{ display: 'block' }}>{address}</strong>
                    <span>Opening bid {formatMoney(r.openingPrice, 2)}</span>
                    <br />
                    <span style={{ color: '#5b6b7f' }}>{formatLotDate(r.auctionStartTime)}</span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
