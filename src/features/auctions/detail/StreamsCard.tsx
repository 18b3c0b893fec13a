import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AuctionDetail, AuctionStream, StreamStatus } from '@/api/auctionDetail';
import { useDeleteStream, useSaveStream } from '@/api/auctions';
import { formatDateTime } from '@/lib/format';
import { isHttpUrl } from '@/lib/httpUrl';
import { toast } from '@/lib/notify';
import { rules, V } from '@/lib/validation';
import { TableRegion } from '@/components/kit/TableRegion';
import { FormDialog } from '@/widgets/kit/FormDialog';

/** The video host of every stream (the type is always YouTube), shown in the URL example. */
export const STREAM_HOST = 'https://www.youtube.com';

export const STREAMS_TEXT = {
  title: 'Streams',
  add: 'Add Stream',
  edit: 'Edit Stream',
  empty: 'No streams yet. Add the YouTube stream of the sale room.',
  saved: 'The stream was saved.',
  deleted: 'The stream was deleted.',
  deleteConfirm: 'Delete this stream?',
} as const;

const STATUSES: StreamStatus[] = ['Offline', 'Live'];

interface StreamForm {
  title: string;
  url: string;
  status: StreamStatus;
}

function StreamDialog({
  auctionId,
  stream,
  onClose,
}: {
  auctionId: number;
  /** The stream to edit, or null for a new one. */
  stream: AuctionStream | null;
  onClose: () => void;
}) {
  const save = useSaveStream(auctionId);
  return (
    <FormDialog<StreamForm>
      open
      title={stream ? STREAMS_TEXT.edit : STREAMS_TEXT.add}
      onClose={onClose}
      onSubmit={async (v) => {
        await save.mutateAsync({
          streamId: stream?.id,
          body: { title: v.title.trim(), url: v.url.trim(), status: v.status, type: 'YouTube' },
        });
        toast('success', STREAMS_TEXT.saved);
      }}
      initialValues={
        stream
          ? { title: stream.title, url: stream.url, status: stream.status }
          : { title: '', url: '', status: 'Offline' }
      }
    >
      <Form.Item name="title" label="Title" rules={[rules.required()]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="url" label="URL" rules={[rules.required(), rules.url(STREAM_HOST)]}>
        <Input placeholder={`${STREAM_HOST}/watch?v=`} inputMode="url" />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: V.required }]}>
        <Select options={STATUSES.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Form.Item label="Type">
        <Input value="YouTube" disabled aria-label="Type" />
      </Form.Item>
    </FormDialog>
  );
}

/** The auction's video streams: list, add, edit and delete. */
export function StreamsCard({ auction }: { auction: AuctionDetail }) {
  const [editing, setEditing] = useState<AuctionStream | null | 'new'>(null);
  const remove = useDeleteStream<AuctionStream>(auction.id, {
    onSuccess: () => toast('success', STREAMS_TEXT.deleted),
  });

  return (
    <Card
      title={STREAMS_TEXT.title}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {STREAMS_TEXT.add}
        </Button>
      }
    >
      <TableRegion>
        <Table<AuctionStream>
          rowKey="id"
          size="small"
          dataSource={auction.streams}
          pagination={false}
          locale={{ emptyText: STREAMS_TEXT.empty }}
          scroll={{ x: 520 }}
          columns={[
            {
              title: 'Title',
              key: 'title',
              // Only an http(s) address becomes a link: a stored `javascript:` URL stays text.
              render: (_v, s) =>
                isHttpUrl(s.url) ? (
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.title}
                  </a>
                ) : (
                  s.title
                ),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              key: 'status',
              render: (v: StreamStatus) => <Tag color={v === 'Live' ? 'red' : 'default'}>{v}</Tag>,
            },
            { title: 'Type', dataIndex: 'type', key: 'type' },
            {
              title: 'Added',
              dataIndex: 'createdDate',
              key: 'createdDate',
              render: (v: string) => formatDateTime(v),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, s) => (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Edit stream ${s.title}`}
                    onClick={() => setEditing(s)}
                  />
                  <Popconfirm
                    title={STREAMS_TEXT.deleteConfirm}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(s).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete stream ${s.title}`}
                      loading={remove.isPending && remove.variables?.id === s.id}
                    />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </TableRegion>
      {editing && (
        <StreamDialog
          auctionId={auction.id}
          stream={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
