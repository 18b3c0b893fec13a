// Answered in the simulator by src/mocks/handlers/clientRegistration.ts.
import { queryOptions } from '@tanstack/react-query';
import { lookupBody } from '../lib/clientRegistration';
import { call } from './call';
import * as api from './contract/clientRegistration';
import type { AttorneySignUp } from './contract/clientRegistration';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AttorneyLookup, AttorneySignUp } from './contract/clientRegistration';

/** The account the sign-up created: the user name the attorney chose. */
export interface AttorneyAccount {
  userName: string;
}

/** The invitation lookup has a key root of its own: refreshing the firm's attorneys never repeats it. */
const invitations = ['invitations'] as const;
const attorneys = ['attorneys'] as const;

/**
 * The attorney an invitation names (e-mail and optional company id from the link). Its
 * failures are the screen's to show (an error dialog, then sign-in), so the call is silent.
 */
export const lookUpInvitation = (email: string, companyId: string | null) =>
  call(api.lookUpInvitation, { body: lookupBody(email, companyId), config: { silent: true } });

/** Creates the invited attorney's account; the screen reports failures itself. */
export async function signUpAttorney(
  attorneyId: number,
  body: AttorneySignUp,
): Promise<AttorneyAccount> {
  await call(api.signUpAttorney, { params: { attorneyId }, body, config: { silent: true } });
  return { userName: body.userName };
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
