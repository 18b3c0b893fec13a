import { Button, Form, Space } from 'antd';
import type { CaseLot } from '@/api/cases';
import { useUpdateLot } from '@/api/caseLots';
import { clampRequiredDown } from '@/lib/lotRules';
import { toast } from '@/lib/notify';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { LOTS_UI } from './lotText';
import { PriceFields, type PriceValues } from './PriceFields';

/** The lot in edit mode: its prices in place of their display, saved once per click. */
export function LotPricesForm({ lot, onDone }: { lot: CaseLot; onDone(): void }) {
  const [form] = Form.useForm<PriceValues>();
  const update = useUpdateLot({ onSuccess: () => toast('success', LOTS_UI.saved) });
  const [save, busy] = useSingleSubmit(async (v: PriceValues) => {
    try {
      await update.mutateAsync({
        lotId: lot.id,
        body: {
          openingPrice: v.openingPrice ?? 0,
          requiredDown: clampRequiredDown(v.requiredDown),
          minBidIncrements: v.minBidIncrements ?? 0,
        },
      });
      onDone();
    } catch {
      // The http client has shown the refusal; the values stay for another try.
    }
  });
  return (
    <Form<PriceValues>
      form={form}
      layout="vertical"
      initialValues={{
        openingPrice: lot.openingPrice,
        requiredDown: lot.requiredDown,
        minBidIncrements: lot.minBidIncrements,
      }}
      onFinish={(v) => void save(v)}
      aria-label={LOTS_UI.edit}
      style={{ maxWidth: 420 }}
    >
      <PriceFields inline />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {LOTS_UI.save}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {LOTS_UI.cancel}
        </Button>
      </Space>
    </Form>
  );
}
