import { StarFilled } from '@ant-design/icons';
import { Card, Empty, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { caseLotQueries } from '../../../api/caseLots';

export const NO_FEATURED_LOTS = 'The company has no featured lots.';

/** The company's featured lots (GET /api/auctioneers/featuredlot), each linking to its lot. */
export function FeaturedLotsCard() {
  const featured = useQuery(caseLotQueries.featured());
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
              <Link to={`/cases/${lot.caseId}/lots/${lot.lotId}`}>
                <StarFilled aria-hidden style={{ color: '#faad14', marginRight: 6 }} />
                {[lot.streetLine1, lot.city].filter(Boolean).join(', ') || `Lot ${lot.lotId}`}
              </Link>
              {lot.isAdmin && <Tag>Featured by admin</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
