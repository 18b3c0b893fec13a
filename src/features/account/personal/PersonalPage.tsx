import { Alert, Card, Col, Row, Tag, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries, type BidderAccount } from '@/api/account';
import { PageSkeleton } from '@/components/PageSkeleton';
import { useSession } from '@/lib/useSession';
import { AccountStatusCard } from './AccountStatusCard';
import { DetailsCard } from './DetailsCard';
import { PasswordCard } from '@/widgets/PasswordCard';
import { PhonesCard } from './PhonesCard';
import { TwoStepCard } from './TwoStepCard';
import { ScreenLoadFailed } from '@/components/kit/LoadFailed';

/** /account/personal: profile, phones, identity verification, 2-step, password, status and deletion. */
export default function PersonalPage() {
  const { userId } = useSession();
  const account = useQuery({
    ...accountQueries.bidder(userId ?? ''),
    enabled: Boolean(userId),
  });
  // The form and five cards render in slices the browser can interleave with input, not as one
  // long task the moment the account arrives (650-930 ms on a phone-speed CPU); the skeleton
  // stays until they are ready.
  const a = useDeferredValue(account.data);

  if (account.isError)
    return (
      <ScreenLoadFailed
        status="warning"
        title="Your account details could not be loaded."
        retry={() => void account.refetch()}
        retrying={account.isFetching}
      />
    );

  if (!a) return <PageSkeleton rows={10} />;
  return (
    <div className="account-personal">
      {a.isDeactivated && (
        <Alert
          type="warning"
          showIcon
          title="Your account is deactivated: you cannot join auctions or bid until you activate it."
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <DetailsCard key={a.userId} account={a} />
        </Col>
        <Col xs={24} xl={10}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <IdentityCard account={a} />
            </Col>
            <Col span={24}>
              <PhonesCard account={a} />
            </Col>
            <Col span={24}>
              <TwoStepCard account={a} />
            </Col>
          </Row>
        </Col>
        <Col xs={24} xl={14}>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={10}>
          <AccountStatusCard account={a} />
        </Col>
      </Row>
    </div>
  );
}

function IdentityCard({ account }: { account: BidderAccount }) {
  return (
    <Card title="Identity verification" role="region" aria-label="Identity verification">
      {account.isVerified ? (
        <>
          <Tag color="green">Verified</Tag>
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            Your account is verified: you can join auctions and bid.
          </Typography.Paragraph>
        </>
      ) : (
        <>
          <Tag color="orange">Not verified</Tag>
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            Verify a phone number below to verify your account. Joining auctions and bidding need a
            verified account.
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
