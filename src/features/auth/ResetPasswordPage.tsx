import { Alert, Button, Form, Result, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword, userQueries } from '../../api/auth';
import { V } from '../../lib/validation';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { paths } from '../../lib/paths';
import { opensFetchedAhead } from '../../lib/pagesAhead';

export const INVALID_RESET_TOKEN = 'The reset token is invalid';

/** Sets a new password with the token and user name from the reset e-mail's link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userName = params.get('userName') ?? params.get('username') ?? params.get('email') ?? '';
  const valid = useQuery({
    ...userQueries.resetToken(userName, token),
    enabled: Boolean(token && userName),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const invalid = !token || !userName || valid.isError;
  const save = useMutation({
    mutationFn: (password: string) => resetPassword(userName, token, password),
  });
  const submit = useSingleMutate(save);

  if (save.isSuccess)
    return (
      <Result
        status="success"
        title="Your password has been reset."
        extra={
          <Link to={paths.login} reloadDocument={opensFetchedAhead(paths.login)}>
            <Button type="primary">Sign In</Button>
          </Link>
        }
      />
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Reset Password
      </Typography.Title>
      {invalid && (
        <Alert
          type="error"
          showIcon
          title={INVALID_RESET_TOKEN}
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }: { password: string }) => submit(password)}
      >
        <NewPasswordFields label="New password" requiredMessage={V.newPasswordRequired} />
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={invalid || valid.isLoading}
          loading={save.isPending}
        >
          Reset Password
        </Button>
      </Form>
    </>
  );
}
