/**
 * The company's users (spec 2 §3 "Company user", §5, §7): the settings Users page of an
 * auctioneer, and a company user by id for the edit dialogs.
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, orNull, page, text, withIds } from './common';

/** Role of a company user (spec 2 §3): Auctioneer or Employee. */
export const CompanyUserRole = z.enum(['Auctioneer', 'Employee']);
export type CompanyUserRole = z.infer<typeof CompanyUserRole>;

/**
 * A company user (spec 2 §3: id, firstName, lastName, role, email, phoneNumber, userName,
 * lastLoginDate, deactivatedDate). Active or Inactive follows `deactivatedDate`.
 */
export const CompanyUser = z.object({
  id: id(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 10 digits, or '' when none. */
  phoneNumber: text(),
  role: CompanyUserRole,
  lastLoginDate: orNull(z.string()),
  deactivatedDate: orNull(z.string()),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

/** What the Add User dialog sends (spec 2 §5: first name, last name, email, phone and role). */
export const CompanyUserFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** 10 digits. */
  phoneNumber: z.string(),
  role: CompanyUserRole,
});
export type CompanyUserFields = z.infer<typeof CompanyUserFields>;

/** PUT /api/auctioneers/{userId} (spec 2 §7): firstName, lastName, email, phoneNumber, role, deactivatedDate. */
export const CompanyUserChange = z.object({
  ...CompanyUserFields.shape,
  deactivatedDate: z.nullable(z.string()),
});

/**
 * Whether an e-mail may be given to a company user, and the role of the account holding it
 * when it may not (GET /api/attorneys/checkemail/{email}/auctioneer).
 */
export const CompanyUserEmail = z.object({
  available: z.boolean(),
  registered: z.boolean(),
  role: z.optional(z.string()),
});

export const listCompanyUsers = endpoint({
  method: 'POST',
  path: '/api/auctioneers/list',
  designed:
    "the settings Users page lists the company's users a page at a time (search, sorter, pagination; data and total); the spec names no list call",
  summary: "One page of the company's auctioneers and employees (settings Users page).",
  request: z.object(listRequest),
  response: page(CompanyUser),
  roles: ['Auctioneer'],
  probe: { args: () => ({ body: FIRST_PAGE }), learn: learnFirst('auctioneerId') },
});

export const getCompanyUser = endpoint({
  method: 'GET',
  path: '/api/auctioneers/{userId}',
  spec: '2 §7',
  summary:
    'A company user, loaded when an edit dialog opens (settings Users page; the admin’s auctioneers).',
  response: CompanyUser,
  roles: ['Auctioneer', 'Admin'],
  probe: {
    args: withIds({ userId: 'auctioneerId' }),
  },
});

export const checkCompanyUserEmail = endpoint({
  method: 'GET',
  path: '/api/attorneys/checkemail/{email}/auctioneer',
  spec: '2 §7',
  summary: 'Whether an e-mail may be given to a new company user (Add User dialog).',
  response: CompanyUserEmail,
  roles: ['Auctioneer'],
  probe: { args: () => ({ params: { email: 'contract-check@example.com' } }) },
});

export const addCompanyUser = endpoint({
  method: 'POST',
  path: '/api/auctioneers/user',
  designed:
    'the spec leaves the Add User call unnamed ("Add user call: not shown"); the e-mail becomes the username and a temporary password is e-mailed',
  summary: 'Adds a user to the company (Add User dialog); answers the new user.',
  request: CompanyUserFields,
  response: CompanyUser,
  roles: ['Auctioneer'],
});

export const updateCompanyUser = endpoint({
  method: 'PUT',
  path: '/api/auctioneers/{userId}',
  spec: '2 §7',
  summary: "Saves a company user's details and role (the username never changes).",
  request: CompanyUserChange,
  response: CompanyUser,
  roles: ['Auctioneer'],
});

export const setCompanyUserActive = endpoint({
  method: 'PUT',
  path: '/api/auctioneers/{userId}/{active}',
  spec: '2 §7',
  summary: 'Activates (`true`) or deactivates (`false`) a company user.',
  response: CompanyUser,
  roles: ['Auctioneer'],
});
