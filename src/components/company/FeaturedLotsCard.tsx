import { StarFilled } from '@ant-design/icons';
import { Card, Empty, Skeleton, Tag } from 'antd';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { FeaturedLot } from '../../api/companyShapes';

export const NO_FEATURED_LOTS = 'The company has no featured lots.';

const lotName = (lot: FeaturedLot) =>
  [lot.streetLine1, lot.city].filter(Boolean).join(', ') || `Lot ${lot.lotId}`;

/**
 * The company's featured lots: `query` is the staff's own (`caseLotQueries.featured()`) or a
 * company's by id (`companyQueries.featuredLots(id)`); `linked` makes each a link to its lot.
 */
export function FeaturedLotsCard<Key extends QueryKey>({
  query,
  linked,
}: {
  query: UseQueryOptions<FeaturedLot[], Error, FeaturedLot[], Key>;
  linked: boolean;
}) {
  const featured = useQuery(query);
  const lots = featured.data ?? [];
  return (
    <Card title="Featured lots" role="region" aria-label="Featured lots" size="small">
      {featured.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : lots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FEATURED_LOTS} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lots.map((lot) => (
            <li
              key={lot.id}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
                padding: '8px 0',
                borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
              }}
            >
              <span>
                <StarFilled aria-hidden style={{ color: '#faad14', marginRight: 6 }} />
                {linked ? (
                  <Link to={`/cases/${lot.caseId}/lots/${lot.lotId}`}>{lotName(lot)}</Link>
                ) : (
                  lotName(lot)
                )}
              </span>
              {lot.isAdmin && <Tag>Featured by admin</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
