import { US_STATES } from '../../lib/usStates';
import type { Address, Attribute, Lot, Property } from '../db/types';
import { isZip, text } from './format';

/**
 * Property rules as the server enforces them (spec 2 section 5, "Photos and properties"):
 * addresses, extended attributes, primary and delete.
 */

/** An address as posted, with the map point. */
export interface PostedProperty {
  address: Address;
  countryCode: 'US';
  latitude: number | null;
  longitude: number | null;
}

const REQUIRED: readonly [keyof Address, string][] = [
  ['streetLine1', 'Street line 1'],
  ['city', 'City'],
  ['county', 'County'],
  ['state', 'State'],
  ['zipCode', 'Zip code'],
];

/** Street line 1 keeps no slashes: each becomes a hyphen ('12/14 Oak St' → '12-14 Oak St'). */
export const streetLine1Of = (v: string) => v.replace(/\//g, '-');

const coordinate = (v: unknown, limit: number): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : NaN;
};

/** Reads a posted property address: the fields, or the message that refuses it. */
export function readPropertyAddress(body: Record<string, unknown>): PostedProperty | string {
  const address: Address = {
    streetLine1: streetLine1Of(text(body.streetLine1)),
    streetLine2: text(body.streetLine2) || undefined,
    city: text(body.city),
    county: text(body.county),
    state: text(body.stateCode).toUpperCase(),
    zipCode: text(body.zipCode),
  };
  const missing = REQUIRED.filter(([k]) => !address[k]);
  if (missing.length) return `${missing.map(([, label]) => label).join(', ')} required.`;
  const country = body.countryCode === undefined ? 'US' : text(body.countryCode).toUpperCase();
  if (country !== 'US') return 'Only US properties are supported.';
  if (!US_STATES.some((s) => s.code === address.state)) return 'State must be a US state.';
  if (!isZip(address.zipCode)) return 'Please enter a valid zip code!';
  const latitude = coordinate(body.latitude, 90);
  const longitude = coordinate(body.longitude, 180);
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return 'Invalid map location.';
  return { address, countryCode: 'US', latitude, longitude };
}

/** An attribute definition (GET /api/propextattr). */
export interface AttributeDefinition {
  attributeId: number;
  attributeName: string;
  attributeDisplayName: string;
  attributeType: string;
  options?: { id: number; value: string }[];
}

/** An extendedData entry as posted. */
export interface PostedAttribute {
  attributeId?: unknown;
  value?: unknown;
  otherValue?: unknown;
}

/** The most digits a numeric attribute may have. */
export const MAX_ATTRIBUTE_DIGITS = 8;

/** Market valuation and HOA amounts are not capped. */
export const isUncapped = (attributeName: string) =>
  /marketvaluation/i.test(attributeName) || /^hoa/i.test(attributeName);

/** Digits before the decimal point. */
const integerDigits = (n: number) => String(Math.trunc(Math.abs(n))).length;

const OTHER = 'other';

/** The option a dropdown value names: its id, or its text. */
export function optionOf(def: AttributeDefinition, value: unknown) {
  const v = text(typeof value === 'number' ? String(value) : value);
  if (!v) return undefined;
  return (
    def.options?.find((o) => String(o.id) === v) ??
    def.options?.find((o) => o.value.toLowerCase() === v.toLowerCase())
  );
}

/**
 * The stored form of one posted attribute: its value as text (a dropdown's option text), or null
 * when the entry clears the attribute, or the message that refuses it.
 */
export function readAttribute(
  def: AttributeDefinition,
  posted: PostedAttribute,
): { value: string; otherValue: string | null } | null | string {
  const raw = posted.value;
  const name = def.attributeDisplayName;
  if (raw === null || raw === undefined || (typeof raw === 'string' && !raw.trim())) return null;
  const v = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (def.attributeType) {
    case 'IntField':
    case 'DecimalField': {
      const n = Number(v);
      if (!Number.isFinite(n)) return `${name} must be a number.`;
      if (def.attributeType === 'IntField' && !Number.isInteger(n))
        return `${name} must be a whole number.`;
      if (!isUncapped(def.attributeName) && integerDigits(n) > MAX_ATTRIBUTE_DIGITS)
        return `${name} cannot have more than ${MAX_ATTRIBUTE_DIGITS} digits.`;
      return { value: String(n), otherValue: null };
    }
    case 'BoolField':
      if (v !== 'true' && v !== 'false') return `${name} must be true or false.`;
      return { value: v, otherValue: null };
    case 'DateField':
      if (!Number.isFinite(new Date(v).getTime())) return `${name} must be a date.`;
      return { value: v, otherValue: null };
    case 'DropdownField':
    case 'SelectField': {
      const option = optionOf(def, v);
      if (!option) return `${name}: unknown option.`;
      if (option.value.toLowerCase() !== OTHER) return { value: option.value, otherValue: null };
      const other = text(posted.otherValue);
      if (!other) return `Please enter the other ${name.toLowerCase()}.`;
      return { value: option.value, otherValue: other };
    }
    default:
      if (v.length > 500) return `${name} is too long.`;
      return { value: v, otherValue: null };
  }
}

/**
 * The property's attributes after the posted entries: each entry sets or clears its attribute,
 * the others stay. Answers the message of the first refused entry instead.
 */
export function applyAttributes(
  current: Attribute[],
  posted: PostedAttribute[],
  defs: readonly AttributeDefinition[],
): Attribute[] | string {
  const next = [...current];
  for (const entry of posted) {
    const def = defs.find((d) => d.attributeId === Number(entry.attributeId));
    if (!def) return 'Unknown property attribute.';
    const read = readAttribute(def, entry);
    if (typeof read === 'string') return read;
    const at = next.findIndex(
      (a) => a.attributeId === def.attributeId || a.attributeName === def.attributeName,
    );
    if (at >= 0) next.splice(at, 1);
    if (read)
      next.push({
        attributeId: def.attributeId,
        attributeName: def.attributeName,
        attributeDisplayName: def.attributeDisplayName,
        attributeType: def.attributeType as Attribute['attributeType'],
        value: read.value,
        otherValue: read.otherValue,
      });
  }
  return next;
}

/**
 * Why a property may not be deleted, or null: a non-primary one may go; the primary one only when
 * it is the lot's only property and the lot is still a draft.
 */
export function deleteRefusal(property: Property, lot: Lot, lotProperties: number): string | null {
  if (!property.isPrimary) return null;
  if (lotProperties > 1)
    return 'The primary property cannot be deleted. Make another property primary first.';
  if (lot.status !== 'Draft') return 'The only property of a published lot cannot be deleted.';
  return null;
}
