import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { CLIENT_LOGO_UPLOAD, useClientLogoUploaded, type ClientRecord } from '@/api/clients';
import { UploadField } from '@/widgets/kit/UploadField';
import type { ClientControls } from '@/lib/clientRules';
import { fileLinkUrl } from '@/lib/fileUrl';
import { UPLOAD_RULES } from '@/lib/upload';
import { CLIENT_TEXT } from '../clientText';
import { clientAddressOf, clientPhoneOf } from '../list/clientColumns';
import { ClientEditDialog } from './ClientEditDialog';

/** Name, address, phone, e-mail and logo; Edit and the logo upload where the company may change them. */
export function ClientInfoCard({
  client,
  controls,
}: {
  client: ClientRecord;
  controls: ClientControls;
}) {
  const [editing, setEditing] = useState(false);
  const logoUploaded = useClientLogoUploaded();
  const logo = fileLinkUrl(client.logoUrl);

  const logoCell = logo ? (
    <img
      src={logo}
      alt={`${client.name} logo`}
      style={{ maxHeight: 80, maxWidth: 200, objectFit: 'contain' }}
    />
  ) : controls.uploadLogo ? (
    <UploadField
      endpoint={CLIENT_LOGO_UPLOAD.endpoint}
      params={{ clientId: client.id }}
      field={CLIENT_LOGO_UPLOAD.field}
      accept={UPLOAD_RULES.image.accept}
      maxMb={UPLOAD_RULES.image.maxMb}
      onUploaded={() => void logoUploaded()}
    >
      {CLIENT_TEXT.uploadLogo}
    </UploadField>
  ) : (
    CLIENT_TEXT.notApplicable
  );

  return (
    <Card
      title={CLIENT_TEXT.info}
      extra={
        controls.editDetails && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {CLIENT_TEXT.edit}
          </Button>
        )
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Firm Name', children: client.name },
          { key: 'address', label: 'Address', children: clientAddressOf(client) },
          { key: 'phone', label: 'Phone Number', children: clientPhoneOf(client) },
          { key: 'email', label: 'Email', children: client.email || CLIENT_TEXT.notApplicable },
          { key: 'logo', label: CLIENT_TEXT.logo, children: logoCell },
        ]}
      />
      {controls.editDetails && (
        <ClientEditDialog client={client} open={editing} onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
