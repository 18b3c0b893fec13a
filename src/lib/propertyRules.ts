/**
 * Rules of the staff property screens (spec 2 sections 4 and 5): the address, the attribute
 * form (8-digit cap, the dropdowns' Other choice, the save payload), photos and deletion.
 */
import { cleanStreetLine } from './caseForm';
import { paths } from './paths';

/** Attribute edits are saved once typing has paused this long. */
export const ATTRIBUTE_DEBOUNCE_MS = 500;
/** Numeric attributes hold at most this many digits (before the decimal point). */
export const ATTRIBUTE_MAX_DIGITS = 8;
/** The dropdowns' free-text choice. */
export const OTHER_OPTION = 'Other';

export const OTHER_DESELECTED = 'Other value is empty, so Other was deselected.';
export const SELECT_LOT_FIRST = 'Please select the lot to create a property!';
export const PHOTO_DESCRIPTION_REQUIRED = 'Please enter a description for the photo!';
export const DELETE_PRIMARY_LABEL = 'Delete the Primary Property';
export const DELETE_LABEL = 'Delete Property';

/** The page of a case property ('new' creates one). */
export const propertyPath = (caseId: number, lotId: number, propertyId: number | 'new') =>
  paths.caseProperty(caseId, lotId, propertyId);

/** Street line 1 is stored with hyphens instead of slashes ('12/14 Main St' → '12-14 Main St'). */
export const normaliseStreetLine1 = cleanStreetLine;

/** The address form's fields. */
export interface AddressFields {
  streetLine1: string;
  streetLine2?: string | null;
  city: string;
  county?: string | null;
  stateCode: string;
  zipCode: string;
  latitude?: number | null;
  longitude?: number | null;
}

const orNull = (text: string | null | undefined) => {
  const t = (text ?? '').trim();
  return t ? t : null;
};

/** The body of a property create or address update: trimmed, slash rule applied, always US. */
export function addressPayload(f: AddressFields) {
  return {
    streetLine1: normaliseStreetLine1(f.streetLine1.trim()),
    streetLine2: orNull(f.streetLine2),
    city: f.city.trim(),
    county: orNull(f.county),
    stateCode: f.stateCode,
    zipCode: f.zipCode.trim(),
    latitude: f.latitude ?? null,
    longitude: f.longitude ?? null,
    countryCode: 'US' as const,
  };
}

/** The fields an address suggestion fills (its coordinates included). */
export interface AddressSuggestionFields {
  streetLine1: string;
  city: string;
  county: string;
  stateCode: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

export const fieldsFromSuggestion = (s: AddressSuggestionFields): AddressFields => ({
  streetLine1: s.streetLine1,
  city: s.city,
  county: s.county,
  stateCode: s.stateCode,
  zipCode: s.zipCode,
  latitude: s.latitude,
  longitude: s.longitude,
});

// ---------------------------------------------------------------- attributes

/** What the attribute rules read of a definition. */
export interface AttributeDef {
  attributeId: number;
  attributeName: string;
  attributeType: string;
  options?: { id: number; value: string }[];
}

/** One attribute's value in the form. */
export interface AttributeValue {
  value: string | null;
  otherValue: string | null;
}

const NUMERIC = ['IntField', 'DecimalField'];
export const isNumericAttribute = (type: string) => NUMERIC.includes(type);
export const isDropdownAttribute = (type: string) =>
  type === 'DropdownField' || type === 'SelectField';

/** Market valuation and HOA amounts are not capped, whatever their exact attribute name. */
const isUncapped = (name: string) => /marketvaluation/i.test(name) || /^hoa/i.test(name);

/** How many digits a numeric attribute may hold; null when it is not capped. */
export function attributeCap(attr: Pick<AttributeDef, 'attributeName' | 'attributeType'>) {
  if (!isNumericAttribute(attr.attributeType) || isUncapped(attr.attributeName)) return null;
  return ATTRIBUTE_MAX_DIGITS;
}

/** The largest value a capped attribute may take (99,999,999). */
export const capMax = (digits: number) => 10 ** digits - 1;

/** Digits before the decimal point, sign and leading zeros left out. */
export function integerDigits(value: string | number): number {
  const whole = String(value).trim().replace(/^[-+]/, '').split('.')[0];
  return whole.replace(/^0+(?=\d)/, '').replace(/\D/g, '').length;
}

export const exceedsCap = (
  attr: Pick<AttributeDef, 'attributeName' | 'attributeType'>,
  value: string | number | null | undefined,
) => {
  const cap = attributeCap(attr);
  return cap !== null && value !== null && value !== undefined && integerDigits(value) > cap;
};

/**
 * Whether a key typed into a capped number box is let through: a digit is refused when the
 * number before the decimal point would then have more than `cap` digits.
 */
export function keyFitsCap(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  key: string,
  cap: number | null,
): boolean {
  if (cap === null || !/^\d$/.test(key)) return true;
  const next = text.slice(0, selectionStart) + key + text.slice(selectionEnd);
  return integerDigits(next) <= cap;
}

/** A dropdown's options with the Other choice last (once, even if the definition lists it). */
export function withOtherOption(options: readonly { id: number; value: string }[] = []) {
  const rest = options.filter((o) => o.value !== OTHER_OPTION);
  return [...rest.map((o) => o.value), OTHER_OPTION];
}

/**
 * The Other text of a dropdown is set. An empty text deselects Other (`deselected` tells the
 * screen to warn); other choices keep no Other text.
 */
export function withOtherValue(
  current: AttributeValue,
  otherText: string | null | undefined,
): { value: AttributeValue; deselected: boolean } {
  if (current.value !== OTHER_OPTION)
    return { value: { ...current, otherValue: null }, deselected: false };
  const text = (otherText ?? '').trim();
  if (!text) return { value: { value: null, otherValue: null }, deselected: true };
  return { value: { value: OTHER_OPTION, otherValue: otherText ?? '' }, deselected: false };
}

/** The form's values from a property's saved attributes (absent ones empty). */
export function valuesFromSaved(
  defs: readonly AttributeDef[],
  saved: readonly { attributeId: number; value: string | null; otherValue?: string | null }[],
): Record<number, AttributeValue> {
  const out: Record<number, AttributeValue> = {};
  for (const d of defs) {
    const s = saved.find((x) => x.attributeId === d.attributeId);
    out[d.attributeId] = { value: s?.value ?? null, otherValue: s?.otherValue ?? null };
  }
  return out;
}

/** One entry of the save body. */
export interface AttributePayloadEntry {
  attributeId: number;
  attributeType: string;
  value: string | null;
  otherValue: string | null;
}

/**
 * The body of an attribute save: every definition, empty values as null, Other with its text
 * (Other without text counts as nothing chosen).
 */
export function attributePayload(
  defs: readonly AttributeDef[],
  values: Record<number, AttributeValue | undefined>,
): AttributePayloadEntry[] {
  return defs.map((d) => {
    const v = values[d.attributeId];
    const raw = v?.value === undefined || v?.value === null ? '' : String(v.value);
    let value: string | null = raw.trim() === '' ? null : raw;
    let otherValue: string | null = null;
    if (isDropdownAttribute(d.attributeType) && value === OTHER_OPTION) {
      otherValue = orNull(v?.otherValue);
      if (otherValue === null) value = null;
    }
    return { attributeId: d.attributeId, attributeType: d.attributeType, value, otherValue };
  });
}

/** The values that break the cap, by attribute id (the save waits until they are fixed). */
export function cappedViolations(
  defs: readonly AttributeDef[],
  values: Record<number, AttributeValue | undefined>,
): number[] {
  return defs.filter((d) => exceedsCap(d, values[d.attributeId]?.value)).map((d) => d.attributeId);
}

// ---------------------------------------------------------------- photos

/** A photo needs a description before it is uploaded. */
export const photoDescriptionError = (description: string | null | undefined) =>
  (description ?? '').trim() ? null : PHOTO_DESCRIPTION_REQUIRED;

/** The first photo of a property becomes its main photo. */
export const isMainForNewPhoto = (photos: readonly unknown[]) => photos.length === 0;

// ---------------------------------------------------------------- deleting

export interface DeleteContext {
  isPrimary: boolean;
  /** The lot's property count, this one included. */
  propertyCount: number;
  lotStatus: string;
}

/**
 * A non-primary property may be deleted; the primary one only when it is the lot's only
 * property and the lot is Draft.
 */
export const canDeleteProperty = ({ isPrimary, propertyCount, lotStatus }: DeleteContext) =>
  !isPrimary || (propertyCount === 1 && lotStatus === 'Draft');

export const deletePropertyLabel = (isPrimary: boolean) =>
  isPrimary ? DELETE_PRIMARY_LABEL : DELETE_LABEL;
