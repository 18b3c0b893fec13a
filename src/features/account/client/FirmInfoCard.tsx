import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import {
  FIRM_LOGO_UPLOAD,
  useFirmLogoUploaded,
  useUpdateFirmInfo,
  type FirmInfo,
  type FirmInfoFields,
} from '../../../api/firm';
import { FormDialog } from '../../../components/kit/FormDialog';
import { UploadField } from '../../../components/kit/UploadField';
import { fileLinkUrl } from '../../../lib/fileUrl';
import { formatAddress } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { formatPhoneInput, phoneDigits } from '../../../lib/phone';
import { UPLOAD_RULES } from '../../../lib/upload';
import { US_STATES } from '../../../lib/usStates';
import { isEmail, isZipCode, rules, V } from '../../../lib/validation';

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

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

interface Values {
  name: string;
  streetLine1?: string;
  streetLine2?: string;
  city?: string;
  stateCode?: string;
  zipCode?: string;
  phoneNumber?: string;
  email?: string;
}

/** A rule for an optional field: checked only when something was typed. */
const optional = (test: (v: string) => boolean, message: string): Rule => ({
  validator: (_r, v: string | undefined) =>
    !v?.trim() || test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

const toFields = (v: Values): FirmInfoFields => ({
  name: v.name.trim(),
  streetLine1: (v.streetLine1 ?? '').trim(),
  streetLine2: (v.streetLine2 ?? '').trim(),
  city: (v.city ?? '').trim(),
  stateCode: v.stateCode ?? '',
  zipCode: (v.zipCode ?? '').trim(),
  phoneNumber: phoneDigits(v.phoneNumber ?? ''),
  email: (v.email ?? '').trim(),
});

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
    <FormDialog<Values>
      open={open}
      title={FIRM_TEXT.editTitle}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toFields(values))}
      initialValues={{
        name: firm.name,
        streetLine1: firm.streetLine1,
        streetLine2: firm.streetLine2,
        city: firm.city,
        stateCode: firm.stateCode || undefined,
        zipCode: firm.zipCode,
        phoneNumber: formatPhoneInput(firm.phoneNumber),
        email: firm.email,
      }}
    >
      <Form.Item label="Firm Name" name="name" rules={[rules.required()]}>
        <Input maxLength={200} autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Street Line 1" name="streetLine1">
        <Input maxLength={200} autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label="Street Line 2" name="streetLine2">
        <Input maxLength={200} autoComplete="address-line2" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item label="City" name="city">
            <Input maxLength={100} autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="State" name="stateCode">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={STATE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="Zip Code" name="zipCode" rules={[optional(isZipCode, V.zipCode)]}>
            <Input inputMode="numeric" maxLength={10} autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Phone Number"
        name="phoneNumber"
        rules={rules.phone(false)}
        getValueFromEvent={(e: { target: { value: string } }) => formatPhoneInput(e.target.value)}
      >
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(###) ###-####" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[optional(isEmail, V.email)]}>
        <Input type="email" maxLength={200} autoComplete="email" />
      </Form.Item>
    </FormDialog>
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
      <UploadField<{ logoUrl: string }>
        url={FIRM_LOGO_UPLOAD.url}
        method={FIRM_LOGO_UPLOAD.method}
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
