import { Button, Form } from 'antd';
import { useState } from 'react';
import type { PropertyAddress } from '../../api/properties';
import { AddressFields } from '../../components/AddressFields';
import {
  addressPayload,
  fieldsFromSuggestion,
  type AddressFields as Address,
} from '../../lib/propertyRules';
import { useSingleSubmit } from '../../lib/useSingleSubmit';
import { AddressSuggest } from './AddressSuggest';

const NAMES = { county: 'county', state: 'stateCode' } as const;

type FormValues = Omit<Address, 'latitude' | 'longitude'>;

export interface AddressFormProps {
  /** The saved address (empty for a new property). */
  initial?: Partial<Address>;
  readOnly?: boolean;
  submitLabel: string;
  /**
   * Sends the address (slash rule applied, always US). Answers the address as saved, which the
   * form then shows; throws when the call failed (the values stay as typed).
   */
  onSubmit(address: PropertyAddress): Promise<Partial<Address> | void>;
}

const formValues = (a: Partial<Address> = {}): FormValues => ({
  streetLine1: a.streetLine1 ?? '',
  streetLine2: a.streetLine2 ?? '',
  city: a.city ?? '',
  county: a.county ?? '',
  stateCode: a.stateCode ?? '',
  zipCode: a.zipCode ?? '',
});

/**
 * A property's address: an address search (US only) that fills the fields and the coordinates,
 * street lines 1 and 2, city, county, state and zip code.
 */
export function AddressForm({
  initial,
  readOnly = false,
  submitLabel,
  onSubmit,
}: AddressFormProps) {
  const [form] = Form.useForm<FormValues>();
  const [coords, setCoords] = useState({
    latitude: initial?.latitude ?? null,
    longitude: initial?.longitude ?? null,
  });

  const [submit, busy] = useSingleSubmit(async (values: FormValues) => {
    try {
      const saved = await onSubmit(addressPayload({ ...values, ...coords }));
      if (saved) form.setFieldsValue(formValues(saved));
    } catch {
      // The http client has shown the notice; the typed values stay.
    }
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      aria-label="Property address"
      initialValues={formValues(initial)}
      disabled={readOnly}
      onFinish={(v) => void submit(v)}
    >
      {!readOnly && (
        <AddressSuggest
          onPick={(s) => {
            const picked = fieldsFromSuggestion(s);
            form.setFieldsValue(formValues(picked));
            setCoords({ latitude: picked.latitude ?? null, longitude: picked.longitude ?? null });
          }}
        />
      )}
      <AddressFields property checkZip names={NAMES} />
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      )}
    </Form>
  );
}
