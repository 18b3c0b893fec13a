import { ImportOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientQueries } from '../../api/clients';
import { Can } from '../../components/kit/Can';
import { ListTitle } from '../../components/kit/ListTitle';
import { ListPage } from '../../components/kit/ListPage';
import { useListParams } from '../../components/kit/useListParams';
import { CLIENT_TEXT } from './clientText';
import { AddClientDialog } from './list/AddClientDialog';
import { clientColumns } from './list/clientColumns';
import { ClientStatusFilter } from './list/ClientStatusFilter';
import { CLIENT_LIST_DEFAULTS as DEFAULTS } from './list/opening';
import { paths } from '../../lib/paths';

const ImportClientsDialog = lazy(() =>
  import('./import/ImportClientsDialog').then((m) => ({ default: m.ImportClientsDialog })),
);
const ConnectClientDialog = lazy(() =>
  import('./import/ConnectClientDialog').then((m) => ({ default: m.ConnectClientDialog })),
);

type Dialog = 'add' | 'import' | 'connect' | null;

/** /clients: the company's clients with their total, search, status filter, Add, Import and Connect. */
export default function ClientListPage() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Dialogs loaded on first use stay mounted so they close with their animation.
  const [loaded, setLoaded] = useState<{ import?: boolean; connect?: boolean }>({});
  const open = (d: Exclude<Dialog, null>) => {
    if (d !== 'add') setLoaded((l) => ({ ...l, [d]: true }));
    setDialog(d);
  };
  const close = () => setDialog(null);
  // The same page the list shows (one request): its total is the title's count.
  const { params } = useListParams(DEFAULTS);
  const page = useQuery({ ...clientQueries.list(params), placeholderData: keepPreviousData });
  const total = page.data?.total;

  return (
    <div style={{ padding: 24, maxWidth: 1400, margin: '0 auto' }}>
      <ListTitle title={CLIENT_TEXT.title} total={total} />
      <ListPage
        label={CLIENT_TEXT.title}
        query={clientQueries.list}
        columns={clientColumns}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CLIENT_TEXT.empty} />}
        defaults={DEFAULTS}
        search={{ placeholder: CLIENT_TEXT.search }}
        filters={(list) => <ClientStatusFilter list={list} />}
        extra={
          <Space wrap>
            <Can action="client.import">
              <Button icon={<ImportOutlined />} onClick={() => open('import')}>
                {CLIENT_TEXT.import}
              </Button>
              <Button icon={<LinkOutlined />} onClick={() => open('connect')}>
                {CLIENT_TEXT.connect}
              </Button>
            </Can>
            <Can action="client.manage">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')}>
                {CLIENT_TEXT.add}
              </Button>
            </Can>
          </Space>
        }
        onRow={(row) => ({
          onClick: () => navigate(paths.client(row.id)),
          style: { cursor: 'pointer' },
        })}
      />
      <AddClientDialog open={dialog === 'add'} onClose={close} />
      <Suspense fallback={null}>
        {loaded.import && <ImportClientsDialog open={dialog === 'import'} onClose={close} />}
        {loaded.connect && <ConnectClientDialog open={dialog === 'connect'} onClose={close} />}
      </Suspense>
    </div>
  );
}
