import { Button, Descriptions, Space, Tag } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { caseQueries, type CaseDetail, type CaseLot } from '@/api/cases';
import { usePostSaleStep, type PostSaleStep } from '@/api/caseLots';
import { formatDateTime, formatMoney } from '@/lib/format';
import { deedIssueBlock, hasDeposit, postSaleButtons } from '@/lib/lotRules';
import { notice, toast } from '@/lib/notify';
import { formatPhoneInput } from '@/lib/phone';
import { soldToLabel } from '@/lib/status';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { deedDeliveryLabel } from '@/lib/winnings';
import { LOTS_UI } from './lotText';

/** The lot as the server has it now (the case is fetched again, and the page shows it too). */
async function freshLot(client: QueryClient, kase: CaseDetail, lot: CaseLot): Promise<CaseLot> {
  const fresh = await client
    .fetchQuery({ ...caseQueries.detail(kase.id), staleTime: 0 })
    .catch(() => undefined);
  return fresh?.lots.find((l) => l.id === lot.id) ?? lot;
}

const DONE: Record<PostSaleStep, string> = {
  deposit: LOTS_UI.depositConfirmed,
  payment: LOTS_UI.paymentConfirmed,
  deedready: LOTS_UI.deedReadyDone,
  deedissued: LOTS_UI.deedIssuedDone,
};

/**
 * A sold lot: the winner, the deposit and the full payment (received dates, or the buttons
 * confirming them, with past-due flags), the deed delivery, and the deed steps once the case
 * is court approved. `canAct` is false for those who only read the case.
 */
export function PostSalePanel({
  lot,
  kase,
  canAct,
}: {
  lot: CaseLot;
  kase: CaseDetail;
  canAct: boolean;
}) {
  const buttons = postSaleButtons(lot, kase.caseStatus);
  const step = usePostSaleStep({ onSuccess: (_lot, v) => toast('success', DONE[v.step]) });
  const client = useQueryClient();
  const [run, busy] = useSingleSubmit(async (s: PostSaleStep) => {
    // The winner chooses the delivery on their own page: judged on the case as it is now.
    const block = s === 'deedissued' ? deedIssueBlock(await freshLot(client, kase, lot)) : null;
    if (block) {
      notice({ kind: 'warning', title: block });
      return;
    }
    await step.mutateAsync({ lotId: lot.id, step: s }).catch(() => undefined);
  });
  const action = (s: PostSaleStep, label: string, primary = false) => (
    <Button
      size="small"
      type={primary ? 'primary' : 'default'}
      loading={busy && step.variables?.step === s}
      disabled={busy}
      onClick={() => void run(s)}
    >
      {label}
    </Button>
  );
  const w = lot.winner;
  const deposit = hasDeposit(lot.depositReceivedDate);

  return (
    <div style={{ marginTop: 12 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} title={LOTS_UI.winner}>
        <Descriptions.Item label={LOTS_UI.soldTo}>{soldToLabel(lot.soldTo)}</Descriptions.Item>
        {w && (
          <>
            <Descriptions.Item label={LOTS_UI.winner}>{w.bidBidderFullName}</Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.paddle}>{w.paddleNumber}</Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.amount}>{formatMoney(w.bidAmount)}</Descriptions.Item>
            <Descriptions.Item label={LOTS_UI.phone}>
              {w.phoneNumber ? formatPhoneInput(w.phoneNumber) : '—'}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={LOTS_UI.depositReceived}>
          <Space size={4} wrap>
            {deposit
              ? formatDateTime(lot.depositReceivedDate)
              : canAct && buttons.confirmDeposit
                ? action('deposit', LOTS_UI.confirmDeposit, true)
                : '—'}
            {lot.isDepositPastDue && <Tag color="red">{LOTS_UI.depositPastDue}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={LOTS_UI.paymentReceived}>
          <Space size={4} wrap>
            {lot.paymentReceivedDate
              ? formatDateTime(lot.paymentReceivedDate)
              : canAct && buttons.confirmPayment
                ? action('payment', LOTS_UI.confirmPayment, true)
                : '—'}
            {lot.isFullPaymentPastDue && <Tag color="red">{LOTS_UI.paymentPastDue}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={LOTS_UI.deedDelivery}>
          {lot.deedDelivery ? deedDeliveryLabel(lot.deedDelivery) : LOTS_UI.deedNotSet}
        </Descriptions.Item>
        {lot.deedShippingAddress && (
          <Descriptions.Item label={LOTS_UI.shippingAddress}>
            {lot.deedShippingAddress}
          </Descriptions.Item>
        )}
      </Descriptions>
      {canAct && (buttons.deedReady || buttons.deedIssued) && (
        <Space style={{ marginTop: 8 }}>
          {buttons.deedReady && action('deedready', LOTS_UI.deedReady, true)}
          {buttons.deedIssued && action('deedissued', LOTS_UI.deedIssued, true)}
        </Space>
      )}
    </div>
  );
}
