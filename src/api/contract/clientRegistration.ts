/**
 * The registration of an attorney invited by an auction company (spec 2 §7 Clients and
 * attorneys, spec 3 §2.3, §4.4, §5, §7 Client registration and company links).
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id } from './common';

/** POST /api/attorneys/register: the invitation's e-mail and, when the link names one, its company. */
export const InvitationLookup = z.object({
  email: z.string(),
  companyId: z.optional(z.union([z.number(), z.string()])),
});

/**
 * The invited attorney (spec 3 §7: id, isConnected, firstName, lastName, email, firmName).
 * The attorney's id may come as `attorneyId` (spec 2 §3 Attorney): either is read as `id`.
 */
export const AttorneyLookup = z.pipe(
  z.object({
    id: z.optional(id()),
    attorneyId: z.optional(id()),
    isConnected: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    firmName: z.string(),
  }),
  z.transform(({ id: own, attorneyId, ...rest }, ctx) => {
    const value = own ?? attorneyId;
    if (value === undefined) {
      ctx.issues.push({ code: 'invalid_type', expected: 'number', input: undefined, path: ['id'] });
      return z.NEVER;
    }
    return { id: value, ...rest };
  }),
);
export type AttorneyLookup = z.infer<typeof AttorneyLookup>;

/** POST /api/attorneys/{attorneyId}/register: the sign-up form (spec 3 §5). */
export const AttorneySignUp = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  password: z.string(),
  /** 10 digits, or '' when not given. */
  phoneNumber: z.string(),
  /** The inviting company, when the link named one. */
  companyId: z.nullable(z.union([z.number(), z.string()])),
  /** The SMS, privacy, terms of use and arbitration consent (spec 1 §3 `dca`). */
  dca: z.boolean(),
});
export type AttorneySignUp = z.infer<typeof AttorneySignUp>;

export const lookUpInvitation = endpoint({
  method: 'POST',
  path: '/api/attorneys/register',
  spec: '2 §7, 3 §7',
  summary:
    'The attorney an invitation link names; an attorney with an account is connected to the inviting company.',
  request: InvitationLookup,
  response: AttorneyLookup,
  roles: ['Anonymous'],
});

export const signUpAttorney = endpoint({
  method: 'POST',
  path: '/api/attorneys/{attorneyId}/register',
  spec: '2 §7, 3 §7',
  summary: 'Creates the invited attorney’s account with the sign-up form.',
  request: AttorneySignUp,
  response: 'none',
  roles: ['Anonymous'],
});
