// Answers the calls of src/api/apiKeys.ts, src/api/companies.ts, src/api/companyUsers.ts, src/api/profile.ts.
import { http } from 'msw';
import * as apiKeysApi from '../../api/contract/apiKeys';
import * as companiesApi from '../../api/contract/companies';
import * as usersApi from '../../api/contract/companyUsers';
import * as profileApi from '../../api/contract/profile';
import { answer } from '../answer';
import { CLIENTS, Role, STAFF } from '../../lib/roles';
import { UPLOAD_RULES } from '../../lib/upload';
import { simIso, simNow } from '../clock';
import { db, newId } from '../db';
import type { Company, User } from '../db/types';
import { dropFileAt, fileField, formOf, storeUpload } from '../files';
import { generateApiKey, hashApiKey } from '../rules/apiKeys';
import {
  activeAuctioneers,
  API_KEY_LIFETIME_MS,
  apiKeyRow,
  applyCompanyFields,
  checkCompanyFields,
  COMPANY_MSG,
  companiesNamed,
  companyById,
  companyProfileView,
  companyUserView,
  emailAvailability,
  emailTakenMessage,
  fullName,
  inactiveCompanyRefusal,
  isCompanyLocked,
  isEmailAddress,
  ownProfileView,
  temporaryPassword,
  US_TIME_ZONES,
  usersOfCompany,
  wireInstructionView,
} from '../rules/company';
import { missingFieldMessage, text } from '../rules/format';
import { addAccount } from '../rules/systemUsers';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import { idOf, objectBody } from '../request';

const { Auctioneer, Employee, Admin } = Role;

/** The caller's own company, or the refusal. */
function ownCompany(user: User): Company | Response {
  const company = user.companyId === null ? undefined : companyById(user.companyId);
  return company ?? notFound(COMPANY_MSG.notFound);
}

/** The caller's own company when it is Active (it may add keys and users), or the refusal. */
function ownActiveCompany(user: User): Company | Response {
  const company = ownCompany(user);
  if (company instanceof Response) return company;
  const refusal = inactiveCompanyRefusal(company);
  return refusal ? badRequest(refusal) : company;
}

/** The company of the path when the caller may act on it (staff their own; admins any when `admin`). */
function companyOfPath(user: User, id: number, admin = false): Company | Response {
  const company = companyById(id);
  if (!company) return notFound(COMPANY_MSG.notFound);
  if (admin && user.role === Admin) return company;
  return user.companyId === company.id ? company : forbidden();
}

/** A company user of the caller's company, or the refusal. */
function companyUserOf(caller: User, id: number): User | Response {
  const target = db.users.find((u) => u.id === id && STAFF.includes(u.role));
  if (!target) return notFound(COMPANY_MSG.userNotFound);
  if (caller.role === Admin) return target;
  return target.companyId === caller.companyId ? target : forbidden();
}

/** Runs `fn` for a caller of `roles` on the company of the path; other ids fall through. */
function withCompany(
  request: Request,
  rawId: unknown,
  fn: (company: Company, user: User) => Response | Promise<Response>,
  roles: readonly Role[],
  { admin = false } = {},
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(
    request,
    (user) => {
      const company = companyOfPath(user, id, admin);
      return company instanceof Response ? company : fn(company, user);
    },
    roles,
  );
}

/** Runs `fn` for a caller of `roles` on the company user of the path; other ids fall through. */
function withCompanyUser(
  request: Request,
  rawId: unknown,
  fn: (target: User, user: User) => Response | Promise<Response>,
  roles: readonly Role[],
) {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(
    request,
    (user) => {
      const target = companyUserOf(user, id);
      return target instanceof Response ? target : fn(target, user);
    },
    roles,
  );
}

/** The company's images: the path segment, the multipart field and the record's address. */
const IMAGES = [
  {
    path: 'logo',
    field: 'Logo',
    key: 'logoUrl',
    answered: (url: string, removed: boolean) =>
      answer(removed ? companiesApi.removeCompanyLogo : companiesApi.uploadCompanyLogo, {
        logoUrl: url,
      }),
  },
  {
    path: 'backgroundimage',
    field: 'BackgroundImage',
    key: 'backgroundImageUrl',
    answered: (url: string, removed: boolean) =>
      answer(
        removed ? companiesApi.removeCompanyBackground : companiesApi.uploadCompanyBackground,
        { backgroundImageUrl: url },
      ),
  },
] as const;

/**
 * Each image is replaced by an upload (staff) and removed (auctioneers only); the answer names
 * its new address ('' once removed).
 */
const imageHandlers = IMAGES.flatMap(({ path, field, key, answered }) => [
  http.put(`*/api/companies/:id/${path}`, ({ request, params }) =>
    withCompany(
      request,
      params.id,
      async (company) => {
        const form = await formOf(request);
        const file = form && fileField(form, field);
        if (!file) return badRequest(`${field} is required.`);
        const stored = await storeUpload(file, UPLOAD_RULES.image, 'public');
        if (stored instanceof Response) return stored;
        dropFileAt(company[key]);
        company[key] = stored.url;
        return answered(company[key], false);
      },
      STAFF,
    ),
  ),
  http.delete(`*/api/companies/:id/${path}`, ({ request, params }) =>
    withCompany(
      request,
      params.id,
      (company) => {
        dropFileAt(company[key]);
        company[key] = '';
        return answered('', true);
      },
      [Auctioneer],
    ),
  ),
]);

interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

interface UserFields extends PersonFields {
  role: typeof Auctioneer | typeof Employee;
}

/** The refusal of a profile save that would change the user name. */
export const PROFILE_USERNAME_FIXED = 'The username cannot be changed!';

/** The caller's own details: a client's or attorney's phone as `phone` (spec 1 section 7). */
function ownDetails(user: User) {
  const { phoneNumber, ...rest } = ownProfileView(user);
  return CLIENTS.includes(user.role) ? { ...rest, phone: phoneNumber } : { ...rest, phoneNumber };
}

/** A person's name, e-mail and phone (its digits) as posted. */
const personFieldsOf = (r: Record<string, unknown>): PersonFields => ({
  firstName: text(r.firstName),
  lastName: text(r.lastName),
  email: text(r.email),
  phoneNumber: text(r.phoneNumber).replace(/\D/g, ''),
});

/**
 * The first refusal of a person's details: a missing field (the name, e-mail, phone, then
 * `more`), then the e-mail's and the phone's format; null when they may be saved.
 */
function personRefusal(f: PersonFields, more: [string, string][] = []): string | null {
  const missing = missingFieldMessage([
    [f.firstName, 'First name'],
    [f.lastName, 'Last name'],
    [f.email, 'Email'],
    [f.phoneNumber, 'Phone number'],
    ...more,
  ]);
  if (missing) return missing;
  if (!isEmailAddress(f.email)) return COMPANY_MSG.email;
  if (!/^\d{10}$/.test(f.phoneNumber)) return COMPANY_MSG.phone;
  return null;
}

/** The details of a company user as posted, checked, or the refusal. */
function checkUserFields(
  r: Record<string, unknown>,
  except?: number,
): { fields: UserFields } | { error: string } {
  const fields = { ...personFieldsOf(r), role: text(r.role) };
  const refusal = personRefusal(fields, [[fields.role, 'Role']]);
  if (refusal) return { error: refusal };
  if (fields.role !== Auctioneer && fields.role !== Employee) return { error: COMPANY_MSG.role };
  const taken = emailTakenMessage(fields.email, except);
  if (taken) return { error: taken };
  return { fields: fields as UserFields };
}

/** Activates or deactivates a company user, keeping one active auctioneer. */
function setActive(caller: User, target: User, active: boolean): string | null {
  if (active) {
    if (!target.isDeactivated) return COMPANY_MSG.alreadyActive;
    target.isDeactivated = false;
    target.deactivatedDate = null;
    return null;
  }
  if (target.id === caller.id) return COMPANY_MSG.selfDeactivate;
  if (target.isDeactivated) return COMPANY_MSG.alreadyInactive;
  if (
    target.role === Auctioneer &&
    target.companyId !== null &&
    activeAuctioneers(target.companyId).length <= 1
  )
    return COMPANY_MSG.lastAuctioneer;
  target.isDeactivated = true;
  target.deactivatedDate = simIso();
  return null;
}

interface ListBody {
  search?: unknown;
  sorter?: { field?: unknown; order?: unknown };
  pagination?: { current?: unknown; pageSize?: unknown };
}

const USER_SORT = new Set([
  'id',
  'userName',
  'firstName',
  'lastName',
  'email',
  'role',
  'createdDate',
  'lastLoginDate',
  'deactivatedDate',
]);

/**
 * The company: its profile, images, wire instructions and the sign-up name check; its users;
 * its API keys; and every signed-in user's own profile. Routes with literal paths; the
 * routes with a company or user id are in `companyRecordHandlers`.
 */
export const companyHandlers = [
  // The signed-in staff's own company.
  http.get('*/api/companies', ({ request }) =>
    withUser(
      request,
      (user) => {
        const company = ownCompany(user);
        return company instanceof Response
          ? company
          : answer(companiesApi.getOwnCompany, companyProfileView(company));
      },
      STAFF,
    ),
  ),
  http.get('*/api/companies/timezone', () =>
    answer(companiesApi.listTimeZones, [...US_TIME_ZONES]),
  ),
  // The sign-up check: the companies already named so (trimmed, any case). Open to anyone.
  http.post('*/api/companies/check', async ({ request }) => {
    const name = text((await objectBody(request)).name);
    return answer(
      companiesApi.checkCompanyName,
      companiesNamed(name).map((c) => ({ id: c.id, name: c.name })),
    );
  }),

  // The company's users, a page at a time (auctioneers only).
  http.post('*/api/auctioneers/list', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const body = (await objectBody(request)) as ListBody;
        const q = text(body.search).toLowerCase();
        const rows = usersOfCompany(user.companyId ?? -1)
          .map(companyUserView)
          .filter(
            (u) =>
              !q ||
              `${u.firstName} ${u.lastName}`.toLowerCase().includes(q) ||
              u.email.toLowerCase().includes(q) ||
              u.userName.toLowerCase().includes(q) ||
              u.phoneNumber.includes(q.replace(/\D/g, '') || '\u0000'),
          );
        const field = USER_SORT.has(String(body.sorter?.field)) ? String(body.sorter!.field) : 'id';
        const dir = field !== 'id' && body.sorter?.order === 'descend' ? -1 : 1;
        rows.sort((a, b) => {
          const [x, y] = [a[field as keyof typeof a] ?? '', b[field as keyof typeof b] ?? ''];
          const c =
            typeof x === 'number' && typeof y === 'number'
              ? x - y
              : String(x).localeCompare(String(y));
          return c * dir || a.id - b.id;
        });
        const size = Math.min(100, Math.max(1, Number(body.pagination?.pageSize) || 10));
        const page = Math.max(1, Number(body.pagination?.current) || 1);
        return answer(usersApi.listCompanyUsers, {
          data: rows.slice((page - 1) * size, page * size),
          total: rows.length,
        });
      },
      [Auctioneer],
    ),
  ),
  // Adds a user to the company: the e-mail is the username; a temporary password is e-mailed.
  http.post('*/api/auctioneers/user', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const company = ownActiveCompany(user);
        if (company instanceof Response) return company;
        const checked = checkUserFields(await objectBody(request));
        if ('error' in checked) return badRequest(checked.error);
        const f = checked.fields;
        const added = addAccount({
          userName: f.email.toLowerCase(),
          email: f.email,
          password: temporaryPassword(),
          firstName: f.firstName,
          lastName: f.lastName,
          phoneNumber: f.phoneNumber,
          role: f.role,
          companyId: company.id,
        });
        return answer(usersApi.addCompanyUser, companyUserView(added), { status: 201 });
      },
      [Auctioneer],
    ),
  ),
  // Whether an e-mail may be given to a new company user, and who holds it when it may not.
  http.get('*/api/attorneys/checkemail/:email/auctioneer', ({ request, params }) =>
    withUser(
      request,
      () => {
        const email = text(params.email);
        if (!isEmailAddress(email)) return badRequest(COMPANY_MSG.email);
        return answer(usersApi.checkCompanyUserEmail, emailAvailability(email));
      },
      STAFF,
    ),
  ),

  // API keys of the company (auctioneers only): listed masked, the new key answered in full once.
  http.get('*/api/settings/apikey', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          apiKeysApi.listApiKeys,
          db.apiKeys
            .filter((k) => k.companyId === user.companyId)
            .sort((a, b) => b.generatedDate.localeCompare(a.generatedDate) || b.id - a.id)
            .map(apiKeyRow),
        ),
      [Auctioneer],
    ),
  ),
  http.post('*/api/settings/apikey', ({ request }) =>
    withUser(
      request,
      (user) => {
        const company = ownActiveCompany(user);
        if (company instanceof Response) return company;
        const key = generateApiKey();
        const record = {
          id: newId(),
          companyId: company.id,
          keyHash: hashApiKey(key),
          last6: key.slice(-6),
          generatedDate: simIso(),
          expirationDate: new Date(simNow() + API_KEY_LIFETIME_MS).toISOString(),
          deactivatedDate: null,
        };
        db.apiKeys.push(record);
        return answer(apiKeysApi.createApiKey, { ...apiKeyRow(record), key }, { status: 201 });
      },
      [Auctioneer],
    ),
  ),
  // Deleting a key deactivates it at once; it stays listed as Deactivated.
  http.delete('*/api/settings/apikey/:id', ({ request, params }) => {
    const id = idOf(params.id);
    if (id === null) return undefined;
    return withUser(
      request,
      (user) => {
        const key = db.apiKeys.find((k) => k.id === id);
        if (!key) return notFound(COMPANY_MSG.keyNotFound);
        if (key.companyId !== user.companyId) return forbidden();
        if (key.deactivatedDate) return badRequest(COMPANY_MSG.keyDeactivated);
        key.deactivatedDate = simIso();
        return answer(apiKeysApi.deleteApiKey, apiKeyRow(key));
      },
      [Auctioneer],
    );
  }),

  // The signed-in user's own details (staff, clients, attorneys, admins); the username never
  // changes. Clients and attorneys send and receive the phone as `phone` (spec 1 section 7).
  http.get('*/api/user/profile', ({ request }) =>
    withUser(request, (user) => answer(profileApi.getOwnProfile, ownDetails(user)), [
      ...STAFF,
      ...CLIENTS,
      Admin,
    ]),
  ),
  http.put('*/api/user/profile', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const body = await objectBody(request);
        const phoneField = CLIENTS.includes(user.role) ? 'phone' : 'phoneNumber';
        const f = personFieldsOf({ ...body, phoneNumber: body[phoneField] });
        const refusal = personRefusal(f, [[text(body.userName), 'Username']]);
        if (refusal) return badRequest(refusal);
        if (text(body.userName) !== user.userName) return badRequest(PROFILE_USERNAME_FIXED);
        if (!emailAvailability(f.email, user.id).available)
          return badRequest(COMPANY_MSG.emailRegistered);
        Object.assign(user, f);
        // An attorney's own record in the firm follows the account.
        for (const a of db.attorneys.filter((x) => x.userId === user.id)) Object.assign(a, f);
        return answer(profileApi.updateOwnProfile, ownDetails(user));
      },
      [...STAFF, ...CLIENTS, Admin],
    ),
  ),
];

/**
 * The routes with a company or user id (`/api/companies/:id`, `/api/auctioneers/:userId`),
 * registered after every literal route they would otherwise take
 * (`/api/companies/lookupattorney`, `/api/auctioneers/featuredlot`).
 */
export const companyRecordHandlers = [
  http.get('*/api/companies/:id', ({ request, params }) =>
    withCompany(
      request,
      params.id,
      (company) => answer(companiesApi.getCompany, companyProfileView(company)),
      [...STAFF, Admin],
      { admin: true },
    ),
  ),
  // The profile form: the company's auctioneers or an administrator, not while pending or declined.
  http.put('*/api/companies/:id', ({ request, params }) =>
    withCompany(
      request,
      params.id,
      async (company) => {
        if (isCompanyLocked(company)) return badRequest(COMPANY_MSG.locked);
        const checked = checkCompanyFields(await objectBody(request), company);
        if ('error' in checked) return badRequest(checked.error);
        applyCompanyFields(company, checked.fields);
        return answer(companiesApi.updateCompany, companyProfileView(company));
      },
      [Auctioneer, Admin],
      { admin: true },
    ),
  ),
  ...imageHandlers,
  // Wire instructions: a PDF under 5 MB, auctioneers only; who uploaded it and when are kept.
  http.post('*/api/companies/:id/wireinstructions', ({ request, params }) =>
    withCompany(
      request,
      params.id,
      async (company, user) => {
        const form = await formOf(request);
        const file = form && fileField(form, 'WireInstructions');
        if (!file) return badRequest('WireInstructions is required.');
        const stored = await storeUpload(file, UPLOAD_RULES.wireInstructions, 'private');
        if (stored instanceof Response) return stored;
        dropFileAt(company.wireInstructionsUrl);
        company.wireInstructionsUrl = stored.url;
        company.wireInstructionsFile = {
          name: stored.name,
          uploadedBy: fullName(user),
          uploadedDate: simIso(),
        };
        return answer(companiesApi.uploadWireInstructions, wireInstructionView(company)!);
      },
      [Auctioneer],
    ),
  ),

  http.get('*/api/auctioneers/:userId', ({ request, params }) =>
    withCompanyUser(
      request,
      params.userId,
      (target) => answer(usersApi.getCompanyUser, companyUserView(target)),
      [Auctioneer, Admin],
    ),
  ),
  // Edits a company user; the username never changes. `deactivatedDate` null activates, a date deactivates.
  http.put('*/api/auctioneers/:userId', ({ request, params }) =>
    withCompanyUser(
      request,
      params.userId,
      async (target, user) => {
        const body = await objectBody(request);
        const checked = checkUserFields(body, target.id);
        if ('error' in checked) return badRequest(checked.error);
        const f = checked.fields;
        if (target.id === user.id && f.role !== target.role)
          return badRequest(COMPANY_MSG.selfRole);
        if (
          target.role === Auctioneer &&
          f.role !== Auctioneer &&
          !target.isDeactivated &&
          activeAuctioneers(target.companyId ?? -1).length <= 1
        )
          return badRequest(COMPANY_MSG.lastAuctioneer);
        if ('deactivatedDate' in body) {
          const wantActive = body.deactivatedDate === null || body.deactivatedDate === '';
          if (wantActive === target.isDeactivated) {
            const refusal = setActive(user, target, wantActive);
            if (refusal) return badRequest(refusal);
          }
        }
        Object.assign(target, f);
        return answer(usersApi.updateCompanyUser, companyUserView(target));
      },
      [Auctioneer],
    ),
  ),
  http.put('*/api/auctioneers/:userId/:active', ({ request, params }) => {
    const flag = String(params.active).toLowerCase();
    if (flag !== 'true' && flag !== 'false') return undefined;
    return withCompanyUser(
      request,
      params.userId,
      (target, user) => {
        const refusal = setActive(user, target, flag === 'true');
        return refusal
          ? badRequest(refusal)
          : answer(usersApi.setCompanyUserActive, companyUserView(target));
      },
      [Auctioneer],
    );
  }),
];
