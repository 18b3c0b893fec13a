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
import { helpQueries, useDeleteHelp, type Help } from '../../api/helps';
import { ADMIN_SETTINGS_MSG } from '../../lib/adminSettings';
import { toast } from '../../lib/notify';
import { FaqDialog } from './faqs/FaqDialog';

export const NO_FAQS = 'No FAQs yet.';

/** Which dialog is open: adding, or editing one question. */
type Editing = { help?: Help } | null;

/**
 * /admin/settings/faqs: the help center's questions and answers, added, edited and deleted
 * (after a confirmation); /faq and /help-center show every change.
 */
export default function FaqsPage() {
  const helps = useQuery(helpQueries.list());
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteHelp({
    onSuccess: () => toast('success', ADMIN_SETTINGS_MSG.faqDeleted),
  });

  const columns: TableColumnsType<Help> = [
    { title: 'Question', dataIndex: 'question', width: '35%' },
    {
      title: 'Answer',
      dataIndex: 'answer',
      render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, h) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit FAQ ${h.question}`}
            onClick={() => setEditing({ help: h })}
          >
            Edit
          </Button>
          <Popconfirm
            destroyOnHidden
            title={ADMIN_SETTINGS_MSG.confirmDeleteFaq}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(h.id).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete FAQ ${h.question}`}
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
      title="FAQs"
      role="region"
      aria-label="FAQs"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          Add FAQ
        </Button>
      }
    >
      {helps.isPending && !helps.isError ? (
        <div role="status" aria-label="Loading the FAQs">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <Table<Help>
          aria-label="FAQs"
          rowKey="id"
          columns={columns}
          dataSource={helps.data ?? []}
          loading={helps.isFetching}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FAQS} />,
          }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
      {editing && <FaqDialog help={editing.help} onClose={() => setEditing(null)} />}
    </Card>
  );
}
