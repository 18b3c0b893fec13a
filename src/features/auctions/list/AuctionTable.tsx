import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { AuctionListRow, AuctionListStatus } from '@/api/auctions';
import { AUCTION_TYPE_LABEL, START_TYPE_LABEL } from '@/lib/auctionForm';
import { formatDateTime } from '@/lib/format';
import { AUCTIONS_PAGE_SIZE, auctionRowPath } from './listParams';
import { TableRegion } from '@/components/kit/TableRegion';

const EMPTY_TEXT: Record<AuctionListStatus, string> = {
  live: 'No live auctions',
  upcoming: 'No upcoming auctions',
  completed: 'No completed auctions',
  cancelled: 'No cancelled auctions',
};

/** One page of the company's auctions; a row opens the auction (a live one, its control room). */
export function AuctionTable({
  list,
  rows,
  total,
  page,
  loading,
  onPage,
}: {
  list: AuctionListStatus;
  rows: AuctionListRow[];
  total: number;
  page: number;
  loading: boolean;
  onPage(page: number): void;
}) {
  const navigate = useNavigate();
  const opens = list === 'live' ? 'Open the control room of auction' : 'Open auction';

  const columns: TableColumnsType<AuctionListRow> = [
    {
      title: 'ID',
      dataIndex: 'id',
      width: 110,
      render: (id: number) => (
        <Link
          to={auctionRowPath(id, list)}
          aria-label={`${opens} ${id}`}
          // The row click does the same; this keeps one navigation per click.
          onClick={(e) => e.stopPropagation()}
        >
          {id}
        </Link>
      ),
    },
    {
      title: 'Date',
      dataIndex: 'startTime',
      render: (t: string, row) => (
        <>
          {formatDateTime(t)}
          {row.isTest && (
            <Tag color="purple" style={{ marginInlineStart: 8 }}>
              Test
            </Tag>
          )}
        </>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      render: (t: AuctionListRow['type']) => AUCTION_TYPE_LABEL[t] ?? t,
    },
    {
      title: 'Start Type',
      dataIndex: 'startType',
      render: (t: AuctionListRow['startType']) => START_TYPE_LABEL[t] ?? t,
    },
    { title: 'Lots', dataIndex: 'lotCount', align: 'right', width: 100 },
  ];

  return (
    <TableRegion>
      <Table<AuctionListRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 560 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[list]} />,
        }}
        onRow={(row) => ({
          onClick: () => navigate(auctionRowPath(row.id, list)),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: page,
          pageSize: AUCTIONS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    </TableRegion>
  );
}
