import { useQuery } from '@tanstack/react-query';
import { Skeleton, Table, type TableColumnsType } from 'antd';
import { TableRegion } from '../../components/kit/TableRegion';
import { dashboardQueries, type OutstandingBalance } from '../../api/adminDashboard';
import { balanceOf, depositReceived } from '../../lib/adminDashboard';
import {
  formatAddress,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
} from '../../lib/format';
import { DASHBOARD_TEXT as T } from './dashboardText';

/** Dashboard tables show 10 rows a page (spec 3 section 9). */
const PAGE_SIZE = 10;

const money = (v: number) => formatMoney(v, 2);

const columns: TableColumnsType<OutstandingBalance> = [
  { title: T.address, key: 'address', render: (_, row) => formatAddress(row) },
  { title: T.company, dataIndex: 'auctionCompanyName' },
  { title: T.stoppedTime, dataIndex: 'stoppedTime', render: formatDateTime },
  { title: T.winner, dataIndex: 'winner' },
  { title: T.winAmount, dataIndex: 'winAmount', align: 'right', render: money },
  { title: T.reliefFee, dataIndex: 'reliefFee', align: 'right', render: money },
  { title: T.requiredDown, dataIndex: 'requiredDown', align: 'right', render: formatPercent },
  {
    title: T.depositReceived,
    dataIndex: 'depositReceivedDate',
    render: (d: string | null) => (depositReceived(d) ? formatDate(d) : T.notReceived),
  },
  {
    title: T.balance,
    key: 'balance',
    align: 'right',
    render: (_, row) => money(balanceOf(row)),
  },
];

/**
 * Lots sold and awaiting payoff whose full payment has not been received, with what each winner
 * still owes; 10 a page. A failed load shows the empty text, without a message.
 */
export function OutstandingBalances() {
  const { data, isPending } = useQuery(dashboardQueries.outstandingBalances());
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  // Nine columns: on a narrow screen the table scrolls sideways inside its own region.
  return (
    <TableRegion>
      <Table<OutstandingBalance>
        aria-label={T.balancesTitle}
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        locale={{ emptyText: T.noBalances }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </TableRegion>
  );
}
