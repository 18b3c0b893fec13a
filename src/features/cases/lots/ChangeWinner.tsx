import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import type { CaseLot } from '@/api/cases';
import { caseLotQueries, useDeclareWinner, type WinnerAction } from '@/api/caseLots';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { formatDateTime, formatMoney } from '@/lib/format';
import { LOT_TEXT } from '@/lib/lotRules';
import { notice, toast } from '@/lib/notify';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { LOTS_UI } from './lotText';

interface WinnerValues {
  action: WinnerAction;
  bidId?: number;
  description: string;
}

/**
 * Change Winner: the lot's bids are read first ('Auction had no bids!' when there are none),
 * then a dialog changes the winner to a chosen bid or removes it, with a description.
 */
export function ChangeWinner({ lot }: { lot: CaseLot }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<WinnerValues>();
  const action = Form.useWatch('action', form);
  const bids = useQuery({ ...caseLotQueries.bids(lot.id), enabled: open });
  const declare = useDeclareWinner({
    onSuccess: (_l, v) =>
      toast(
        'success',
        v.body.action === 'WinnerChanged' ? LOTS_UI.winnerChanged : LOTS_UI.winnerRemoved,
      ),
  });

  const [openDialog, loading] = useSingleSubmit(async () => {
    const list = await client
      .fetchQuery({ ...caseLotQueries.bids(lot.id), staleTime: 0 })
      .catch(() => null);
    if (!list) return;
    if (!list.length) {
      notice({ kind: 'warning', title: LOT_TEXT.noBids });
      return;
    }
    setOpen(true);
  });

  return (
    <>
      <Button size="small" loading={loading} onClick={() => void openDialog()}>
        {LOTS_UI.changeWinner}
      </Button>
      <FormDialog<WinnerValues>
        open={open}
        form={form}
        title={LOTS_UI.changeWinner}
        initialValues={{ action: 'WinnerChanged' }}
        onClose={() => setOpen(false)}
        onSubmit={(v) =>
          declare.mutateAsync({
            lotId: lot.id,
            body: {
              action: v.action,
              description: v.description.trim(),
              bidId: v.action === 'WinnerChanged' ? (v.bidId ?? null) : null,
            },
          })
        }
      >
        <Form.Item name="action" label={LOTS_UI.winnerAction}>
          <Radio.Group
            options={[
              { value: 'WinnerChanged', label: LOTS_UI.changeWinner },
              { value: 'WinnerRemoved', label: LOTS_UI.removeWinner },
            ]}
          />
        </Form.Item>
        {action !== 'WinnerRemoved' && (
          <Form.Item
            name="bidId"
            label={LOTS_UI.bid}
            rules={[{ required: true, message: LOTS_UI.bidRequired }]}
          >
            <Select
              loading={bids.isLoading}
              options={(bids.data ?? []).map((b) => ({
                value: b.id,
                label: `Paddle ${b.paddleNumber}${b.bidderUserName ? ` (${b.bidderUserName})` : ''} · ${formatMoney(b.amount)} · ${formatDateTime(b.createdDate)}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="description"
          label={LOTS_UI.description}
          rules={[{ required: true, whitespace: true, message: LOTS_UI.descriptionRequired }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
