import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { LockedFunds, LockedLot } from '@/api/balance';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

const lotLabel = (lot: LockedLot) => lot.address || `Lot ${lot.lotNumber}`;

/** Where the locked funds are: amounts locked in auctions joined, down payments of pending wins. */
export function LockedFundsTables({ funds }: { funds: LockedFunds }) {
  return (
    <>
      <h3 style={{ fontSize: 16 }}>Active auctions</h3>
      <Table
        size="small"
        rowKey={(r) => r.lot.id}
        pagination={false}
        dataSource={funds.activeAuctions}
        locale={{ emptyText: 'No funds are locked in auctions.' }}
        columns={[
          {
            title: 'Lot',
            key: 'lot',
            render: (_, r) => <Link to={paths.lot(r.lot.id)}>{lotLabel(r.lot)}</Link>,
          },
          {
            title: 'Locked amount',
            key: 'amount',
            align: 'right',
            render: (_, r) => formatMoney(r.amount),
          },
        ]}
      />
      <h3 style={{ fontSize: 16, marginTop: 20 }}>Pending winnings</h3>
      <Typography.Paragraph type="secondary">
        The down payment of a win stays locked until its deposit is received.
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey={(r) => r.lot.id}
        pagination={false}
        dataSource={funds.pendingWinnings}
        locale={{ emptyText: 'No winnings are awaiting a deposit.' }}
        columns={[
          {
            title: 'Lot',
            key: 'lot',
            render: (_, r) => <Link to={paths.winning(r.lot.id)}>{lotLabel(r.lot)}</Link>,
          },
          {
            title: 'Winning bid',
            key: 'bid',
            align: 'right',
            render: (_, r) => formatMoney(r.bidAmount),
          },
          {
            title: 'Down payment',
            key: 'down',
            align: 'right',
            render: (_, r) => formatMoney(r.downAmount),
          },
        ]}
      />
    </>
  );
}
