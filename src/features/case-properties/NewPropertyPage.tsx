import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseLotQueries } from '../../api/caseLots';
import { caseQueries } from '../../api/cases';
import { useCreateProperty } from '../../api/properties';
import { notice, toast } from '../../lib/notify';
import { propertyPath, SELECT_LOT_FIRST } from '../../lib/propertyRules';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/useDebounced';
import { AddressForm } from './AddressForm';

export const NEW_PROPERTY_TEXT = {
  title: 'New Property',
  pick: 'Case and lot',
  case: 'Case',
  casePlaceholder: 'Search by case or file number',
  lot: 'Lot',
  lotPlaceholder: 'Select a lot',
  continue: 'Continue',
  address: 'Address',
  create: 'Create Property',
  created: 'The property was created.',
} as const;

const CASE_PICKER_SIZE = 20;

/** The case picker: the company's cases found by case or file number. */
function CasePicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange(id: number | null): void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery({
    ...caseQueries.list({
      page: 1,
      pageSize: CASE_PICKER_SIZE,
      search,
      sort: null,
      filters: {},
    }),
    placeholderData: keepPreviousData,
  });
  const options = (data?.data ?? []).map((c) => ({
    value: c.id,
    label: [c.caseNumber, c.fileNumber].filter(Boolean).join(' · ') || `Case #${c.id}`,
  }));
  return (
    <Select<number>
      id="new-property-case"
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      placeholder={NEW_PROPERTY_TEXT.casePlaceholder}
      value={value ?? undefined}
      options={options}
      loading={isFetching}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

/** /new-property (spec 2 section 2): choose a case and a lot, then the new property's address. */
export default function NewPropertyPage() {
  const navigate = useNavigate();
  const [caseId, setCaseId] = useState<number | null>(null);
  const [lotId, setLotId] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const lots = useQuery({ ...caseLotQueries.lookup(caseId ?? 0), enabled: caseId !== null });
  const create = useCreateProperty();

  const lotOptions = (lots.data ?? []).map((l) => ({
    value: l.id,
    label: `Lot ${l.lotNumber}${l.streetLine1 ? ` — ${l.streetLine1}` : ''}`,
  }));
  const chosen = caseId !== null && lotId !== null;

  const go = () => {
    if (!chosen) {
      notice({ kind: 'warning', title: SELECT_LOT_FIRST });
      return;
    }
    setReady(true);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {NEW_PROPERTY_TEXT.title}
      </Typography.Title>
      <Card title={NEW_PROPERTY_TEXT.pick}>
        <Form layout="vertical" component="div">
          <Form.Item label={NEW_PROPERTY_TEXT.case} htmlFor="new-property-case">
            <CasePicker
              value={caseId}
              onChange={(id) => {
                setCaseId(id);
                setLotId(null);
                setReady(false);
              }}
            />
          </Form.Item>
          <Form.Item label={NEW_PROPERTY_TEXT.lot} htmlFor="new-property-lot">
            <Select<number>
              id="new-property-lot"
              placeholder={NEW_PROPERTY_TEXT.lotPlaceholder}
              disabled={caseId === null}
              loading={lots.isFetching}
              value={lotId ?? undefined}
              options={lotOptions}
              onChange={(v) => {
                setLotId(v ?? null);
                if (v === undefined) setReady(false);
              }}
            />
          </Form.Item>
          {!ready && (
            <Button type="primary" onClick={go}>
              {NEW_PROPERTY_TEXT.continue}
            </Button>
          )}
        </Form>
      </Card>
      {ready && chosen && (
        <Card title={NEW_PROPERTY_TEXT.address}>
          <AddressForm
            submitLabel={NEW_PROPERTY_TEXT.create}
            onSubmit={async (address) => {
              const created = await create.mutateAsync({ lotId, address });
              toast('success', NEW_PROPERTY_TEXT.created);
              navigate(propertyPath(caseId, lotId, created.id));
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
