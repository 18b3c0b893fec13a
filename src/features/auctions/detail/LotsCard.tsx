import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuctionDetail, AuctionLotRow } from '@/api/auctionDetail';
import { useRemoveLotFromAuction, useReorderAuctionLots } from '@/api/auctions';
import { formatMoney, formatPercent } from '@/lib/format';
import { toast } from '@/lib/notify';
import { lotStatusLabel } from '@/lib/status';
import { AddLotsDialog } from './AddLotsDialog';
import { lotAddress, moveItem, orderLocked } from './rules';
import { PUBLISH_TEXT, usePublishLot } from './usePublishLot';
import { TableRegion } from '@/components/kit/TableRegion';
import { paths } from '@/lib/paths';

export const LOTS_TEXT = {
  title: 'Lots',
  add: 'Add lots',
  empty: 'No lots in this auction yet. Add Draft lots of your cases to get started.',
  dragHint: 'Drag a row, or use the arrow buttons, to change the lot order.',
  orderLocked: 'The lot order is fixed once the auction is live, finished or cancelled.',
  remove: 'Remove',
  removeConfirm: (n: number) => `Remove lot ${n} from this auction?`,
  removeOnlyDraft: 'Only Draft lots can be removed from an auction.',
  removed: (n: number) => `Lot ${n} was removed from the auction.`,
  addClosed: 'Lots cannot be added to a finished or cancelled auction.',
} as const;

const percentOrDash = (v: number | null) => (v == null ? '—' : formatPercent(v));

/** The auction's lots in order, with drag and keyboard reordering, publish and remove. */
export function LotsCard({ auction }: { auction: AuctionDetail }) {
  const locked = orderLocked(auction);
  const lots = auction.lots;
  const [adding, setAdding] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const publish = usePublishLot(auction);

  const reorder = useReorderAuctionLots(auction.id);
  const remove = useRemoveLotFromAuction<AuctionLotRow>(auction.id, {
    onSuccess: (_d, lot) => toast('success', LOTS_TEXT.removed(lot.lotNumber)),
  });

  const move = (from: number, to: number) => {
    if (locked || from === to) return;
    const next = moveItem(lots, from, to);
    if (next === lots || next.every((l, i) => l.id === lots[i].id)) return;
    reorder.mutate(next.map((l) => l.id));
  };

  const columns: ColumnsType<AuctionLotRow> = [
    {
      title: 'Order',
      key: 'order',
      width: 120,
      render: (_v, lot, index) => (
        <Space size={4}>
          {!locked && <HolderOutlined aria-hidden style={{ color: '#6b7280' }} />}
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={`Move lot ${lot.lotNumber} up`}
            disabled={locked || index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={`Move lot ${lot.lotNumber} down`}
            disabled={locked || index === lots.length - 1}
            onClick={() => move(index, index + 1)}
          />
        </Space>
      ),
    },
    { title: 'Lot #', dataIndex: 'lotNumber', key: 'lotNumber', width: 70 },
    {
      title: 'Address',
      key: 'address',
      render: (_v, lot) => <Link to={paths.caseLot(lot.caseId, lot.id)}>{lotAddress(lot)}</Link>,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_v, lot) => (
        <Tag
          color={
            lot.lotStatus === 'Cancelled' ? 'red' : lot.lotStatus === 'Draft' ? 'default' : 'green'
          }
        >
          {lotStatusLabel(lot.lotStatus, lot.isPostponed)}
        </Tag>
      ),
    },
    {
      title: 'Opening Price',
      dataIndex: 'openingPrice',
      key: 'openingPrice',
      align: 'right',
      render: (v: number | null) => formatMoney(v),
    },
    {
      title: 'Required Down',
      dataIndex: 'requiredDown',
      key: 'requiredDown',
      align: 'right',
      render: percentOrDash,
    },
    {
      title: 'Min Increment',
      dataIndex: 'minBidIncrements',
      key: 'minBidIncrements',
      align: 'right',
      render: (v: number | null) => formatMoney(v),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, lot) => {
        const draft = lot.lotStatus === 'Draft';
        return (
          <Space size={4} wrap>
            {draft && (
              <Button
                size="small"
                type="primary"
                loading={publish.pendingId === lot.id}
                disabled={publish.isPending && publish.pendingId !== lot.id}
                onClick={() => publish.start(lot)}
                aria-label={`Publish lot ${lot.lotNumber}`}
              >
                {PUBLISH_TEXT.button}
              </Button>
            )}
            {draft ? (
              <Popconfirm
                title={LOTS_TEXT.removeConfirm(lot.lotNumber)}
                okText={LOTS_TEXT.remove}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(lot).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  loading={remove.isPending && remove.variables?.id === lot.id}
                  aria-label={`Remove lot ${lot.lotNumber}`}
                >
                  {LOTS_TEXT.remove}
                </Button>
              </Popconfirm>
            ) : (
              <Tooltip title={LOTS_TEXT.removeOnlyDraft}>
                <Button size="small" disabled aria-label={`Remove lot ${lot.lotNumber}`}>
                  {LOTS_TEXT.remove}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  const closed = auction.isFinished || auction.isCancelled;
  return (
    <Card
      title={`${LOTS_TEXT.title} (${lots.length})`}
      extra={
        <Tooltip title={closed ? LOTS_TEXT.addClosed : undefined}>
          <Button icon={<PlusOutlined />} disabled={closed} onClick={() => setAdding(true)}>
            {LOTS_TEXT.add}
          </Button>
        </Tooltip>
      }
    >
      {lots.length > 1 && (
        <p className="auction-detail-note">{locked ? LOTS_TEXT.orderLocked : LOTS_TEXT.dragHint}</p>
      )}
      <TableRegion>
        <Table<AuctionLotRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={lots}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: LOTS_TEXT.empty }}
          aria-label="Lots of the auction"
          rowClassName={(lot, index) =>
            [
              lot.lotStatus === 'Cancelled' ? 'auction-lot-cancelled' : '',
              locked ? '' : 'auction-lot-draggable',
              dragOver === index ? 'auction-lot-drop-target' : '',
            ]
              .filter(Boolean)
              .join(' ')
          }
          onRow={(lot, index = 0) => ({
            draggable: !locked,
            onDragStart: (e) => {
              dragFrom.current = index;
              e.dataTransfer?.setData('text/plain', String(lot.id));
              if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
            },
            onDragOver: (e) => {
              if (dragFrom.current === null) return;
              e.preventDefault();
              if (dragOver !== index) setDragOver(index);
            },
            onDrop: (e) => {
              e.preventDefault();
              const from = dragFrom.current;
              dragFrom.current = null;
              setDragOver(null);
              if (from !== null) move(from, index);
            },
            onDragEnd: () => {
              dragFrom.current = null;
              setDragOver(null);
            },
          })}
        />
      </TableRegion>
      <AddLotsDialog auction={auction} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
