import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { rules, V } from '../lib/validation';
import { PhoneField } from './PhoneField';

type NamePart = 'first name' | 'last name';

/**
 * A person's first and last name side by side, both required. `rule` gives each one's rule
 * ('Field is required!' unless told); `autofill` false keeps the browser from offering the
 * signed-in user's own name (a form about someone else).
 */
export function NameFields({
  rule = () => rules.required(),
  autofill = true,
}: {
  rule?: (part: NamePart) => Rule;
  autofill?: boolean;
}) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item label="First name" name="firstName" rules={[rule('first name')]}>
          <Input autoComplete={autofill ? 'given-name' : 'off'} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Last name" name="lastName" rules={[rule('last name')]}>
          <Input autoComplete={autofill ? 'family-name' : 'off'} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The user's own e-mail (required) and phone number side by side. */
export function EmailPhoneFields({ phoneRequired = true }: { phoneRequired?: boolean }) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item label="E-mail" name="email" rules={rules.email()}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <PhoneField required={phoneRequired} />
      </Col>
    </Row>
  );
}

/** The username, shown and never changed. */
export function UserNameField() {
  return (
    <Form.Item label="Username" name="userName">
      <Input readOnly variant="filled" aria-readonly="true" />
    </Form.Item>
  );
}

/**
 * The username a new account takes, checked as it is typed: `taken` is unknown (undefined) until
 * the check answers, while `checking` shows it is under way.
 */
export function NewUserNameField({
  taken,
  checking,
}: {
  taken: boolean | undefined;
  checking: boolean;
}) {
  return (
    <Form.Item
      label="Username"
      name="userName"
      rules={[rules.required()]}
      validateStatus={
        taken === undefined ? (checking ? 'validating' : undefined) : taken ? 'error' : 'success'
      }
      extra={taken === undefined ? undefined : taken ? V.usernameUnavailable : V.usernameAvailable}
    >
      <Input autoComplete="username" />
    </Form.Item>
  );
}
