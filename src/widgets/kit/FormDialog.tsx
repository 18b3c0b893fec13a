import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { apiErrorOf } from '../../api/errors';
import { useSingleSubmit } from '../../lib/useSingleSubmit';

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** Saves the values; a rejection keeps the dialog open with what was typed. */
  onSubmit(values: Values): Promise<unknown>;
  /** Closes the dialog (Cancel, the close icon, and after a successful save). */
  onClose(): void;
  okText?: ReactNode;
  initialValues?: Partial<Values>;
  /** A form instance from `Form.useForm()`, when the caller reads or sets fields. */
  form?: FormInstance<Values>;
  /** The form items, with the spec's validation messages in their rules. */
  children: ReactNode;
  width?: number;
}

/** Whether a rejection is antd's own validation failure (messages already under the fields). */
const isValidationError = (e: unknown) => typeof e === 'object' && e !== null && 'errorFields' in e;

/**
 * A dialog around a form: OK validates and saves once per click (busy while sending), a
 * failed save keeps the typed values and shows the server's message under the form (the
 * http client has already shown the catalogue's notice), a successful save resets and closes.
 */
export function FormDialog<Values extends object>({
  open,
  title,
  onSubmit,
  onClose,
  okText = 'Save',
  initialValues,
  form: given,
  children,
  width,
}: FormDialogProps<Values>) {
  const [form] = Form.useForm<Values>(given);
  // Busy once the fields are valid: the OK button does not spin while they are checked.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const [submit] = useSingleSubmit(async () => {
    try {
      const values = await form.validateFields();
      setBusy(true);
      setError(null);
      await onSubmit(values);
      form.resetFields();
      onClose();
    } catch (e) {
      if (!isValidationError(e)) setError(apiErrorOf(e).serverMessage ?? null);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      forceRender
      width={width}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        {children}
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
        {error && <Alert type="error" showIcon role="alert" title={error} />}
      </Form>
    </Modal>
  );
}
