import { CopyOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AttorneyRecord } from '@/api/attorneys';
import { companyQueries } from '@/api/companies';
import { invitationLink } from '@/lib/invitation';
import { toast } from '@/lib/notify';
import { CLIENT_TEXT } from '../clientText';
import { copyText } from '@/lib/clipboard';

/**
 * For an attorney who has not registered: a dialog with the registration link (the attorney's
 * e-mail and this company) in a read-only field, and a Copy button.
 */
export function InvitationLinkButton({ attorney }: { attorney: AttorneyRecord }) {
  const [open, setOpen] = useState(false);
  const company = useQuery({ ...companyQueries.own(), enabled: open });
  const inputId = useId();
  const name = `${attorney.firstName} ${attorney.lastName}`.trim();
  const link =
    company.data !== undefined
      ? invitationLink(attorney.email, company.data.id, window.location.origin)
      : '';

  return (
    <>
      <Button size="small" icon={<MailOutlined />} onClick={() => setOpen(true)}>
        {CLIENT_TEXT.invitation}
      </Button>
      <Modal
        open={open}
        title={`${CLIENT_TEXT.invitation}: ${name}`}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <Typography.Paragraph>
          {name} has not registered yet. Send this link to {attorney.email}; it opens the
          registration with the e-mail address filled in.
        </Typography.Paragraph>
        <label htmlFor={inputId}>{CLIENT_TEXT.invitation}</label>
        <Flex gap={8} style={{ marginTop: 4 }}>
          <Input
            id={inputId}
            readOnly
            value={link}
            placeholder={company.isError ? undefined : 'Loading…'}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            icon={<CopyOutlined />}
            disabled={!link}
            onClick={async () => {
              if (await copyText(link)) toast('success', CLIENT_TEXT.copied);
              else toast('warning', CLIENT_TEXT.copyRefused);
            }}
          >
            {CLIENT_TEXT.copy}
          </Button>
        </Flex>
      </Modal>
    </>
  );
}
