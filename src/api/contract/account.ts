/**
 * The bidder's own account: details, phone numbers, 2-step method and status (spec 1 §3 Bidder
 * account, Phone verification, Authenticator setup; §4; §7 Bidder account).
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, withIds } from './common';
import { BidderChange } from './systemUsers';

/**
 * The account's mailing address (spec 1 §3: streetLine1/address1, streetLine2/address2, city,
 * state, zipCode): either spelling of the street lines is read as streetLine1 and streetLine2.
 */
export const AccountAddress = z.pipe(
  z.object({
    streetLine1: z.optional(z.string()),
    address1: z.optional(z.string()),
    streetLine2: z.optional(z.nullable(z.string())),
    address2: z.optional(z.nullable(z.string())),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  z.transform(({ streetLine1, address1, streetLine2, address2, ...rest }, ctx) => {
    const line1 = streetLine1 ?? address1;
    if (line1 === undefined) {
      ctx.issues.push({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['streetLine1'],
      });
      return z.NEVER;
    }
    const line2 = streetLine2 ?? address2;
    return { streetLine1: line1, ...(line2 ? { streetLine2: line2 } : {}), ...rest } as {
      streetLine1: string;
      streetLine2?: string;
      city: string;
      state: string;
      zipCode: string;
    };
  }),
);
export type AccountAddress = z.infer<typeof AccountAddress>;

/**
 * A phone number of the account (spec 1 §3 bidderPhones: number, isPrimary, verifiedDate).
 * `id` names the phone to make primary; a phone without one cannot be made primary here.
 */
export const BidderPhone = z.object({
  id: z.optional(id()),
  /** 10 digits. */
  number: z.string(),
  isPrimary: z.boolean(),
  verifiedDate: z.nullable(z.string()),
});
export type BidderPhone = z.infer<typeof BidderPhone>;

/** GET /api/bidders/{id} (spec 1 §3 Bidder account). */
export const BidderAccount = z.object({
  userId: id(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.nullable(z.string()),
  email: z.string(),
  phoneNumber: z.string(),
  linkedAccountCount: z.number(),
  address: z.nullable(AccountAddress),
  isVerified: z.boolean(),
  isDeactivated: z.boolean(),
  deactivatedDate: z.nullable(z.string()),
  configuredAuthenticatorApp: z.boolean(),
  bidderPhones: z.array(BidderPhone),
});
export type BidderAccount = z.infer<typeof BidderAccount>;

/**
 * PUT /api/bidders/{id}: the details form (spec 1 §5 Bidder details form; an empty phone leaves
 * the phone as it is). The call is declared once, with the admin's bidder dialog.
 */
export type BidderDetails = z.infer<typeof BidderChange>;

/** A text-message code sent to a phone (spec 1 §3 Phone verification, §7). */
export const PhoneVerification = z.object({
  id: id(),
  number: z.string(),
  expirationDate: z.string(),
});
export type PhoneVerification = z.infer<typeof PhoneVerification>;

/** PUT /api/auctioneers/authenticator (spec 1 §3 Authenticator setup). */
export const AuthenticatorSetup = z.object({
  qrCodeImageUrl: z.string(),
  manualEntrySetupCode: z.string(),
  googleAuthKey: z.optional(z.boolean()),
});
export type AuthenticatorSetup = z.infer<typeof AuthenticatorSetup>;

/** POST /api/bidderphones/verification (spec 1 §7). */
export const PhoneCodeRequest = z.object({ number: z.string(), accountId: z.number() });

/** POST /api/bidderphones/verification/{id} (spec 1 §7). */
export const PhoneCode = z.object({ code: z.string() });

export const getBidderAccount = endpoint({
  method: 'GET',
  path: '/api/bidders/{id}',
  spec: '1 §3, 1 §7',
  summary: 'The bidder’s own account (/account/personal).',
  response: BidderAccount,
  roles: ['Bidder'],
  probe: {
    args: withIds({ id: 'accountId' }),
  },
});

export const requestAccountDeletion = endpoint({
  method: 'DELETE',
  path: '/api/bidders/{id}/deleterequest',
  designed:
    'the bidder’s own delete-account request (spec 1 §2) needs a call; §7 lists only the admin’s DELETE /api/bidders/{id}/delete',
  summary: 'The bidder asks to delete the account: its personal data is erased, sign-in ends.',
  response: 'none',
  roles: ['Bidder'],
});

export const requestPhoneCode = endpoint({
  method: 'POST',
  path: '/api/bidderphones/verification',
  spec: '1 §7',
  summary: 'Sends a verification code by text message to a new or unverified number.',
  request: PhoneCodeRequest,
  response: PhoneVerification,
  roles: ['Bidder'],
});

export const verifyPhoneCode = endpoint({
  method: 'POST',
  path: '/api/bidderphones/verification/{id}',
  spec: '1 §7',
  summary: 'Checks the code: the phone, and so the account, becomes verified.',
  request: PhoneCode,
  response: 'none',
  roles: ['Bidder'],
});

export const makePhonePrimary = endpoint({
  method: 'PUT',
  path: '/api/bidderphones/{id}/primary',
  designed:
    'spec 1 §4 has phones primary or not, with no call to change which; this makes a verified phone the primary one',
  summary: 'Makes a verified phone the primary one (text messages and 2-step codes go there).',
  response: 'none',
  roles: ['Bidder'],
});

export const linkAuthenticator = endpoint({
  method: 'PUT',
  path: '/api/auctioneers/authenticator',
  spec: '1 §3, 1 §7',
  summary: 'Starts linking an authenticator app: the QR image and the manual entry code.',
  response: AuthenticatorSetup,
  roles: ['Bidder'],
});

export const unlinkAuthenticator = endpoint({
  method: 'DELETE',
  path: '/api/auctioneers/authenticator',
  spec: '1 §7',
  summary: 'Unlinks the authenticator app: 2-step codes come by text message again.',
  response: 'none',
  roles: ['Bidder'],
});
