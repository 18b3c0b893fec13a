import { Card, Collapse, Empty, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { type AuctionBidderRow, type AuctionDetail } from '@/api/auctionDetail';
import { auctionQueries } from '@/api/auctions';
import { formatDateTime, formatMoney } from '@/lib/format';
import { lotAddress } from './rules';
import { TableRegion } from '@/components/kit/TableRegion';

export const BIDDERS_TEXT = {
  title: 'Bidders',
  none: 'No bidders have joined the lots of this auction yet.',
  noneForLot: 'No bidders joined this lot.',
  preRegistered: 'Pre-registered',
  spectating: 'Spectating',
} as const;

/** The amount a bidder locked: -1 is a pre-registration, 0 a spectator. */
function amountText(amount: number) {
  if (amount === -1) return BIDDERS_TEXT.preRegistered;
  if (amount === 0) return BIDDERS_TEXT.spectating;
  return formatMoney(amount);
}

const columns: ColumnsType<AuctionBidderRow> = [
  { title: 'Paddle', dataIndex: 'paddleNumber', key: 'paddle', width: 90 },
  {
    title: 'Name',
    key: 'name',
    render: (_v, b) => `${b.bidderFirstName} ${b.bidderLastName}`.trim() || '—',
  },
  { title: 'User Name', dataIndex: 'bidderUserName', key: 'userName' },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    render: amountText,
  },
  {
    title: 'Entered',
    dataIndex: 'enteredDate',
    key: 'entered',
    render: (v: string) => formatDateTime(v),
  },
  {
    title: 'Left',
    dataIndex: 'leftDate',
    key: 'left',
    render: (v: string | null) => formatDateTime(v),
  },
];

/** Who joined each lot of the auction (paddle, name, user name, amount, entered, left). */
export function BiddersCard({ auction }: { auction: AuctionDetail }) {
  const query = useQuery({
    ...auctionQueries.bidders(auction.id),
    refetchInterval: auction.isOpen ? 15_000 : false,
  });
  const rows = query.data ?? [];
  const byLot = new Map<number, AuctionBidderRow[]>();
  for (const r of rows) byLot.set(r.lotId, [...(byLot.get(r.lotId) ?? []), r]);
  const withBidders = auction.lots.filter((l) => byLot.has(l.id));

  return (
    <Card title={BIDDERS_TEXT.title}>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !auction.lots.length || !rows.length ? (
        <Empty description={BIDDERS_TEXT.none} />
      ) : (
        <Collapse
          defaultActiveKey={withBidders.map((l) => String(l.id))}
          items={auction.lots.map((lot) => {
            const list = byLot.get(lot.id) ?? [];
            return {
              key: String(lot.id),
              label: `Lot ${lot.lotNumber}: ${lotAddress(lot)} (${list.length} ${
                list.length === 1 ? 'bidder' : 'bidders'
              })`,
              children: (
                <TableRegion>
                  <Table<AuctionBidderRow>
                    rowKey="id"
                    size="small"
                    columns={columns}
                    dataSource={list}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    locale={{ emptyText: BIDDERS_TEXT.noneForLot }}
                    scroll={{ x: 640 }}
                  />
                </TableRegion>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
