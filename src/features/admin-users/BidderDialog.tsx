import { DeleteOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import {
  useDeleteBidder,
  useSetBidderActive,
  useUpdateBidder,
  type BidderUser,
} from '../../api/systemUsers';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/notify';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  SYSTEM_USERS_MSG,
  type DetailsValues,
} from '../../lib/systemUsers';
import { ActiveToggle } from './ActiveToggle';
import { UserDialog } from './UserDialog';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/**
 * A bidder: details (saved by PUT /api/bidders/{id}), verification and balances, Activate or
 * Deactivate, and Delete account after the spec's confirmation.
 */
export function BidderDialog({ user, onClose }: { user: BidderUser; onClose(): void }) {
  const name = displayName(user);
  const [deactivatedDate, setDeactivatedDate] = useState(user.deactivatedDate);
  const save = useUpdateBidder({ onSuccess: () => toast('success', SYSTEM_USERS_MSG.bidderSaved) });
  const toggle = useSetBidderActive({
    onSuccess: (_d, { active }) => {
      setDeactivatedDate(active ? null : new Date().toISOString());
      toast('success', SYSTEM_USERS_MSG.activated);
    },
  });
  const remove = useDeleteBidder({
    onSuccess: () => {
      toast('success', SYSTEM_USERS_MSG.deleted);
      onClose();
    },
  });
  const active = !deactivatedDate;

  return (
    <UserDialog<DetailsValues>
      title={`Bidder: ${name}`}
      user={{ ...user, deactivatedDate }}
      onClose={onClose}
      initialValues={detailsValuesOf(user)}
      onSubmit={(v) => save.mutateAsync({ id: user.id, ...detailsOf(v), address: user.address })}
      trailing={[
        { key: 'verified', label: 'Verified', children: yesNo(user.isVerified) },
        { key: 'phone', label: 'Phone verified', children: yesNo(user.isPhoneVerified) },
        {
          key: 'available',
          label: 'Available balance',
          children: formatMoney(user.availableBalance, 2),
        },
        { key: 'locked', label: 'Locked balance', children: formatMoney(user.lockedBalance, 2) },
      ]}
    >
      <Divider />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <ActiveToggle
          active={active}
          name={name}
          busy={toggle.isPending}
          onToggle={(next) => toggle.mutateAsync({ id: user.id, active: next })}
        />
        <Popconfirm
          destroyOnHidden
          title={SYSTEM_USERS_MSG.confirmDelete}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(user.id).catch(() => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
            Delete account
          </Button>
        </Popconfirm>
      </Flex>
    </UserDialog>
  );
}
