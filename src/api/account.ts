// Answered in the simulator by src/mocks/handlers/account.ts.
import { queryOptions } from '@tanstack/react-query';
import { bidderQueries } from './bidders';
import { call } from './call';
import * as api from './contract/account';
import type { BidderDetails } from './contract/account';
import { activateBidderUser, deactivateBidderUser, updateBidderUser } from './contract/systemUsers';
import { useResourceMutation, type MutationExtras } from './mutation';

export type {
  AccountAddress,
  AuthenticatorSetup,
  BidderAccount,
  BidderDetails,
  BidderPhone,
  PhoneVerification,
} from './contract/account';

const root = ['accounts'] as const;

export const accountQueries = {
  all: () => root,
  bidder: (id: string | number) =>
    queryOptions({
      queryKey: [...root, 'bidder', String(id)] as const,
      queryFn: () => getBidderAccount(id),
    }),
};

export const getBidderAccount = (id: string | number) =>
  call(api.getBidderAccount, { params: { id } });

export const updateBidderAccount = (id: string | number, body: BidderDetails) =>
  call(updateBidderUser, { params: { id }, body });

/** Sends a verification code by text message to a new (or not yet verified) number. */
export const requestPhoneCode = (number: string, accountId: string | number) =>
  call(api.requestPhoneCode, { body: { number, accountId: Number(accountId) } });

/**
 * Checks the code. Silent: the screen shows 'The verification code is invalid!' beside the code
 * field and the catalogue notice for other failures itself.
 */
export const verifyPhoneCode = (verificationId: number, code: string) =>
  call(api.verifyPhoneCode, {
    params: { id: verificationId },
    body: { code },
    config: { silent: true },
  });

/** Makes a verified phone the primary one (text messages, 2-step codes go there). */
export const makePhonePrimary = (phoneId: number) =>
  call(api.makePhonePrimary, { params: { id: phoneId } });

/** Starts linking an authenticator app: returns the QR image and the manual entry code. */
export const linkAuthenticator = () => call(api.linkAuthenticator);

/** Unlinks the authenticator app: 2-step codes come by text message again. */
export const unlinkAuthenticator = () => call(api.unlinkAuthenticator);

/** Deactivates the account (Active to Inactive): it can no longer join auctions or bid. */
export const deactivateAccount = (id: string | number) =>
  call(deactivateBidderUser, { params: { id } });

/** Activates a deactivated account again (Inactive to Active). */
export const activateAccount = (id: string | number) =>
  call(activateBidderUser, { params: { id } });

/**
 * The bidder's own request to delete the account: DELETE /api/bidders/{id}/deleterequest.
 * (DELETE /api/bidders/{id}/delete is the admin's deletion of a bidder; a bidder asks through
 * this endpoint, which erases the account's personal data and ends its sign-in.)
 */
export const requestAccountDeletion = (id: string | number) =>
  call(api.requestAccountDeletion, { params: { id } });

/** Saves the bidder details; the account is read again. */
export const useUpdateBidderAccount = (
  id: string | number,
  extras: MutationExtras<void, BidderDetails> = {},
) =>
  useResourceMutation(
    (body: BidderDetails) => updateBidderAccount(id, body),
    () => [accountQueries.bidder(id).queryKey],
    extras,
  );

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
  extras: MutationExtras<void, { verificationId: number; code: string }> = {},
) {
  return useResourceMutation(
    (v: { verificationId: number; code: string }) => verifyPhoneCode(v.verificationId, v.code),
    () => [accountQueries.bidder(id).queryKey, bidderQueries.global().queryKey],
    extras,
  );
}
