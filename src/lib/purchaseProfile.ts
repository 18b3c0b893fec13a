import { formatPhoneInput, isValidPhone, phoneDigits } from './phone';
import { isLettersNumbers, isZipCode, V } from './validation';
import type { PurchaseProfile, PurchaseProfileInput } from '../api/contract/purchaseProfiles';

/**
 * Purchase profiles: who takes title (the grantee on the deed) when a bidder wins (spec 1 sections 3
 * and 5). Pure rules shared by the purchase-profile modal and the simulator's validation.
 */
export const ENTITY_TYPES = ['Individual', 'Corporation'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** A purchase profile and what is sent to create or update one (their schemas: the contract). */
export type { PurchaseProfile, PurchaseProfileInput };

/** The modal's form values (phone formatted as typed). */
export interface PurchaseProfileFormValues {
  name: string;
  type: EntityType;
  contactName?: string;
  isSameAsBidder: boolean;
  isAgentForBidder: boolean;
  phoneNumber: string;
  address1?: string;
  address2?: string;
  city?: string;
  county?: string;
  state?: string;
  zip?: string;
  isPrimary: boolean;
}

export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'county', 'state', 'zip'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address fields that must be filled (line 2 never is). */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'address1',
  'city',
  'county',
  'state',
  'zip',
];

/** How each address field is named in its 'Please enter your {label}!' message. */
export const ADDRESS_LABELS: Record<AddressField, string> = {
  address1: 'address',
  address2: 'address line 2',
  city: 'city',
  county: 'county',
  state: 'state',
  zip: 'zip code',
};

export const PROFILE_MSG = {
  name: 'Please enter the name of the grantee!',
  type: 'Please select an entity type!',
  typeLocked: 'The entity type of a purchase profile cannot be changed!',
  notFound: 'Purchase profile is not found!',
  inUse: 'This purchase profile is used for an auction you joined and cannot be deleted!',
} as const;

/** A contact name applies only to a corporation. */
export const contactNameEnabled = (type: EntityType | undefined): boolean => type === 'Corporation';

/** Address fields are required unless the address is the bidder's own. */
export const addressRequired = (isSameAsBidder: boolean | undefined): boolean => !isSameAsBidder;

/** The entity type is chosen once: it is locked when a profile is edited. */
export const entityTypeLocked = (editing: PurchaseProfile | null | undefined): boolean =>
  Boolean(editing);

export const isEntityType = (v: unknown): v is EntityType =>
  typeof v === 'string' && (ENTITY_TYPES as readonly string[]).includes(v);

/** A new profile before anything is filled in: an individual, no address, not primary. */
export const BLANK_PROFILE: Readonly<PurchaseProfileInput> = {
  name: '',
  type: 'Individual',
  contactName: '',
  isSameAsBidder: false,
  isAgentForBidder: false,
  phoneNumber: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  state: '',
  zip: '',
  isPrimary: false,
};

/** The modal's starting values: a new profile (Individual, primary when it is the first) or the one edited. */
export function profileFormValues(
  editing: PurchaseProfile | null | undefined,
  { first = false } = {},
): PurchaseProfileFormValues {
  if (!editing) return { ...BLANK_PROFILE, state: undefined, isPrimary: first };
  return {
    name: editing.name,
    type: editing.type,
    contactName: editing.contactName,
    isSameAsBidder: editing.isSameAsBidder,
    isAgentForBidder: editing.isAgentForBidder,
    phoneNumber: formatPhoneInput(editing.phoneNumber),
    address1: editing.address1,
    address2: editing.address2,
    city: editing.city,
    county: editing.county,
    state: editing.state || undefined,
    zip: editing.zip,
    isPrimary: editing.isPrimary,
  };
}

const clean = (v: string | undefined | null) => (v ?? '').trim();

/**
 * The body sent to the server: trimmed, phone as 10 digits, the contact name only for a corporation,
 * no address of its own when the bidder's is used, and the type of the edited profile kept as it was.
 */
export function buildProfilePayload(
  values: PurchaseProfileFormValues,
  editing?: PurchaseProfile | null,
): PurchaseProfileInput {
  const type = editing ? editing.type : values.type;
  const same = Boolean(values.isSameAsBidder);
  const address = (f: AddressField) => (same ? '' : clean(values[f]));
  return {
    name: clean(values.name),
    type,
    contactName: contactNameEnabled(type) ? clean(values.contactName) : '',
    isSameAsBidder: same,
    isAgentForBidder: Boolean(values.isAgentForBidder),
    phoneNumber: phoneDigits(values.phoneNumber ?? ''),
    address1: address('address1'),
    address2: address('address2'),
    city: address('city'),
    county: address('county'),
    state: address('state').toUpperCase(),
    zip: address('zip'),
    isPrimary: Boolean(values.isPrimary),
  };
}

export type ProfileErrors = Partial<Record<keyof PurchaseProfileInput, string>>;

/**
 * Every broken rule of a profile as the server receives it (the simulator answers the first one).
 * `editing` is the stored profile when updating: its type may not change.
 */
export function profileErrors(
  input: Partial<Record<keyof PurchaseProfileInput, unknown>>,
  editing?: Pick<PurchaseProfile, 'type'> | null,
): ProfileErrors {
  const errors: ProfileErrors = {};
  const text = (k: keyof PurchaseProfileInput) =>
    typeof input[k] === 'string' ? (input[k] as string).trim() : '';
  if (!text('name')) errors.name = PROFILE_MSG.name;
  if (!isEntityType(input.type)) errors.type = PROFILE_MSG.type;
  else if (editing && editing.type !== input.type) errors.type = PROFILE_MSG.typeLocked;
  const phone = text('phoneNumber');
  if (!phone) errors.phoneNumber = V.phoneRequired;
  else if (!isValidPhone(formatPhoneInput(phone)) || phoneDigits(phone).length !== phone.length)
    errors.phoneNumber = V.phone;
  if (addressRequired(Boolean(input.isSameAsBidder)))
    for (const f of REQUIRED_ADDRESS_FIELDS)
      if (!text(f)) errors[f] = `Please enter your ${ADDRESS_LABELS[f]}!`;
  if (!errors.zip && text('zip') && !isZipCode(text('zip'))) errors.zip = V.zipCode;
  if (text('address2') && !isLettersNumbers(text('address2'))) errors.address2 = V.lettersNumbers;
  return errors;
}

/** The profile's address on one line. */
export function profileAddress(p: Pick<PurchaseProfile, AddressField | 'isSameAsBidder'>): string {
  const street = [p.address1, p.address2].filter(Boolean).join(' ');
  const county = p.county ? `${p.county} County` : '';
  const tail = [p.state, p.zip].filter(Boolean).join(' ');
  return [street, p.city, county, tail].filter(Boolean).join(', ');
}
