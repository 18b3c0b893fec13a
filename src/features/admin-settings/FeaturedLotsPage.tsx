import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { featuredLotQueries, type FeaturedLotEntry } from '../../api/featuredLots';
import { NO_FEATURED } from '../../lib/featuredLots';
import { FeaturedLotSearch } from './featured/FeaturedLotSearch';
import { lotAddress, lotColumns } from './featured/lotColumns';
import { useFeaturedActions } from './featured/useFeaturedActions';
import { QueryTable } from '../../components/kit/QueryTable';

/**
 * /admin/settings/featured-lots: the featured lots, the most recently featured first (a tag shows
 * the flags an admin set; staff cannot remove those), each removable after a confirmation, and
 * a lot search by address or case number to mark more.
 */
export default function FeaturedLotsPage() {
  const featured = useQuery(featuredLotQueries.list());
  const actions = useFeaturedActions();

  const columns: TableColumnsType<FeaturedLotEntry> = [
    ...lotColumns<FeaturedLotEntry>(
      (e) => e.lot,
      (e) => e.isAdmin,
    ),
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, e) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={actions.pendingId === e.lot.id}
          aria-label={`Remove from featured ${lotAddress(e.lot)}`}
          onClick={() => actions.unmark(e.lot.id)}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="Featured Lots" role="region" aria-label="Featured Lots">
        <QueryTable<FeaturedLotEntry>
          query={featured}
          loadingLabel="Loading the featured lots"
          label="Featured lots"
          rowKey="id"
          columns={columns}
          emptyText={NO_FEATURED}
        />
      </Card>
      <Card title="Find lots to feature" role="region" aria-label="Find lots to feature">
        <FeaturedLotSearch onMark={actions.mark} pendingId={actions.pendingId} />
      </Card>
    </Space>
  );
}
