import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button, InputNumber, Select, Space } from 'antd';
import { BusyButton } from '../../components/kit/BusyButton';
import { placeBidFor } from '../../api/liveControl';
import { apiErrorOf } from '../../api/errors';
import { formatMoney } from '../../lib/format';
import { notice, toast } from '../../lib/notify';
import { maxBiddable, minimumBid, quickBids } from '../../live/bidRules';
import { useLiveLotValue } from '../../live/hooks';
import type { LiveStore } from '../../live/store';
import { useLiveBidders } from './Bidders';
import type { LiveBidder } from '../../live/types';
import { useSingleSubmit } from '../../lib/useSingleSubmit';

export const BID_AMOUNT_WRONG = 'The bid amount is wrong!';
export const INSUFFICIENT_DEPOSIT = 'Insufficient Deposit';

interface BidForBidderProps {
  store: LiveStore;
  auctionId: number;
  lotId: number;
  openingPrice: number;
  increment: number | null;
  requiredDown: number;
  running: boolean;
}

/**
 * Places a bid on a bidder's behalf (spec 3 section 5): the bidder is one of the active
 * bidders who can bid (not spectating, not pre-registered); the amount starts at the
 * next bid, the quick-bid buttons set it to a step above the current bid, and it is capped
 * at the bidder's deposit. The form renders at low priority, so a burst of bids never
 * blocks the lot controls.
 */
export const BidForBidder = memo(function BidForBidder({ store, ...props }: BidForBidderProps) {
  const active = useDeferredValue(useLiveBidders(store, props.lotId, 'activeBidders'));
  const latest = useDeferredValue(
    useLiveLotValue(store, props.lotId, (l) => l?.bidList[0]?.amount ?? null),
  );
  return <BidForm {...props} active={active} latest={latest} />;
});

const BidForm = memo(function BidForm({
  auctionId,
  lotId,
  openingPrice,
  increment,
  requiredDown,
  running,
  active,
  latest,
}: Omit<BidForBidderProps, 'store'> & { active: readonly LiveBidder[]; latest: number | null }) {
  const eligible = useMemo(
    () => active.filter((b) => !b.isSpectator && !b.isPreRegistered),
    [active],
  );
  const [bidderId, setBidderId] = useState<number | null>(null);
  // undefined: not typed, the next bid is proposed; null: cleared by the user.
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const chosen = eligible.find((b) => b.id === bidderId) ?? null;
  const next = minimumBid(latest, openingPrice, increment);
  const deposit = chosen ? maxBiddable(chosen.maxBidAmount, requiredDown) : null;
  const short = deposit != null && next > deposit;
  const amount = typed === undefined ? next : typed;
  const quick = quickBids(latest, openingPrice, next, deposit);

  const [send, busy] = useSingleSubmit(async (bidder: LiveBidder, bidAmount: number) => {
    try {
      const bid = await placeBidFor(auctionId, lotId, bidder.id, bidAmount);
      toast(
        'success',
        `Bid of ${formatMoney(bid.amount)} placed for Paddle ${bidder.paddleNumber}.`,
      );
      setTyped(undefined);
    } catch (e) {
      notice({ kind: 'warning', title: apiErrorOf(e).serverMessage ?? BID_AMOUNT_WRONG });
    }
  });

  const submit = () => {
    if (busy || !chosen) return;
    if (amount == null || !Number.isFinite(amount) || amount <= 0) {
      setError(BID_AMOUNT_WRONG);
      return;
    }
    setError(null);
    void send(chosen, Math.min(amount, deposit ?? amount));
  };

  return (
    <section className="control-box" aria-label="Bid for a bidder">
      <h2>Bid for a bidder</h2>
      <div className="control-form">
        <Select
          aria-label="Bidder"
          placeholder="Choose a bidder"
          value={chosen?.id ?? null}
          onChange={(id: number) => setBidderId(id)}
          notFoundContent="No bidder can bid on this lot."
          options={eligible.map((b) => ({
            value: b.id,
            label: `Paddle ${b.paddleNumber} · ${b.firstName} ${b.lastName}`,
          }))}
          style={{ minWidth: 220 }}
        />
        <InputNumber
          aria-label="Bid amount"
          prefix="$"
          precision={0}
          min={1}
          max={deposit ?? undefined}
          value={amount}
          status={error ? 'error' : undefined}
          onChange={(v) => {
            setTyped(v == null ? null : Number(v));
            setError(null);
          }}
          onPressEnter={() => void submit()}
          style={{ width: 160 }}
        />
        <BusyButton
          type="primary"
          disabled={!chosen || !running || short}
          busy={busy}
          onClick={() => void submit()}
        >
          {short ? INSUFFICIENT_DEPOSIT : 'Place Bid'}
        </BusyButton>
      </div>
      <Space wrap role="group" aria-label="Quick bids" className="control-quick">
        {quick.map((q) => (
          <Button
            key={q.add}
            disabled={q.disabled}
            title={`Bid ${formatMoney(q.amount)}`}
            onClick={() => {
              setTyped(q.amount);
              setError(null);
            }}
          >
            {`+${q.add}`}
          </Button>
        ))}
      </Space>
      {error && (
        <div className="control-error" role="alert">
          {error}
        </div>
      )}
      <div className="control-hint">
        Next bid {formatMoney(next)}
        {deposit != null && ` · deposit allows up to ${formatMoney(deposit)}`}
        {!running && ' · the lot is not running'}
      </div>
    </section>
  );
});
