import { CopyOutlined, DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  apiKeyQueries,
  useCreateApiKey,
  useDeleteApiKey,
  type ApiKeyRow,
  type NewApiKey,
} from '../../api/apiKeys';
import { apiKeyStatus, SETTINGS_MSG, type ApiKeyStatus } from '../../lib/companySettings';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/notify';
import { copyText } from '../../lib/clipboard';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { TableRegion } from '../../components/kit/TableRegion';

export const NO_API_KEYS = 'No API keys yet.';

const STATUS_COLOR: Record<ApiKeyStatus, string> = {
  Active: 'green',
  Deactivated: 'default',
  Expired: 'orange',
};

/**
 * The new key in full, this once, with a copy button and the warning that it is not shown again.
 * Closing unmounts the dialog at once, so the key leaves the page with it.
 */
function NewKeyDialog({ created, onClose }: { created: NewApiKey; onClose(): void }) {
  const [copyFailed, setCopyFailed] = useState(false);
  return (
    <Modal
      open
      title="New API key"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      mask={{ closable: false }}
    >
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          title="This key will not be shown again"
          description={SETTINGS_MSG.keyOnce}
        />
        <Flex gap={8}>
          <Input
            readOnly
            value={created.key}
            aria-label="Full API key"
            style={{ fontFamily: 'monospace' }}
            onFocus={(e) => e.target.select()}
          />
          <Button
            icon={<CopyOutlined />}
            onClick={async () => {
              const ok = await copyText(created.key);
              setCopyFailed(!ok);
              if (ok) toast('success', SETTINGS_MSG.copied);
            }}
          >
            Copy
          </Button>
        </Flex>
        {copyFailed && <Alert type="error" showIcon role="alert" title={SETTINGS_MSG.copyFailed} />}
        <div>Expires {formatDateTime(created.expirationDate)}</div>
      </Flex>
    </Modal>
  );
}

/**
 * /settings/api-credentials (auctioneers): the company's API keys, masked as six asterisks and
 * the last six characters, with their dates and status; New Key shows a key in full once;
 * deleting a key deactivates it.
 */
export default function ApiCredentialsPage() {
  const keys = useQuery(apiKeyQueries.list());
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const create = useCreateApiKey({ onSuccess: (data) => setCreated(data) });
  const createOnce = useSingleMutate(create);
  const remove = useDeleteApiKey({ onSuccess: () => toast('success', SETTINGS_MSG.keyDeleted) });

  const columns: TableColumnsType<ApiKeyRow> = [
    {
      title: 'API Key',
      dataIndex: 'maskedKey',
      render: (v: string) => <code>{v}</code>,
    },
    { title: 'Generated', dataIndex: 'generatedDate', render: (v: string) => formatDateTime(v) },
    { title: 'Expiration', dataIndex: 'expirationDate', render: (v: string) => formatDateTime(v) },
    {
      title: 'Deactivated',
      dataIndex: 'deactivatedDate',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_v, k) => {
        const status = apiKeyStatus(k);
        return <Tag color={STATUS_COLOR[status]}>{status}</Tag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, k) =>
        k.isDeactivated ? null : (
          <Popconfirm
            destroyOnHidden
            title={SETTINGS_MSG.confirmDeleteKey}
            description="Applications using it stop working at once."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(k.id).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete API key ${k.maskedKey}`}
            >
              Delete
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title="API Credentials"
      role="region"
      aria-label="API Credentials"
      extra={
        <Button
          type="primary"
          icon={<KeyOutlined />}
          loading={create.isPending}
          onClick={() => createOnce()}
        >
          New Key
        </Button>
      }
    >
      {keys.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <TableRegion>
          <Table<ApiKeyRow>
            aria-label="API keys"
            rowKey="id"
            columns={columns}
            dataSource={keys.data ?? []}
            loading={keys.isFetching}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_API_KEYS} />,
            }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        </TableRegion>
      )}
      {created && (
        <NewKeyDialog
          created={created}
          onClose={() => {
            setCreated(null);
            create.reset();
          }}
        />
      )}
    </Card>
  );
}
