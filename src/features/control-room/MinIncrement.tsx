import { memo, useState } from 'react';
import { Button, Form, InputNumber, Modal } from 'antd';
import { setMinIncrement } from '../../api/liveControl';
import type { LiveAuctionLotRow } from '../../api/liveAuction';
import { apiErrorOf } from '../../api/errors';
import { formatMoney } from '../../lib/format';
import { notice, toast } from '../../lib/notify';
import { DEFAULT_MIN_INCREMENT } from '../../live/bidRules';
import { useReturnFocus } from '../../lib/useReturnFocus';
import { useSingleSubmit } from '../../lib/useSingleSubmit';

/** The largest minimum increment the dialog accepts. */
export const MAX_MIN_INCREMENT = 1_000_000;
export const WHOLE_DOLLARS = 'The minimum increment is a whole number of dollars!';
export const tooLarge = () => `The minimum increment is at most ${formatMoney(MAX_MIN_INCREMENT)}!`;

/**
 * The minimum increment and its dialog (spec 3 section 5): the new increment is whole
 * dollars, at least the current one and at most MAX_MIN_INCREMENT; bidders are told of the
 * change by the stream.
 */
export const MinIncrement = memo(function MinIncrement({
  lotId,
  increment,
  disabled,
  onChanged,
}: {
  lotId: number;
  increment: number | null;
  disabled: boolean;
  onChanged(row: Partial<LiveAuctionLotRow>): void;
}) {
  const current = increment && increment > 0 ? increment : DEFAULT_MIN_INCREMENT;
  const [open, setOpen] = useState(false);

  return (
    <div className="control-increment">
      <span>
        Minimum increment <strong>{formatMoney(current)}</strong>
      </span>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        Change
      </Button>
      {open && (
        <IncrementDialog
          lotId={lotId}
          current={current}
          onChanged={onChanged}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
});

/**
 * The new minimum increment; focus goes back to Change when the dialog closes. Not a FormDialog: a
 * refusal is the control room's notice (refresh the page), not a message under the form.
 */
function IncrementDialog({
  lotId,
  current,
  onChanged,
  onClose,
}: {
  lotId: number;
  current: number;
  onChanged(row: Partial<LiveAuctionLotRow>): void;
  onClose(): void;
}) {
  useReturnFocus();
  const [form] = Form.useForm<{ amount: number }>();

  const [save, busy] = useSingleSubmit(async ({ amount }: { amount: number }) => {
    try {
      onChanged(await setMinIncrement(lotId, amount));
      toast('success', `Minimum increment changed to ${formatMoney(amount)}.`);
      onClose();
    } catch (e) {
      notice({
        kind: 'warning',
        title: apiErrorOf(e).serverMessage ?? 'Could not change the minimum increment!',
        description: 'Please refresh the page and try again!',
      });
    }
  });

  return (
    <Modal
      open
      title="Minimum increment"
      okText="Save"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ amount: current }}
        onFinish={(v) => void save(v)}
        preserve={false}
      >
        <Form.Item
          name="amount"
          label="New minimum increment"
          extra={`At least the current increment, ${formatMoney(current)}.`}
          rules={[
            { required: true, message: 'Please enter the minimum increment!' },
            { type: 'integer', message: WHOLE_DOLLARS },
            {
              type: 'number',
              min: current,
              message: `The minimum increment is at least ${formatMoney(current)}!`,
            },
            { type: 'number', max: MAX_MIN_INCREMENT, message: tooLarge() },
          ]}
        >
          <InputNumber prefix="$" style={{ width: '100%' }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
