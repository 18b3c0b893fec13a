import { Form, Input } from 'antd';
import { useCreateAdmin } from '../../api/systemUsers';
import { FormDialog } from '../../widgets/kit/FormDialog';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { toast } from '../../lib/notify';
import { detailsOf, SYSTEM_USERS_MSG, type DetailsValues } from '../../lib/systemUsers';
import { rules } from '../../lib/validation';
import { UserDetailsFields } from './UserDetailsFields';

type Values = DetailsValues & { userName: string; password: string; confirm: string };

/**
 * Create Admin Account: name, user name, e-mail, phone and a password with the product's
 * password rules; a user name or e-mail already taken is refused by the server.
 */
export function CreateAdminDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateAdmin({
    onSuccess: () => toast('success', SYSTEM_USERS_MSG.adminCreated),
  });
  return (
    <FormDialog<Values>
      open={open}
      title="Create Admin Account"
      okText="Create"
      onClose={onClose}
      onSubmit={(v) =>
        create.mutateAsync({ ...detailsOf(v), userName: v.userName.trim(), password: v.password })
      }
      width={640}
    >
      <UserDetailsFields />
      <Form.Item label="Username" name="userName" rules={[rules.required()]}>
        <Input autoComplete="off" />
      </Form.Item>
      <NewPasswordFields />
    </FormDialog>
  );
}
