import { Alert, Button, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { BusyButton } from '@/components/kit/BusyButton';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { changeLockedAmount, changePurchaseProfile, joinLot } from '@/api/joining';
import { locateNearby } from '@/api/nearbyPlace';
import { purchaseProfileQueries } from '@/api/purchaseProfiles';
import { maxBiddable } from '@/live/bidRules';
import { ROOM } from '@/live/roomText';
import { formatMoney, formatPercent } from '@/lib/format';
import { notice } from '@/lib/notify';
import { useReturnFocus } from '@/lib/useReturnFocus';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { paths } from '@/lib/paths';

export type JoinMode = 'join' | 'amount' | 'profile';

interface Props {
  mode: JoinMode;
  auctionId: number;
  lotId: number;
  requiredDown: number;
  /** Funds the bidder can still lock (the available balance). */
  available: number;
  /** What is locked on this lot now (changing the amount may reuse it). */
  lockedHere: number;
  currentProfileId: number | null;
  onClose(): void;
  onDone(): void;
  onRefreshBalance(): void;
  refreshingBalance: boolean;
}

interface Values {
  purchaseProfileId?: number;
  amount?: number | null;
}

const TITLE: Record<JoinMode, string> = {
  join: 'Join Auction',
  amount: 'Change locked amount',
  profile: 'Change purchase profile',
};

/**
 * Joining a lot (spec 1 section 5, Join modal), changing the locked amount or the purchase profile.
 * Not a FormDialog: its footer is the join's own (Join, or the change it makes, with the funds to
 * link first when there are none) and a refusal is the room's notice.
 */
export function JoinModal(p: Props) {
  useReturnFocus();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const max = p.mode === 'amount' ? p.available + Math.max(0, p.lockedHere) : p.available;
  const profiles = useQuery({
    ...purchaseProfileQueries.options(),
    enabled: p.mode !== 'amount',
  });

  const [submit, saving] = useSingleSubmit(async (v: Values) => {
    try {
      if (p.mode === 'join') {
        // The live stream the bidder joins with names the place near them: asked for now, on
        // their click, never as the page loads.
        void locateNearby();
        try {
          await joinLot(p.auctionId, p.lotId, v.amount!, v.purchaseProfileId!, 'online');
        } catch {
          notice({ kind: 'warning', title: ROOM.joinFailed, description: ROOM.refreshPage });
          return;
        }
      } else if (p.mode === 'amount') await changeLockedAmount(p.auctionId, p.lotId, v.amount!);
      else await changePurchaseProfile(p.auctionId, v.purchaseProfileId!);
      p.onDone();
      p.onClose();
    } catch {
      // The http client showed the failure; the modal keeps what was typed.
    }
  });

  const noFunds = p.mode !== 'profile' && max <= 0;
  const footer = noFunds ? (
    <Button onClick={p.onClose}>Close</Button>
  ) : (
    <Space>
      <Button onClick={p.onClose}>Cancel</Button>
      <BusyButton
        type="primary"
        busy={saving}
        disabled={p.mode !== 'profile' && (!amount || amount <= 0)}
        onClick={() => form.submit()}
      >
        {p.mode === 'join' ? 'Join' : 'Save'}
      </BusyButton>
    </Space>
  );

  return (
    <Modal open title={TITLE[p.mode]} onCancel={p.onClose} footer={footer} destroyOnHidden>
      {noFunds ? (
        <Alert
          type="warning"
          showIcon
          title={ROOM.insufficientBalance}
          description={
            <>
              Link or refresh a bank account to lock funds:{' '}
              <Link to={paths.accountTab('balance')}>Linked Accounts</Link>
            </>
          }
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          initialValues={{
            purchaseProfileId: p.currentProfileId ?? undefined,
            amount: p.mode === 'amount' ? Math.max(0, p.lockedHere) : undefined,
          }}
        >
          {p.mode !== 'amount' && (
            <Form.Item
              name="purchaseProfileId"
              label="Purchase profile"
              rules={[{ required: true, message: ROOM.selectProfile }]}
            >
              <Select
                loading={profiles.isLoading}
                placeholder="Select a purchase profile"
                options={(profiles.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
                notFoundContent={
                  profiles.isLoading ? null : (
                    <span>
                      No purchase profiles yet.{' '}
                      <Link to={paths.accountTab('purchase')}>Add one</Link>
                    </span>
                  )
                }
              />
            </Form.Item>
          )}
          {p.mode !== 'profile' && (
            <Form.Item
              name="amount"
              label="Amount to lock"
              extra={
                <>
                  Available balance {formatMoney(max)}{' '}
                  <Button
                    type="link"
                    size="small"
                    loading={p.refreshingBalance}
                    onClick={p.onRefreshBalance}
                  >
                    Refresh balance
                  </Button>
                </>
              }
              rules={[
                { required: true, message: 'Please enter the amount to lock!' },
                {
                  validator: (_, v: number | null) =>
                    v == null || (Number.isInteger(v) && v >= 0 && v <= max)
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(`Please enter a whole amount from $0 to ${formatMoney(max)}!`),
                        ),
                },
              ]}
            >
              <InputNumber prefix="$" min={0} max={max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {p.mode !== 'profile' && (
            <Typography.Paragraph type="secondary">
              With a required down of {formatPercent(p.requiredDown)} you can bid up to{' '}
              <strong>{formatMoney(maxBiddable(amount ?? 0, p.requiredDown))}</strong>.
            </Typography.Paragraph>
          )}
        </Form>
      )}
    </Modal>
  );
}
