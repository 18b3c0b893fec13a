import { useUpdateAdmin, type AdminUser } from '../../api/systemUsers';
import { toast } from '../../lib/notify';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  SYSTEM_USERS_MSG,
  type DetailsValues,
} from '../../lib/systemUsers';
import { AccountDialog } from './UserDialog';

/** An admin: details, and Activate or Deactivate for another admin. */
export function AdminDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const save = useUpdateAdmin({ onSuccess: () => toast('success', SYSTEM_USERS_MSG.adminSaved) });
  return (
    <AccountDialog<DetailsValues>
      title={`Admin: ${displayName(user)}`}
      user={user}
      onClose={onClose}
      initialValues={detailsValuesOf(user)}
      onSubmit={(v) => save.mutateAsync({ id: user.id, ...detailsOf(v) })}
    />
  );
}
