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
  readAuctionListParams,
  writeAuctionListParams,
  type AuctionListParams,
} from './list/listParams';
import { auctionListRequest } from './list/opening';

const CreateAuctionDialog = lazy(() => import('../../widgets/CreateAuctionDialog'));

const ALL = 'all';

/** A labelled row of option buttons: All, which clears the filter, then one per value. */
function ButtonFilter<T extends string>({
  id,
  label,
  values,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange(value: T | undefined): void;
}) {
  return (
    <Flex align="center" gap={8}>
      <Typography.Text id={id}>{label}</Typography.Text>
      <Radio.Group
        aria-labelledby={id}
        optionType="button"
        size="small"
        options={[
          { value: ALL, label: 'All' },
          ...values.map((v) => ({ value: v, label: labels[v] })),
        ]}
        value={value ?? ALL}
        onChange={(e) => {
          const v = e.target.value as string;
          onChange(v === ALL ? undefined : (v as T));
        }}
      />
    </Flex>
  );
}

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
  const params = readAuctionListParams(search);
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
    setSearch(writeAuctionListParams({ ...params, page: 1, ...next }), { replace: true });

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
        <ButtonFilter
          id="auction-type-filter"
          label="Type"
          values={AUCTION_TYPES}
          labels={AUCTION_TYPE_LABEL}
          value={params.type}
          onChange={(type) => update({ type })}
        />
        <ButtonFilter
          id="auction-start-type-filter"
          label="Start Type"
          values={AUCTION_START_TYPES}
          labels={START_TYPE_LABEL}
          value={params.startType}
          onChange={(startType) => update({ startType })}
        />
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
