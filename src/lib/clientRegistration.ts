/**
 * Rules of the client (attorney) registration reached from an invitation link
 * (/client-register?email=…&companyId=…): what the screen shows for each answer of the
 * invitation lookup and of the sign-up (spec 2 sections 5 and 8, spec 3 sections 4.4, 5 and 8).
 */

/** The spec's messages, word for word. */
export const CLIENT_REGISTRATION_MSG = {
  missingEmail: 'Email address is not found!',
  mismatch: 'The email address and the company do not match!',
  usernameTakenTitle: 'The username is not available!',
  usernameTakenText: 'The username has already been taken. Please choose a different username!',
} as const;

/** The catalogue's words for a refusal that carries no message of its own (spec 1 section 8). */
const REQUEST_FAILED = 'Error occurred while requesting!';

/** The success screen appears this long after the sign-up succeeded (spec 3 section 9). */
export const REGISTRATION_SUCCESS_DELAY_MS = 5000;

/** The placeholder the server puts in its lookup refusal where the e-mail address belongs. */
export const EMAIL_PLACEHOLDER = '{email}';

/** The server's message with every `{email}` replaced by the address. */
export const withEmail = (message: string, email: string) =>
  message.split(EMAIL_PLACEHOLDER).join(email);

/** The invitation's company id: a positive integer, the raw text for anything else, null when absent. */
export function invitationCompanyId(raw: string | null): number | string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : value;
}

/** The body of the invitation lookup (POST /api/attorneys/register). */
export function lookupBody(email: string, companyId: string | null) {
  const id = invitationCompanyId(companyId);
  return id === null ? { email: email.trim() } : { email: email.trim(), companyId: id };
}

/** A failed call as the screen sees it: the HTTP status (0 without answer) and the server's words. */
export interface CallFailure {
  status: number;
  serverMessage?: string;
  body?: unknown;
}

/** An error dialog after which the visitor is sent to the sign-in page. */
export interface LeaveDialog {
  title: string;
  content?: string;
}

/** What the registration screen shows for the state of the invitation lookup. */
export type RegistrationView<A> =
  | { kind: 'lookingUp' }
  /** An error dialog, then /login. */
  | { kind: 'leave'; dialog: LeaveDialog }
  /** The catalogue notice was shown; the screen offers to try again. */
  | { kind: 'retry' }
  /** The attorney signs up. */
  | { kind: 'form'; attorney: A }
  /** The attorney has an account already: straight to the success screen. */
  | { kind: 'registered'; attorney: A };

export type LookupState<A> =
  | { status: 'pending' }
  | { status: 'error'; failure: CallFailure }
  | { status: 'success'; attorney: A };

/**
 * The screen for the invitation: a missing e-mail, a refusal (400 with the server's message,
 * its `{email}` filled in; 403 for an e-mail and company that do not match) lead to an error
 * dialog and then to sign-in; other failures offer a retry.
 */
export function registrationView<A extends { isConnected: boolean }>(
  email: string,
  lookup: LookupState<A>,
): RegistrationView<A> {
  if (!email.trim())
    return { kind: 'leave', dialog: { title: CLIENT_REGISTRATION_MSG.missingEmail } };
  if (lookup.status === 'pending') return { kind: 'lookingUp' };
  if (lookup.status === 'success')
    return lookup.attorney.isConnected
      ? { kind: 'registered', attorney: lookup.attorney }
      : { kind: 'form', attorney: lookup.attorney };
  const { status, serverMessage } = lookup.failure;
  if (status === 403) return { kind: 'leave', dialog: { title: CLIENT_REGISTRATION_MSG.mismatch } };
  if (status === 400) {
    const message = serverMessage ?? REQUEST_FAILED;
    return message.includes(EMAIL_PLACEHOLDER)
      ? { kind: 'leave', dialog: { title: withEmail(message, email.trim()) } }
      : { kind: 'leave', dialog: { title: message, content: email.trim() } };
  }
  return { kind: 'retry' };
}

/**
 * How a failed sign-up is reported: a 400 refusal of a user name that the check
 * (GET /api/user/username/{name}, spec 3 section 7) now finds taken warns and keeps the form;
 * the rest is the catalogue's.
 */
export function signUpFailure(
  failure: CallFailure,
  usernameTaken: boolean,
): 'usernameTaken' | 'notice' {
  return failure.status === 400 && usernameTaken ? 'usernameTaken' : 'notice';
}

/** What the sign-in page receives after a client registration (Go to Login). */
export interface ClientRegisteredState {
  attorneyId: number;
  companyId: number | null;
  email: string;
  /** The username just chosen; absent when the attorney had an account already. */
  userName?: string;
}

/** The registration state among whatever the sign-in page received, or null. */
export function clientRegisteredState(state: unknown): ClientRegisteredState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<ClientRegisteredState>;
  if (typeof s.attorneyId !== 'number' || typeof s.email !== 'string') return null;
  return {
    attorneyId: s.attorneyId,
    companyId: typeof s.companyId === 'number' ? s.companyId : null,
    email: s.email,
    ...(typeof s.userName === 'string' && s.userName && { userName: s.userName }),
  };
}
