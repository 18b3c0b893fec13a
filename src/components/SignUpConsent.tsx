import { Checkbox, Form } from 'antd';
import { Link } from 'react-router-dom';
import { V } from '../lib/validation';
import { paths } from '../lib/paths';

/**
 * The sign-up consent of /register and /client-register (spec 3 §5: it covers the SMS terms,
 * privacy, the terms of use and arbitration), sent as `dca` (spec 1 §3). Until it is ticked the
 * hint 'You must agree to the Terms & Condition' shows (spec 1 §5).
 */
export function SignUpConsent({ checked }: { checked: boolean }) {
  return (
    <Form.Item name="dca" valuePropName="checked" extra={checked ? undefined : V.consent}>
      <Checkbox>
        I agree to receive text messages (SMS) under the SMS terms, I have read the{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>, and I accept the{' '}
        <Link to={paths.terms}>Terms of Use</Link>, including the arbitration agreement.
      </Checkbox>
    </Form.Item>
  );
}
