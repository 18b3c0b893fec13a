/**
 * Sign-in, 2-step verification, registration, availability checks and passwords (spec 1 §3,
 * §5, §7; spec 3 §5, §7).
 */
import * as z from 'zod/mini';
import { endpoint, SIGNED_IN, STAFF } from './define';

/**
 * The token endpoint's answer (spec 1 §3 Login response, §7). Every grant answers the tokens;
 * the sign-in also names the user, its roles and whether 2-step verification is pending.
 */
export const TokenResponse = z.object({
  access_token: z.string(),
  /** Seconds: the access-token cookie expires then. */
  expires_in: z.number(),
  refresh_token: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  userName: z.optional(z.string()),
  /** A list of role names (or one comma-separated text). */
  roles: z.optional(z.union([z.array(z.string()), z.string()])),
  id: z.optional(z.union([z.number(), z.string()])),
  required2FA: z.optional(z.boolean()),
  /** The masked number the 2-step text message goes to. */
  phone: z.optional(z.string()),
  configuredGoogleAuth: z.optional(z.boolean()),
  deviceId: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/**
 * A text-message code sent (spec 1 §3 Phone verification: id, number, expirationDate): its id
 * goes back with the code; the id is kept as text.
 */
export const VerificationSent = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  number: z.optional(z.string()),
  expirationDate: z.optional(z.string()),
});
export type VerificationSent = z.infer<typeof VerificationSent>;

/** The mailing address of a registration (spec 1 §3 Bidder registration). */
export const Address = z.object({
  streetLine1: z.string(),
  streetLine2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type Address = z.infer<typeof Address>;

/** POST /api/bidders (spec 1 §3 Bidder registration; `dca`: the SMS and terms consent). */
export const BidderRegistration = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 10 digits. */
  phoneNumber: z.string(),
  birthDate: z.string(),
  address: Address,
  userName: z.string(),
  password: z.string(),
  dca: z.boolean(),
  verificationId: z.string(),
  verificationCode: z.string(),
  deviceId: z.string(),
});
export type BidderRegistration = z.infer<typeof BidderRegistration>;

/** POST /api/auctioneers: the bidder registration plus the company name (spec 1 §5). */
export const AuctioneerRegistration = z.extend(BidderRegistration, { companyName: z.string() });
export type AuctioneerRegistration = z.infer<typeof AuctioneerRegistration>;

/** GET /api/user/username/{name} (spec 3 §7): true when the user name is taken. */
export const UsernameTaken = z.boolean();
export type UsernameTaken = z.infer<typeof UsernameTaken>;

/**
 * GET /api/user/email/{email} (spec 1 §5, §7): available, or registered with the role of the
 * account that has it (a non-auctioneer account is named to auctioneers).
 */
export const EmailAvailability = z.object({
  available: z.boolean(),
  registered: z.boolean(),
  role: z.optional(z.string()),
});
export type EmailAvailability = z.infer<typeof EmailAvailability>;

/** PUT /api/user/token (spec 1 §7). */
export const ResetTokenCheck = z.object({ email: z.string(), token: z.string() });

/** POST /api/user/password (spec 1 §7). */
export const PasswordReset = z.object({
  userName: z.string(),
  token: z.string(),
  password: z.string(),
});

/** PUT /api/user/password (spec 1 §7). */
export const PasswordChange = z.object({ currentPassword: z.string(), newPassword: z.string() });

export const postToken = endpoint({
  method: 'POST',
  path: '/connect/token',
  spec: '1 §3, 1 §7',
  summary:
    'Form-encoded (application/x-www-form-urlencoded), with client_id, client_secret and device_id. ' +
    'Sign-in: grant_type password, username, password. Refresh: grant_type refresh_token, ' +
    'scope offline_access, refresh_token. 2-step: grant_type refresh_token, refresh_token, ' +
    'two_factor true, the code as password, and verification_id for a text message.',
  response: TokenResponse,
  roles: ['Anonymous', ...SIGNED_IN],
});

export const revokeToken = endpoint({
  method: 'POST',
  path: '/connect/revocation',
  designed:
    'Sign-out tells the server: the token server’s standard revocation endpoint (RFC 7009) ' +
    'beside /connect/token, so a refresh token copied before the sign-out is dead too.',
  summary:
    'Form-encoded, with client_id, client_secret, token and token_type_hint ' +
    '(refresh_token, then access_token). 200 with no body, also for a token already unknown.',
  response: 'none',
  roles: SIGNED_IN,
});

export const sendTwoFactorSms = endpoint({
  method: 'GET',
  path: '/api/bidderverify/sms',
  spec: '1 §7',
  summary: 'Sends the 2-step code by text message to a bidder (with the first step’s token).',
  response: VerificationSent,
  roles: ['Bidder'],
});

export const sendStaffTwoFactorSms = endpoint({
  method: 'GET',
  path: '/api/bidderverify/sms/auctioneer',
  spec: '1 §7',
  summary: 'Sends the 2-step code by text message to an auctioneer or employee.',
  response: VerificationSent,
  roles: STAFF,
});

export const sendRegistrationCode = endpoint({
  method: 'GET',
  path: '/api/bidderverify/sms/{phone10digits}',
  spec: '1 §7',
  summary: 'Sends the registration code by text message to a 10-digit phone number.',
  response: VerificationSent,
  roles: ['Anonymous'],
});

export const registerBidder = endpoint({
  method: 'POST',
  path: '/api/bidders',
  spec: '1 §3, 1 §7',
  summary: 'Creates a bidder account with the text-message code; the screen then signs in.',
  request: BidderRegistration,
  response: 'none',
  roles: ['Anonymous'],
});

export const registerAuctioneer = endpoint({
  method: 'POST',
  path: '/api/auctioneers',
  spec: '1 §5, 1 §7',
  summary: 'Creates an auctioneer account and its company; the screen then signs in.',
  request: AuctioneerRegistration,
  response: 'none',
  roles: ['Anonymous'],
});

export const checkUsername = endpoint({
  method: 'GET',
  path: '/api/user/username/{name}',
  spec: '1 §7, 3 §7',
  summary: 'Whether a user name is taken (true) — asked while typing and before a sign-up.',
  response: UsernameTaken,
  roles: ['Anonymous'],
  probe: { args: () => ({ params: { name: 'contract-check' } }) },
});

export const checkEmail = endpoint({
  method: 'GET',
  path: '/api/user/email/{email}',
  spec: '1 §5, 1 §7',
  summary: 'Whether an e-mail is free, or registered and with which role.',
  response: EmailAvailability,
  roles: ['Anonymous'],
  probe: { args: () => ({ params: { email: 'contract-check@example.com' } }) },
});

export const requestPasswordReset = endpoint({
  method: 'GET',
  path: '/api/user/password/{userName}',
  spec: '1 §7',
  summary: 'Sends the password-reset e-mail (forgot password).',
  response: 'none',
  roles: ['Anonymous'],
});

export const validateResetToken = endpoint({
  method: 'PUT',
  path: '/api/user/token',
  spec: '1 §7',
  summary: 'Checks the reset link’s token; a refusal disables the reset form.',
  request: ResetTokenCheck,
  response: 'none',
  roles: ['Anonymous'],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/user/password',
  spec: '1 §7',
  summary: 'Sets a new password with the reset link’s token.',
  request: PasswordReset,
  response: 'none',
  roles: ['Anonymous'],
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/user/password',
  spec: '1 §7',
  summary: 'Changes the signed-in user’s password (profile pages).',
  request: PasswordChange,
  response: 'none',
  roles: ['Bidder', ...STAFF, 'Client', 'Attorney'],
});
