import { Form, Input } from 'antd';
import { formatPhoneInput } from '../lib/phone';
import { rules } from '../lib/validation';

interface Props {
  label?: string;
  name?: string;
  /** Whether a number must be given; one that is given is always checked. */
  required?: boolean;
  /** The input's id (and the label's `for`), where the form's own would not be unique. */
  id?: string;
  /** The browser's autofill hint; false for none. */
  autoComplete?: string | false;
  autoFocus?: boolean;
}

/**
 * A US phone number field: formatted as (###) ###-#### while typing and checked as such, its
 * message 'Please enter a phone number!' when it is required and empty.
 */
export function PhoneField({
  label = 'Phone number',
  name = 'phoneNumber',
  required = true,
  id,
  autoComplete = 'tel-national',
  autoFocus,
}: Props) {
  return (
    <Form.Item
      label={label}
      name={name}
      {...(id && { htmlFor: id })}
      rules={rules.phone(required)}
      getValueFromEvent={(e: { target: { value: string } }) => formatPhoneInput(e.target.value)}
    >
      <Input
        id={id}
        inputMode="tel"
        autoComplete={autoComplete || undefined}
        placeholder="(###) ###-####"
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
