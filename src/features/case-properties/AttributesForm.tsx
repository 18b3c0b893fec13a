import { DatePicker, Empty, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  useSavePropertyAttributes,
  type AttributeDefinition,
  type PropertyDetail,
} from '../../api/properties';
import { notice } from '../../lib/notify';
import {
  ATTRIBUTE_DEBOUNCE_MS,
  attributeCap,
  attributePayload,
  capMax,
  cappedViolations,
  isDropdownAttribute,
  keyFitsCap,
  OTHER_DESELECTED,
  OTHER_OPTION,
  valuesFromSaved,
  withOtherOption,
  withOtherValue,
  type AttributeValue,
} from '../../lib/propertyRules';

export const SAVE_STATE_TEXT = {
  idle: '',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Changes not saved',
  invalid: 'Numbers are limited to 8 digits',
} as const;
type SaveState = keyof typeof SAVE_STATE_TEXT;

const DATE_FORMAT = 'YYYY-MM-DD';
const BOOL_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

interface FieldProps {
  def: AttributeDefinition;
  value: AttributeValue;
  readOnly: boolean;
  onChange(v: AttributeValue): void;
  onOtherBlur(text: string): void;
}

/** Refuses a digit that would take a capped number past its digits. */
const capKeys = (cap: number | null) => (e: KeyboardEvent<HTMLInputElement>) => {
  const input = e.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (!keyFitsCap(input.value, start, end, e.key, cap)) e.preventDefault();
};

/** One attribute's editor, chosen by its type. */
function AttributeField({ def, value, readOnly, onChange, onOtherBlur }: FieldProps) {
  const label = def.attributeDisplayName;
  const set = (v: string | null) => onChange({ value: v, otherValue: null });
  switch (def.attributeType) {
    case 'IntField':
    case 'DecimalField': {
      const cap = attributeCap(def);
      return (
        <InputNumber<string>
          aria-label={label}
          stringMode
          precision={def.attributeType === 'IntField' ? 0 : undefined}
          max={cap === null ? undefined : String(capMax(cap))}
          value={value.value}
          disabled={readOnly}
          onKeyDown={capKeys(cap)}
          onChange={(v) => set(v === null || v === '' ? null : String(v))}
          style={{ width: '100%' }}
        />
      );
    }
    case 'DateField':
      return (
        <DatePicker
          aria-label={label}
          format="MM/DD/YYYY"
          value={value.value && dayjs(value.value).isValid() ? dayjs(value.value) : null}
          disabled={readOnly}
          onChange={(d) => set(d ? d.format(DATE_FORMAT) : null)}
          style={{ width: '100%' }}
        />
      );
    case 'BoolField':
      return (
        <Radio.Group
          aria-label={label}
          options={BOOL_OPTIONS}
          value={value.value}
          disabled={readOnly}
          onChange={(e) => set(e.target.value as string)}
        />
      );
    case 'TextField':
      return (
        <Input
          aria-label={label}
          value={value.value ?? ''}
          disabled={readOnly}
          onChange={(e) => set(e.target.value)}
        />
      );
    default:
      if (!isDropdownAttribute(def.attributeType)) return null;
      return (
        <Flex vertical gap={8}>
          <Select<string>
            aria-label={label}
            allowClear
            value={value.value ?? undefined}
            disabled={readOnly}
            options={withOtherOption(def.options).map((o) => ({ value: o, label: o }))}
            onChange={(v) => set(v ?? null)}
          />
          {value.value === OTHER_OPTION && (
            <Input
              aria-label={`${label} (Other)`}
              placeholder="Other value"
              autoFocus={!readOnly}
              value={value.otherValue ?? ''}
              disabled={readOnly}
              onChange={(e) => onChange({ value: OTHER_OPTION, otherValue: e.target.value })}
              onBlur={(e) => onOtherBlur(e.target.value)}
            />
          )}
        </Flex>
      );
  }
}

/**
 * The property's attributes, one editor per definition. Each change is saved once typing has
 * paused for 500 ms (one save per pause); a failed save keeps the values as typed.
 */
export function AttributesForm({
  property,
  definitions,
  readOnly,
}: {
  property: PropertyDetail;
  definitions: AttributeDefinition[];
  readOnly: boolean;
}) {
  const [values, setValues] = useState(() => valuesFromSaved(definitions, property.extendedData));
  const latest = useRef(values);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const save = useSavePropertyAttributes({
    onSuccess: () => setState((s) => (s === 'saving' ? 'saved' : s)),
    onError: () => setState((s) => (s === 'saving' ? 'failed' : s)),
  });
  const { mutate } = save;

  const flush = () => {
    timer.current = null;
    if (cappedViolations(definitions, latest.current).length > 0) {
      setState('invalid');
      return;
    }
    setState('saving');
    mutate({
      propertyId: property.id,
      extendedData: attributePayload(definitions, latest.current),
    });
  };
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  // Leaving the page does not lose an edit still waiting for its pause.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flushRef.current();
      }
    },
    [],
  );

  const update = (id: number, v: AttributeValue, schedule = true) => {
    const next = { ...latest.current, [id]: v };
    latest.current = next;
    setValues(next);
    if (!schedule) return;
    if (timer.current) clearTimeout(timer.current);
    setState('pending');
    timer.current = setTimeout(() => flushRef.current(), ATTRIBUTE_DEBOUNCE_MS);
  };

  if (definitions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No attributes defined." />;

  return (
    <Form layout="vertical" aria-label="Property attributes" component="div">
      {!readOnly && (
        <Typography.Text
          type={state === 'failed' || state === 'invalid' ? 'danger' : 'secondary'}
          role="status"
          aria-live="polite"
          data-testid="attribute-save-state"
          style={{ display: 'block', minHeight: 22, marginBottom: 8 }}
        >
          {SAVE_STATE_TEXT[state]}
        </Typography.Text>
      )}
      {definitions.map((def) => (
        <Form.Item key={def.attributeId} label={def.attributeDisplayName}>
          <AttributeField
            def={def}
            value={values[def.attributeId] ?? { value: null, otherValue: null }}
            readOnly={readOnly}
            onChange={(v) => update(def.attributeId, v)}
            onOtherBlur={(text) => {
              const current = latest.current[def.attributeId];
              if (!current) return;
              const { value, deselected } = withOtherValue(current, text);
              if (!deselected) return;
              // Other without text was never saved as chosen: nothing new to send.
              update(def.attributeId, value, false);
              notice({ kind: 'warning', title: OTHER_DESELECTED });
            }}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
