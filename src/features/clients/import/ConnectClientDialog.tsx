import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { clientImportQueries, useConnectAttorney } from '@/api/clientImport';
import { apiErrorOf } from '@/api/errors';
import { toast } from '@/lib/notify';
import { rules } from '@/lib/validation';
import { useSingleMutate } from '@/lib/useSingleSubmit';

export const CONNECT_TEXT = {
  title: 'Connect Client',
  intro:
    "Connect the law firm of an attorney already registered on the platform: enter the attorney's e-mail address and find them.",
  email: 'Attorney Email',
  find: 'Find',
  connect: 'Connect',
  cancel: 'Cancel',
  notFound: 'No attorney found with this e-mail address.',
  lookupFailed: 'The e-mail address could not be checked.',
  connectFailed: 'The client could not be connected.',
  connected: 'Successfully connected the client!',
  details: 'Attorney found',
} as const;

const T = CONNECT_TEXT;

/** 'Firm is already a client of your company.' */
export const alreadyClientText = (firmName: string) =>
  `${firmName} is already a client of your company.`;

/**
 * Connecting an existing firm: the attorney is looked up by e-mail, their name and firm are
 * shown (or that nobody has the address, or that the firm is a client already), and Connect
 * makes the firm a linked client of the company with that attorney as its contact. Not a
 * FormDialog: its form is a search, and Connect acts on what the search found.
 */
export function ConnectClientDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<{ email: string }>();
  const [searched, setSearched] = useState<string | null>(null);
  const lookup = useQuery({
    ...clientImportQueries.attorneyByEmail(searched ?? ''),
    enabled: open && searched !== null,
  });
  const connecting = useConnectAttorney({
    onSuccess: () => {
      toast('success', T.connected);
      onClose();
    },
  });
  const connectOnce = useSingleMutate(connecting);

  const find = async () => {
    const { email } = await form.validateFields().catch(() => ({ email: null }));
    if (!email) return;
    connecting.reset();
    if (email.trim() === searched) void lookup.refetch();
    else setSearched(email.trim());
  };

  const found = searched !== null && !lookup.isFetching ? lookup.data : undefined;
  const attorney = found?.exists ? found.attorney : null;
  const canConnect = !!attorney && !found?.isClient;

  const connect = () => {
    if (attorney && canConnect) connectOnce(attorney.id);
  };

  const reset = () => {
    form.resetFields();
    setSearched(null);
    connecting.reset();
  };

  return (
    <Modal
      open={open}
      title={T.title}
      okText={T.connect}
      cancelText={T.cancel}
      onOk={connect}
      onCancel={onClose}
      afterClose={reset}
      okButtonProps={{ disabled: !canConnect, loading: connecting.isPending }}
      cancelButtonProps={{ disabled: connecting.isPending }}
      forceRender
    >
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={() => void find()}
        onValuesChange={() => {
          setSearched(null);
          connecting.reset();
        }}
      >
        <Form.Item label={T.email} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="email" rules={rules.email()} noStyle>
              <Input
                type="email"
                autoComplete="off"
                aria-label={T.email}
                disabled={connecting.isPending}
              />
            </Form.Item>
            <Button
              htmlType="submit"
              icon={<SearchOutlined />}
              loading={lookup.isFetching}
              disabled={connecting.isPending}
            >
              {T.find}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>

      {searched !== null && lookup.isFetching && (
        <Skeleton active paragraph={{ rows: 2 }} title={false} aria-busy="true" />
      )}
      {searched !== null && !lookup.isFetching && lookup.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={apiErrorOf(lookup.error).serverMessage ?? T.lookupFailed}
        />
      )}
      {found && !found.exists && <Alert type="info" showIcon role="status" title={T.notFound} />}
      {attorney && (
        <Flex vertical gap={8}>
          <Descriptions
            title={T.details}
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'name',
                label: 'Attorney',
                children: `${attorney.firstName} ${attorney.lastName}`,
              },
              { key: 'email', label: 'Email', children: attorney.email },
              { key: 'firm', label: 'Firm', children: attorney.firmName },
            ]}
          />
          {found?.isClient ? (
            <Alert
              type="warning"
              showIcon
              role="status"
              title={alreadyClientText(attorney.firmName)}
            />
          ) : (
            <Typography.Text type="secondary">
              Connect adds {attorney.firmName} to your clients as a linked client, with{' '}
              {attorney.firstName} {attorney.lastName} as your contact; the firm keeps its details
              and attorneys up to date itself.
            </Typography.Text>
          )}
        </Flex>
      )}
      {connecting.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={apiErrorOf(connecting.error).serverMessage ?? T.connectFailed}
        />
      )}
    </Modal>
  );
}
