import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Radio, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUCTION_LIST_STATUSES, auctionQueries, type AuctionListStatus } from '../../api/auctions';
import {
  AUCTION_START_TYPES,
  AUCTION_TYPE_LABEL,
  AUCTION_TYPES,
  START_TYPE_LABEL,
} from '../../lib/auctionForm';
import { TabBar } from '../../components/kit/TabBar';
import { AuctionTable } from './list/AuctionTable';
import {
  LIST_TITLE,
  readListParams,
  writeListParams,
  type AuctionListParams,
} from './list/listParams';
import { auctionListRequest } from './list/opening';

const CreateAuctionDialog = lazy(() => import('../../widgets/CreateAuctionDialog'));

const ALL = 'all';
const typeOptions = [
  { value: ALL, label: 'All' },
  ...AUCTION_TYPES.map((t) => ({ value: t, label: AUCTION_TYPE_LABEL[t] })),
];
const startTypeOptions = [
  { value: ALL, label: 'All' },
  ...AUCTION_START_TYPES.map((t) => ({ value: t, label: START_TYPE_LABEL[t] })),
];

function TabLabel({ title, count }: { title: string; count: number | undefined }) {
  return (
    <span>
      {title}
      {count !== undefined && ' '}
      {count !== undefined && (
        <span
          className="auctions-tab-count"
          style={{
            marginInlineStart: 4,
            padding: '0 8px',
            borderRadius: 10,
            background: 'rgba(0, 0, 0, 0.06)',
            fontSize: 12,
          }}
        >
          {count}
        </span>
      )}
    </span>
  );
}

/** The company's auctions (spec 2 section 2): tabs by state with counts, filters, and Create Auction. */
export default function AuctionsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [creating, setCreating] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  // A list: failures are silent and show the empty state.
  const auctions = useQuery({
    ...auctionQueries.list(auctionListRequest(params)),
    placeholderData: keepPreviousData,
  });
  const counts = auctions.data?.counts;
  const showingList = !auctions.isPlaceholderData;

  const update = (next: Partial<AuctionListParams>) =>
    setSearch(writeListParams({ ...params, page: 1, ...next }), { replace: true });

  const openDialog = () => {
    setDialogLoaded(true);
    setCreating(true);
  };

  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title id="auctions-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          Auctions
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={openDialog}>
          Create Auction
        </Button>
      </Flex>
      <TabBar
        labelledBy="auctions-title"
        activeKey={params.list}
        onChange={(key) => update({ list: key as AuctionListStatus })}
        items={AUCTION_LIST_STATUSES.map((status) => ({
          key: status,
          label: <TabLabel title={LIST_TITLE[status]} count={counts?.[status]} />,
        }))}
      />
      <Flex wrap gap={16} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Typography.Text id="auction-type-filter">Type</Typography.Text>
          <Radio.Group
            aria-labelledby="auction-type-filter"
            optionType="button"
            size="small"
            options={typeOptions}
            value={params.type ?? ALL}
            onChange={(e) => {
              const v = e.target.value as string;
              update({ type: v === ALL ? undefined : (v as AuctionListParams['type']) });
            }}
          />
        </Flex>
        <Flex align="center" gap={8}>
          <Typography.Text id="auction-start-type-filter">Start Type</Typography.Text>
          <Radio.Group
            aria-labelledby="auction-start-type-filter"
            optionType="button"
            size="small"
            options={startTypeOptions}
            value={params.startType ?? ALL}
            onChange={(e) => {
              const v = e.target.value as string;
              update({
                startType: v === ALL ? undefined : (v as AuctionListParams['startType']),
              });
            }}
          />
        </Flex>
      </Flex>
      {auctions.isPending ? (
        <div role="status" aria-label="Loading auctions">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <AuctionTable
          list={params.list}
          rows={showingList ? (auctions.data?.data ?? []) : []}
          total={auctions.data?.total ?? 0}
          page={params.page}
          loading={auctions.isFetching && !showingList}
          onPage={(page) => update({ page })}
        />
      )}
      <Suspense fallback={null}>
        {dialogLoaded && <CreateAuctionDialog open={creating} onClose={() => setCreating(false)} />}
      </Suspense>
    </div>
  );
}
