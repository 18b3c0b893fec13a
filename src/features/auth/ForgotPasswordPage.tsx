import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../api/auth';
import { apiErrorOf, MSG } from '../../api/errors';
import { rules } from '../../lib/validation';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { paths } from '../../lib/paths';
import { opensFetchedAhead } from '../../lib/pagesAhead';

export const RESET_SENT = 'Please check your email to reset your password!';

/** Asks for a password-reset e-mail. */
export default function ForgotPasswordPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (userName: string) => requestPasswordReset(userName.trim()),
    onMutate: () => setFailure(null),
    onError: (e) => setFailure(apiErrorOf(e).serverMessage ?? MSG.requestFailed),
  });
  const submit = useSingleMutate(mutation);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Forgot Password
      </Typography.Title>
      {mutation.isSuccess ? (
        <Alert type="success" showIcon title={RESET_SENT} role="status" />
      ) : (
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={({ userName }: { userName: string }) => submit(userName)}
        >
          <Typography.Paragraph>
            Enter your user name and we will e-mail you a link to reset your password.
          </Typography.Paragraph>
          <Form.Item label="Username" name="userName" rules={[rules.required()]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            Send reset link
          </Button>
          {failure && (
            <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12 }}>
              {failure}
            </Typography.Paragraph>
          )}
        </Form>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={paths.login} reloadDocument={opensFetchedAhead(paths.login)}>
          Back to Sign In
        </Link>
      </p>
    </>
  );
}
