import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select } from 'antd';
import { caseQueries } from '../api/cases';
import { V } from '../lib/validation';

interface Named {
  id: number;
  name: string;
}

/** The options of a list, with the case's own entry named while the list loads or lacks it. */
function optionsOf(list: Named[] | undefined, own: Named | null) {
  const options = (list ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (own && !options.some((o) => o.value === own.id))
    options.unshift({ value: own.id, label: own.name });
  return options;
}

/**
 * The Client (required) and Attorney (optional) of a case form, as `clientId` and `attorneyId`:
 * the attorneys offered are the chosen client's, and choosing another client clears the attorney.
 */
export function CaseClientFields({
  enabled = true,
  current,
  sideBySide = false,
}: {
  /** Whether the lists load (a dialog kept mounted while closed passes its `open`). */
  enabled?: boolean;
  /** The case's own client and attorney, offered under their names even before the lists load. */
  current?: { client: Named; attorney: Named | null };
  /** The two pickers on one row on wider screens. */
  sideBySide?: boolean;
}) {
  const form = Form.useFormInstance();
  const clientId = Form.useWatch<number | undefined>('clientId', form);
  const clients = useQuery({ ...caseQueries.clients(), enabled });
  const attorneys = useQuery({
    ...caseQueries.attorneys(clientId ?? 0),
    enabled: enabled && Boolean(clientId),
  });
  // The case's attorney belongs to its own client only.
  const ownAttorney = current?.attorney && clientId === current.client.id ? current.attorney : null;

  const client = (
    <Form.Item label="Client" name="clientId" rules={[{ required: true, message: V.required }]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select a client"
        loading={clients.isFetching}
        options={optionsOf(clients.data, current?.client ?? null)}
        notFoundContent={clients.isFetching ? 'Loading…' : 'No clients'}
        onChange={() => form.setFieldValue('attorneyId', null)}
      />
    </Form.Item>
  );
  const attorney = (
    <Form.Item label="Attorney" name="attorneyId">
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={clientId ? 'Optional' : 'Select a client first'}
        disabled={!clientId}
        loading={attorneys.isFetching}
        options={optionsOf(attorneys.data, ownAttorney)}
        notFoundContent={attorneys.isFetching ? 'Loading…' : 'No attorneys'}
      />
    </Form.Item>
  );

  if (!sideBySide)
    return (
      <>
        {client}
        {attorney}
      </>
    );
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        {client}
      </Col>
      <Col xs={24} sm={12}>
        {attorney}
      </Col>
    </Row>
  );
}
