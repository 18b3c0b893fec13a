import { Button, Popconfirm } from 'antd';
import type { SystemUser } from '../../api/systemUsers';
import { displayName, mayToggleActive, SYSTEM_USERS_MSG } from '../../lib/systemUsers';
import { useSession } from '../../lib/useSession';

/** Activate or Deactivate, asking first; busy while the change is sent. */
export function ActiveToggle({
  active,
  name,
  busy,
  onToggle,
}: {
  active: boolean;
  name: string;
  busy: boolean;
  onToggle(active: boolean): Promise<unknown>;
}) {
  const label = active ? 'Deactivate' : 'Activate';
  return (
    <Popconfirm
      destroyOnHidden
      title={active ? SYSTEM_USERS_MSG.confirmDeactivate : SYSTEM_USERS_MSG.confirmActivate}
      okText={label}
      okButtonProps={{ danger: active }}
      onConfirm={() => onToggle(!active).catch(() => undefined)}
    >
      <Button danger={active} loading={busy} aria-label={`${label} ${name}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** Activate or Deactivate for staff and admins: never offered to deactivate oneself. */
export function AccountActiveToggle({
  user,
  busy,
  onToggle,
}: {
  user: SystemUser;
  busy: boolean;
  onToggle(active: boolean): Promise<unknown>;
}) {
  const { userId } = useSession();
  if (!mayToggleActive(user, Number(userId))) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <ActiveToggle
        active={!user.deactivatedDate}
        name={displayName(user)}
        busy={busy}
        onToggle={onToggle}
      />
    </div>
  );
}
