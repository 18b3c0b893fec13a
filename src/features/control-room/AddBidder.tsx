import { memo, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { bidderQueries } from '../../api/bidders';
import { addBidder, type BidderAccount, type BidderSearchBy } from '../../api/liveControl';
import { apiErrorOf } from '../../api/errors';
import { ItemList } from '../../components/kit/ItemList';
import { notice, toast } from '../../lib/notify';
import { useDebounced } from '../../lib/useDebounced';
import { useReturnFocus } from '../../lib/useReturnFocus';
import { useSingleSubmit } from '../../lib/useSingleSubmit';

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_TOO_SHORT = '* Please enter at least 3 characters to search';
export const NOT_VERIFIED = 'Your account is not verified';
export const VERIFY_HINT = 'Please go to the settings page to verify your account!';
export const ADD_FAILED = 'Error occured while adding the bidder!';
export const REFRESH_PAGE = 'Please refresh the page and try again!';
/** Bidder search results per page. */
export const SEARCH_PAGE_SIZE = 5;

/**
 * Adds an in-person bidder to the lot (spec 3 section 5): search by name (partial) or
 * user name (exact), typing in one clears the other, then lock an amount for them.
 */
export const AddBidder = memo(function AddBidder({
  auctionId,
  lotId,
  disabled,
}: {
  auctionId: number;
  lotId: number;
  disabled: boolean;
}) {
  const [search, setSearch] = useState<{ by: BidderSearchBy; text: string }>({
    by: 'name',
    text: '',
  });
  const settled = useDebounced(search);
  const term = settled.text.trim();
  const enabled = term.length >= SEARCH_MIN_CHARS;
  const query = useQuery({
    ...bidderQueries.search(settled.by, term),
    enabled,
    retry: false,
  });
  const [adding, setAdding] = useState<BidderAccount | null>(null);
  const [unverified, setUnverified] = useState(false);
  const typed = search.text.trim();
  const tooShort = typed.length > 0 && typed.length < SEARCH_MIN_CHARS;

  const field = (by: BidderSearchBy, label: string, placeholder: string) => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={search.by === by ? search.text : ''}
      onChange={(e) => setSearch({ by, text: e.target.value })}
    />
  );

  const choose = (b: BidderAccount) => {
    if (!b.isPhoneVerified) setUnverified(true);
    else setAdding(b);
  };

  return (
    <section className="control-box" aria-label="Add bidder">
      <h2>Add bidder</h2>
      <div className="control-search">
        {field('name', 'Search by name', 'Name (partial)')}
        {field('userName', 'Search by user name', 'User name (exact)')}
      </div>
      {tooShort && <div className="control-error">{SEARCH_TOO_SHORT}</div>}
      {!tooShort && enabled && typed && query.isError && (
        <div className="control-error" role="alert">
          {apiErrorOf(query.error).serverMessage ?? 'The search failed. Please try again.'}
        </div>
      )}
      {!tooShort && enabled && typed && !query.isError && (
        <ItemList
          size="small"
          loading={query.isFetching}
          items={query.data ?? []}
          itemKey={(b) => b.id}
          empty="No bidders found."
          pageSize={SEARCH_PAGE_SIZE}
          renderItem={(b) => ({
            title: `${b.firstName} ${b.lastName}`,
            description: (
              <span className="control-row-end">
                <span>{b.userName}</span>
                {b.isPhoneVerified ? (
                  <Tag color="green">Phone verified</Tag>
                ) : (
                  <Tag color="orange">Phone not verified</Tag>
                )}
                {b.isDeactivated && <Tag color="red">Deactivated</Tag>}
              </span>
            ),
            actions: [
              <Button
                key="add"
                size="small"
                disabled={disabled || b.isDeactivated}
                onClick={() => choose(b)}
                aria-label={`Add ${b.firstName} ${b.lastName}`}
              >
                Add
              </Button>,
            ],
          })}
        />
      )}
      {adding && (
        <AddBidderDialog
          auctionId={auctionId}
          lotId={lotId}
          bidder={adding}
          onClose={() => setAdding(null)}
          onUnverified={() => {
            setAdding(null);
            setUnverified(true);
          }}
        />
      )}
      {unverified && (
        <Modal
          open
          title={NOT_VERIFIED}
          onCancel={() => setUnverified(false)}
          footer={
            <Button type="primary" onClick={() => setUnverified(false)}>
              OK
            </Button>
          }
        >
          <p>{VERIFY_HINT}</p>
        </Modal>
      )}
    </section>
  );
});

/**
 * The amount to lock for the chosen bidder: required, 2 decimals. A failed add keeps what was typed.
 * Not a FormDialog: a refusal is the control room's notice (refresh the page), or the dialog that
 * the bidder is not verified, not a message under the form.
 */
function AddBidderDialog({
  auctionId,
  lotId,
  bidder,
  onClose,
  onUnverified,
}: {
  auctionId: number;
  lotId: number;
  bidder: BidderAccount;
  onClose(): void;
  onUnverified(): void;
}) {
  useReturnFocus();
  const [form] = Form.useForm<{ amount: number }>();
  const name = `${bidder.firstName} ${bidder.lastName}`;

  const [save, busy] = useSingleSubmit(async ({ amount }: { amount: number }) => {
    try {
      const { paddleNumber } = await addBidder(auctionId, lotId, bidder.id, amount);
      toast('success', `${name} was added with paddle ${paddleNumber}.`);
      onClose();
    } catch (e) {
      if (apiErrorOf(e).serverMessage === NOT_VERIFIED) onUnverified();
      else notice({ kind: 'error', title: ADD_FAILED, description: REFRESH_PAGE });
    }
  });

  return (
    <Modal
      open
      title={`Add ${name}`}
      okText="Add Bidder"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{bidder.userName} joins the lot in person with the amount below locked as the deposit.</p>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item
          name="amount"
          label="Amount to lock"
          rules={[
            { required: true, message: 'Please enter the amount to lock!' },
            { type: 'number', min: 0.01, message: 'The amount must be more than $0!' },
          ]}
        >
          <InputNumber prefix="$" precision={2} min={0} style={{ width: '100%' }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
