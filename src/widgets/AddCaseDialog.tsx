import { Alert, Button, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { caseQueries, useCreateCase, type DuplicateCase } from '../api/cases';
import { CASE_FORM_MSG, duplicateLookup, newCaseBody, type CaseFormValues } from '../lib/caseForm';
import { formatDate } from '../lib/format';
import { caseStatusLabel } from '../lib/status';
import { useDebounced } from '../lib/useDebounced';
import { rules } from '../lib/validation';
import { AddressFields } from '../components/AddressFields';
import { CaseClientFields } from './CaseClientFields';
import { useSingleMutate } from '../lib/useSingleSubmit';
import { paths } from '../lib/paths';

/** Warns of cases already filed under the same case number and county, or says there are none. */
function DuplicateCheck({ caseNumber, county }: { caseNumber?: string; county?: string }) {
  const typed = duplicateLookup(caseNumber, county);
  const settled = useDebounced(typed);
  const current =
    typed && settled && typed.caseNumber === settled.caseNumber && typed.county === settled.county;
  const query = useQuery({
    ...caseQueries.lookup(settled?.caseNumber ?? '', settled?.county ?? ''),
    enabled: Boolean(current),
    retry: false,
  });
  if (!typed) return null;
  if (!current || query.isPending)
    return (
      <div aria-live="polite" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Checking for duplicates…</Typography.Text>
      </div>
    );
  // A failed look-up stays silent: it only informs.
  if (query.isError) return null;
  const dupes: DuplicateCase[] = query.data ?? [];
  return (
    <div aria-live="polite" style={{ marginBottom: 16 }}>
      {dupes.length ? (
        <Alert
          type="warning"
          showIcon
          title={`Duplicate case${dupes.length > 1 ? 's' : ''} found for ${typed.caseNumber} in ${typed.county}`}
          description={
            <ul aria-label="Duplicate cases" style={{ margin: 0, paddingLeft: 18 }}>
              {dupes.map((d) => (
                <li key={d.id}>
                  {d.caseNumber} · {d.county} · File {d.fileNumber || '—'} · {d.firmName} ·{' '}
                  {caseStatusLabel(d.caseStatus)} · {formatDate(d.createdDate)}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="success" showIcon title={CASE_FORM_MSG.noDuplicates} />
      )}
    </div>
  );
}

/**
 * Add Case (spec 2 section 2): a new case with its client, attorney and property address; opens the
 * case. Not a FormDialog: the form checks for cases already filed as the number and county are
 * typed and carries its own buttons.
 */
export default function AddCaseDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="Add Case"
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      <CaseForm onClose={onClose} />
    </Modal>
  );
}

function CaseForm({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<CaseFormValues>();
  const navigate = useNavigate();
  const caseNumber = Form.useWatch('caseNumber', form);
  const county = Form.useWatch('county', form);

  const save = useCreateCase({
    onSuccess: ({ id }) => {
      onClose();
      navigate(paths.case(id));
    },
  });
  // One click makes one case: a second click while saving does nothing. A refused save keeps
  // what was typed; the notice comes from the http client.
  const create = useSingleMutate(save);
  const submit = (values: CaseFormValues) => create(newCaseBody(values));

  return (
    <Form<CaseFormValues> form={form} layout="vertical" name="add-case" onFinish={submit}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="File Number" name="fileNumber" rules={[rules.required()]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Case Number" name="caseNumber">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <CaseClientFields sideBySide />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Property Address
      </Typography.Title>
      <AddressFields names={{ county: 'county', state: 'stateCode' }} property checkZip />
      <DuplicateCheck caseNumber={caseNumber} county={county} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
