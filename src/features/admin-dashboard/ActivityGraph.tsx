import { Checkbox, Flex, Skeleton, Slider, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  initialWindow,
  windowRows,
  type Day,
  type DayFigures,
  type DayWindow,
} from '../../lib/adminDashboard';
import { formatDate } from '../../lib/format';
import { DASHBOARD_TEXT as T } from './dashboardText';
import './dashboard.css';

/** The chart's height and the day slider's row: the placeholder keeps both while the figures load. */
const CHART_HEIGHT = 320;
const SLIDER_ROW = 34;

const shortDay = (day: Day) => dayjs(day).format('MM/DD');
const longDay = (day: Day) => dayjs(day).format('dddd, MMMM D, YYYY');

/** The three series: colour and the axis they are read on (auctions are few: their own axis). */
const SERIES = [
  { key: 'auctions', name: T.auctions, color: '#1d4ed8', axis: 'auctions' },
  { key: 'bidders', name: T.bidders, color: '#047857', axis: 'people' },
  { key: 'bids', name: T.bids, color: '#b45309', axis: 'people' },
] as const;

const columns: TableColumnsType<DayFigures> = [
  { title: T.day, dataIndex: 'day', render: (day: Day) => formatDate(day) },
  { title: T.auctions, dataIndex: 'auctions', align: 'right' },
  { title: T.bidders, dataIndex: 'bidders', align: 'right' },
  { title: T.bids, dataIndex: 'bids', align: 'right' },
];

/**
 * The graph of Auctions, Bidders and Bids per day, a range slider over the period's days that
 * starts on the second half (spec 3 section 9) and narrows the days shown, and the same figures
 * as a table: out of sight but read by screen readers, or shown instead of the graph.
 */
export function ActivityGraph({ figures }: { figures: DayFigures[] }) {
  const [range, setRange] = useState<DayWindow | null>(() => initialWindow(figures.length));
  const [asTable, setAsTable] = useState(false);
  const shown = windowRows(figures, range);
  const first = shown[0]?.day;
  const last = shown[shown.length - 1]?.day;
  const data = shown.map((f) => ({ ...f, label: shortDay(f.day) }));

  return (
    <Flex vertical gap={12}>
      <Checkbox checked={asTable} onChange={(e) => setAsTable(e.target.checked)}>
        {T.showTable}
      </Checkbox>
      {!asTable && first && last && (
        <div role="img" aria-label={T.graphLabel(formatDate(first), formatDate(last))}>
          <ResponsiveContainer
            width="100%"
            height={CHART_HEIGHT}
            initialDimension={{ width: 800, height: CHART_HEIGHT }}
          >
            <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis yAxisId="people" allowDecimals={false} />
              <YAxis yAxisId="auctions" orientation="right" allowDecimals={false} />
              <Tooltip />
              <Legend />
              {SERIES.map((s) => (
                <Line
                  key={s.key}
                  type="linear"
                  dataKey={s.key}
                  name={s.name}
                  yAxisId={s.axis}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      {figures.length > 1 && range && (
        <div role="group" aria-label={T.daysShown} style={{ paddingInline: 8, height: SLIDER_ROW }}>
          <Slider
            range
            min={0}
            max={figures.length - 1}
            value={range}
            onChange={(v) => setRange([v[0], v[1]])}
            tooltip={{ formatter: (i) => (i === undefined ? '' : shortDay(figures[i].day)) }}
            ariaLabelForHandle={[T.firstDayShown, T.lastDayShown]}
            ariaValueTextFormatterForHandle={(i) => longDay(figures[i].day)}
          />
        </div>
      )}
      <div className={asTable ? undefined : 'dashboard-sr-only'}>
        <Table<DayFigures>
          aria-label={T.tableCaption}
          size="small"
          rowKey="day"
          columns={columns}
          dataSource={shown}
          pagination={false}
        />
      </div>
    </Flex>
  );
}

/** The graph's place while its figures load: the same rows at the same heights, so nothing moves. */
export function ActivityGraphPlaceholder() {
  return (
    <Flex vertical gap={12} aria-busy>
      <Checkbox disabled>{T.showTable}</Checkbox>
      <div style={{ height: CHART_HEIGHT }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
      <div style={{ height: SLIDER_ROW }} />
      <div className="dashboard-sr-only" />
    </Flex>
  );
}
