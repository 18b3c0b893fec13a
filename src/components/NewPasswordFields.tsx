import { Form, Input } from 'antd';
import { rules, V } from '../lib/validation';

/** A new password and its confirmation, with the password rules of spec 1 section 5. */
export function NewPasswordFields({
  label = 'Password',
  requiredMessage = V.required,
}: {
  label?: string;
  requiredMessage?: string;
}) {
  return (
    <>
      <Form.Item label={label} name="password" rules={rules.password(requiredMessage)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirm"
        dependencies={['password']}
        rules={rules.confirm()}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
