import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { AttributeFilter, ExtendedAttribute } from '../../lib/searchFilters';
import { attributeEditor, attributeStep, cleanAttributes } from '../../lib/searchFilters';

type Values = Record<string, { value?: unknown; value2?: unknown }>;

function toValues(list: AttributeFilter[]): Values {
  return Object.fromEntries(list.map((f) => [String(f.id), { value: f.value, value2: f.value2 }]));
}

/** The extended-attribute filters in a drawer: intervals, numbers, text, yes/no, dates and selects. */
export function AttributeFilters({
  open,
  onClose,
  attributes,
  value,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  attributes: ExtendedAttribute[];
  value: AttributeFilter[];
  onApply: (list: AttributeFilter[]) => void;
}) {
  const [form] = Form.useForm<Values>();
  const apply = (v: Values) => {
    const list = attributes.map((a) => {
      const entry = v[String(a.attributeId)] ?? {};
      const raw = entry.value;
      const value = dayjs.isDayjs(raw)
        ? raw.format('YYYY-MM-DD')
        : (raw as AttributeFilter['value']);
      return { id: a.attributeId, value, value2: entry.value2 as AttributeFilter['value2'] };
    });
    onApply(cleanAttributes(list));
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="More filters"
      size="default"
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={toValues(value)} onFinish={apply}>
        {attributes.map((a) => {
          const name = String(a.attributeId);
          const step = attributeStep(a.attributeName);
          switch (attributeEditor(a)) {
            case 'interval':
              return (
                <Form.Item key={name} label={a.attributeDisplayName}>
                  <Space.Compact block>
                    <Form.Item name={[name, 'value']} noStyle>
                      <InputNumber
                        min={0}
                        step={step}
                        placeholder="Min"
                        aria-label={`${a.attributeDisplayName} from`}
                        style={{ width: '50%' }}
                      />
                    </Form.Item>
                    <Form.Item name={[name, 'value2']} noStyle>
                      <InputNumber
                        min={0}
                        step={step}
                        placeholder="Max"
                        aria-label={`${a.attributeDisplayName} to`}
                        style={{ width: '50%' }}
                      />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              );
            case 'number':
              return (
                <Form.Item key={name} label={a.attributeDisplayName} name={[name, 'value']}>
                  <InputNumber min={0} step={step} style={{ width: '100%' }} />
                </Form.Item>
              );
            case 'text':
              return (
                <Form.Item key={name} label={a.attributeDisplayName} name={[name, 'value']}>
                  <Input />
                </Form.Item>
              );
            case 'bool':
              return (
                <Form.Item key={name} label={a.attributeDisplayName} name={[name, 'value']}>
                  <Select
                    allowClear
                    placeholder="Any"
                    options={[
                      { value: 'true', label: 'Yes' },
                      { value: 'false', label: 'No' },
                    ]}
                  />
                </Form.Item>
              );
            case 'date':
              return (
                <Form.Item key={name} label={a.attributeDisplayName} name={[name, 'value']}>
                  <DatePicker format="MM/DD/YYYY" style={{ width: '100%' }} />
                </Form.Item>
              );
            default:
              return (
                <Form.Item key={name} label={a.attributeDisplayName} name={[name, 'value']}>
                  <Select
                    allowClear
                    placeholder="Any"
                    options={a.optionData.map((o) => ({ value: o, label: o }))}
                  />
                </Form.Item>
              );
          }
        })}
        <Space>
          <Button type="primary" htmlType="submit">
            Apply filters
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(
                Object.fromEntries(
                  attributes.map((a) => [
                    String(a.attributeId),
                    { value: undefined, value2: undefined },
                  ]),
                ),
              );
              onApply([]);
              onClose();
            }}
          >
            Reset
          </Button>
        </Space>
      </Form>
    </Drawer>
  );
}
