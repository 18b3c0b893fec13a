import { Card, Col, Row, Statistic } from 'antd';
import { FigurePlaceholder } from '../../components/PageSkeleton';
import { averageText, type DashboardTotals } from '../../lib/adminDashboard';
import { formatMoney } from '../../lib/format';
import { DASHBOARD_TEXT as T } from './dashboardText';

/**
 * The period's totals, money in US dollars; the average shows N/A when there were no auctions.
 * While they load (`totals` undefined) each card holds its title and a placeholder on its line.
 */
export function TotalsCards({ totals }: { totals?: DashboardTotals }) {
  const items = [
    { key: 'auctions', title: T.auctions, value: totals && String(totals.auctions) },
    { key: 'bidders', title: T.bidders, value: totals && String(totals.bidders) },
    { key: 'bids', title: T.bids, value: totals && String(totals.bids) },
    { key: 'newBidders', title: T.newBidders, value: totals && String(totals.newBidders) },
    {
      key: 'newAuctioneers',
      title: T.newAuctioneers,
      value: totals && String(totals.newAuctioneers),
    },
    {
      key: 'winAmount',
      title: T.totalWinAmount,
      value: totals && formatMoney(totals.winAmount, 2),
      money: true,
    },
    {
      key: 'average',
      title: T.averageWinAmount,
      value: totals && averageText(totals.average),
      money: true,
    },
  ];
  return (
    <Row gutter={[12, 12]} role="list" aria-label={T.totalsTitle}>
      {items.map((i) => (
        // Designed: on a phone the counts sit two to a row and the sums of money (up to
        // $9,999,999,999.99) one to a row, so no figure is cut.
        <Col key={i.key} xs={'money' in i ? 24 : 12} sm={12} md={8} xl={6} xxl={3} role="listitem">
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={i.title}
              value={i.value ?? ''}
              formatter={() => i.value ?? <FigurePlaceholder />}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
