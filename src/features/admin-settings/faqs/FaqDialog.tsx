import { Form, Input } from 'antd';
import { useCreateHelp, useUpdateHelp, type Help } from '@/api/helps';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { ADMIN_SETTINGS_MSG, faqFieldsOf, type FaqFields } from '@/lib/adminSettings';
import { toast } from '@/lib/notify';
import { rules } from '@/lib/validation';

/** Adds a help question (`help` absent) or edits one; question and answer are required. */
export function FaqDialog({ help, onClose }: { help?: Help; onClose(): void }) {
  const notify = (text: string) => () => toast('success', text);
  const create = useCreateHelp({ onSuccess: notify(ADMIN_SETTINGS_MSG.faqAdded) });
  const update = useUpdateHelp({ onSuccess: notify(ADMIN_SETTINGS_MSG.faqUpdated) });
  return (
    <FormDialog<FaqFields>
      open
      title={help ? 'Edit FAQ' : 'Add FAQ'}
      okText={help ? 'Save' : 'Add FAQ'}
      onClose={onClose}
      initialValues={help && { question: help.question, answer: help.answer }}
      onSubmit={(v) =>
        help
          ? update.mutateAsync({ id: help.id, ...faqFieldsOf(v) })
          : create.mutateAsync(faqFieldsOf(v))
      }
      width={640}
    >
      <Form.Item
        label="Question"
        name="question"
        rules={[rules.required(ADMIN_SETTINGS_MSG.questionRequired)]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item
        label="Answer"
        name="answer"
        rules={[rules.required(ADMIN_SETTINGS_MSG.answerRequired)]}
      >
        <Input.TextArea rows={5} maxLength={4000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
