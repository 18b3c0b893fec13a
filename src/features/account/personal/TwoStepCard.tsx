import { useState } from 'react';
import { App, Button, Card, Modal, Radio, Typography } from 'antd';
import {
  linkAuthenticator,
  unlinkAuthenticator,
  useAccountChange,
  type AuthenticatorSetup,
  type BidderAccount,
} from '@/api/account';
import { toast } from '@/lib/notify';

type Method = 'sms' | 'app';

/** 2-step verification: text message (default) or an authenticator app, set up from a QR code. */
export function TwoStepCard({ account }: { account: BidderAccount }) {
  const { modal } = App.useApp();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const link = useAccountChange(account.userId, linkAuthenticator, { onSuccess: setSetup });
  const unlink = useAccountChange(account.userId, unlinkAuthenticator);

  const method: Method = account.configuredAuthenticatorApp ? 'app' : 'sms';
  const choose = (next: Method) => {
    if (next === method || link.isPending || unlink.isPending) return;
    if (next === 'app') return link.mutate();
    modal.confirm({
      title: 'Use text messages for 2-step verification?',
      content: 'The authenticator app is unlinked from your account.',
      okText: 'Use text messages',
      onOk: () =>
        unlink
          .mutateAsync()
          .then(() => toast('success', 'Codes now come by text message.'))
          .catch(() => {}),
    });
  };

  return (
    <Card title="2-step verification" role="region" aria-label="2-step verification">
      <Typography.Paragraph type="secondary">
        When you sign in we ask for a 6-digit code: by text message to your primary phone, or from
        an authenticator app.
      </Typography.Paragraph>
      <Radio.Group
        aria-label="2-step verification method"
        value={method}
        disabled={link.isPending || unlink.isPending}
        onChange={(e) => choose(e.target.value as Method)}
        options={[
          { value: 'sms', label: 'Text message' },
          { value: 'app', label: 'Authenticator app' },
        ]}
      />
      {setup && (
        <AuthenticatorModal
          setup={setup}
          cancelling={unlink.isPending}
          onCancel={() =>
            !unlink.isPending &&
            unlink.mutate(undefined, {
              onSuccess: () => setSetup(null),
            })
          }
          onDone={() => {
            setSetup(null);
            toast('success', 'Authenticator app linked.');
          }}
        />
      )}
    </Card>
  );
}

function AuthenticatorModal(p: {
  setup: AuthenticatorSetup;
  cancelling: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  return (
    <Modal
      open
      title="Set up your authenticator app"
      onCancel={p.onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={p.onCancel} loading={p.cancelling}>
          Cancel
        </Button>,
        <Button key="done" type="primary" onClick={p.onDone} disabled={p.cancelling}>
          Done
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft
        Authenticator, ...).
      </Typography.Paragraph>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <img
          src={p.setup.qrCodeImageUrl}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
        />
      </div>
      <Typography.Paragraph>
        Can&apos;t scan it? Enter this code in the app instead:
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable>
          {p.setup.manualEntrySetupCode}
        </Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
