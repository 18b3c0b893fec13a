import { Button, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  companyQueries,
  useUpdateCompany,
  type CompanyProfile,
  type CompanyProfileFields,
} from '../../api/companies';
import { PhoneField } from '../../components/PhoneField';
import { COMPANY_DESCRIPTION_MAX, isWebsite, SETTINGS_MSG } from '../../lib/companySettings';
import { toast } from '../../lib/notify';
import { formatPhoneInput, phoneDigits } from '../../lib/phone';
import { US_STATES } from '../../lib/usStates';
import { isEmail, isZipCode, optionalFormat, rules, V } from '../../lib/validation';
import { useSingleMutate } from '../../lib/useSingleSubmit';

type Values = Omit<CompanyProfileFields, 'phoneNumber'> & { phoneNumber: string };

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

const valuesOf = (c: CompanyProfile): Values => ({
  name: c.name,
  phoneNumber: formatPhoneInput(c.phoneNumber),
  address1: c.address1,
  address2: c.address2,
  city: c.city,
  state: c.state,
  zip: c.zip,
  timeZone: c.timeZone,
  supportEmail: c.supportEmail,
  website: c.website,
  isPublic: c.isPublic,
  description: c.description,
});

const fieldsOf = (v: Values): CompanyProfileFields => ({
  name: v.name.trim(),
  phoneNumber: phoneDigits(v.phoneNumber),
  address1: v.address1.trim(),
  address2: (v.address2 ?? '').trim(),
  city: v.city.trim(),
  state: v.state,
  zip: v.zip.trim(),
  timeZone: v.timeZone,
  supportEmail: (v.supportEmail ?? '').trim(),
  website: (v.website ?? '').trim(),
  isPublic: Boolean(v.isPublic),
  description: (v.description ?? '').trim(),
});

/**
 * The company form (spec 2 section 5): name, phone, address 1, city, state, zip and time zone
 * required; support e-mail, web site and description (at most 250 characters) optional.
 */
export function CompanyForm({ company, locked }: { company: CompanyProfile; locked: boolean }) {
  const [form] = Form.useForm<Values>();
  const zones = useQuery(companyQueries.timeZones());
  // A failed save keeps the form as typed; the catalogue notice gives the server's reason.
  const save = useUpdateCompany({ onSuccess: () => toast('success', SETTINGS_MSG.companySaved) });
  const submit = useSingleMutate(save);

  return (
    <Card title="Company profile" role="region" aria-label="Company profile">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(company)}
        disabled={locked}
        onFinish={(v) => submit({ id: company.id, fields: fieldsOf(v) })}
        scrollToFirstError
      >
        <Form.Item label="Company name" name="name" rules={[rules.required()]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <PhoneField autoComplete={false} />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Time zone" name="timeZone" rules={[rules.required()]}>
              <Select
                loading={zones.isPending}
                options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.displayName }))}
                placeholder="Select a time zone"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Address 1" name="address1" rules={[rules.required()]}>
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item label="Address 2" name="address2">
          <Input autoComplete="address-line2" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item label="City" name="city" rules={[rules.required()]}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item label="State" name="state" rules={[rules.required()]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={STATE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item
              label="Zip code"
              name="zip"
              rules={[rules.required(), optionalFormat(isZipCode, V.zipCode)]}
            >
              <Input inputMode="numeric" maxLength={10} autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Support e-mail"
              name="supportEmail"
              rules={[optionalFormat(isEmail, V.email)]}
            >
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Website"
              name="website"
              rules={[optionalFormat(isWebsite, SETTINGS_MSG.website)]}
            >
              <Input placeholder="https://www.example.com" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Public company"
          name="isPublic"
          valuePropName="checked"
          extra="Public companies are shown to bidders on the public site."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[{ max: COMPANY_DESCRIPTION_MAX, message: SETTINGS_MSG.descriptionMax }]}
        >
          <Input.TextArea rows={4} maxLength={COMPANY_DESCRIPTION_MAX} showCount />
        </Form.Item>
        {!locked && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        )}
      </Form>
    </Card>
  );
}
