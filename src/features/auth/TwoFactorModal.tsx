import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { sendTwoFactorSms, verifyTwoFactor } from '../../api/auth';
import { apiErrorOf } from '../../api/errors';
import { normaliseRoles } from '../../lib/roles';
import { isStaff } from '../../lib/roles';
import type { TokenResponse } from '../../lib/session';
import { rules, V } from '../../lib/validation';
import { reportSignInError } from './signInError';
import { useSingleMutate } from '../../lib/useSingleSubmit';

type Method = 'sms' | 'app';

/**
 * 2-step verification after a password sign-in that requires it: text message (default) or
 * authenticator app. Not a FormDialog: the method and the code are steps with buttons of their own,
 * and the sign-in cannot be left half done by a click outside.
 */
export function TwoFactorModal({
  pending,
  onCancel,
  onDone,
}: {
  pending: TokenResponse;
  onCancel: () => void;
  onDone: (res: TokenResponse) => void;
}) {
  const [method, setMethod] = useState<Method>('sms');
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();
  const staff = isStaff(normaliseRoles(pending.roles));

  const sms = useMutation({
    mutationFn: () => sendTwoFactorSms(pending.access_token, staff),
    onError: (e) => setError(reportSignInError(e)),
  });
  const { mutate: sendSms } = sms;
  useEffect(() => {
    if (method === 'sms') sendSms();
  }, [method, sendSms]);

  const verify = useMutation({
    mutationFn: (code: string) =>
      verifyTwoFactor({
        refreshToken: pending.refresh_token ?? '',
        code,
        verificationId: method === 'sms' ? sms.data?.id : undefined,
      }),
    onMutate: () => setError(null),
    onSuccess: (res) => onDone({ ...pending, ...res, required2FA: false }),
    onError: (e) => setError(apiErrorOf(e).status === 400 ? V.invalidCode : reportSignInError(e)),
  });

  const submitCode = useSingleMutate(verify);

  return (
    <Modal
      open
      title="2-Step Verification"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {pending.configuredGoogleAuth && (
        <Radio.Group
          value={method}
          onChange={(e) => setMethod(e.target.value as Method)}
          style={{ marginBottom: 16 }}
          options={[
            { value: 'sms', label: 'Text message' },
            { value: 'app', label: 'Authenticator app' },
          ]}
        />
      )}
      <Typography.Paragraph>
        {method === 'sms'
          ? sms.isPending
            ? 'Sending a verification code...'
            : `Enter the 6-digit code we sent to ${sms.data?.number ?? pending.phone ?? 'your phone'}.`
          : 'Enter the 6-digit code shown in your authenticator app.'}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ code }) => submitCode(code)}
        requiredMark={false}
      >
        <Form.Item label="Verification code" name="code" rules={rules.code()}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
        {error && (
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          {method === 'sms' ? (
            <Button onClick={() => sendSms()} loading={sms.isPending}>
              Resend code
            </Button>
          ) : (
            <span />
          )}
          <Button type="primary" htmlType="submit" loading={verify.isPending}>
            Verify
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
