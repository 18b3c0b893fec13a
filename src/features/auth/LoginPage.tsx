import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { signIn } from '../../api/auth';
import { MSG } from '../../api/errors';
import { clientRegisteredState } from '../../lib/clientRegistration';
import { notice } from '../../lib/notify';
import { isAdmin, normaliseRoles } from '../../lib/roles';
import type { TokenResponse } from '../../lib/session';
import { rules } from '../../lib/validation';
import { reportSignInError } from './signInError';
import { TwoFactorModal } from './TwoFactorModal';
import { useSignedIn } from './useSignedIn';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { paths } from '../../lib/paths';
import { opensFetchedAhead } from '../../lib/pagesAhead';

// Quick login exists only outside production; the bundler drops it from production builds.
const QuickLogin =
  import.meta.env.VITE_APP_ENV !== 'production' ? lazy(() => import('./QuickLogin')) : null;

/** True in the browser, false where the page is built ahead (the quick sign-in is browser-only). */
const noSubscription = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface Credentials {
  username: string;
  password: string;
}

/** Sign-in for /login and /admin/login (same screen; the admin one admits admins only). */
export default function LoginPage() {
  const { pathname, state } = useLocation();
  const adminLogin = pathname.startsWith(paths.admin);
  const [form] = Form.useForm<Credentials>();
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [pending2fa, setPending2fa] = useState<TokenResponse | null>(null);
  const signedIn = useSignedIn();
  const registered = clientRegisteredState(state);
  const prefillEmail = registered?.userName ?? (state as { email?: string } | null)?.email;
  const inBrowser = useInBrowser();

  const mutation = useMutation({
    mutationFn: ({ username, password }: Credentials) => signIn(username.trim(), password),
    onMutate: () => setInlineError(null),
    onSuccess: (res) => {
      const roles = normaliseRoles(res.roles);
      if (adminLogin && !isAdmin(roles)) {
        notice({ kind: 'error', title: MSG.permissionSignIn });
        return;
      }
      if (res.required2FA) setPending2fa(res);
      else signedIn(res);
    },
    onError: (error) => setInlineError(reportSignInError(error)),
  });

  const submit = useSingleMutate(mutation);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {adminLogin ? 'Admin Sign In' : 'Sign In'}
      </Typography.Title>
      {registered && (
        <Alert
          type="success"
          showIcon
          role="status"
          title="Your account is ready. Please sign in."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Credentials>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ username: prefillEmail }}
      >
        <Form.Item label="Username" name="username" rules={[rules.required()]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Field is required!' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {inlineError && (
          <Alert
            type="error"
            showIcon
            title={inlineError}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
          Sign In
        </Button>
      </Form>
      {!adminLogin && (
        <p
          style={{
            marginTop: 16,
            display: 'flex',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          <Link to={paths.forgotPassword}>Forgot password?</Link>
          <span>
            New to Bidright?{' '}
            <Link to={paths.register} reloadDocument={opensFetchedAhead(paths.register)}>
              Create an account
            </Link>
          </span>
        </p>
      )}
      {QuickLogin && inBrowser && (
        <Suspense fallback={null}>
          <QuickLogin
            disabled={mutation.isPending}
            onPick={(username, password) => {
              form.setFieldsValue({ username, password });
              if (password) submit({ username, password });
            }}
          />
        </Suspense>
      )}
      {pending2fa && (
        <TwoFactorModal
          pending={pending2fa}
          onCancel={() => setPending2fa(null)}
          onDone={signedIn}
        />
      )}
    </>
  );
}
