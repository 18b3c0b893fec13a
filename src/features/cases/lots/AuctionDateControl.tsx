import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Space, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { CaseLot } from '@/api/cases';
import { caseLotQueries, usePostponeLot } from '@/api/caseLots';
import { formatDateTime } from '@/lib/format';
import { auctionDateAction, auctionDateBlock, LOT_TEXT } from '@/lib/lotRules';
import { notice, toast } from '@/lib/notify';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { LOTS_UI } from './lotText';

const DAY = 'YYYY-MM-DD';
export const LOT_DATE_FORMAT = 'MM/DD/YYYY';
export const LOT_TIME_FORMAT = 'h:mm A';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The auction date of a Draft lot: a calendar where the days with an upcoming auction are
 * enabled, a time picker (5-minute steps) offering that day's auction times, and Set Date for
 * the first assignment or Change Date after.
 */
export function AuctionDateControl({ lot }: { lot: CaseLot }) {
  const start = lot.auction ? dayjs(lot.auction.startTime) : null;
  const [date, setDate] = useState<Dayjs | null>(start);
  const [time, setTime] = useState<Dayjs | null>(start);
  const lookup = useQuery(caseLotQueries.auctionLookup());
  const { action, label } = auctionDateAction(lot);

  // Without the look-up (not loaded or failed) no day is refused here: the server decides.
  const auctions = useMemo(
    () => (lookup.data ?? []).filter((a) => !a.isStarted).map((a) => dayjs(a.startTime)),
    [lookup.data],
  );
  const known = lookup.isSuccess;
  const days = useMemo(() => new Set(auctions.map((a) => a.format(DAY))), [auctions]);
  const thatDay = date ? auctions.filter((a) => a.format(DAY) === date.format(DAY)) : [];

  const postpone = usePostponeLot({
    onSuccess: (_lot, { body }) =>
      toast('success', body.action === 'initialSet' ? LOTS_UI.dateSet : LOTS_UI.dateChanged),
  });
  const [submit, busy] = useSingleSubmit(async () => {
    const block = auctionDateBlock(date, time);
    if (block || !date || !time) {
      notice({ kind: 'warning', title: block ?? LOT_TEXT.dateRequired });
      return;
    }
    const when = date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
    await postpone
      .mutateAsync({ lotId: lot.id, body: { action, date: when.toISOString(), isPostpone: false } })
      .catch(() => undefined);
  });

  return (
    <div style={{ margin: '12px 0' }}>
      <Space wrap align="start">
        <DatePicker
          aria-label={LOTS_UI.auctionDateInput}
          placeholder={LOTS_UI.date}
          format={LOT_DATE_FORMAT}
          value={date}
          onChange={setDate}
          disabledDate={(d) => known && !days.has(d.format(DAY))}
        />
        <TimePicker
          aria-label={LOTS_UI.auctionTimeInput}
          placeholder={LOTS_UI.time}
          format={LOT_TIME_FORMAT}
          use12Hours
          minuteStep={5}
          showNow={false}
          value={time}
          onChange={setTime}
          disabledTime={() =>
            known && thatDay.length
              ? {
                  disabledHours: () =>
                    range(24).filter((h) => !thatDay.some((a) => a.hour() === h)),
                  disabledMinutes: (h: number) =>
                    range(60).filter(
                      (m) => !thatDay.some((a) => a.hour() === h && a.minute() === m),
                    ),
                }
              : {}
          }
        />
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {label}
        </Button>
      </Space>
      {date && known && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {thatDay.length
            ? `${LOTS_UI.auctionsThatDay}: ${thatDay.map((a) => formatDateTime(a.toDate())).join(', ')}`
            : LOTS_UI.noAuctionsThatDay}
        </Typography.Paragraph>
      )}
    </div>
  );
}
