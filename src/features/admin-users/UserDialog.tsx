import { Descriptions, type DescriptionsProps } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useSetAccountActive, type SystemUser } from '../../api/systemUsers';
import { FormDialog } from '../../widgets/kit/FormDialog';
import { toast } from '../../lib/notify';
import { SYSTEM_USERS_MSG, type DetailsValues } from '../../lib/systemUsers';
import { AccountActiveToggle } from './ActiveToggle';
import { StatusTag } from './UsersTable';
import { UserDetailsFields } from './UserDetailsFields';

type Items = NonNullable<DescriptionsProps['items']>;

export interface UserDialogProps<Values extends DetailsValues> {
  title: string;
  /** The user as it now stands: its status follows an Activate or Deactivate made here. */
  user: SystemUser;
  onClose(): void;
  initialValues: Values;
  onSubmit(values: Values): Promise<unknown>;
  /** Form items after the details. */
  fields?: ReactNode;
  /** Facts shown before the username. */
  leading?: Items;
  /** Facts shown after the status. */
  trailing?: Items;
  factsStyle?: CSSProperties;
  /** The actions under the facts. */
  children: ReactNode;
}

/** A system user: the details form, the username and status beside the role's facts, the actions. */
export function UserDialog<Values extends DetailsValues>({
  title,
  user,
  onClose,
  initialValues,
  onSubmit,
  fields,
  leading = [],
  trailing = [],
  factsStyle,
  children,
}: UserDialogProps<Values>) {
  return (
    <FormDialog<Values>
      open
      title={title}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={onSubmit}
      width={640}
    >
      <UserDetailsFields />
      {fields}
      <Descriptions
        size="small"
        column={2}
        bordered
        style={factsStyle}
        items={[
          ...leading,
          { key: 'userName', label: 'Username', children: user.userName },
          { key: 'status', label: 'Status', children: <StatusTag user={user} /> },
          ...trailing,
        ]}
      />
      {children}
    </FormDialog>
  );
}

/** An auctioneer, employee or admin: their dialog with Activate or Deactivate under the facts. */
export function AccountDialog<Values extends DetailsValues>({
  user,
  ...dialog
}: Omit<UserDialogProps<Values>, 'factsStyle' | 'children'>) {
  const [deactivatedDate, setDeactivatedDate] = useState(user.deactivatedDate);
  const toggle = useSetAccountActive({
    onSuccess: (u) => {
      setDeactivatedDate(u.deactivatedDate);
      toast('success', SYSTEM_USERS_MSG.activated);
    },
  });
  const current = { ...user, deactivatedDate };
  return (
    <UserDialog<Values> {...dialog} user={current} factsStyle={{ marginBottom: 16 }}>
      <AccountActiveToggle
        user={current}
        busy={toggle.isPending}
        onToggle={(active) => toggle.mutateAsync({ id: user.id, active })}
      />
    </UserDialog>
  );
}
