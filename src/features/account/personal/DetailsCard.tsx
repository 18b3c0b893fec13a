import { Button, Card, Col, Form, Input, Row } from 'antd';
import {
  useUpdateBidderAccount,
  type BidderAccount,
  type BidderDetails,
} from '../../../api/account';
import { optionalText } from '../../../lib/accountRules';
import { toast } from '../../../lib/notify';
import { formatPhoneInput, phoneDigits } from '../../../lib/phone';
import { storeFullName } from '../../../lib/session';
import { rules } from '../../../lib/validation';
import { AddressFields, type MailingAddressValues } from '../../../components/AddressFields';

interface Values extends MailingAddressValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  userName: string;
}

const valuesOf = (a: BidderAccount): Values => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phoneNumber: a.phoneNumber ? formatPhoneInput(a.phoneNumber) : undefined,
  streetLine1: a.address?.streetLine1 ?? '',
  streetLine2: a.address?.streetLine2 ?? '',
  city: a.address?.city ?? '',
  state: a.address?.state ?? '',
  zipCode: a.address?.zipCode ?? '',
  userName: a.userName,
});

const detailsOf = (v: Values): BidderDetails => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phoneNumber: v.phoneNumber ? phoneDigits(v.phoneNumber) : undefined,
  address: {
    streetLine1: v.streetLine1.trim(),
    streetLine2: optionalText(v.streetLine2),
    city: v.city.trim(),
    state: v.state,
    zipCode: v.zipCode.trim(),
  },
});

/** The bidder details form: name, e-mail, phone and mailing address; the user name is read-only. */
export function DetailsCard({ account }: { account: BidderAccount }) {
  const [form] = Form.useForm<Values>();
  // A failed save keeps the form as typed; the catalogue notice tells why.
  const save = useUpdateBidderAccount(account.userId, {
    onSuccess: (data) => {
      storeFullName(`${data.firstName} ${data.lastName}`.trim());
      toast('success', 'Your details have been saved.');
    },
  });

  return (
    <Card title="Bidder details" role="region" aria-label="Bidder details">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(account)}
        onFinish={(v) => !save.isPending && save.mutate(detailsOf(v))}
        scrollToFirstError
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="First name" name="firstName" rules={[rules.address('first name')]}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last name" name="lastName" rules={[rules.address('last name')]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="E-mail" name="email" rules={rules.email()}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Phone number"
              name="phoneNumber"
              rules={rules.phone(false)}
              getValueFromEvent={(e) => formatPhoneInput(e.target.value)}
            >
              <Input inputMode="tel" autoComplete="tel-national" placeholder="(###) ###-####" />
            </Form.Item>
          </Col>
        </Row>
        <AddressFields />
        <Form.Item label="Username" name="userName">
          <Input readOnly variant="filled" aria-readonly="true" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save changes
        </Button>
      </Form>
    </Card>
  );
}
