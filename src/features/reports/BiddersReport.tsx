import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Flex, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import {
  bidderReportExport,
  reportQueries,
  type BidderAuctionHistory,
  type BidderReportRow,
} from '../../api/reports';
import { DownloadButton } from '../../widgets/kit/DownloadButton';
import { ListSearch } from '../../components/kit/ListPage';
import { useListParams } from '../../components/kit/useListParams';
import { AUCTION_TYPE_LABEL } from '../../lib/auctionForm';
import { formatDateTime, formatMoney } from '../../lib/format';
import {
  bidderReportRequest,
  NO_WINNER,
  reportPageSize,
  type BidderReportFilters,
  type ExportKind,
} from '../../lib/reports';
import { SEARCH_DEBOUNCE_MS } from '../../lib/useDebounced';
import { useSession } from '../../lib/useSession';
import { SmallScreenNote } from './SmallScreenNote';
import { reportPaging, RowToggle, TwoLines } from './reportParts';
import { REPORT_FILTERS } from './opening';
import { TableRegion } from '../../components/kit/TableRegion';

export const BIDDERS_REPORT_TEXT = {
  title: 'Bidders Report',
  verifiedOnly: 'Verified Accounts Only',
  phoneVerifiedOnly: 'Verified Phones Only',
  search: 'Search by name or address',
  clear: 'Clear Filter',
  exportPdf: 'Export PDF',
  exportExcel: 'Export Excel',
  empty: 'No bidders found',
  history: 'Participated auctions',
  noHistory: 'No participated auctions',
} as const;
const T = BIDDERS_REPORT_TEXT;

/** The checkboxes as the address keeps them (`?verified=1&phoneVerified=1`). */
const FILTER_KEYS = REPORT_FILTERS.bidders;
const TICKED = '1';

const historyColumns: TableColumnsType<BidderAuctionHistory> = [
  {
    title: 'Auction Start',
    dataIndex: 'auctionStartTime',
    render: (v: string) => formatDateTime(v),
  },
  {
    title: 'Type',
    dataIndex: 'type',
    render: (v: BidderAuctionHistory['type']) => AUCTION_TYPE_LABEL[v],
  },
  {
    title: 'Address',
    key: 'address',
    render: (_, h) => <TwoLines first={h.address1} second={h.address2} />,
  },
  { title: 'Company', dataIndex: 'auctionCompanyName' },
  { title: 'Winner', dataIndex: 'winner', render: (v: string | null) => v || NO_WINNER },
];

const bidderColumns: TableColumnsType<BidderReportRow> = [
  { title: 'Full Name', dataIndex: 'fullName' },
  { title: 'Username', dataIndex: 'userName' },
  {
    title: 'Address',
    key: 'address',
    render: (_, r) => <TwoLines first={r.fullAddress1} second={r.fullAddress2} />,
  },
  { title: 'Phone Number', dataIndex: 'phoneNumber' },
  { title: 'Verification', dataIndex: 'verification' },
  {
    title: 'Available Balance',
    dataIndex: 'availableBalance',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  {
    title: 'Locked Balance',
    dataIndex: 'lockedBalance',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  { title: 'Total Wins', dataIndex: 'totalWins', align: 'right' },
];

/** The auctions a bidder took part in, under their row. */
function AuctionHistory({ row }: { row: BidderReportRow }) {
  return (
    <Table<BidderAuctionHistory>
      aria-label={`${T.history} of ${row.fullName}`}
      size="small"
      rowKey="id"
      columns={historyColumns}
      dataSource={row.auctionHistory}
      pagination={false}
      locale={{ emptyText: T.noHistory }}
    />
  );
}

/**
 * The bidders report (spec 3 section 2.9): verified-account and verified-phone checkboxes, a
 * name or address search, Clear Filter and PDF and Excel exports of the same filters; a table of
 * bidders with their balances and wins, each expandable to the auctions they took part in. The
 * filters and the page are kept in the address. A failed load shows the empty table. Admins,
 * staff and clients call the same endpoint, which answers the bidders the caller may see.
 */
export default function BiddersReport({ admin: _admin }: { admin: boolean }) {
  const { roles } = useSession();
  const pageSize = reportPageSize('bidders', roles);
  const { params, change, setFilter } = useListParams({ pageSize, filterKeys: FILTER_KEYS });
  const filters: BidderReportFilters = {
    verifiedOnly: params.filters.verified === TICKED,
    phoneVerifiedOnly: params.filters.phoneVerified === TICKED,
    search: params.search,
  };
  const body = bidderReportRequest(filters, { current: params.page, pageSize: params.pageSize });
  const { data, isPending, isFetching } = useQuery({
    ...reportQueries.bidders(body),
    placeholderData: keepPreviousData,
  });
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  // Clear Filter also drops text still being typed: the search box starts afresh.
  const [searchBox, setSearchBox] = useState(0);
  const clear = () => {
    setSearchBox((n) => n + 1);
    change({ search: '', filters: {}, page: 1 });
  };

  const exportRequest = (kind: ExportKind) => () =>
    bidderReportExport(bidderReportRequest(filters, null), kind);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Checkbox
          checked={filters.verifiedOnly}
          onChange={(e) => setFilter('verified', e.target.checked ? TICKED : null)}
        >
          {T.verifiedOnly}
        </Checkbox>
        <Checkbox
          checked={filters.phoneVerifiedOnly}
          onChange={(e) => setFilter('phoneVerified', e.target.checked ? TICKED : null)}
        >
          {T.phoneVerifiedOnly}
        </Checkbox>
        <ListSearch
          key={searchBox}
          value={params.search}
          placeholder={T.search}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={(text) => change({ search: text })}
        />
        <Button onClick={clear}>{T.clear}</Button>
        <Space wrap style={{ marginInlineStart: 'auto' }}>
          <DownloadButton request={exportRequest('pdf')}>{T.exportPdf}</DownloadButton>
          <DownloadButton request={exportRequest('excel')}>{T.exportExcel}</DownloadButton>
        </Space>
      </Flex>
      <SmallScreenNote>
        {isPending && !data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <TableRegion>
            <Table<BidderReportRow>
              aria-label={T.title}
              rowKey="id"
              columns={bidderColumns}
              dataSource={data?.data ?? []}
              loading={isFetching}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />,
              }}
              expandable={{
                expandedRowKeys: expanded,
                onExpandedRowsChange: (keys) => setExpanded(keys),
                expandedRowRender: (row) => <AuctionHistory row={row} />,
                expandIcon: ({ expanded: open, record, onExpand }) => (
                  <RowToggle
                    open={open}
                    what={`${T.history.toLowerCase()} of ${record.fullName}`}
                    onClick={(e) => onExpand(record, e)}
                  />
                ),
              }}
              {...reportPaging(params, data?.total ?? 0, change)}
              scroll={{ x: 'max-content' }}
            />
          </TableRegion>
        )}
      </SmallScreenNote>
    </Flex>
  );
}
