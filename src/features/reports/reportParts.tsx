import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography, type TablePaginationConfig } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { MouseEvent } from 'react';

/** Report date pickers disallow future dates (spec 3 section 5). */
export const isFuture = (d: Dayjs) => d.isAfter(dayjs().endOf('day'));

/** An address as two lines: the street, then the rest in secondary text. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <div>{first}</div>
      {second && <Typography.Text type="secondary">{second}</Typography.Text>}
    </>
  );
}

/** The button that opens or closes a report row's details, named "Show …" or "Hide …". */
export function RowToggle({
  open,
  what,
  onClick,
}: {
  open: boolean;
  what: string;
  onClick(e: MouseEvent<HTMLElement>): void;
}) {
  return (
    <Button
      type="text"
      size="small"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} ${what}`}
      icon={open ? <DownOutlined /> : <RightOutlined />}
      onClick={onClick}
    />
  );
}

/** A report table's paging: the page kept in the address, the server's total, no size changer. */
export const reportPaging = (
  params: { page: number; pageSize: number },
  total: number,
  change: (next: { page: number }) => void,
) => ({
  pagination: {
    current: params.page,
    pageSize: params.pageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: false,
  },
  onChange: (
    pagination: TablePaginationConfig,
    _filters: unknown,
    _sorter: unknown,
    extra: { action: string },
  ) => {
    if (extra.action === 'paginate') change({ page: pagination.current ?? 1 });
  },
});
