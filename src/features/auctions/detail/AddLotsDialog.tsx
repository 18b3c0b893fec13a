import { Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuctionDetail, AuctionLotRow } from '@/api/auctionDetail';
import { auctionQueries, useAssignLots } from '@/api/auctions';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/notify';
import { lotStatusLabel } from '@/lib/status';
import { lotAddress } from './rules';

export const ADD_LOTS_TEXT = {
  title: 'Add lots',
  intro: 'Draft lots of your cases that are not in an auction yet. Only Draft lots can be added.',
  empty: 'No Draft lots without an auction.',
  ok: (n: number) => (n ? `Add ${n} ${n === 1 ? 'lot' : 'lots'}` : 'Add'),
  done: (n: number) => `${n} ${n === 1 ? 'lot was' : 'lots were'} added to the auction.`,
} as const;

/** Picks the company's Draft lots with no auction and adds them, one call each, in the order shown. */
export function AddLotsDialog({
  auction,
  open,
  onClose,
}: {
  auction: AuctionDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  const available = useQuery({
    ...auctionQueries.availableLots(auction.id),
    enabled: open,
    staleTime: 0,
  });
  const rows = (available.data ?? []).filter((l) => l.lotStatus === 'Draft');

  const add = useAssignLots(auction.id, {
    // Lots already added stay added even when a later one is refused.
    onSettled: (_n, _e, { assigned }) =>
      setSelected((s) => s.filter((id) => !assigned.includes(id))),
    onSuccess: (n) => {
      toast('success', ADD_LOTS_TEXT.done(n));
      onClose();
    },
  });

  const close = () => {
    if (add.isPending) return;
    setSelected([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={ADD_LOTS_TEXT.title}
      width={760}
      okText={ADD_LOTS_TEXT.ok(selected.length)}
      okButtonProps={{ disabled: !selected.length }}
      confirmLoading={add.isPending}
      onOk={() => {
        if (!add.isPending && selected.length) add.mutate({ lotIds: selected, assigned: [] });
      }}
      onCancel={close}
      destroyOnHidden
    >
      <p className="auction-detail-note">{ADD_LOTS_TEXT.intro}</p>
      <Table<AuctionLotRow>
        rowKey="id"
        size="small"
        loading={available.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: ADD_LOTS_TEXT.empty }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (lot) => ({ 'aria-label': `Select ${lotAddress(lot)}` }),
        }}
        columns={[
          { title: 'Case Number', dataIndex: 'caseNumber', key: 'caseNumber' },
          { title: 'Address', key: 'address', render: (_v, lot) => lotAddress(lot) },
          {
            title: 'Status',
            key: 'status',
            render: (_v, lot) => lotStatusLabel(lot.lotStatus, lot.isPostponed),
          },
          {
            title: 'Opening Price',
            dataIndex: 'openingPrice',
            key: 'openingPrice',
            align: 'right',
            render: (v: number | null) => formatMoney(v),
          },
        ]}
      />
    </Modal>
  );
}
