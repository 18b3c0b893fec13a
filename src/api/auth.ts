import { getDeviceId, type TokenResponse } from '../lib/session';
import { queryOptions } from '@tanstack/react-query';
import { http, postToken } from './http';

/** Password grant (spec 1 section 7). Failures are shown by the sign-in screen itself. */
export function signIn(username: string, password: string) {
  return postToken(
    { grant_type: 'password', username, password, device_id: getDeviceId() },
    { silent: true, errorContext: 'signIn' },
  );
}

/** Completes 2-step verification: the code as password, with the refresh token of the first step. */
export function verifyTwoFactor(args: {
  refreshToken: string;
  code: string;
  verificationId?: string;
}) {
  const fields: Record<string, string> = {
    grant_type: 'refresh_token',
    refresh_token: args.refreshToken,
    two_factor: 'true',
    password: args.code,
    device_id: getDeviceId(),
  };
  if (args.verificationId) fields.verification_id = args.verificationId;
  return postToken(fields, { silent: true, errorContext: 'signIn' });
}

export interface VerificationSent {
  id: string;
  number?: string;
  expirationDate?: string;
}

/** Sends the 2-step text message; uses the first-step token, since the session is not stored yet. */
export async function sendTwoFactorSms(accessToken: string, staff: boolean) {
  const res = await http.get<VerificationSent>(
    `/api/bidderverify/sms${staff ? '/auctioneer' : ''}`,
    {
      skipAuth: true,
      headers: { Authorization: `Bearer ${accessToken}` },
      errorContext: 'signIn',
    },
  );
  return res.data;
}

/** Sends the registration code to a 10-digit phone number. */
export async function sendRegistrationCode(phone10: string) {
  const res = await http.get<VerificationSent>(`/api/bidderverify/sms/${phone10}`);
  return res.data;
}

export interface Address {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface BidderRegistration {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  birthDate: string;
  address: Address;
  userName: string;
  password: string;
  dca: boolean;
  verificationId: string;
  verificationCode: string;
  deviceId: string;
}

export interface AuctioneerRegistration extends BidderRegistration {
  companyName: string;
}

export const registerBidder = (body: BidderRegistration) =>
  http.post('/api/bidders', body, { silent: true });
export const registerAuctioneer = (body: AuctioneerRegistration) =>
  http.post('/api/auctioneers', body, { silent: true });

/** Availability answer for a user name: available or taken. */
export interface UsernameAvailability {
  available: boolean;
}
/** Availability answer for an e-mail: `registered` when an account uses it, with that account's role. */
import type { EmailAvailability } from '../lib/validation';

export type { EmailAvailability };

export async function checkUsername(name: string) {
  const res = await http.get<UsernameAvailability>(
    `/api/user/username/${encodeURIComponent(name)}`,
    { silent: true },
  );
  return res.data;
}

export async function checkEmail(email: string) {
  const res = await http.get<EmailAvailability>(`/api/user/email/${encodeURIComponent(email)}`, {
    silent: true,
  });
  return res.data;
}

export const requestPasswordReset = (userName: string) =>
  http.get(`/api/user/password/${encodeURIComponent(userName)}`, { silent: true });

export const validateResetToken = (email: string, token: string) =>
  http.put('/api/user/token', { email, token }, { silent: true });

export const resetPassword = (userName: string, token: string, password: string) =>
  http.post('/api/user/password', { userName, token, password });

export const changePassword = (currentPassword: string, newPassword: string) =>
  http.put('/api/user/password', { currentPassword, newPassword });

export type { TokenResponse };

const users = ['users'] as const;

/** Sign-up and password-reset checks about user accounts. */
export const userQueries = {
  all: () => users,
  /** Whether a user name is free (asked case-insensitively). */
  userName: (name: string) =>
    queryOptions({
      queryKey: [...users, 'userName', name.toLowerCase()] as const,
      queryFn: () => checkUsername(name),
    }),
  /** Whether an e-mail is registered, and with which role. */
  email: (email: string) =>
    queryOptions({
      queryKey: [...users, 'email', email.toLowerCase()] as const,
      queryFn: () => checkEmail(email),
    }),
  /** Whether the reset link's token is still valid (the query fails when it is not). */
  resetToken: (userName: string, token: string) =>
    queryOptions({
      queryKey: [...users, 'resetToken', userName, token] as const,
      queryFn: () => validateResetToken(userName, token).then(() => true),
    }),
};
