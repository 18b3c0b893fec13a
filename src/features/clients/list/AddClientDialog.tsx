import { useId } from 'react';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateClient } from '@/api/clients';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { toast } from '@/lib/notify';
import { rules } from '@/lib/validation';
import { CLIENT_TEXT } from '../clientText';
import { paths } from '@/lib/paths';

/** Adds a client by its firm name (required), then opens the new client. */
export function AddClientDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}${name}`;
  const navigate = useNavigate();
  const create = useCreateClient({
    onSuccess: ({ id }) => {
      toast('success', CLIENT_TEXT.added);
      navigate(paths.client(id));
    },
  });
  return (
    <FormDialog<{ name: string }>
      open={open}
      title={CLIENT_TEXT.addTitle}
      okText="Add"
      onClose={onClose}
      onSubmit={({ name }) => create.mutateAsync(name.trim())}
    >
      <Form.Item label="Firm Name" name="name" htmlFor={fieldId('name')} rules={[rules.required()]}>
        <Input id={fieldId('name')} maxLength={200} autoComplete="organization" />
      </Form.Item>
    </FormDialog>
  );
}
