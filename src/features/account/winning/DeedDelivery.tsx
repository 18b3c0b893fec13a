import { Alert, Button, Card, Descriptions, Form, Input, Radio } from 'antd';
import { apiErrorOf, MSG } from '@/api/errors';
import { useSetDeedDelivery, type WinningDetails } from '@/api/winnings';
import { toast } from '@/lib/notify';
import {
  DEED_DELIVERY,
  DEED_MESSAGES,
  canChooseDeedDelivery,
  deedDeliveryLabel,
  needsShippingAddress,
} from '@/lib/winnings';
import { useSingleMutate } from '@/lib/useSingleSubmit';

interface Values {
  deedDelivery?: string;
  deedShippingAddress?: string;
}

/** The winner's choice of how to receive the deed: a form while the deed is ready and nothing is chosen, then the choice. */
export function DeedDelivery({ win, lotId }: { win: WinningDetails; lotId: number }) {
  const [form] = Form.useForm<Values>();
  const choice = Form.useWatch('deedDelivery', form);
  const save = useSetDeedDelivery(lotId, {
    onSuccess: () => {
      toast('success', 'Your deed delivery option was saved.');
    },
  });
  const saveOnce = useSingleMutate(save);

  if (win.deedDelivery)
    return (
      <Card size="small" title="Deed delivery">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Delivery option">
            <span data-testid="deed-delivery">{deedDeliveryLabel(win.deedDelivery)}</span>
          </Descriptions.Item>
          {win.deedShippingAddress && (
            <Descriptions.Item label="Shipping address">
              <span style={{ whiteSpace: 'pre-line' }}>{win.deedShippingAddress}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
    );
  if (!canChooseDeedDelivery(win.status, win.deedDelivery)) return null;

  const submit = (v: Values) =>
    saveOnce({
      deedDelivery: v.deedDelivery!,
      deedShippingAddress: needsShippingAddress(v.deedDelivery)
        ? (v.deedShippingAddress ?? '').trim()
        : null,
    });
  const w = win.winner;
  const detail: Record<string, string> = {
    MailToWinner: [w.address1, w.address2, w.city, `${w.state} ${w.zip}`.trim()]
      .filter(Boolean)
      .join(', '),
    PickUp: win.auctionHost.name,
  };
  const failure = save.isError ? (apiErrorOf(save.error).serverMessage ?? MSG.requestFailed) : null;

  return (
    <Card size="small" title="Deed delivery" style={{ borderColor: '#52c41a' }}>
      <p style={{ marginTop: 0 }}>
        Your deed is ready. Choose how you would like to receive it; the auction host is told of
        your choice.
      </p>
      <Form<Values>
        form={form}
        layout="vertical"
        name="deed-delivery"
        onFinish={submit}
        disabled={save.isPending}
        requiredMark="optional"
      >
        <Form.Item
          name="deedDelivery"
          label="How would you like to receive the deed?"
          rules={[{ required: true, message: DEED_MESSAGES.option }]}
        >
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={DEED_DELIVERY.map((o) => ({
              value: o.value,
              label: (
                <span>
                  {o.label}
                  {detail[o.value] && (
                    <span style={{ display: 'block', color: '#5b6b7f', fontSize: 13 }}>
                      {detail[o.value]}
                    </span>
                  )}
                </span>
              ),
            }))}
          />
        </Form.Item>
        {needsShippingAddress(choice) && (
          <Form.Item
            name="deedShippingAddress"
            label="Shipping address"
            rules={[{ required: true, whitespace: true, message: DEED_MESSAGES.address }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={300}
              placeholder="Street, city, state and ZIP code"
            />
          </Form.Item>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title="The deed delivery option was not saved."
            description={failure}
          />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save deed delivery
        </Button>
      </Form>
    </Card>
  );
}
