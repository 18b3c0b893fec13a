import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryTable } from '../../components/kit/QueryTable';

/** Which dialog is open: adding (no row), or editing one row. */
type Editing<T> = { row?: T } | null;

interface Props<T extends { id: number }> {
  /** The card's title, also naming its region and its table. */
  title: string;
  /** The add button's text. */
  addText: string;
  /** Names the skeleton shown while the list first loads. */
  loadingLabel: string;
  /** Shown when the list is empty. */
  emptyText: string;
  /** The delete confirmation's question. */
  confirmDelete: string;
  list: Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError' | 'isFetching'>;
  /** The record's columns; the Edit and Delete actions come after them. */
  columns: TableColumnsType<T>;
  /** Names a row in its action buttons, e.g. "FAQ How do I bid?". */
  rowLabel: (row: T) => string;
  onDelete: (row: T) => Promise<unknown>;
  /** The add (no row) or edit dialog. */
  renderDialog: (row: T | undefined, onClose: () => void) => ReactNode;
}

/**
 * An admin content list: a paginated table of records, each edited in a dialog or deleted after a
 * confirmation, and an add button that opens the same dialog empty.
 */
export function ContentListCard<T extends { id: number }>({
  title,
  addText,
  loadingLabel,
  emptyText,
  confirmDelete,
  list,
  columns,
  rowLabel,
  onDelete,
  renderDialog,
}: Props<T>) {
  const [editing, setEditing] = useState<Editing<T>>(null);

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${rowLabel(row)}`}
            onClick={() => setEditing({ row })}
          >
            Edit
          </Button>
          <Popconfirm
            destroyOnHidden
            title={confirmDelete}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(row).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${rowLabel(row)}`}
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
      title={title}
      role="region"
      aria-label={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {addText}
        </Button>
      }
    >
      <QueryTable<T>
        query={list}
        loadingLabel={loadingLabel}
        label={title}
        rowKey="id"
        columns={allColumns}
        emptyText={emptyText}
      />
      {editing && renderDialog(editing.row, () => setEditing(null))}
    </Card>
  );
}
