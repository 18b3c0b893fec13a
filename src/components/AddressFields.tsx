import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { US_STATES } from '../lib/usStates';
import { isZipCode, optionalFormat, rules, V } from '../lib/validation';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The values of the fields under their default names. */
export interface MailingAddressValues {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  state: string;
  zipCode: string;
}

type Part = 'line1' | 'line2' | 'city' | 'county' | 'state' | 'zip';

/** The form's field name of each address part; a county is asked only when it is named. */
export type AddressFieldNames = Partial<Record<Part, string>>;

const MAILING_NAMES: AddressFieldNames = {
  line1: 'streetLine1',
  line2: 'streetLine2',
  city: 'city',
  state: 'state',
  zip: 'zipCode',
};

const LABELS: Record<'mailing' | 'property', Record<Part, string>> = {
  mailing: {
    line1: 'Address',
    line2: 'Address line 2',
    city: 'City',
    county: 'County',
    state: 'State',
    zip: 'Zip code',
  },
  property: {
    line1: 'Street Line 1',
    line2: 'Street Line 2',
    city: 'City',
    county: 'County',
    state: 'State',
    zip: 'Zip Code',
  },
};

const MAILING_AUTOCOMPLETE: Partial<Record<Part, string>> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
};

/** A property's address is stored with these lengths at the most. */
const PROPERTY_MAX: Partial<Record<Part, number>> = {
  line1: 200,
  line2: 200,
  city: 100,
  county: 100,
};

const zipFormat = optionalFormat(isZipCode, V.zipCode);

interface Props {
  /** Field names where the form's differ from streetLine1, streetLine2, city, state and zipCode. */
  names?: AddressFieldNames;
  /**
   * A property's address (a new case) rather than the user's own mailing address: title-case labels,
   * "Field is required!", no browser autofill and the stored lengths.
   */
  property?: boolean;
  /** The zip code must be a US zip code (5 digits, optionally ZIP+4). */
  checkZip?: boolean;
}

/**
 * The US address fields of a form: street lines 1 and 2, city, county where the form has one, a
 * searchable state list and the zip code. Every part but line 2 is required; a mailing address's
 * line 2 takes letters and numbers only.
 */
export function AddressFields({ names, property = false, checkZip = false }: Props) {
  const fieldNames = { ...MAILING_NAMES, ...names };
  const labels = LABELS[property ? 'property' : 'mailing'];
  const required = (part: Part): Rule =>
    property ? rules.required() : rules.address(labels[part].toLowerCase());
  const text = (part: Part, partRules: Rule[], inputMode?: 'numeric', maxLength?: number) => (
    <Form.Item label={labels[part]} name={fieldNames[part]} rules={partRules}>
      <Input
        autoComplete={property ? 'off' : MAILING_AUTOCOMPLETE[part]}
        inputMode={inputMode}
        maxLength={maxLength ?? (property ? PROPERTY_MAX[part] : undefined)}
      />
    </Form.Item>
  );
  const withCounty = Boolean(fieldNames.county);
  const zipRules = [required('zip'), ...(checkZip ? [zipFormat] : [])];

  return (
    <>
      {text('line1', [required('line1')])}
      {text('line2', property ? [] : [rules.lettersNumbers()])}
      <Row gutter={12}>
        <Col xs={24} sm={withCounty ? 12 : 10}>
          {text('city', [required('city')])}
        </Col>
        {withCounty && (
          <Col xs={24} sm={12}>
            {text('county', [required('county')])}
          </Col>
        )}
        <Col xs={12} sm={withCounty ? 12 : 7}>
          <Form.Item label={labels.state} name={fieldNames.state} rules={[required('state')]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={property ? 'Select a state' : undefined}
              options={STATE_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={withCounty ? 12 : 7}>
          {text('zip', zipRules, 'numeric', checkZip ? 10 : undefined)}
        </Col>
      </Row>
    </>
  );
}
