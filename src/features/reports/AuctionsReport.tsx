import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Pagination,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  auctionReportExport,
  reportQueries,
  type AuctionReport,
  type AuctionReportLot,
} from '../../api/reports';
import { DownloadButton } from '../../widgets/kit/DownloadButton';
import { useListParams } from '../../components/kit/useListParams';
import { AUCTION_TYPE_LABEL, AUCTION_TYPES, START_TYPE_LABEL } from '../../lib/auctionForm';
import { formatDateTime, formatMoney } from '../../lib/format';
import {
  auctionReportRequest,
  dayRange,
  durationText,
  NO_WINNER,
  reportPageSize,
  type AuctionReportFilters,
  type AuctionType,
  type ExportKind,
} from '../../lib/reports';
import { useSession } from '../../lib/useSession';
import { SmallScreenNote } from './SmallScreenNote';
import { isFuture } from './reportParts';
import { REPORT_FILTERS } from './opening';
import { TableRegion } from '../../components/kit/TableRegion';

export const AUCTIONS_REPORT_TEXT = {
  title: 'Auctions Report',
  startDate: 'Start date',
  endDate: 'End date',
  type: 'Auction type',
  allTypes: 'All types',
  company: 'Company',
  allCompanies: 'All companies',
  clear: 'Clear Filter',
  exportPdf: 'Export PDF',
  exportExcel: 'Export Excel',
  empty: 'No auctions found',
  noLots: 'No lots in this auction',
} as const;
const T = AUCTIONS_REPORT_TEXT;

/** The filters as the address keeps them: days as YYYY-MM-DD, the type, the company id. */
const FILTER_KEYS = REPORT_FILTERS.auctions;
const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'MM/DD/YYYY';

const dayOf = (raw: string | undefined): Dayjs | null => {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const d = dayjs(raw);
  return d.isValid() && d.format(DAY) === raw ? d : null;
};

const money = (v: number | null) => (v == null ? NO_WINNER : formatMoney(v, 2));

const lotColumns: TableColumnsType<AuctionReportLot> = [
  {
    title: 'Address',
    key: 'address',
    render: (_, lot) => (
      <>
        <div>{lot.address1}</div>
        {lot.address2 && <Typography.Text type="secondary">{lot.address2}</Typography.Text>}
      </>
    ),
  },
  {
    title: 'Opening Bid',
    dataIndex: 'openingPrice',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  { title: 'Bidder Count', dataIndex: 'bidderCount', align: 'right' },
  { title: 'Bid Count', dataIndex: 'bidCount', align: 'right' },
  { title: 'Winner', dataIndex: 'winner', render: (v: string | null) => v || NO_WINNER },
  {
    title: 'Winner Bid Amount',
    dataIndex: 'winnerBidAmount',
    align: 'right',
    render: money,
  },
];

/** One auction: its facts, then its lots. */
function AuctionBlock({ auction }: { auction: AuctionReport }) {
  const date = formatDateTime(auction.startTime);
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {date}
        </Typography.Title>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 5 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'date', label: 'Date', children: date },
          { key: 'company', label: 'Company', children: auction.companyName },
          { key: 'duration', label: 'Duration', children: durationText(auction.duration) },
          { key: 'type', label: 'Type', children: AUCTION_TYPE_LABEL[auction.type] },
          { key: 'startType', label: 'Start Type', children: START_TYPE_LABEL[auction.startType] },
        ]}
      />
      <TableRegion>
        <Table<AuctionReportLot>
          aria-label={`Lots of the auction of ${date}`}
          size="small"
          rowKey="id"
          columns={lotColumns}
          dataSource={auction.lots}
          pagination={false}
          locale={{ emptyText: T.noLots }}
          scroll={{ x: 'max-content' }}
        />
      </TableRegion>
    </Card>
  );
}

/**
 * The auctions report (spec 3 section 2.9): start date, end date, auction type and, for admins,
 * company filters with Clear Filter; PDF and Excel exports of every auction of the filters; each
 * auction of the page as a block with its lots, newest first. The filters and the page are kept
 * in the address. A failed load shows the empty state, without a message.
 */
export default function AuctionsReport({ admin }: { admin: boolean }) {
  const { roles } = useSession();
  const pageSize = reportPageSize('auctions', roles);
  const { params, change, setFilter } = useListParams({ pageSize, filterKeys: FILTER_KEYS });
  const from = dayOf(params.filters.from);
  const to = dayOf(params.filters.to);
  const type = AUCTION_TYPES.find((t) => t === params.filters.type) ?? null;
  const companyId =
    admin && /^\d+$/.test(params.filters.company ?? '') ? Number(params.filters.company) : null;

  const filters: AuctionReportFilters = {
    beginDate: from ? dayRange(from.toDate()).date : null,
    endDate: to ? dayRange(to.toDate()).endDate : null,
    type,
    companyId,
  };
  const body = auctionReportRequest(filters, { current: params.page, pageSize }, admin);
  const { data, isPending, isFetching } = useQuery({
    ...reportQueries.auctions(body, admin),
    placeholderData: keepPreviousData,
  });
  const companies = useQuery({ ...reportQueries.companies(), enabled: admin });

  const exportRequest = (kind: ExportKind) => () =>
    auctionReportExport(auctionReportRequest(filters, null, admin), kind, admin);

  const blocks = data?.data ?? [];
  const results =
    isPending && !data ? (
      <Skeleton active paragraph={{ rows: 8 }} />
    ) : !blocks.length ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
    ) : (
      <Spin spinning={isFetching}>
        <Flex vertical gap={16}>
          {blocks.map((a) => (
            <AuctionBlock key={a.id ?? `${a.startTime}|${a.companyName}`} auction={a} />
          ))}
          <Pagination
            align="end"
            current={params.page}
            pageSize={pageSize}
            total={data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => change({ page })}
          />
        </Flex>
      </Spin>
    );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <DatePicker
          aria-label={T.startDate}
          placeholder={T.startDate}
          format={SHOWN_DAY}
          value={from}
          disabledDate={(d) => isFuture(d) || (to !== null && d.isAfter(to, 'day'))}
          onChange={(d: Dayjs | null) => setFilter('from', d ? d.format(DAY) : null)}
        />
        <DatePicker
          aria-label={T.endDate}
          placeholder={T.endDate}
          format={SHOWN_DAY}
          value={to}
          disabledDate={(d) => isFuture(d) || (from !== null && d.isBefore(from, 'day'))}
          onChange={(d: Dayjs | null) => setFilter('to', d ? d.format(DAY) : null)}
        />
        <Select<AuctionType>
          aria-label={T.type}
          placeholder={T.allTypes}
          allowClear
          value={type ?? undefined}
          options={AUCTION_TYPES.map((t) => ({ value: t, label: AUCTION_TYPE_LABEL[t] }))}
          onChange={(t) => setFilter('type', t ?? null)}
          style={{ minWidth: 160 }}
        />
        {admin && (
          <Select<number>
            aria-label={T.company}
            placeholder={T.allCompanies}
            allowClear
            showSearch
            optionFilterProp="label"
            loading={companies.isPending}
            value={companyId ?? undefined}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => setFilter('company', id == null ? null : String(id))}
            style={{ minWidth: 220 }}
          />
        )}
        <Button onClick={() => change({ filters: {}, page: 1 })}>{T.clear}</Button>
        <Space wrap style={{ marginInlineStart: 'auto' }}>
          <DownloadButton request={exportRequest('pdf')}>{T.exportPdf}</DownloadButton>
          <DownloadButton request={exportRequest('excel')}>{T.exportExcel}</DownloadButton>
        </Space>
      </Flex>
      <SmallScreenNote>{results}</SmallScreenNote>
    </Flex>
  );
}
