import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Empty,
  Flex,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type Key } from 'react';
import {
  bidReportExport,
  reportQueries,
  type AuctionLookupItem,
  type BidReportBid,
  type BidReportRow,
} from '../../api/reports';
import { DownloadButton } from '../../widgets/kit/DownloadButton';
import { useListParams } from '../../components/kit/useListParams';
import { AUCTION_TYPE_LABEL, START_TYPE_LABEL } from '../../lib/auctionForm';
import { formatDateTime, formatMoney } from '../../lib/format';
import {
  auctionLookupRequest,
  bidReportRequest,
  reportPageSize,
  reportWinner,
  type BidReportFilters,
} from '../../lib/reports';
import { useDebounced } from '../../lib/useDebounced';
import { useSession } from '../../lib/useSession';
import { SmallScreenNote } from './SmallScreenNote';
import { isFuture, reportPaging, RowToggle, TwoLines } from './reportParts';
import { REPORT_FILTERS } from './opening';
import { TableRegion } from '../../components/kit/TableRegion';

export const BIDS_REPORT_TEXT = {
  title: 'Bids Report',
  bidder: 'Bidder',
  bidderPlaceholder: 'Search a bidder by name',
  noBidders: 'No bidders found',
  date: 'Auction date',
  datePlaceholder: 'Auction date',
  auction: 'Auction',
  auctionPlaceholder: 'Pick an auction date first',
  noAuctions: 'No auctions on this day',
  clear: 'Clear Filter',
  exportExcel: 'Export Excel',
  empty: 'No bids found',
  loading: 'Loading the bids report',
  bids: 'Bids',
} as const;
const T = BIDS_REPORT_TEXT;

/**
 * The filters as the address keeps them: the auction day (`YYYY-MM-DD`), the auction picked
 * from that day's auctions, and for admins the bidder (id and name, so a reload shows the name).
 */
const FILTER_KEYS = REPORT_FILTERS.bids;
const DAY_FORMAT = 'YYYY-MM-DD';

const idOf = (value: string | undefined): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A day from the address, if it is a real day that is not in the future. */
function dayOf(value: string | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value, DAY_FORMAT);
  return day.isValid() && day.format(DAY_FORMAT) === value && !isFuture(day) ? day : null;
}

/** A lot's row: by its id, else by when and where it ran (the spec's row has no id). */
const bidRowKey = (r: BidReportRow): Key =>
  r.id ?? `${r.startedTime ?? ''}|${r.address1}|${r.address2}`;

const auctionLabel = (a: AuctionLookupItem) =>
  `${formatDateTime(a.startTime)} · ${a.companyName} (${AUCTION_TYPE_LABEL[a.type]}, ${START_TYPE_LABEL[a.startType]})`;

const lotColumns: TableColumnsType<BidReportRow> = [
  {
    title: 'Started Time',
    dataIndex: 'startedTime',
    render: (v: string | null) => formatDateTime(v),
  },
  {
    title: 'Address',
    key: 'address',
    render: (_, r) => <TwoLines first={r.address1} second={r.address2} />,
  },
  { title: 'Company', dataIndex: 'auctionCompanyName' },
  {
    title: 'Opening Price',
    dataIndex: 'openingPrice',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  { title: 'Winner', key: 'winner', render: (_, r) => reportWinner(r) },
  {
    title: 'Winning Amount',
    dataIndex: 'winnerBidAmount',
    align: 'right',
    render: (v: number | null) => formatMoney(v, 2),
  },
  { title: 'Bid Count', dataIndex: 'bidCount', align: 'right' },
];

const bidColumns: TableColumnsType<BidReportBid> = [
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  { title: 'Bidder', dataIndex: 'bidderFullName' },
  { title: 'Time', dataIndex: 'createdDate', render: (v: string) => formatDateTime(v) },
];

/** A lot's bids under its row show 10 at a time when there are more. */
const BIDS_PAGE_SIZE = 10;

/** A lot's bids, newest first, under its row. */
function LotBids({ row }: { row: BidReportRow }) {
  return (
    <Table<BidReportBid>
      aria-label={`${T.bids} on ${row.address1}`}
      size="small"
      rowKey="id"
      columns={bidColumns}
      dataSource={row.bids}
      pagination={
        row.bids.length > BIDS_PAGE_SIZE
          ? { pageSize: BIDS_PAGE_SIZE, size: 'small', showSizeChanger: false }
          : false
      }
    />
  );
}

/** The admin's bidder filter: bidders found by name as the typing pauses. */
function BidderFilter({
  value,
  onChange,
}: {
  value: { id: number; fullName: string } | null;
  onChange(bidder: { id: number; fullName: string } | null): void;
}) {
  const [term, setTerm] = useState('');
  const settled = useDebounced(term.trim());
  const found = useQuery({ ...reportQueries.bidderLookup(settled), enabled: settled !== '' });
  const options = (found.data ?? []).map((b) => ({ value: b.id, label: b.fullName }));
  if (value && !options.some((o) => o.value === value.id))
    options.unshift({ value: value.id, label: value.fullName });
  return (
    <Select<{ value: number; label: string }>
      aria-label={T.bidder}
      showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
      labelInValue
      allowClear
      placeholder={T.bidderPlaceholder}
      style={{ minWidth: 240 }}
      loading={found.isFetching}
      value={value ? { value: value.id, label: value.fullName } : undefined}
      options={options}
      notFoundContent={settled && found.isFetched ? T.noBidders : null}
      onChange={(picked) => {
        setTerm('');
        onChange(picked ? { id: picked.value, fullName: String(picked.label) } : null);
      }}
    />
  );
}

/**
 * The bids report (spec 3 section 2.9): filters auction date (then the auction of that day)
 * and, for admins, bidder; Clear Filter and an Excel export of the same filters; a row per lot
 * that has run (started time, address, company, opening price, winner, winning amount, bid
 * count) with its bids grouped under it. The filters and the page are kept in the address.
 * A failed load shows the empty table.
 */
export default function BidsReport({ admin }: { admin: boolean }) {
  const { roles } = useSession();
  const pageSize = reportPageSize('bids', roles);
  const { params, change } = useListParams({ pageSize, filterKeys: FILTER_KEYS });
  const day = dayOf(params.filters.date);
  const bidderId = admin ? idOf(params.filters.bidderId) : null;
  const bidder = bidderId ? { id: bidderId, fullName: params.filters.bidder ?? '' } : null;

  const lookup = useQuery({
    ...reportQueries.auctionLookup(auctionLookupRequest((day ?? dayjs()).toDate(), admin), admin),
    enabled: day !== null,
  });
  const dayAuctions = day ? (lookup.data ?? []) : [];
  const picked = idOf(params.filters.auctionId);
  // A picked day shows one of its auctions: the one chosen, else its first.
  const auction =
    dayAuctions.find((a) => a.id === picked) ?? (picked === null ? dayAuctions[0] : undefined);
  // A day with no auction (or still loading its auctions) has no bids to show.
  const noAuction = day !== null && !auction;

  const filters: BidReportFilters = { auctionId: auction?.id ?? null, bidderId };
  const body = bidReportRequest(
    filters,
    { current: params.page, pageSize: params.pageSize },
    admin,
  );
  const report = useQuery({
    ...reportQueries.bids(body, admin),
    enabled: !noAuction,
    placeholderData: keepPreviousData,
  });
  const loading = noAuction ? lookup.isPending : report.isPending && !report.data;
  const rows = noAuction ? [] : (report.data?.data ?? []);
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expanded = rows.filter((r) => r.bids.length && !collapsed.has(bidRowKey(r))).map(bidRowKey);

  const setFilters = (next: Partial<Record<(typeof FILTER_KEYS)[number], string | null>>) => {
    const merged: Record<string, string> = { ...params.filters };
    for (const [key, value] of Object.entries(next)) {
      if (value) merged[key] = value;
      else delete merged[key];
    }
    change({ filters: merged, page: 1 });
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        {admin && (
          <BidderFilter
            value={bidder}
            onChange={(b) =>
              setFilters({ bidderId: b ? String(b.id) : null, bidder: b?.fullName ?? null })
            }
          />
        )}
        <DatePicker
          aria-label={T.date}
          placeholder={T.datePlaceholder}
          format="MM/DD/YYYY"
          disabledDate={isFuture}
          value={day}
          onChange={(d: Dayjs | null) =>
            setFilters({ date: d ? d.format(DAY_FORMAT) : null, auctionId: null })
          }
        />
        <Select<number>
          aria-label={T.auction}
          placeholder={T.auctionPlaceholder}
          style={{ minWidth: 320 }}
          disabled={day === null}
          loading={day !== null && lookup.isFetching}
          value={auction?.id}
          options={dayAuctions.map((a) => ({ value: a.id, label: auctionLabel(a) }))}
          notFoundContent={T.noAuctions}
          onChange={(id) => setFilters({ auctionId: String(id) })}
        />
        <Button
          onClick={() => {
            setCollapsed(new Set());
            change({ filters: {}, page: 1 });
          }}
        >
          {T.clear}
        </Button>
        <Space wrap style={{ marginInlineStart: 'auto' }}>
          <DownloadButton
            disabled={noAuction}
            request={() => bidReportExport(bidReportRequest(filters, null, admin), admin)}
          >
            {T.exportExcel}
          </DownloadButton>
        </Space>
      </Flex>
      {day !== null && lookup.isFetched && !dayAuctions.length && (
        <Typography.Text type="secondary" role="status">
          {T.noAuctions}
        </Typography.Text>
      )}
      <SmallScreenNote>
        {loading ? (
          <div role="status" aria-label={T.loading}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : (
          <TableRegion>
            <Table<BidReportRow>
              aria-label={T.title}
              rowKey={bidRowKey}
              columns={lotColumns}
              dataSource={rows}
              loading={!noAuction && report.isFetching}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />,
              }}
              expandable={{
                expandedRowKeys: expanded,
                rowExpandable: (row) => row.bids.length > 0,
                expandedRowRender: (row) => <LotBids row={row} />,
                expandIcon: ({ expanded: open, expandable, record, onExpand }) =>
                  expandable ? (
                    <RowToggle
                      open={open}
                      what={`bids on ${record.address1}`}
                      onClick={(e) => {
                        setCollapsed((prev) => {
                          const next = new Set(prev);
                          if (open) next.add(bidRowKey(record));
                          else next.delete(bidRowKey(record));
                          return next;
                        });
                        onExpand(record, e);
                      }}
                    />
                  ) : null,
              }}
              {...reportPaging(params, noAuction ? 0 : (report.data?.total ?? 0), change)}
              scroll={{ x: 'max-content' }}
            />
          </TableRegion>
        )}
      </SmallScreenNote>
    </Flex>
  );
}
