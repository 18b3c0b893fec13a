import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import {
  AUCTION_DATE_FORMAT,
  AUCTION_LABEL,
  AUCTION_START_TYPES,
  AUCTION_TYPE_LABEL,
  AUCTION_TYPES,
  START_TYPE_LABEL,
  TIME_STEP_MINUTES,
  needsLocation,
  nextFiveMinuteMark,
  startTimeError,
  stopTimeError,
  type AuctionFormValues,
} from '../lib/auctionForm';
import { checkRule, V } from '../lib/validation';

const typeOptions = AUCTION_TYPES.map((t) => ({ value: t, label: AUCTION_TYPE_LABEL[t] }));
const startTypeOptions = AUCTION_START_TYPES.map((t) => ({ value: t, label: START_TYPE_LABEL[t] }));

/** Days before today cannot be picked; a past time today is caught by the start rule. */
const beforeToday = (d: Dayjs) => d.isBefore(dayjs(), 'day');

const timeProps = {
  format: AUCTION_DATE_FORMAT,
  showTime: { minuteStep: TIME_STEP_MINUTES, use12Hours: true, format: 'h:mm A' },
  disabledDate: beforeToday,
  style: { width: '100%' },
} as const;

/**
 * The fields of the auction form (create dialog and auction settings), to place inside an antd
 * `Form` whose values are `AuctionFormValues`. `disabled` locks every field.
 */
export default function AuctionFormFields({ disabled = false }: { disabled?: boolean }) {
  const form = Form.useFormInstance<AuctionFormValues>();
  const type = Form.useWatch('type', form);
  const startType = Form.useWatch('startType', form);
  const extendable = Form.useWatch('extendable', form);
  const auto = startType === 'Auto';
  const extending = auto && !!extendable;

  return (
    <>
      <Form.Item name="type" label="Type" rules={[{ required: true, message: V.required }]}>
        <Radio.Group
          options={typeOptions}
          optionType="button"
          buttonStyle="solid"
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item
        name="startType"
        label="Start Type"
        rules={[{ required: true, message: V.required }]}
      >
        <Radio.Group
          options={startTypeOptions}
          optionType="button"
          buttonStyle="solid"
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item
        name="start"
        label="Start Time"
        rules={[{ required: true, message: V.required }, checkRule<Dayjs | null>(startTimeError)]}
      >
        <DatePicker
          {...timeProps}
          placeholder="Start time"
          disabled={disabled}
          defaultPickerValue={nextFiveMinuteMark()}
        />
      </Form.Item>
      <Form.Item
        name="stop"
        label="Stop Time"
        dependencies={['start']}
        rules={[
          { required: true, message: V.required },
          ({ getFieldValue }) =>
            checkRule<Dayjs | null>((value) =>
              stopTimeError(getFieldValue('start') as Dayjs | null, value),
            ),
        ]}
      >
        <DatePicker
          {...timeProps}
          placeholder="Stop time"
          disabled={disabled}
          defaultPickerValue={nextFiveMinuteMark()}
        />
      </Form.Item>
      {auto && (
        <Form.Item name="extendable" label="Extendable" valuePropName="checked">
          <Switch disabled={disabled} />
        </Form.Item>
      )}
      {extending && (
        <>
          <Form.Item
            name="timeLeft"
            label={AUCTION_LABEL.timeLeft}
            rules={[{ required: true, type: 'number', message: V.required }]}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} disabled={disabled} />
          </Form.Item>
          <Form.Item
            name="extraTime"
            label={AUCTION_LABEL.extraTime}
            rules={[{ required: true, type: 'number', message: V.required }]}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} disabled={disabled} />
          </Form.Item>
        </>
      )}
      {needsLocation(type) && (
        <Form.Item
          name="location"
          label="Location"
          rules={[{ required: true, whitespace: true, message: V.required }]}
        >
          <Input placeholder="Street address of the sale" disabled={disabled} maxLength={250} />
        </Form.Item>
      )}
      <Form.Item name="isTest" valuePropName="checked">
        <Checkbox disabled={disabled}>Test auction</Checkbox>
      </Form.Item>
    </>
  );
}
