import { App, Button, Card, Divider, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import {
  activateAccount,
  deactivateAccount,
  requestAccountDeletion,
  useAccountChange,
  type BidderAccount,
} from '@/api/account';
import { useLogout } from '@/widgets/useLogout';
import { accountStatus } from '@/lib/accountRules';
import { formatDate } from '@/lib/format';
import { notice, toast } from '@/lib/notify';

export const DELETE_CONFIRM =
  'Are you sure you want to delete your account? This will permanently erase your account.';
export const DELETE_DONE = 'Your account was successfully deleted. Fair well.';

/** Account status (Active / Inactive) with deactivate and activate, and the delete-account request. */
export function AccountStatusCard({ account }: { account: BidderAccount }) {
  const { modal } = App.useApp();
  const logout = useLogout();
  const status = accountStatus(account.isDeactivated);
  const deactivate = useAccountChange(account.userId, () => deactivateAccount(account.userId), {
    onSuccess: () => toast('success', 'Your account has been deactivated.'),
  });
  const activate = useAccountChange(account.userId, () => activateAccount(account.userId), {
    onSuccess: () => toast('success', 'Your account is active again.'),
  });
  const remove = useMutation({
    mutationFn: () => requestAccountDeletion(account.userId),
    onSuccess: () => {
      notice({ kind: 'success', title: DELETE_DONE });
      logout();
    },
  });

  // The dialog's OK button shows progress; a failure closes it and the catalogue notice says why.
  const confirm = (
    title: string,
    content: string | undefined,
    okText: string,
    run: () => Promise<unknown>,
    danger = false,
  ) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      onOk: () => run().catch(() => {}),
    });

  return (
    <Card title="Account status" role="region" aria-label="Account status">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>Your account is</span>
        <Tag color={status === 'Active' ? 'green' : 'default'}>{status}</Tag>
        {account.isDeactivated && account.deactivatedDate && (
          <Typography.Text type="secondary">
            since {formatDate(account.deactivatedDate)}
          </Typography.Text>
        )}
      </Space>
      <Typography.Paragraph type="secondary">
        {account.isDeactivated
          ? 'A deactivated account cannot join auctions or bid. Activate it to take part again.'
          : 'Deactivating your account stops it from joining auctions and bidding until you activate it again.'}
      </Typography.Paragraph>
      {account.isDeactivated ? (
        <Button
          type="primary"
          loading={activate.isPending}
          onClick={() =>
            confirm(
              'Activate your account?',
              'You will be able to join auctions and bid again.',
              'Activate',
              activate.mutateAsync,
            )
          }
        >
          Activate account
        </Button>
      ) : (
        <Button
          loading={deactivate.isPending}
          onClick={() =>
            confirm(
              'Deactivate your account?',
              'You will not be able to join auctions or bid until you activate it again.',
              'Deactivate',
              deactivate.mutateAsync,
              true,
            )
          }
        >
          Deactivate account
        </Button>
      )}

      <Divider />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Delete account
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Deleting erases your personal data and signs you out. This cannot be undone.
      </Typography.Paragraph>
      <Button
        danger
        loading={remove.isPending}
        onClick={() =>
          confirm(DELETE_CONFIRM, undefined, 'Delete my account', remove.mutateAsync, true)
        }
      >
        Delete account
      </Button>
    </Card>
  );
}
