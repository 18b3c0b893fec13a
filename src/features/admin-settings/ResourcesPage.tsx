import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resourceQueries, useDeleteResource, type ResourceRow } from '../../api/resources';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { toast } from '../../lib/notify';
import { htmlExcerpt, RESOURCE_MSG } from '../../lib/resources';
import { ResourceDialog } from './resources/ResourceDialog';

/** Which dialog is open: adding, or editing one resource. */
type Editing = { resource?: ResourceRow } | null;

/**
 * /admin/settings/resources: the blog resources (title, an excerpt of the description, link,
 * date), added, edited and deleted (after a confirmation); the help center and /blogs/{id} show
 * every change.
 */
export default function ResourcesPage() {
  const resources = useQuery(resourceQueries.list());
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteResource({ onSuccess: () => toast('success', RESOURCE_MSG.deleted) });

  const columns: TableColumnsType<ResourceRow> = [
    {
      title: 'Title',
      dataIndex: 'title',
      width: '25%',
      render: (title: string, r) => <Link to={`/blogs/${r.id}`}>{title}</Link>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      render: (html: string) => htmlExcerpt(html),
    },
    {
      title: 'Link',
      dataIndex: 'link',
      render: (link?: string) =>
        isHttpUrl(link) ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {link}
          </a>
        ) : null,
    },
    { title: 'Created', dataIndex: 'createdDate', render: (d: string) => formatDate(d) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, r) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit resource ${r.title}`}
            onClick={() => setEditing({ resource: r })}
          >
            Edit
          </Button>
          <Popconfirm
            destroyOnHidden
            title={RESOURCE_MSG.confirmDelete}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete resource ${r.title}`}
            >
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Resources"
      role="region"
      aria-label="Resources"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          Add Resource
        </Button>
      }
    >
      {resources.isPending && !resources.isError ? (
        <div role="status" aria-label="Loading the resources">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <Table<ResourceRow>
          aria-label="Resources"
          rowKey="id"
          columns={columns}
          dataSource={resources.data ?? []}
          loading={resources.isFetching}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={RESOURCE_MSG.empty} />
            ),
          }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
      {editing && <ResourceDialog resource={editing.resource} onClose={() => setEditing(null)} />}
    </Card>
  );
}
