import { Form, Input } from 'antd';
import { useUpdateConfiguration, type Configuration } from '@/api/configurations';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { ADMIN_SETTINGS_MSG, configurationValueError } from '@/lib/adminSettings';
import { toast } from '@/lib/notify';
import { checkRule } from '@/lib/validation';

interface Values {
  value: string;
}

/**
 * Edits one configuration's value: required, and an e-mail address for keys ending in Email
 * (the server checks the same). The key and display name never change.
 */
export function ConfigurationDialog({
  setting,
  onClose,
}: {
  setting: Configuration;
  onClose(): void;
}) {
  const save = useUpdateConfiguration({
    onSuccess: () => toast('success', ADMIN_SETTINGS_MSG.configurationSaved),
  });
  return (
    <FormDialog<Values>
      open
      title={`Edit ${setting.displayName}`}
      onClose={onClose}
      initialValues={{ value: setting.value }}
      onSubmit={(v) => save.mutateAsync({ key: setting.key, value: v.value.trim() })}
    >
      <Form.Item
        label={setting.displayName}
        name="value"
        extra={<code>{setting.key}</code>}
        rules={[
          checkRule<string | undefined>((value) => configurationValueError(setting.key, value)),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
