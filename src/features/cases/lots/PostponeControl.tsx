import { Button, DatePicker, Form, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CaseLot } from '@/api/cases';
import { usePostponeLot } from '@/api/caseLots';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { toast } from '@/lib/notify';
import { LOT_DATE_FORMAT } from './AuctionDateControl';
import { LOTS_UI } from './lotText';

/** Postpone (with the continuance date) or Remove postponed flag, for a Listed lot not started. */
export function PostponeControl({
  lot,
  action,
}: {
  lot: CaseLot;
  action: 'postpone' | 'unPostpone';
}) {
  const [open, setOpen] = useState(false);
  const mutation = usePostponeLot({
    onSuccess: (_l, { body }) =>
      toast('success', body.action === 'postpone' ? LOTS_UI.postponedDone : LOTS_UI.unpostponed),
  });
  const unPostpone = () =>
    mutation
      .mutateAsync({ lotId: lot.id, body: { action: 'unPostpone', date: null, isPostpone: false } })
      .catch(() => undefined);

  return (
    <>
      {action === 'unPostpone' ? (
        <Popconfirm
          title={LOTS_UI.removePostponedConfirm}
          okText={LOTS_UI.removePostponed}
          onConfirm={unPostpone}
        >
          <Button size="small" loading={mutation.isPending}>
            {LOTS_UI.removePostponed}
          </Button>
        </Popconfirm>
      ) : (
        <Button size="small" onClick={() => setOpen(true)}>
          {LOTS_UI.postpone}
        </Button>
      )}
      <FormDialog<{ date: Dayjs }>
        open={open}
        title={LOTS_UI.postponeTitle}
        okText={LOTS_UI.postpone}
        onClose={() => setOpen(false)}
        onSubmit={(v) =>
          mutation.mutateAsync({
            lotId: lot.id,
            body: { action: 'postpone', date: v.date.toISOString(), isPostpone: true },
          })
        }
      >
        <Form.Item
          name="date"
          label={LOTS_UI.continuanceDate}
          rules={[{ required: true, message: LOTS_UI.continuanceRequired }]}
        >
          <DatePicker format={LOT_DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
