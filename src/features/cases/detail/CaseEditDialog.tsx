import { Form, Input } from 'antd';
import { useUpdateCase, type CaseDetail, type CaseUpdate } from '@/api/cases';
import { CaseClientFields } from '@/widgets/CaseClientFields';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { toast } from '@/lib/notify';
import { rules } from '@/lib/validation';

export const CASE_EDIT_TEXT = {
  button: 'Edit Case',
  title: 'Edit Case',
  saved: 'Successfully updated the case details!',
} as const;

interface Values {
  caseNumber?: string;
  fileNumber: string;
  county?: string;
  clientId: number;
  attorneyId?: number | null;
}

const toUpdate = (v: Values): CaseUpdate => ({
  caseNumber: (v.caseNumber ?? '').trim(),
  fileNumber: v.fileNumber.trim(),
  county: (v.county ?? '').trim(),
  clientId: v.clientId,
  attorneyId: v.attorneyId ?? null,
});

/** Edits the case's number, file number, county, client and attorney (fileNumber and client required). */
export function CaseEditDialog({
  kase,
  open,
  onClose,
}: {
  kase: CaseDetail;
  open: boolean;
  onClose(): void;
}) {
  const save = useUpdateCase(kase.id, {
    onSuccess: () => toast('success', CASE_EDIT_TEXT.saved),
  });

  return (
    <FormDialog<Values>
      open={open}
      title={CASE_EDIT_TEXT.title}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toUpdate(values))}
      initialValues={{
        caseNumber: kase.caseNumber,
        fileNumber: kase.fileNumber,
        county: kase.county,
        clientId: kase.clientId,
        attorneyId: kase.attorneyId,
      }}
    >
      <Form.Item label="Case Number" name="caseNumber">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="File Number" name="fileNumber" rules={[rules.required()]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="County" name="county">
        <Input maxLength={50} />
      </Form.Item>
      <CaseClientFields
        enabled={open}
        current={{
          client: { id: kase.clientId, name: kase.firmName },
          attorney:
            kase.attorneyId !== null && kase.attorneyName
              ? { id: kase.attorneyId, name: kase.attorneyName }
              : null,
        }}
      />
    </FormDialog>
  );
}
