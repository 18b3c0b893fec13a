import { Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../api/auth';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { toast } from '../lib/notify';
import { V } from '../lib/validation';
import { useSingleMutate } from '../lib/useSingleSubmit';

interface Values {
  currentPassword: string;
  password: string;
  confirm: string;
}

/** Change password: the current one, then a new one under the shared password rules. */
export function PasswordCard() {
  const [form] = Form.useForm<Values>();
  // A refusal (such as a wrong current password) shows the server's text in the catalogue notice.
  const save = useMutation({
    mutationFn: (v: Values) => changePassword(v.currentPassword, v.password),
    onSuccess: () => {
      form.resetFields();
      toast('success', 'Your password has been changed.');
    },
  });
  const submit = useSingleMutate(save);

  return (
    <Card title="Change password" role="region" aria-label="Change password">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: V.currentPassword }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label="New password" requiredMessage={V.newPasswordRequired} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
