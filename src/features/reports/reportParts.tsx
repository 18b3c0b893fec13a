import { Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Report date pickers disallow future dates (spec 3 section 5). */
export const isFuture = (d: Dayjs) => d.isAfter(dayjs().endOf('day'));

/** An address as two lines: the street, then the rest in secondary text. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <div>{first}</div>
      {second && <Typography.Text type="secondary">{second}</Typography.Text>}
    </>
  );
}
