import { Button, Card, Col, Collapse, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { balanceQueries, useRefreshAccounts } from '@/api/balance';
import { ROOM } from '@/live/roomText';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notice, toast } from '@/lib/notify';
import { BankAccountList } from './BankAccountList';
import { LockedFundsTables } from './LockedFundsTables';
import { useSingleMutate } from '@/lib/useSingleSubmit';
import { FigurePlaceholder } from '@/components/PageSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';

/** One figure of the balance; while it loads, a placeholder on its line keeps the card's size. */
function Figure({ label, value, hint }: { label: string; value?: string; hint?: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} aria-busy={value === undefined}>
      <div style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{label}</div>
      <div
        style={{ fontSize: 26, fontWeight: 600 }}
        data-testid={value === undefined ? undefined : `figure-${label}`}
      >
        {value ?? <FigurePlaceholder />}
      </div>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Card>
  );
}

/** The balance's three figures, in the order they show. */
const FIGURES = [
  {
    key: 'verifiedBalance',
    label: 'Verified balance',
    hint: 'What your linked accounts held when last verified.',
  },
  {
    key: 'availableBalance',
    label: 'Available funds',
    hint: 'What you can lock to join an auction.',
  },
  {
    key: 'lockedBalance',
    label: 'Locked funds',
    hint: 'Held for auctions you joined and wins awaiting their deposit.',
  },
] as const;

/** /account/balance: the verified balance, what is locked and where, and the linked bank accounts. */
export default function BalancePage() {
  const summary = useQuery(balanceQueries.summary());
  const accounts = useQuery(balanceQueries.linkedAccounts());
  const locked = useQuery(balanceQueries.lockedFunds());

  const refresh = useRefreshAccounts({
    onSuccess: () => toast('success', 'Balance updated.'),
    onError: () =>
      notice({ kind: 'warning', title: ROOM.balanceFailed, description: ROOM.refreshPage }),
  });

  const refreshOnce = useSingleMutate(refresh);

  const s = summary.data;
  const visible = (accounts.data ?? []).filter((a) => !a.isHidden);
  const hidden = (accounts.data ?? []).filter((a) => a.isHidden);

  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <section aria-labelledby="balance-title">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
          <div>
            <h2 id="balance-title" style={{ fontSize: 18, margin: 0 }}>
              Balance
            </h2>
            <Typography.Text type="secondary">
              {s?.verifiedDate
                ? `Verified with your bank on ${formatDateTime(s.verifiedDate)}.`
                : 'Your balance is verified with your linked bank accounts.'}
            </Typography.Text>
          </div>
          <Button onClick={() => refreshOnce()} loading={refresh.isPending}>
            Refresh balance
          </Button>
        </Space>
        {summary.isError ? (
          <LoadFailed
            title="Your balance could not be loaded."
            retry={() => void summary.refetch()}
          />
        ) : (
          <Row gutter={[16, 16]}>
            {FIGURES.map(({ key, label, hint }) => (
              <Col key={key} xs={24} md={8}>
                <Figure label={label} value={s && formatMoney(s[key])} hint={hint} />
              </Col>
            ))}
          </Row>
        )}
      </section>

      <section aria-labelledby="linked-title">
        <h2 id="linked-title" style={{ fontSize: 18, marginTop: 0 }}>
          Linked bank accounts
        </h2>
        {accounts.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : accounts.isError ? (
          <LoadFailed
            title="Your linked bank accounts could not be loaded."
            retry={() => void accounts.refetch()}
          />
        ) : visible.length === 0 && hidden.length === 0 ? (
          <Empty description="No bank account is linked to your account yet." />
        ) : (
          <>
            {visible.length > 0 ? (
              <BankAccountList accounts={visible} />
            ) : (
              <Empty description="All your linked bank accounts are hidden." />
            )}
            {hidden.length > 0 && (
              <Collapse
                style={{ marginTop: 12 }}
                items={[
                  {
                    key: 'hidden',
                    label: `Hidden accounts (${hidden.length})`,
                    children: (
                      <>
                        <Typography.Paragraph type="secondary">
                          Hidden accounts do not count towards your balance.
                        </Typography.Paragraph>
                        <BankAccountList accounts={hidden} />
                      </>
                    ),
                  },
                ]}
              />
            )}
          </>
        )}
      </section>

      <section aria-labelledby="locked-title">
        <h2 id="locked-title" style={{ fontSize: 18, marginTop: 0 }}>
          Locked funds
        </h2>
        {locked.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : locked.isError || !locked.data ? (
          <LoadFailed
            title="Your locked funds could not be loaded."
            retry={() => void locked.refetch()}
          />
        ) : (
          <LockedFundsTables funds={locked.data} />
        )}
      </section>
    </Space>
  );
}
