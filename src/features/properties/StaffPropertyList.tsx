import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { propertyQueries, type PropertyRow } from '../../api/properties';
import { Can } from '../../components/kit/Can';
import { ListPage } from '../../components/kit/ListPage';
import { formatAddress } from '../../lib/format';
import { propertyPath } from '../../lib/propertyRules';
import { STAFF_PROPERTY_DEFAULTS } from './opening';
import { paths } from '../../lib/paths';

export const STAFF_PROPERTIES_TEXT = {
  title: 'Properties',
  search: 'Search by address or case number',
  empty: 'No properties found',
  add: 'New Property',
} as const;

const pathOf = (row: PropertyRow) => propertyPath(row.caseId, row.lotId, row.id);

const columns: TableColumnsType<PropertyRow> = [
  {
    title: 'ID',
    dataIndex: 'id',
    render: (id: number, row) => <Link to={pathOf(row)}>{id}</Link>,
  },
  { title: 'Case', dataIndex: 'caseNumber' },
  { title: 'Lot', dataIndex: 'lotNumber', render: (n: number) => `Lot ${n}` },
  { title: 'Address', key: 'address', render: (_: unknown, row) => formatAddress(row) },
  {
    title: 'Primary',
    dataIndex: 'isPrimary',
    render: (primary: boolean) => (primary ? <Tag color="green">Primary</Tag> : 'No'),
  },
];

/** /properties for auctioneers and employees: the company's case properties (spec 2 section 2). */
export default function StaffPropertyList() {
  const navigate = useNavigate();
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {STAFF_PROPERTIES_TEXT.title}
      </Typography.Title>
      <ListPage
        label={STAFF_PROPERTIES_TEXT.title}
        query={propertyQueries.list}
        columns={columns}
        rowKey="id"
        sizeChanger
        defaults={STAFF_PROPERTY_DEFAULTS}
        search={{ placeholder: STAFF_PROPERTIES_TEXT.search }}
        emptyText={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={STAFF_PROPERTIES_TEXT.empty} />
        }
        extra={
          <Can action="property.create">
            <Link to={paths.newProperty}>
              <Button type="primary" icon={<PlusOutlined />}>
                {STAFF_PROPERTIES_TEXT.add}
              </Button>
            </Link>
          </Can>
        }
        onRow={(row) => ({
          onClick: () => navigate(pathOf(row)),
          style: { cursor: 'pointer' },
        })}
      />
    </div>
  );
}
