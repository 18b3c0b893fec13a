import { StarFilled } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { FeaturedLot } from '../../api/companies';
import { paths } from '../../lib/paths';

export const NO_FEATURED_LOTS = 'The company has no featured lots.';

const lotName = ({ lot }: FeaturedLot) =>
  [lot.streetLine1, lot.city].filter(Boolean).join(', ') || `Lot ${lot.id}`;

/**
 * The company's featured lots, as the company record lists them (spec 2 section 3
 * `featuredLots`: id, isAdmin, lot); `linked` makes each a link to its lot.
 */
export function FeaturedLotsCard({
  featuredLots,
  linked,
}: {
  featuredLots: readonly FeaturedLot[];
  linked: boolean;
}) {
  return (
    <Card title="Featured lots" role="region" aria-label="Featured lots" size="small">
      {featuredLots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FEATURED_LOTS} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {featuredLots.map((entry) => (
            <li
              key={entry.id}
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
                  <Link to={paths.caseLot(entry.lot.caseId, entry.lot.id)}>{lotName(entry)}</Link>
                ) : (
                  lotName(entry)
                )}
              </span>
              {entry.isAdmin && <Tag>Featured by admin</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
