import { useId } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useUpdateClient, type ClientFields, type ClientRecord } from '../../../api/clients';
import { FormDialog } from '../../../components/kit/FormDialog';
import { toast } from '../../../lib/notify';
import { formatPhoneInput, phoneDigits } from '../../../lib/phone';
import { US_STATES } from '../../../lib/usStates';
import { isEmail, isZipCode, rules, V } from '../../../lib/validation';
import { CLIENT_TEXT } from '../clientText';

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

const optional = (test: (v: string) => boolean, message: string): Rule => ({
  validator: (_r, v: string | undefined) =>
    !v?.trim() || test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

const toFields = (v: Values): ClientFields => ({
  name: v.name.trim(),
  streetLine1: (v.streetLine1 ?? '').trim(),
  streetLine2: (v.streetLine2 ?? '').trim(),
  city: (v.city ?? '').trim(),
  stateCode: v.stateCode ?? '',
  zipCode: (v.zipCode ?? '').trim(),
  phoneNumber: phoneDigits(v.phoneNumber ?? ''),
  email: (v.email ?? '').trim(),
});

/** The client's firm name (required), address, phone and e-mail (optional, checked when given). */
export function ClientEditDialog({
  client,
  open,
  onClose,
}: {
  client: ClientRecord;
  open: boolean;
  onClose(): void;
}) {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}${name}`;
  const save = useUpdateClient(client.id, {
    onSuccess: () => toast('success', CLIENT_TEXT.updated),
  });
  return (
    <FormDialog<Values>
      open={open}
      title={CLIENT_TEXT.editTitle}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toFields(values))}
      initialValues={{
        name: client.name,
        streetLine1: client.streetLine1,
        streetLine2: client.streetLine2,
        city: client.city,
        stateCode: client.stateCode || undefined,
        zipCode: client.zipCode,
        phoneNumber: formatPhoneInput(client.phoneNumber),
        email: client.email,
      }}
    >
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
      <Form.Item
        label="Phone Number"
        name="phoneNumber"
        htmlFor={fieldId('phoneNumber')}
        rules={rules.phone(false)}
        getValueFromEvent={(e: { target: { value: string } }) => formatPhoneInput(e.target.value)}
      >
        <Input
          id={fieldId('phoneNumber')}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(###) ###-####"
        />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        htmlFor={fieldId('email')}
        rules={[optional(isEmail, V.email)]}
      >
        <Input id={fieldId('email')} type="email" maxLength={200} autoComplete="email" />
      </Form.Item>
    </FormDialog>
  );
}
