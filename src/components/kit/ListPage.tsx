import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { Flex, Input, Skeleton, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ListDefaults,
  type ListParams,
} from '../../lib/listParams';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/useDebounced';
import { useListParams, type ListParamsApi } from './useListParams';
import { TableRegion } from './TableRegion';

/** What list endpoints answer: one page of rows and the total (spec 2 and 3 section 7). */
export interface ListResult<Row> {
  data: Row[];
  total: number;
}

/** The query options of one page (a resource's `xQueries.list(params)`). */
export type ListQuery<Row, Key extends QueryKey> = UseQueryOptions<
  ListResult<Row>,
  Error,
  ListResult<Row>,
  Key
>;

export interface ListPageProps<Row extends object, Key extends QueryKey> {
  /** `(params) => xQueries.list(params)`, or the options already built from the same params. */
  query: ((params: ListParams) => ListQuery<Row, Key>) | ListQuery<Row, Key>;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** Shown when there are no rows, and when the request failed (lists fail silently). */
  emptyText: ReactNode;
  /** Page size, sort, sortable fields and filter names (10 per page unless said otherwise). */
  defaults?: ListDefaults;
  /** The search box; `debounceMs` is 500 unless the spec says otherwise (documents 250). */
  search?: { placeholder: string; debounceMs?: number };
  /** Offers page sizes (the spec's properties list). */
  sizeChanger?: boolean;
  /** Filter controls, given the list's state to read and change. */
  filters?: (list: ListParamsApi) => ReactNode;
  /** Actions beside the search (e.g. an Add button). */
  extra?: ReactNode;
  onRow?: TableProps<Row>['onRow'];
  /** The table's accessible name. */
  label?: string;
}

/** The search box: typing changes the address (and the request) once the typing pauses. */
export function ListSearch({
  value,
  placeholder,
  debounceMs,
  onSearch,
}: {
  value: string;
  placeholder: string;
  debounceMs: number;
  onSearch(text: string): void;
}) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, debounceMs);
  // The address changed elsewhere (Back, a link): show its search.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== settled) setText(value);
  }
  // Typing paused: the settled text becomes the list's search, once.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== value) onSearch(settled);
  }, [settled, value, onSearch]);
  return (
    <Input.Search
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => {
        setText(v);
        if (v !== value) onSearch(v);
      }}
      style={{ maxWidth: 320 }}
    />
  );
}

const sortKeyOf = <Row,>(col: TableColumnsType<Row>[number]): string | undefined => {
  if (col.key !== undefined) return String(col.key);
  return 'dataIndex' in col && typeof col.dataIndex === 'string' ? col.dataIndex : undefined;
};

/**
 * A back-office list: debounced search, filters, server-side pagination and sorting, all
 * kept in the address; a skeleton while the first page loads, the previous page kept while
 * the next loads, and the empty text when there are no rows or the request failed.
 */
export function ListPage<Row extends object, Key extends QueryKey>({
  query,
  columns,
  rowKey,
  emptyText,
  defaults = {},
  search,
  sizeChanger = false,
  filters,
  extra,
  onRow,
  label,
}: ListPageProps<Row, Key>) {
  const pageSizes = sizeChanger
    ? [...new Set([defaults.pageSize ?? DEFAULT_PAGE_SIZE, ...(defaults.pageSizes ?? PAGE_SIZES)])]
    : undefined;
  const list = useListParams({ ...defaults, pageSizes });
  const { params, change } = list;
  const options = typeof query === 'function' ? query(params) : query;
  const { data, isPending, isFetching } = useQuery({
    ...options,
    placeholderData: keepPreviousData,
  });

  const sortedColumns = columns.map((col) => {
    if (!col.sorter) return col;
    const key = sortKeyOf(col);
    return { ...col, sortOrder: key && params.sort?.field === key ? params.sort.order : null };
  });

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? params.pageSize;
      if (size !== params.pageSize) change({ pageSize: size });
      else change({ page: pagination.current ?? 1 });
    } else if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const field = s?.columnKey ?? (typeof s?.field === 'string' ? s.field : undefined);
      change({ sort: s?.order && field ? { field: String(field), order: s.order } : null });
    }
  };

  return (
    <Flex vertical gap={16}>
      {(search || filters || extra) && (
        <Flex gap={12} wrap align="center">
          {search && (
            <ListSearch
              value={params.search}
              placeholder={search.placeholder}
              debounceMs={search.debounceMs ?? SEARCH_DEBOUNCE_MS}
              onSearch={(text) => change({ search: text })}
            />
          )}
          {filters?.(list)}
          {extra && <div style={{ marginInlineStart: 'auto' }}>{extra}</div>}
        </Flex>
      )}
      {isPending && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <TableRegion>
          <Table<Row>
            aria-label={label}
            rowKey={rowKey}
            columns={sortedColumns}
            dataSource={data?.data ?? []}
            loading={isFetching}
            locale={{ emptyText }}
            onRow={onRow}
            onChange={onChange}
            pagination={{
              current: params.page,
              pageSize: params.pageSize,
              total: data?.total ?? 0,
              showSizeChanger: sizeChanger,
              pageSizeOptions: pageSizes,
            }}
            scroll={{ x: 'max-content' }}
          />
        </TableRegion>
      )}
    </Flex>
  );
}
