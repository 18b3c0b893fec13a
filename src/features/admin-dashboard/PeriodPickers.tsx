import { DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { dayOf, isFutureDay, type Period } from '../../lib/adminDashboard';
import { DASHBOARD_TEXT as T } from './dashboardText';

const SHOWN_DAY = 'MM/DD/YYYY';

/** The period's first and last day: no future days, and the first never after the last. */
export function PeriodPickers({
  period,
  onChange,
}: {
  period: Period;
  onChange(period: Period): void;
}) {
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  const future = (d: Dayjs) => isFutureDay(d, new Date());
  return (
    <Flex gap={12} wrap align="center">
      <DatePicker
        aria-label={T.from}
        placeholder={T.from}
        format={SHOWN_DAY}
        allowClear={false}
        value={from}
        disabledDate={(d) => future(d) || d.isAfter(to, 'day')}
        onChange={(d: Dayjs | null) => d && onChange({ ...period, from: dayOf(d) })}
      />
      <DatePicker
        aria-label={T.to}
        placeholder={T.to}
        format={SHOWN_DAY}
        allowClear={false}
        value={to}
        disabledDate={(d) => future(d) || d.isBefore(from, 'day')}
        onChange={(d: Dayjs | null) => d && onChange({ ...period, to: dayOf(d) })}
      />
    </Flex>
  );
}
