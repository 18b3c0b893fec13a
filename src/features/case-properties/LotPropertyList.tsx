import { PlusOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { PropertyDetail } from '../../api/properties';

/** What the list shows of each property: its address and whether it is the primary one. */
type ListedProperty = Pick<
  PropertyDetail,
  'id' | 'isPrimary' | 'streetLine1' | 'streetLine2' | 'city' | 'stateCode' | 'zipCode'
>;
import { formatAddress } from '../../lib/format';
import { propertyPath } from '../../lib/propertyRules';

export const LIST_TEXT = {
  title: 'Lot Properties',
  primary: 'Primary',
  add: 'Add Property',
  none: 'No properties yet.',
} as const;

/** The lot's properties, the primary one badged; each links to its page. */
export function LotPropertyList({
  caseId,
  lotId,
  properties,
  currentId,
  canAdd,
}: {
  caseId: number;
  lotId: number;
  properties: ListedProperty[];
  currentId: number | null;
  canAdd: boolean;
}) {
  return (
    <Card
      title={LIST_TEXT.title}
      size="small"
      extra={
        canAdd && (
          <Link to={propertyPath(caseId, lotId, 'new')}>
            <PlusOutlined /> {LIST_TEXT.add}
          </Link>
        )
      }
    >
      {properties.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LIST_TEXT.none} />
      ) : (
        <nav aria-label={LIST_TEXT.title}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {properties.map((p) => (
              <li key={p.id} style={{ padding: '6px 0' }}>
                <Flex gap={8} align="center" wrap>
                  <Link
                    to={propertyPath(caseId, lotId, p.id)}
                    aria-current={p.id === currentId ? 'page' : undefined}
                    style={{ fontWeight: p.id === currentId ? 600 : undefined }}
                  >
                    {formatAddress(p) || `Property #${p.id}`}
                  </Link>
                  {p.isPrimary && <Tag color="green">{LIST_TEXT.primary}</Tag>}
                </Flex>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Card>
  );
}
