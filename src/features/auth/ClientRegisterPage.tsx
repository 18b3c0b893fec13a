import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { registerClient } from '../../api/auth';
import { apiErrorOf, MSG } from '../../api/errors';
import { formatPhoneInput, phoneDigits } from '../../lib/phone';
import { rules } from '../../lib/validation';
import { NewPasswordFields } from '../../components/NewPasswordFields';

interface Values {
  firstName: string;
  lastName: string;
  firmName: string;
  phoneNumber: string;
  password: string;
  confirm: string;
}

const legal = (
  <p style={{ marginTop: 16 }}>
    See our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
    <Link to="/terms-conditions">Terms &amp; Conditions</Link>.
  </p>
);

/** Registration of a law-firm attorney invited by an auction company (/client-register?email=&companyId=). */
export default function ClientRegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const companyId = params.get('companyId') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: Values) =>
      registerClient({
        email,
        companyId,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        firmName: v.firmName.trim(),
        phoneNumber: phoneDigits(v.phoneNumber),
        password: v.password,
      }),
    onMutate: () => setFailure(null),
    onError: (e) => setFailure(apiErrorOf(e).serverMessage ?? MSG.requestFailed),
  });
  const goToLogin = () => navigate('/login', { state: { email, companyId } });

  if (!email || !companyId)
    return (
      <Result
        status="warning"
        title="This registration link is incomplete"
        subTitle="Please open the link from your invitation e-mail again, or sign in if you already have an account."
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            Go to Login
          </Button>
        }
      />
    );

  if (save.isSuccess)
    return (
      <>
        <Result
          status="success"
          title="Your registration is complete"
          subTitle="You can now sign in and follow your firm's cases."
          extra={
            <Button type="primary" onClick={goToLogin}>
              Go to Login
            </Button>
          }
        />
        {legal}
      </>
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Client Registration
      </Typography.Title>
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => !save.isPending && save.mutate(v)}
      >
        <Form.Item label="E-mail">
          <Input value={email} readOnly aria-readonly />
        </Form.Item>
        <Form.Item label="First name" name="firstName" rules={[rules.required()]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[rules.required()]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Firm name" name="firmName" rules={[rules.required()]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label="Phone number"
          name="phoneNumber"
          rules={rules.phone()}
          getValueFromEvent={(e) => formatPhoneInput(e.target.value)}
        >
          <Input inputMode="tel" placeholder="(###) ###-####" />
        </Form.Item>
        <NewPasswordFields />
        {failure && (
          <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          Register
        </Button>
      </Form>
      {legal}
    </>
  );
}
