import { queryOptions } from '@tanstack/react-query';
import { lookupBody } from '../lib/clientRegistration';
import type { AttorneyLookup } from './firmShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AttorneyLookup };

/** What the invited attorney sends to sign up (POST /api/attorneys/{attorneyId}/register). */
export interface AttorneySignUp {
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
  /** 10 digits, or '' when not given. */
  phoneNumber: string;
  /** The inviting company, when the link named one. */
  companyId: number | string | null;
  /** The SMS, privacy, terms of use and arbitration consent. */
  dca: boolean;
}

/** The account created by the sign-up. */
export interface AttorneyAccount {
  id: number;
  userName: string;
}

/** The invitation lookup has a key root of its own: refreshing the firm's attorneys never repeats it. */
const invitations = ['invitations'] as const;
const attorneys = ['attorneys'] as const;

/**
 * The attorney an invitation names (e-mail and optional company id from the link). Its
 * failures are the screen's to show (an error dialog, then sign-in), so the call is silent.
 */
export async function lookUpInvitation(email: string, companyId: string | null) {
  const res = await http.post<AttorneyLookup>(
    '/api/attorneys/register',
    lookupBody(email, companyId),
    { silent: true },
  );
  return res.data;
}

/** Creates the invited attorney's account; the screen reports failures itself. */
export async function signUpAttorney(attorneyId: number, body: AttorneySignUp) {
  const res = await http.post<AttorneyAccount>(`/api/attorneys/${attorneyId}/register`, body, {
    silent: true,
  });
  return res.data;
}

/** The invitation of a client registration link. */
export const clientRegistrationQueries = {
  invitation: (email: string, companyId: string | null) =>
    queryOptions({
      queryKey: [...invitations, email.trim().toLowerCase(), companyId ?? ''] as const,
      queryFn: () => lookUpInvitation(email, companyId),
      // The lookup is asked once per visit: it is not refreshed behind the attorney's back.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};

/** The invited attorney's sign-up; the firm's attorneys (now connected) are refreshed. */
export const useAttorneySignUp = (
  extras?: MutationExtras<AttorneyAccount, { attorneyId: number; body: AttorneySignUp }>,
) =>
  useResourceMutation(
    ({ attorneyId, body }: { attorneyId: number; body: AttorneySignUp }) =>
      signUpAttorney(attorneyId, body),
    () => [attorneys],
    extras,
  );
