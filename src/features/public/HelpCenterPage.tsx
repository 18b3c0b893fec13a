import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { configurationQueries } from '../../api/configurations';
import { sendContactUs, type ContactUs } from '../../api/public';
import { formatPhoneInput, phoneDigits } from '../../lib/phone';
import { rules } from '../../lib/validation';
import { FaqList } from './FaqList';
import { PageFrame } from './PageFrame';
import { ResourceList } from './ResourceList';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { useHydrated } from '../../lib/useHydrated';

export const CONTACT_SENT =
  'Thank you! Your message has been sent. We will get back to you shortly.';

/** /help-center: the help list, the blog resources and the contact form. */
export default function HelpCenterPage() {
  const [form] = Form.useForm<ContactUs>();
  const email = useQuery(configurationQueries.contactEmail());
  const hydrated = useHydrated();
  const send = useMutation({
    mutationFn: (v: ContactUs) =>
      sendContactUs({ ...v, phoneNumber: phoneDigits(v.phoneNumber ?? '') }),
    onSuccess: () => form.resetFields(),
  });
  const submit = useSingleMutate(send);
  return (
    <PageFrame title="Help Center">
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={14}>
          <h2 style={{ fontSize: 20 }}>Common questions</h2>
          <FaqList />
          <section aria-labelledby="help-resources" style={{ marginTop: 32 }}>
            <h2 id="help-resources" style={{ fontSize: 20 }}>
              Resources
            </h2>
            <ResourceList />
          </section>
        </Col>
        <Col xs={24} lg={10}>
          <h2 style={{ fontSize: 20 }}>Contact us</h2>
          {/* Two lines kept for the address while it loads, so the form below never moves. */}
          <p style={{ minHeight: '3.4em' }}>
            {hydrated && email.data && (
              <>
                Write to us at <a href={`mailto:${email.data}`}>{email.data}</a> or send a message
                here.
              </>
            )}
          </p>
          {send.isSuccess && (
            <Alert
              type="success"
              showIcon
              title={CONTACT_SENT}
              role="status"
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<ContactUs> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item label="Name" name="name" rules={[rules.required()]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item label="E-mail" name="email" rules={rules.email()}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item
              label="Phone number"
              name="phoneNumber"
              rules={rules.phone(false)}
              getValueFromEvent={(e) => formatPhoneInput(e.target.value)}
            >
              <Input inputMode="tel" placeholder="(###) ###-####" />
            </Form.Item>
            <Form.Item label="Company" name="companyName">
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item label="Message" name="message" rules={[rules.required()]}>
              <Input.TextArea rows={5} maxLength={2000} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              Send message
            </Button>
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}
