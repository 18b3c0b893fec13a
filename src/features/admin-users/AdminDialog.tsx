import { Descriptions } from 'antd';
import { useState } from 'react';
import { useSetAccountActive, useUpdateAdmin, type AdminUser } from '../../api/systemUsers';
import { FormDialog } from '../../components/kit/FormDialog';
import { toast } from '../../lib/notify';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  SYSTEM_USERS_MSG,
  type DetailsValues,
} from '../../lib/systemUsers';
import { AccountActiveToggle } from './ActiveToggle';
import { StatusTag } from './UsersTable';
import { UserDetailsFields } from './UserDetailsFields';

/** An admin: details, and Activate or Deactivate for another admin. */
export function AdminDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const [deactivatedDate, setDeactivatedDate] = useState(user.deactivatedDate);
  const save = useUpdateAdmin({ onSuccess: () => toast('success', SYSTEM_USERS_MSG.adminSaved) });
  const toggle = useSetAccountActive({
    onSuccess: (u) => {
      setDeactivatedDate(u.deactivatedDate);
      toast('success', SYSTEM_USERS_MSG.activated);
    },
  });
  return (
    <FormDialog<DetailsValues>
      open
      title={`Admin: ${displayName(user)}`}
      onClose={onClose}
      initialValues={detailsValuesOf(user)}
      onSubmit={(v) => save.mutateAsync({ id: user.id, ...detailsOf(v) })}
      width={640}
    >
      <UserDetailsFields />
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'userName', label: 'Username', children: user.userName },
          {
            key: 'status',
            label: 'Status',
            children: <StatusTag user={{ ...user, deactivatedDate }} />,
          },
        ]}
      />
      <AccountActiveToggle
        user={{ ...user, deactivatedDate }}
        busy={toggle.isPending}
        onToggle={(active) => toggle.mutateAsync({ id: user.id, active })}
      />
    </FormDialog>
  );
}
