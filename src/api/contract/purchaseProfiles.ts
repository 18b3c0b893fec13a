/** The bidder's purchase profiles, full records (spec 1 §3 Purchase profile, §5). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id } from './common';

const entityType = z.enum(['Individual', 'Corporation']);

const profileFields = {
  /** The grantee on the deed. */
  name: z.string(),
  type: entityType,
  contactName: z.string(),
  isAgentForBidder: z.boolean(),
  /** 10 digits. */
  phoneNumber: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  zip: z.string(),
  isPrimary: z.boolean(),
};

/**
 * A purchase profile (spec 1 §3: id, name, type, contactName, isContactSame / isSameAsBidder,
 * isAgentForBidder, phoneNumber, address1, address2, city, county, state, zip, isPrimary).
 * Either spelling of the same-address flag is read as `isSameAsBidder`.
 */
export const PurchaseProfile = z.pipe(
  z.object({
    id: id(),
    ...profileFields,
    isSameAsBidder: z.optional(z.boolean()),
    isContactSame: z.optional(z.boolean()),
  }),
  z.transform(({ isSameAsBidder, isContactSame, ...p }, ctx) => {
    const same = isSameAsBidder ?? isContactSame;
    if (same === undefined) {
      ctx.issues.push({
        code: 'invalid_type',
        expected: 'boolean',
        input: undefined,
        path: ['isSameAsBidder'],
      });
      return z.NEVER;
    }
    return { ...p, isSameAsBidder: same };
  }),
);
export type PurchaseProfile = z.infer<typeof PurchaseProfile>;

/** What is sent to create or update a profile. */
export const PurchaseProfileInput = z.object({
  ...profileFields,
  /** The address is the bidder's own mailing address. */
  isSameAsBidder: z.boolean(),
});
export type PurchaseProfileInput = z.infer<typeof PurchaseProfileInput>;

const NO_CALLS =
  'spec 1 §2 has the bidder manage purchase profiles on /account/purchase; §7 lists only GET /api/purchaseprofiles (id and name)';

export const listPurchaseProfiles = endpoint({
  method: 'GET',
  path: '/api/purchaseprofiles/list',
  designed: `${NO_CALLS}: the full records, primary first`,
  summary: 'The bidder’s purchase profiles with every field (/account/purchase).',
  response: z.array(PurchaseProfile),
  roles: ['Bidder'],
  probe: {},
});

export const createPurchaseProfile = endpoint({
  method: 'POST',
  path: '/api/purchaseprofiles',
  designed: `${NO_CALLS}: adds one`,
  summary: 'Adds a purchase profile (the first one becomes primary).',
  request: PurchaseProfileInput,
  response: PurchaseProfile,
  roles: ['Bidder'],
});

export const updatePurchaseProfile = endpoint({
  method: 'PUT',
  path: '/api/purchaseprofiles/{id}',
  designed: `${NO_CALLS}: edits one (its entity type is locked)`,
  summary: 'Edits a purchase profile.',
  request: PurchaseProfileInput,
  response: PurchaseProfile,
  roles: ['Bidder'],
});

export const makePrimaryPurchaseProfile = endpoint({
  method: 'PUT',
  path: '/api/purchaseprofiles/{id}/primary',
  designed: `${NO_CALLS}: one profile is primary (isPrimary); this moves the flag`,
  summary: 'Makes a profile the primary one (the previous primary stops being it).',
  response: PurchaseProfile,
  roles: ['Bidder'],
});

export const deletePurchaseProfile = endpoint({
  method: 'DELETE',
  path: '/api/purchaseprofiles/{id}',
  designed: `${NO_CALLS}: removes one`,
  summary: 'Removes a purchase profile (refused while a lot still to be decided uses it).',
  response: 'none',
  roles: ['Bidder'],
});
