import { Col, Form, Input, Row, Select } from 'antd';
import { useId, type ReactNode } from 'react';
import type { FirmInfo, FirmInfoFields } from '../api/firm';
import { formatPhoneInput, phoneDigits } from '../lib/phone';
import { US_STATES } from '../lib/usStates';
import { isEmail, isZipCode, optionalFormat, rules, V } from '../lib/validation';
import { FormDialog } from './kit/FormDialog';
import { PhoneField } from '../components/PhoneField';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** What the firm form holds: the name, the address, the phone as typed and the e-mail. */
interface FirmFormValues {
  name: string;
  streetLine1?: string;
  streetLine2?: string;
  city?: string;
  stateCode?: string;
  zipCode?: string;
  phoneNumber?: string;
  email?: string;
}

/** What a firm's save sends (PUT /api/clients and PUT /api/clients/{id}). */
export type FirmFieldValues = FirmInfoFields;

/** The form's starting values for a firm. */
const firmFormValues = (firm: FirmInfo): FirmFormValues => ({
  name: firm.name,
  streetLine1: firm.streetLine1,
  streetLine2: firm.streetLine2,
  city: firm.city,
  stateCode: firm.stateCode || undefined,
  zipCode: firm.zipCode,
  phoneNumber: formatPhoneInput(firm.phoneNumber),
  email: firm.email,
});

/** The save's body: trimmed text, '' for what was left empty, the phone as its 10 digits. */
const firmFieldValues = (v: FirmFormValues): FirmFieldValues => ({
  name: v.name.trim(),
  streetLine1: (v.streetLine1 ?? '').trim(),
  streetLine2: (v.streetLine2 ?? '').trim(),
  city: (v.city ?? '').trim(),
  stateCode: v.stateCode ?? '',
  zipCode: (v.zipCode ?? '').trim(),
  phoneNumber: phoneDigits(v.phoneNumber ?? ''),
  email: (v.email ?? '').trim(),
});

/** A rule for an optional field: checked only when something was typed. */
const optional = (test: (v: string) => boolean, message: string) =>
  optionalFormat((v) => test(v.trim()), message);

/**
 * A law firm's fields: the firm name (required), street lines, city, state, zip code, phone
 * number and e-mail (optional, checked when given). Ids of their own, so that two forms on one
 * page never share one.
 */
function FirmFields() {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}${name}`;
  return (
    <>
      <Form.Item label="Firm Name" name="name" htmlFor={fieldId('name')} rules={[rules.required()]}>
        <Input id={fieldId('name')} maxLength={200} autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Street Line 1" name="streetLine1" htmlFor={fieldId('streetLine1')}>
        <Input id={fieldId('streetLine1')} maxLength={200} autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label="Street Line 2" name="streetLine2" htmlFor={fieldId('streetLine2')}>
        <Input id={fieldId('streetLine2')} maxLength={200} autoComplete="address-line2" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item label="City" name="city" htmlFor={fieldId('city')}>
            <Input id={fieldId('city')} maxLength={100} autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="State" name="stateCode" htmlFor={fieldId('stateCode')}>
            <Select
              id={fieldId('stateCode')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={STATE_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item
            label="Zip Code"
            name="zipCode"
            htmlFor={fieldId('zipCode')}
            rules={[optional(isZipCode, V.zipCode)]}
          >
            <Input
              id={fieldId('zipCode')}
              inputMode="numeric"
              maxLength={10}
              autoComplete="postal-code"
            />
          </Form.Item>
        </Col>
      </Row>
      <PhoneField label="Phone Number" required={false} id={fieldId('phoneNumber')} />
      <Form.Item
        label="Email"
        name="email"
        htmlFor={fieldId('email')}
        rules={[optional(isEmail, V.email)]}
      >
        <Input id={fieldId('email')} type="email" maxLength={200} autoComplete="email" />
      </Form.Item>
    </>
  );
}

/** The dialog that edits a firm's details; `onSave` gets the body to send. */
export function FirmDialog({
  firm,
  title,
  open,
  onSave,
  onClose,
}: {
  firm: FirmInfo;
  title: ReactNode;
  open: boolean;
  onSave(fields: FirmFieldValues): Promise<unknown>;
  onClose(): void;
}) {
  return (
    <FormDialog<FirmFormValues>
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(values) => onSave(firmFieldValues(values))}
      initialValues={firmFormValues(firm)}
    >
      <FirmFields />
    </FormDialog>
  );
}
