import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { requestPhoneCode, useVerifyPhoneCode, type PhoneVerification } from '@/api/account';
import { apiErrorOf } from '@/api/errors';
import { formatMmSs, msUntil } from '@/lib/accountRules';
import { notice, toast } from '@/lib/notify';
import { formatPhoneInput, phoneDigits } from '@/lib/phone';
import { rules, V } from '@/lib/validation';
import { syncServerTime } from '@/api/serverTime';
import { useServerNow } from '@/components/Countdown';
import { useSingleMutate } from '@/lib/useSingleSubmit';

/**
 * Adds a phone or verifies one already listed: a code by text message, then the 6-digit code.
 * `number` (10 digits) skips typing the number. Not a FormDialog: sending the code and checking it
 * are two steps, each with its own button.
 */
export function PhoneVerifyModal({
  accountId,
  number,
  onClose,
}: {
  accountId: number;
  number?: string;
  onClose: () => void;
}) {
  const [sent, setSent] = useState<PhoneVerification | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeForm] = Form.useForm<{ code: string }>();

  const send = useMutation({
    mutationFn: async (digits: string) => {
      // The countdown reads the server clock; a failed sync leaves the local one.
      void syncServerTime().catch(() => {});
      return requestPhoneCode(digits, accountId);
    },
    onSuccess: (v) => {
      setSent(v);
      setCodeError(null);
      codeForm.resetFields();
    },
  });

  const sendOnce = useSingleMutate(send);

  const verify = useVerifyPhoneCode(accountId, {
    onMutate: () => setCodeError(null),
    onSuccess: () => {
      toast('success', 'Your phone number is verified.');
      onClose();
    },
    onError: (e) => {
      const failure = apiErrorOf(e);
      if (failure.status === 400) return setCodeError(failure.serverMessage ?? V.invalidCode);
      if (failure.notice) notice(failure.notice);
    },
  });

  const verifyOnce = useSingleMutate(verify);

  return (
    <Modal
      open
      title={number ? 'Verify phone number' : 'Add a phone number'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {sent ? (
        <CodeStep
          sent={sent}
          form={codeForm}
          error={codeError}
          verifying={verify.isPending}
          resending={send.isPending}
          onVerify={(code) => verifyOnce({ verificationId: sent.id, code })}
          onResend={() => sendOnce(sent.number)}
        />
      ) : number ? (
        <>
          <Typography.Paragraph>
            We will send a 6-digit code by text message to {formatPhoneInput(number)}.
          </Typography.Paragraph>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={send.isPending} onClick={() => sendOnce(number)}>
              Send code
            </Button>
          </div>
        </>
      ) : (
        <Form<{ phone: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={({ phone }) => sendOnce(phoneDigits(phone))}
        >
          <Typography.Paragraph>
            We will send a 6-digit code by text message to confirm the number.
          </Typography.Paragraph>
          <Form.Item
            label="Phone number"
            name="phone"
            rules={rules.phone()}
            getValueFromEvent={(e) => formatPhoneInput(e.target.value)}
          >
            <Input
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(###) ###-####"
              autoFocus
            />
          </Form.Item>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              Send code
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

function CodeStep(p: {
  sent: PhoneVerification;
  form: FormInstance<{ code: string }>;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
}) {
  const left = msUntil(p.sent.expirationDate, useServerNow());
  return (
    <Form
      form={p.form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }: { code: string }) => p.onVerify(code)}
    >
      <Typography.Paragraph>
        Enter the 6-digit code we sent to {formatPhoneInput(p.sent.number)}.
      </Typography.Paragraph>
      <Form.Item label="Verification code" name="code" rules={rules.code()}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      </Form.Item>
      {p.error && (
        <Alert type="error" showIcon title={p.error} role="alert" style={{ marginBottom: 16 }} />
      )}
      {left === 0 && !p.error && (
        <Alert
          type="warning"
          showIcon
          title="The code has expired. Send a new one."
          style={{ marginBottom: 16 }}
        />
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        <Button onClick={p.onResend} loading={p.resending} disabled={left > 0}>
          {left > 0 ? (
            <>
              Resend code in <span role="timer">{formatMmSs(left)}</span>
            </>
          ) : (
            'Resend code'
          )}
        </Button>
        <Button type="primary" htmlType="submit" loading={p.verifying}>
          Verify
        </Button>
      </div>
    </Form>
  );
}
