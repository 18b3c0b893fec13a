import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Input, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lotQueries } from '../../api/lots';
import type { PublicLotRow } from '../../api/public';
import { formatDateTime, formatMoney, formatPercent, formatAddress } from '../../lib/format';
import {
  SALES_PAGE_SIZE,
  SALES_TABS,
  salesRequest,
  salesTabOf,
  type SalesTab,
} from '../../lib/salesTabs';
import { lotStatusLabel, soldToLabel } from '../../lib/status';
import { useDebounced } from '../../lib/useDebounced';
import { serverNow } from '../../live/clock';
import { FeaturedLots } from './FeaturedLots';
import { TabBar } from '../../components/kit/TabBar';
import { TableRegion } from '../../components/kit/TableRegion';

const columns: TableColumnsType<PublicLotRow> = [
  {
    title: 'Auction Date',
    dataIndex: 'auctionStartTime',
    render: (v: string) => formatDateTime(v),
  },
  { title: 'File #', dataIndex: 'caseFileNumber' },
  { title: 'Auction Host', dataIndex: 'auctionHostName' },
  {
    title: 'Address',
    key: 'address',
    render: (_, r) => formatAddress({ streetLine1: r.streetLine1, streetLine2: r.streetLine2 }),
  },
  { title: 'City', dataIndex: 'city' },
  { title: 'County', dataIndex: 'county' },
  { title: 'Zip', dataIndex: 'zipCode' },
  {
    title: 'Opening Bid',
    dataIndex: 'openingPrice',
    align: 'right',
    render: (v: number) => formatMoney(v, 2),
  },
  {
    title: 'Required Down',
    dataIndex: 'requiredDown',
    align: 'right',
    render: (v: number) => formatPercent(v),
  },
  {
    title: 'Sale Price',
    dataIndex: 'caseSalesPrice',
    align: 'right',
    render: (v: number | null) => formatMoney(v),
  },
  {
    title: 'Continuance',
    dataIndex: 'caseContinuance',
    render: (v: boolean) => (v ? 'Yes' : 'No'),
  },
  { title: 'Sold To', dataIndex: 'caseSoldTo', render: (v: string | null) => soldToLabel(v) },
  {
    title: 'Status',
    dataIndex: 'lotStatus',
    render: (v: string, r) => lotStatusLabel(v, r.isPostponed),
  },
];

/** The home page's featured lots and the sales table with its four tabs and search. */
export default function PublicSales() {
  // A link may name the tab (`/?tab=today`); following another such link switches to it.
  const [params, setParams] = useSearchParams();
  const linkedTab = salesTabOf(params.get('tab'));
  const [tab, setTab] = useState<SalesTab>(linkedTab ?? 'upcoming');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [seenLink, setSeenLink] = useState(linkedTab);
  if (linkedTab !== seenLink) {
    setSeenLink(linkedTab);
    if (linkedTab) {
      setTab(linkedTab);
      setPage(1);
    }
  }
  const clicked = useRef(false);
  useEffect(() => {
    if (clicked.current) clicked.current = false;
    else if (linkedTab)
      document.getElementById('sales-title')?.scrollIntoView?.({ block: 'start' });
  }, [linkedTab]);
  const debounced = useDebounced(search);
  const req = salesRequest(tab, debounced, page, new Date(serverNow()));
  // Day bounds in the request are midnights, so the key stays stable all day.
  const list = useQuery({
    ...lotQueries.public(req),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <FeaturedLots />
      <section
        aria-labelledby="sales-title"
        style={{ maxWidth: 1400, margin: '0 auto', padding: '24px' }}
      >
        <h2 id="sales-title" style={{ fontSize: 24 }}>
          Property Sales
        </h2>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Input.Search
            allowClear
            aria-label="Search by name or address"
            placeholder="Search by name or address"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ width: 280 }}
          />
        </div>
        <TabBar
          labelledBy="sales-title"
          activeKey={tab}
          onChange={(k) => {
            setTab(k as SalesTab);
            setPage(1);
            // Keep a linked address in step, so following the link again selects its tab.
            if (linkedTab) {
              setSeenLink(k as SalesTab);
              clicked.current = true;
              setParams({ tab: k }, { replace: true, preventScrollReset: true });
            }
          }}
          items={SALES_TABS.map((t) => ({ key: t.key, label: t.label }))}
        />
        <TableRegion label="Property Sales">
          <Table<PublicLotRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.data ?? []}
            loading={list.isFetching}
            scroll={{ x: 1100 }}
            rowClassName={(r) => (r.lotStatus === 'Cancelled' ? 'row-cancelled' : '')}
            pagination={{
              current: page,
              pageSize: SALES_PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            locale={{
              emptyText: list.isError
                ? 'Sales could not be loaded right now.'
                : 'No properties found',
            }}
          />
        </TableRegion>
      </section>
    </>
  );
}
