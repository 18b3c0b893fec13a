import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { bidderQueries } from './bidders';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A phone number on the bidder's account (10 digits). */
export interface BidderPhone {
  id: number;
  number: string;
  isPrimary: boolean;
  verifiedDate: string | null;
}

export interface AccountAddress {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The bidder account (spec 1 section 3). */
export interface BidderAccount {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string;
  phoneNumber: string;
  linkedAccountCount: number;
  address: AccountAddress | null;
  isVerified: boolean;
  isDeactivated: boolean;
  deactivatedDate: string | null;
  configuredAuthenticatorApp: boolean;
  bidderPhones: BidderPhone[];
}

/** The editable part of the bidder details form. */
export interface BidderDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  address: AccountAddress;
}

/** A text-message code sent to a phone: verify it with its id before expirationDate. */
export interface PhoneVerification {
  id: number;
  number: string;
  expirationDate: string;
}

export interface AuthenticatorSetup {
  qrCodeImageUrl: string;
  manualEntrySetupCode: string;
  googleAuthKey?: boolean;
}

const root = ['accounts'] as const;

export const accountQueries = {
  all: () => root,
  bidder: (id: string | number) =>
    queryOptions({
      queryKey: [...root, 'bidder', String(id)] as const,
      queryFn: () => getBidderAccount(id),
    }),
};

export async function getBidderAccount(id: string | number) {
  const res = await http.get<BidderAccount>(`/api/bidders/${id}`);
  return res.data;
}

export async function updateBidderAccount(id: string | number, body: BidderDetails) {
  const res = await http.put<BidderAccount>(`/api/bidders/${id}`, body);
  return res.data;
}

/** Sends a verification code by text message to a new (or not yet verified) number. */
export async function requestPhoneCode(number: string, accountId: string | number) {
  const res = await http.post<PhoneVerification>('/api/bidderphones/verification', {
    number,
    accountId: Number(accountId),
  });
  return res.data;
}

/**
 * Checks the code. Silent: the screen shows 'The verification code is invalid!' beside the code
 * field and the catalogue notice for other failures itself.
 */
export async function verifyPhoneCode(verificationId: number, code: string) {
  const res = await http.post<BidderPhone>(
    `/api/bidderphones/verification/${verificationId}`,
    { code },
    { silent: true },
  );
  return res.data;
}

/** Makes a verified phone the primary one (text messages, 2-step codes go there). */
export async function makePhonePrimary(phoneId: number) {
  const res = await http.put<BidderPhone>(`/api/bidderphones/${phoneId}/primary`);
  return res.data;
}

/** Starts linking an authenticator app: returns the QR image and the manual entry code. */
export async function linkAuthenticator() {
  const res = await http.put<AuthenticatorSetup>('/api/auctioneers/authenticator');
  return res.data;
}

/** Unlinks the authenticator app: 2-step codes come by text message again. */
export const unlinkAuthenticator = () => http.delete('/api/auctioneers/authenticator');

/** Deactivates the account (Active to Inactive): it can no longer join auctions or bid. */
export const deactivateAccount = (id: string | number) => http.delete(`/api/bidders/${id}`);

/** Activates a deactivated account again (Inactive to Active). */
export const activateAccount = (id: string | number) => http.put(`/api/bidders/activate/${id}`);

/**
 * The bidder's own request to delete the account: DELETE /api/bidders/{id}/deleterequest.
 * (DELETE /api/bidders/{id}/delete is the admin's deletion of a bidder; a bidder asks through
 * this endpoint, which erases the account's personal data and ends its sign-in.)
 */
export const requestAccountDeletion = (id: string | number) =>
  http.delete(`/api/bidders/${id}/deleterequest`);

/** Saves the bidder details; the answer replaces the cached account. */
export function useUpdateBidderAccount(
  id: string | number,
  extras: MutationExtras<BidderAccount, BidderDetails> = {},
) {
  const client = useQueryClient();
  return useResourceMutation(
    (body: BidderDetails) => updateBidderAccount(id, body),
    () => [],
    {
      ...extras,
      onSuccess: (data, ...rest) => {
        client.setQueryData(accountQueries.bidder(id).queryKey, data);
        return extras.onSuccess?.(data, ...rest);
      },
    },
  );
}

/** A change of the account's status, phones or 2-step method: the account is read again. */
export function useAccountChange<TData, TVars = void>(
  id: string | number,
  change: (vars: TVars) => Promise<TData>,
  extras: MutationExtras<TData, TVars> = {},
) {
  return useResourceMutation(change, () => [accountQueries.bidder(id).queryKey], extras);
}

/** Checks a phone code: a verified phone verifies the account, so the bidder data is read again. */
export function useVerifyPhoneCode(
  id: string | number,
  extras: MutationExtras<BidderPhone, { verificationId: number; code: string }> = {},
) {
  return useResourceMutation(
    (v: { verificationId: number; code: string }) => verifyPhoneCode(v.verificationId, v.code),
    () => [accountQueries.bidder(id).queryKey, bidderQueries.global().queryKey],
    extras,
  );
}
