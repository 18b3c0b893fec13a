import { Alert, App, Button, Card, Form } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import type { AuctionDetail } from '@/api/auctionDetail';
import { lookupSameTimeAuctions, useUpdateAuction } from '@/api/auctions';
import AuctionFormFields from '@/components/AuctionFormFields';
import {
  auctionToFormValues,
  sameTimeMessage,
  toAuctionPayload,
  type AuctionFormValues,
} from '@/lib/auctionForm';
import { toast } from '@/lib/notify';
import { settingsLocked } from './rules';

export const SETTINGS_TEXT = {
  title: 'Settings',
  save: 'Save',
  saved: 'The auction settings were saved.',
  locked: 'Settings are locked while the auction is live, finished or cancelled.',
} as const;

/** Other auctions of the company at the new start time, or none when the look-up fails. */
async function sameTimeCount(auctionId: number, startTime: string): Promise<number> {
  try {
    return (await lookupSameTimeAuctions(startTime)).filter((a) => a.id !== auctionId).length;
  } catch {
    return 0;
  }
}

/**
 * The auction's settings under the create rules (spec 2 section 5). Locked when the auction is
 * open or finished; a failed save keeps what was typed; one click sends one request.
 */
export function SettingsCard({ auction }: { auction: AuctionDetail }) {
  const [form] = Form.useForm<AuctionFormValues>();
  const [initialValues] = useState(() => auctionToFormValues(auction));
  const { modal } = App.useApp();
  const locked = settingsLocked(auction);
  const busyRef = useRef(false);
  const [checking, setChecking] = useState(false);

  const save = useUpdateAuction(auction.id, {
    onSuccess: (data) => {
      form.setFieldsValue(auctionToFormValues(data));
      toast('success', SETTINGS_TEXT.saved);
    },
  });

  /** One click, one request: a second click while validating or saving is ignored. */
  const submit = async () => {
    if (busyRef.current || locked) return;
    busyRef.current = true;
    let values: AuctionFormValues;
    try {
      values = await form.validateFields();
    } catch {
      busyRef.current = false;
      return;
    }
    const payload = toAuctionPayload(values);
    const moved = !dayjs(payload.startTime).isSame(dayjs(auction.startTime), 'minute');
    const run = () => save.mutateAsync(payload).catch(() => undefined);
    try {
      if (moved) {
        setChecking(true);
        const others = await sameTimeCount(auction.id, payload.startTime);
        setChecking(false);
        if (others > 0) {
          await new Promise<void>((resolve) =>
            modal.confirm({
              title: sameTimeMessage(others),
              okText: 'Continue',
              onOk: () => run().then(() => resolve()),
              onCancel: () => resolve(),
            }),
          );
          return;
        }
      }
      await run();
    } finally {
      setChecking(false);
      busyRef.current = false;
    }
  };

  return (
    <Card title={SETTINGS_TEXT.title}>
      {locked && (
        <Alert type="info" showIcon title={SETTINGS_TEXT.locked} style={{ marginBottom: 16 }} />
      )}
      <Form<AuctionFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={locked}
        aria-label="Auction settings"
      >
        <AuctionFormFields disabled={locked} />
        <Button
          type="primary"
          loading={save.isPending || checking}
          disabled={locked}
          onClick={() => void submit()}
        >
          {SETTINGS_TEXT.save}
        </Button>
      </Form>
    </Card>
  );
}
