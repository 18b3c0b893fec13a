import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { CaseLot } from '@/api/cases';
import { caseLotQueries, usePostponeLot } from '@/api/caseLots';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { formatDateTime } from '@/lib/format';
import { LOT_TEXT } from '@/lib/lotRules';
import { toast } from '@/lib/notify';
import { LOT_DATE_FORMAT, LOT_TIME_FORMAT } from './AuctionDateControl';
import { LOTS_UI } from './lotText';

const DAY = 'YYYY-MM-DD';

interface ChangeDateValues {
  auctionDate: Dayjs;
  auctionTime: Dayjs;
}

/**
 * Change Date for a published lot whose auction has not started: a dialog with the calendar
 * (days of the company's upcoming auctions) and the time, both required ('Date and Time
 * Required'); the lot moves to the auction starting then.
 */
export function ChangeDateControl({ lot }: { lot: CaseLot }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChangeDateValues>();
  const picked = Form.useWatch('auctionDate', form);
  const lookup = useQuery({ ...caseLotQueries.auctionLookup(), enabled: open });
  const mutation = usePostponeLot({ onSuccess: () => toast('success', LOTS_UI.dateChanged) });

  // Without the look-up (not loaded or failed) no day is refused here: the server decides.
  const auctions = useMemo(
    () => (lookup.data ?? []).filter((a) => !a.isStarted).map((a) => dayjs(a.startTime)),
    [lookup.data],
  );
  const days = useMemo(() => new Set(auctions.map((a) => a.format(DAY))), [auctions]);
  const thatDay = picked ? auctions.filter((a) => a.format(DAY) === picked.format(DAY)) : [];
  const start = lot.auction ? dayjs(lot.auction.startTime) : undefined;

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {LOTS_UI.changeDate}
      </Button>
      <FormDialog<ChangeDateValues>
        open={open}
        form={form}
        title={LOTS_UI.changeDateTitle}
        okText={LOTS_UI.changeDate}
        initialValues={{ auctionDate: start, auctionTime: start }}
        onClose={() => setOpen(false)}
        onSubmit={({ auctionDate: date, auctionTime: time }) => {
          const when = date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
          return mutation.mutateAsync({
            lotId: lot.id,
            body: { action: 'changeDate', date: when.toISOString(), isPostpone: false },
          });
        }}
      >
        <Form.Item
          name="auctionDate"
          label={LOTS_UI.auctionDate}
          rules={[{ required: true, message: LOT_TEXT.dateRequired }]}
        >
          <DatePicker
            aria-label={LOTS_UI.auctionDateInput}
            format={LOT_DATE_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(d) => lookup.isSuccess && !days.has(d.format(DAY))}
          />
        </Form.Item>
        <Form.Item
          name="auctionTime"
          label={LOTS_UI.time}
          rules={[{ required: true, message: LOT_TEXT.dateRequired }]}
        >
          <TimePicker
            aria-label={LOTS_UI.auctionTimeInput}
            format={LOT_TIME_FORMAT}
            use12Hours
            minuteStep={5}
            showNow={false}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {picked && lookup.isSuccess && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {thatDay.length
              ? `${LOTS_UI.auctionsThatDay}: ${thatDay.map((a) => formatDateTime(a.toDate())).join(', ')}`
              : LOTS_UI.noAuctionsThatDay}
          </Typography.Paragraph>
        )}
      </FormDialog>
    </>
  );
}
