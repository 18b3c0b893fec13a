// Answers the calls of src/api/clientRegistration.ts.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { lookUpInvitation, type AttorneyLookup } from '../../api/contract/clientRegistration';
import { answer } from '../answer';
import { Role } from '../../lib/roles';
import { simIso } from '../clock';
import { db } from '../db';
import type { Attorney, Client } from '../db/types';
import { makeUser } from '../factories';
import { attorneyById, clientById, isClientOfCompany, linkClientToCompany } from '../rules/firms';
import { badRequest, forbidden, notFound } from '../tokens';
import { passwordProblem } from './auth';
import { text } from '../rules/format';

/**
 * Registration of an attorney invited by an auction company (spec 2 section 7, spec 3
 * section 7): the invitation's e-mail (and company) finds the attorney, then the attorney
 * creates an account. Both calls come from a visitor who is not signed in.
 */

/** The server's messages; `{email}` in the first is replaced by the screen with the address. */
export const REGISTRATION_MSG = {
  noInvitation: 'No invitation was found for {email}.',
  mismatch: 'The email address and the company do not match!',
  alreadyRegistered: 'This attorney has already registered an account.',
  usernameTaken: 'The username has already been taken. Please choose a different username!',
  emailTaken: 'Email address has already been registered!',
  consent: 'You must agree to the Terms & Condition',
  phone: 'Please enter a valid phone number!',
} as const;

/** A company id as posted: absent (null), a company id, or NaN for anything else. */
function postedCompanyId(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : NaN;
}

/** The invited attorney with this e-mail; for a company, preferably one of its clients' attorneys. */
function invitedAttorney(email: string, companyId: number | null): Attorney | undefined {
  const found = db.attorneys.filter((a) => a.email.trim().toLowerCase() === email.toLowerCase());
  const ofCompany = found.find((a) => {
    const firm = clientById(a.clientId);
    return !!firm && companyId !== null && isClientOfCompany(firm, companyId);
  });
  return ofCompany ?? found[0];
}

const isRegistered = (a: Attorney) => a.userId !== null && db.users.some((u) => u.id === a.userId);

function lookupView(a: Attorney, firm: Client | undefined): AttorneyLookup {
  return {
    id: a.id,
    isConnected: isRegistered(a),
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    firmName: firm?.name ?? '',
  };
}

const userNameTaken = (name: string) =>
  db.users.some((u) => u.userName.toLowerCase() === name.toLowerCase());

export const clientRegistrationHandlers: HttpHandler[] = [
  // The invitation: who the attorney is. An attorney who already has an account connects the
  // firm to the inviting company and needs no sign-up.
  http.post('*/api/attorneys/register', async ({ request }) => {
    const body = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const email = text(body.email);
    if (!email) return badRequest('Email address is not found!');
    const companyId = postedCompanyId(body.companyId);
    const attorney = invitedAttorney(email, Number.isNaN(companyId) ? null : companyId);
    if (!attorney) return badRequest(REGISTRATION_MSG.noInvitation);
    const firm = clientById(attorney.clientId);
    if (
      companyId !== null &&
      (!firm || Number.isNaN(companyId) || !isClientOfCompany(firm, companyId))
    )
      return forbidden(REGISTRATION_MSG.mismatch);
    if (firm && companyId !== null && isRegistered(attorney))
      linkClientToCompany(firm, companyId, simIso());
    return answer(lookUpInvitation, lookupView(attorney, firm));
  }),

  // The sign-up of the invited attorney: a user account of the firm.
  http.post('*/api/attorneys/:attorneyId/register', async ({ request, params }) => {
    if (!/^\d+$/.test(String(params.attorneyId))) return undefined;
    const attorney = attorneyById(params.attorneyId);
    if (!attorney) return notFound('The attorney was not found.');
    const firm = clientById(attorney.clientId);
    if (!firm) return notFound('The firm of the attorney was not found.');
    if (isRegistered(attorney)) return badRequest(REGISTRATION_MSG.alreadyRegistered);
    const body = ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const companyId = postedCompanyId(body.companyId);
    if (companyId !== null && (Number.isNaN(companyId) || !isClientOfCompany(firm, companyId)))
      return forbidden(REGISTRATION_MSG.mismatch);

    const firstName = text(body.firstName);
    const lastName = text(body.lastName);
    const userName = text(body.userName);
    if (!firstName) return badRequest('First name is required!');
    if (!lastName) return badRequest('Last name is required!');
    if (!userName) return badRequest('Username is required!');
    const phone =
      body.phoneNumber === undefined || body.phoneNumber === null ? '' : body.phoneNumber;
    if (typeof phone !== 'string' || (phone !== '' && !/^\d{10}$/.test(phone)))
      return badRequest(REGISTRATION_MSG.phone);
    const problem = passwordProblem(body.password);
    if (problem) return badRequest(problem);
    if (body.dca !== true) return badRequest(REGISTRATION_MSG.consent);
    // A name taken since the screen checked it (GET /api/user/username/{name}).
    if (userNameTaken(userName)) return badRequest(REGISTRATION_MSG.usernameTaken);
    const email = attorney.email.trim();
    if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase()))
      return badRequest(REGISTRATION_MSG.emailTaken);

    const user = makeUser({
      userName,
      email,
      password: body.password as string,
      firstName,
      lastName,
      phoneNumber: phone || attorney.phoneNumber,
      role: Role.Attorney,
      companyId: null,
      clientId: firm.id,
      birthDate: null,
      address: null,
      twoFactor: 'none',
      lastLoginDate: null,
    });
    attorney.userId = user.id;
    attorney.firstName = firstName;
    attorney.lastName = lastName;
    if (phone) attorney.phoneNumber = phone;
    return HttpResponse.json({ id: user.id, userName: user.userName }, { status: 201 });
  }),
];
