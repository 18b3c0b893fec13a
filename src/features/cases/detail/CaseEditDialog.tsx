import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { caseQueries, useUpdateCase, type CaseDetail, type CaseUpdate } from '../../../api/cases';
import { FormDialog } from '../../../components/kit/FormDialog';
import { toast } from '../../../lib/notify';
import { rules, V } from '../../../lib/validation';

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
  const [form] = Form.useForm<Values>();
  const clientId = Form.useWatch('clientId', form);
  const clients = useQuery({ ...caseQueries.clients(), enabled: open });
  const attorneys = useQuery({
    ...caseQueries.attorneys(clientId ?? 0),
    enabled: open && Boolean(clientId),
  });
  const save = useUpdateCase(kase.id, {
    onSuccess: () => toast('success', CASE_EDIT_TEXT.saved),
  });

  return (
    <FormDialog<Values>
      open={open}
      title={CASE_EDIT_TEXT.title}
      form={form}
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
      <Form.Item label="Client" name="clientId" rules={[{ required: true, message: V.required }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select a client"
          loading={clients.isFetching}
          options={clientOptions(clients.data, kase)}
          onChange={() => form.setFieldValue('attorneyId', null)}
        />
      </Form.Item>
      <Form.Item label="Attorney" name="attorneyId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={clientId ? 'Optional' : 'Select a client first'}
          disabled={!clientId}
          loading={attorneys.isFetching}
          options={attorneyOptions(attorneys.data, kase, clientId)}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** The company's clients; the case's own firm stays named while the list loads. */
function clientOptions(list: { id: number; name: string }[] | undefined, kase: CaseDetail) {
  const options = (list ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (!options.some((o) => o.value === kase.clientId))
    options.unshift({ value: kase.clientId, label: kase.firmName });
  return options;
}

function attorneyOptions(
  list: { id: number; name: string }[] | undefined,
  kase: CaseDetail,
  clientId: number | undefined,
) {
  const options = (list ?? []).map((a) => ({ value: a.id, label: a.name }));
  if (
    kase.attorneyId !== null &&
    clientId === kase.clientId &&
    kase.attorneyName &&
    !options.some((o) => o.value === kase.attorneyId)
  )
    options.unshift({ value: kase.attorneyId, label: kase.attorneyName });
  return options;
}
