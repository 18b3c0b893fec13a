import { memo, useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { bidState, nextTypedAmount } from '@/live/bidRules';
import { formatMoney, formatNumber } from '@/lib/format';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { BusyButton } from '@/components/kit/BusyButton';

export interface BidFormProps {
  latestBid: number | null;
  openingPrice: number;
  increment: number | null;
  locked: number;
  requiredDown: number;
  open: boolean;
  online: boolean;
  holdsHighest: boolean;
  /** Places the bid; rejects when the server refused it (the typed amount stays). */
  onBid(amount: number): Promise<unknown>;
  onUpdateBalance(): void;
  updatingBalance: boolean;
  label?: string;
}

/** The bid input, quick-add buttons and Place Bid with every rule of spec 1 section 5 (Bid). */
export const BidForm = memo(function BidForm(p: BidFormProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const s = bidState({ ...p, amount });

  // When the minimum moves past what was typed (outbid, new increment), offer the new minimum.
  const [limits, setLimits] = useState<[number, number] | null>(null);
  if (!limits || limits[0] !== s.min || limits[1] !== s.max) {
    setLimits([s.min, s.max]);
    setAmount(nextTypedAmount(amount, s.min, s.max));
  }

  const [submit, sending] = useSingleSubmit(async () => {
    if (!s.canBid || amount == null) return;
    try {
      await p.onBid(amount);
    } catch {
      // The refusal (or a timeout) was shown by the http client; the typed amount stays.
    }
  });

  const id = `bid-${p.label ?? 'main'}`;
  const disabled = !s.canBid || sending;
  return (
    <form
      aria-label="Place a bid"
      // Enter in the amount never sends while Place Bid is disabled: the field rounds what was
      // typed on Enter (1200.5 becomes 1201), which would enable the button in time for the
      // form to send an amount the bidder never saw offered.
      onKeyDownCapture={(e) => {
        if (e.key === 'Enter' && disabled && (e.target as HTMLElement).id === id)
          e.preventDefault();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        Your bid (minimum {formatMoney(s.min)})
      </label>
      <InputNumber
        id={id}
        prefix="$"
        style={{ width: '100%' }}
        // No min or max: the field would keep a typed amount outside them from the form, showing
        // one amount while Place Bid offered another; the bid rules say what is wrong with it.
        precision={0}
        step={p.increment && p.increment > 0 ? p.increment : 1}
        value={amount}
        onChange={(v) => setAmount(typeof v === 'number' ? v : null)}
        disabled={!p.open}
        aria-describedby={`${id}-hint`}
      />
      <div className="room-quick" role="group" aria-label="Quick bid amounts">
        {s.quickAdds.map((q) => (
          <button
            key={q.add}
            type="button"
            disabled={q.disabled || !p.open}
            onClick={() => setAmount(q.amount)}
            aria-label={`Add ${formatMoney(q.add)} to the latest bid (${formatMoney(q.amount)})`}
          >
            +{formatNumber(q.add)}
          </button>
        ))}
      </div>
      <Space wrap>
        <BusyButton
          type="primary"
          htmlType="submit"
          size="large"
          busy={sending}
          disabled={disabled}
        >
          {s.label}
        </BusyButton>
        {s.updateBalance && (
          <Button onClick={p.onUpdateBalance} loading={p.updatingBalance}>
            Update Balance
          </Button>
        )}
      </Space>
      <p id={`${id}-hint`} className="room-hint">
        {s.reason ?? `You can bid up to ${formatMoney(s.max)}.`}
      </p>
    </form>
  );
});
