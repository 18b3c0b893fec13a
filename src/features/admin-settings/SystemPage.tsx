import { EditOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configurationQueries, type Configuration } from '../../api/configurations';
import { formatDateTime } from '../../lib/format';
import { ConfigurationDialog } from './system/ConfigurationDialog';
import { QueryTable } from '../../components/kit/QueryTable';

export const NO_CONFIGURATIONS = 'No configurations found.';

/**
 * /admin/settings/system: the system configuration (display name, key, value, modified date),
 * each setting edited on its own through its Edit action.
 */
export default function SystemPage() {
  const settings = useQuery(configurationQueries.list());
  const [editing, setEditing] = useState<Configuration | null>(null);

  const columns: TableColumnsType<Configuration> = [
    {
      title: 'Name',
      dataIndex: 'displayName',
      render: (name: string, s) => (
        <>
          <div>{name}</div>
          <code style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.6)' }}>{s.key}</code>
        </>
      ),
    },
    { title: 'Value', dataIndex: 'value', render: (v: string) => <span>{v}</span> },
    { title: 'Modified', dataIndex: 'modifiedDate', render: (v: string) => formatDateTime(v) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, s) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${s.displayName}`}
          onClick={() => setEditing(s)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card title="System configuration" role="region" aria-label="System configuration">
      <QueryTable<Configuration>
        query={settings}
        loadingLabel="Loading the configuration"
        label="Configurations"
        rowKey="key"
        columns={columns}
        emptyText={NO_CONFIGURATIONS}
      />
      {editing && <ConfigurationDialog setting={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
