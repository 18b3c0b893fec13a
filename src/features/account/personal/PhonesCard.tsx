import { useState } from 'react';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { makePhonePrimary, useAccountChange, type BidderAccount } from '@/api/account';
import { canMakePrimary, sortPhones } from '@/lib/accountRules';
import { toast } from '@/lib/notify';
import { formatPhoneInput } from '@/lib/phone';
import { PhoneVerifyModal } from './PhoneVerifyModal';

/** The account's phone numbers: primary and verified tags, verify, add and make primary. */
export function PhonesCard({ account }: { account: BidderAccount }) {
  // undefined: closed; '': add a new number; digits: verify that listed number.
  const [verifying, setVerifying] = useState<string | undefined>(undefined);
  const primary = useAccountChange(account.userId, makePhonePrimary, {
    onSuccess: () => toast('success', 'Primary phone number changed.'),
  });
  const phones = sortPhones(account.bidderPhones);

  return (
    <Card
      title="Phone numbers"
      role="region"
      aria-label="Phone numbers"
      extra={
        <Button onClick={() => setVerifying('')} disabled={verifying !== undefined}>
          Add phone number
        </Button>
      }
    >
      {phones.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No phone numbers yet." />
      ) : (
        <ul aria-label="Your phone numbers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {phones.map((p) => {
            const phoneId = p.id;
            return (
              <li
                key={p.number}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  padding: '8px 0',
                  borderBottom: '1px solid rgba(5,5,5,0.06)',
                }}
              >
                <Space wrap size={8}>
                  <Typography.Text strong>{formatPhoneInput(p.number)}</Typography.Text>
                  {p.isPrimary && <Tag color="blue">Primary</Tag>}
                  {p.verifiedDate ? (
                    <Tag color="green">Verified</Tag>
                  ) : (
                    <Tag color="orange">Not verified</Tag>
                  )}
                </Space>
                <Space size={8}>
                  {!p.verifiedDate && (
                    <Button size="small" onClick={() => setVerifying(p.number)}>
                      Verify
                    </Button>
                  )}
                  {canMakePrimary(p) && phoneId !== undefined && (
                    <Button
                      size="small"
                      loading={primary.isPending && primary.variables === phoneId}
                      disabled={primary.isPending}
                      onClick={() => primary.mutate(phoneId)}
                      aria-label={`Make ${formatPhoneInput(p.number)} primary`}
                    >
                      Make primary
                    </Button>
                  )}
                </Space>
              </li>
            );
          })}
        </ul>
      )}
      {verifying !== undefined && (
        <PhoneVerifyModal
          accountId={account.userId}
          number={verifying || undefined}
          onClose={() => setVerifying(undefined)}
        />
      )}
    </Card>
  );
}
