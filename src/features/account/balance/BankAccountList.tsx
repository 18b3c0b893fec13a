import { Space, Tag, Typography } from 'antd';
import type { LinkedBankAccount } from '@/api/balance';
import { ItemList } from '@/components/kit/ItemList';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The last four digits shown as '•••• 1234'. */
export const maskedNumber = (mask: string) => `•••• ${mask}`;

/** Linked bank accounts: institution, names, masked number, balance, type and link state. */
export function BankAccountList({ accounts }: { accounts: LinkedBankAccount[] }) {
  return (
    <ItemList
      bordered
      items={accounts}
      itemKey={(a) => a.id}
      renderItem={(a) => ({
        label: `${a.institutionName} ${a.nickName || a.name} ${maskedNumber(a.mask)}`,
        avatar: (
          <img
            src={a.institutionLogo}
            alt={`${a.institutionName} logo`}
            width={40}
            height={40}
            style={{ borderRadius: 8, objectFit: 'contain' }}
          />
        ),
        title: (
          <Space size={6} wrap>
            <span>{a.nickName || a.name}</span>
            <Tag>{a.subType === 'savings' ? 'Savings' : 'Checking'}</Tag>
            {a.isValid ? <Tag color="green">Linked</Tag> : <Tag color="red">Unlinked</Tag>}
            {a.isHidden && <Tag>Hidden</Tag>}
          </Space>
        ),
        description: (
          <>
            <div>
              {a.institutionName} · {a.name} · {maskedNumber(a.mask)}
            </div>
            {!a.isValid && (
              <div style={{ color: '#b42318' }}>
                The link to this account was lost: it no longer counts towards your balance.
              </div>
            )}
          </>
        ),
        extra: (
          <div style={{ textAlign: 'right' }}>
            <div style={{ fontSize: 18, fontWeight: 600 }}>{formatMoney(a.balance, 2)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Updated {formatDateTime(a.modifiedDate)}
            </Typography.Text>
          </div>
        ),
      })}
    />
  );
}
