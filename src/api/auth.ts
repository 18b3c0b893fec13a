// Answered in the simulator by src/mocks/handlers/auth.ts.
import { queryOptions } from '@tanstack/react-query';
import { getDeviceId } from '../lib/session';
import { call } from './call';
import * as api from './contract/auth';
import type { AuctioneerRegistration, BidderRegistration } from './contract/auth';
import { postToken } from './http';

export type {
  Address,
  AuctioneerRegistration,
  BidderRegistration,
  EmailAvailability,
  TokenResponse,
  UsernameTaken,
  VerificationSent,
} from './contract/auth';

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

/** Sends the 2-step text message; uses the first-step token, since the session is not stored yet. */
export function sendTwoFactorSms(accessToken: string, staff: boolean) {
  return call(staff ? api.sendStaffTwoFactorSms : api.sendTwoFactorSms, {
    config: {
      skipAuth: true,
      headers: { Authorization: `Bearer ${accessToken}` },
      errorContext: 'signIn',
    },
  });
}

/** Sends the registration code to a 10-digit phone number. */
export const sendRegistrationCode = (phone10: string) =>
  call(api.sendRegistrationCode, { params: { phone10digits: phone10 } });

export const registerBidder = (body: BidderRegistration) =>
  call(api.registerBidder, { body, config: { silent: true } });
export const registerAuctioneer = (body: AuctioneerRegistration) =>
  call(api.registerAuctioneer, { body, config: { silent: true } });

/** Whether a user name is taken (true) or free (false). */
export const checkUsername = (name: string) =>
  call(api.checkUsername, { params: { name }, config: { silent: true } });

export const checkEmail = (email: string) =>
  call(api.checkEmail, { params: { email }, config: { silent: true } });

export const requestPasswordReset = (userName: string) =>
  call(api.requestPasswordReset, { params: { userName }, config: { silent: true } });

export const validateResetToken = (email: string, token: string) =>
  call(api.validateResetToken, { body: { email, token }, config: { silent: true } });

export const resetPassword = (userName: string, token: string, password: string) =>
  call(api.resetPassword, { body: { userName, token, password } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call(api.changePassword, { body: { currentPassword, newPassword } });

const users = ['users'] as const;

/** Sign-up and password-reset checks about user accounts. */
export const userQueries = {
  all: () => users,
  /** Whether a user name is taken (asked case-insensitively). */
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
