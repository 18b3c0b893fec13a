import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { TableRegion } from './TableRegion';

/** What the table needs of the query that loads its rows. */
export interface RowsQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/**
 * The rows of one query as a table, ten to a page: a skeleton (a status named `loadingLabel`)
 * until the first rows arrive, then the table, with `emptyText` when there are none.
 */
export function QueryTable<T extends object>({
  query,
  loadingLabel,
  label,
  rowKey,
  columns,
  emptyText,
}: {
  query: RowsQuery<T>;
  loadingLabel: string;
  label: string;
  rowKey: string & keyof T;
  columns: TableColumnsType<T>;
  emptyText: string;
}) {
  if (query.isPending && !query.isError)
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  return (
    <TableRegion>
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
        }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </TableRegion>
  );
}
