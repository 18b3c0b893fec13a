import { db } from '../db';
import type { PurchaseProfile } from '../db/types';
import { isLettersNumbers, isPhoneDigits, isZip, text } from './format';

export const ENTITY_TYPES = ['Individual', 'Corporation'] as const;
type EntityType = (typeof ENTITY_TYPES)[number];

export const isEntityType = (v: unknown): v is EntityType =>
  typeof v === 'string' && (ENTITY_TYPES as readonly string[]).includes(v);

/** The server's wording of its purchase-profile refusals (spec 1, purchase profiles). */
export const PROFILE_ERRORS = {
  name: 'Please enter the name of the grantee!',
  type: 'Please select an entity type!',
  typeLocked: 'The entity type of a purchase profile cannot be changed!',
  phoneRequired: 'Please enter a phone number!',
  phone: 'Please enter a valid phone number!',
  zip: 'Please enter a valid zip code!',
  address2: 'Please enter letters and numbers only',
  notFound: 'Purchase profile is not found!',
  /** Joining or changing the profile with none of the bidder's own (spec 1 §5 join modal). */
  select: '*Please select a purchase profile!',
  inUse: 'This purchase profile is used for an auction you joined and cannot be deleted!',
} as const;

/** The bidder's own profile of that id; another bidder's is none of theirs. */
export const ownProfileOf = (bidderId: number, id: unknown): PurchaseProfile | undefined =>
  db.purchaseProfiles.find((p) => p.id === Number(id) && p.bidderId === bidderId);

export const ownsProfile = (bidderId: number, id: unknown): boolean =>
  ownProfileOf(bidderId, id) !== undefined;

export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'county', 'state', 'zip'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address fields a profile with its own address must fill, as each refusal names them. */
const REQUIRED_ADDRESS: [AddressField, string][] = [
  ['address1', 'address'],
  ['city', 'city'],
  ['county', 'county'],
  ['state', 'state'],
  ['zip', 'zip code'],
];

export type ProfileBody = Record<string, unknown>;

/** The first reason to refuse a posted profile (or a change of `editing`), or null. */
export function profileError(
  b: ProfileBody,
  editing?: Pick<PurchaseProfile, 'type'>,
): string | null {
  if (!text(b.name)) return PROFILE_ERRORS.name;
  if (!isEntityType(b.type)) return PROFILE_ERRORS.type;
  if (editing && editing.type !== b.type) return PROFILE_ERRORS.typeLocked;
  const phone = text(b.phoneNumber);
  if (!phone) return PROFILE_ERRORS.phoneRequired;
  if (!isPhoneDigits(phone)) return PROFILE_ERRORS.phone;
  if (!b.isSameAsBidder)
    for (const [field, label] of REQUIRED_ADDRESS)
      if (!text(b[field])) return `Please enter your ${label}!`;
  if (text(b.zip) && !isZip(text(b.zip))) return PROFILE_ERRORS.zip;
  if (!isLettersNumbers(text(b.address2))) return PROFILE_ERRORS.address2;
  return null;
}

/** The stored fields of an accepted profile: trimmed, the contact name only for a corporation, no address of its own when it uses the bidder's. */
export function profileFields(b: ProfileBody, type: EntityType) {
  const same = Boolean(b.isSameAsBidder);
  const address = (f: AddressField) => (same ? '' : text(b[f]));
  return {
    name: text(b.name),
    type,
    contactName: type === 'Corporation' ? text(b.contactName) : '',
    isSameAsBidder: same,
    isAgentForBidder: Boolean(b.isAgentForBidder),
    phoneNumber: text(b.phoneNumber),
    address1: address('address1'),
    address2: address('address2'),
    city: address('city'),
    county: address('county'),
    state: address('state').toUpperCase(),
    zip: address('zip'),
  };
}
