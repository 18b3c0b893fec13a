import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { dashboardQueries } from '../../api/adminDashboard';
import {
  dailyFigures,
  dashboardTotals,
  defaultPeriod,
  periodDays,
  periodRequest,
  type Period,
} from '../../lib/adminDashboard';
import { ActivityGraph, ActivityGraphPlaceholder } from './ActivityGraph';
import { DASHBOARD_TEXT as T } from './dashboardText';
import { OutstandingBalances } from './OutstandingBalances';
import { PeriodPickers } from './PeriodPickers';
import { TotalsCards } from './TotalsCards';

const sectionTitle = (text: string) => (
  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
    {text}
  </Typography.Title>
);

/**
 * /admin/dashboard (spec 3 section 2.5): the graph of auctions, bidders and bids per day and the
 * totals of a period (the last 30 days to start with), and the outstanding balances. Failed
 * loads show the empty states, without a message.
 */
export default function AdminDashboardPage() {
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(new Date()));
  const report = useQuery(dashboardQueries.report(periodRequest(period)));
  const days = useMemo(() => periodDays(period), [period]);
  const figures = useMemo(
    () => (report.data ? dailyFigures(report.data.items, days) : []),
    [report.data, days],
  );

  const graph = report.isPending ? (
    <ActivityGraphPlaceholder />
  ) : !report.data?.items.length ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noActivity} />
  ) : (
    <ActivityGraph key={`${period.from}|${period.to}`} figures={figures} />
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {T.title}
      </Typography.Title>
      <Card
        className="dashboard-graph"
        title={sectionTitle(T.graphTitle)}
        extra={<PeriodPickers period={period} onChange={setPeriod} />}
      >
        {graph}
      </Card>
      <Card title={sectionTitle(T.totalsTitle)}>
        <TotalsCards
          totals={
            report.isPending
              ? undefined
              : dashboardTotals(report.data ?? { items: [], newBidders: 0, newAuctioneers: 0 })
          }
        />
      </Card>
      <Card title={sectionTitle(T.balancesTitle)}>
        <OutstandingBalances />
      </Card>
    </Flex>
  );
}
