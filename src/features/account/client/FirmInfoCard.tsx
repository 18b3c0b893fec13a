import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import {
  FIRM_LOGO_UPLOAD,
  useFirmLogoUploaded,
  useUpdateFirmInfo,
  type FirmInfo,
} from '@/api/firm';
import { FirmDialog } from '@/widgets/FirmFields';
import { UploadField } from '@/widgets/kit/UploadField';
import { fileLinkUrl } from '@/lib/fileUrl';
import { formatAddress } from '@/lib/format';
import { toast } from '@/lib/notify';
import { formatPhoneInput } from '@/lib/phone';
import { UPLOAD_RULES } from '@/lib/upload';

/** The firm profile's words ('Successfully updated the client details!' is the spec's). */
export const FIRM_TEXT = {
  info: 'Firm Information',
  edit: 'Edit',
  editLabel: 'Edit firm information',
  editTitle: 'Edit Firm Information',
  updated: 'Successfully updated the client details!',
  logo: 'Logo',
  uploadLogo: 'Upload Logo',
  changeLogo: 'Change Logo',
  notApplicable: 'N/A',
  loadFailed: 'Failed to load client details.',
} as const;

/** The firm name (required), address, phone and e-mail (optional, checked when given). */
function FirmEditDialog({
  firm,
  open,
  onClose,
}: {
  firm: FirmInfo;
  open: boolean;
  onClose(): void;
}) {
  const save = useUpdateFirmInfo({ onSuccess: () => toast('success', FIRM_TEXT.updated) });
  return (
    <FirmDialog
      firm={firm}
      title={FIRM_TEXT.editTitle}
      open={open}
      onSave={save.mutateAsync}
      onClose={onClose}
    />
  );
}

/** The firm's logo and the upload that adds or replaces it (multipart field `model`). */
function FirmLogo({ firm }: { firm: FirmInfo }) {
  const logoUploaded = useFirmLogoUploaded();
  const logo = fileLinkUrl(firm.logoUrl);
  return (
    <Flex vertical gap={8} align="flex-start">
      {logo ? (
        <img
          src={logo}
          alt={`${firm.name} logo`}
          style={{ maxHeight: 80, maxWidth: 200, objectFit: 'contain' }}
        />
      ) : (
        <span>{FIRM_TEXT.notApplicable}</span>
      )}
      <UploadField
        endpoint={FIRM_LOGO_UPLOAD.endpoint}
        field={FIRM_LOGO_UPLOAD.field}
        accept={UPLOAD_RULES.image.accept}
        maxMb={UPLOAD_RULES.image.maxMb}
        onUploaded={() => void logoUploaded()}
      >
        {logo ? FIRM_TEXT.changeLogo : FIRM_TEXT.uploadLogo}
      </UploadField>
    </Flex>
  );
}

/** The firm's name, address, phone, e-mail and logo, with Edit and the logo upload. */
export function FirmInfoCard({ firm }: { firm: FirmInfo }) {
  const [editing, setEditing] = useState(false);
  const phone = firm.phoneNumber ? formatPhoneInput(firm.phoneNumber) : FIRM_TEXT.notApplicable;
  return (
    <Card
      title={FIRM_TEXT.info}
      extra={
        <Button
          icon={<EditOutlined />}
          aria-label={FIRM_TEXT.editLabel}
          onClick={() => setEditing(true)}
        >
          {FIRM_TEXT.edit}
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Firm Name', children: firm.name },
          {
            key: 'address',
            label: 'Address',
            children: formatAddress(firm) || FIRM_TEXT.notApplicable,
          },
          { key: 'phone', label: 'Phone Number', children: phone },
          { key: 'email', label: 'Email', children: firm.email || FIRM_TEXT.notApplicable },
          { key: 'logo', label: FIRM_TEXT.logo, children: <FirmLogo firm={firm} /> },
        ]}
      />
      <FirmEditDialog firm={firm} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
