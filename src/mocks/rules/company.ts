import type * as z from 'zod/mini';
import type { ApiKeyRow } from '../../api/contract/apiKeys';
import type {
  CompanyListRow,
  CompanyProfile,
  CompanyProfileFields,
  FeaturedLot,
  TimeZoneOption,
} from '../../api/contract/companies';
import type { CompanyUser } from '../../api/contract/companyUsers';
import type { OwnProfile } from '../../api/contract/profile';
import { companyTransition, type CompanyAction } from '../../lib/companySettings';
import { Role, STAFF } from '../../lib/roles';
import { simNow } from '../clock';
import { db } from '../db';
import type { ApiKey, Company, Lot, User } from '../db/types';
import { primaryPropertyOf } from '../views/caseViews';
import { maskApiKey } from './apiKeys';
import { missingFieldMessage, text } from './format';

/**
 * The server's rules for an auction company, its users and its API keys (spec 2 sections 5
 * to 7, spec 3 sections 3 and 4.4).
 */

export const COMPANY_MSG = {
  notFound: 'Company is not found!',
  locked:
    'The company profile cannot be changed while the company is pending approval or declined.',
  duplicate: 'A duplicate company already exists, please contact the administrator for assistance.',
  descriptionTooLong: 'Description must be at most 250 characters!',
  phone: 'Please enter a valid phone number!',
  zipCode: 'Please enter a valid zip code!',
  email: 'Please enter a valid e-mail address!',
  website: 'Please enter a valid website address!',
  timeZone: 'Please select a valid time zone!',
  userNotFound: 'User is not found!',
  role: 'Role must be Auctioneer or Employee!',
  emailRegistered: 'Email address has already been registered!',
  emailRegisteredNonAuctioneer:
    'Email address has already been registered with non-auctioneer account!',
  selfDeactivate: 'You cannot deactivate your own account!',
  selfRole: 'You cannot change your own role!',
  lastAuctioneer: 'The company must keep at least one active auctioneer!',
  alreadyActive: 'The account is already active!',
  alreadyInactive: 'The account is already deactivated!',
  keyNotFound: 'API key is not found!',
  keyDeactivated: 'The API key is already deactivated!',
  isApproved: 'isApproved must be true or false!',
  approveNotPending: (status: string) =>
    `Only a pending company can be approved or declined. This company is ${status}.`,
  activateNotInactive: (status: string) =>
    `Only an inactive company can be activated. This company is ${status}.`,
  deactivateNotActive: (status: string) =>
    `Only an active company can be deactivated. This company is ${status}.`,
  /** Designed: a Pending company creates no auctions, API keys or users (as inactiveNoAuctions). */
  pendingNoAuctions:
    "Your company is not active yet. Please wait for the administrator's approval.",
  inactiveNoAuctions:
    'Your company is not active. Please contact the administrator for assistance.',
} as const;

const TRANSITION_REFUSAL: Record<CompanyAction, (status: string) => string> = {
  approve: COMPANY_MSG.approveNotPending,
  decline: COMPANY_MSG.approveNotPending,
  activate: COMPANY_MSG.activateNotInactive,
  deactivate: COMPANY_MSG.deactivateNotActive,
};

/** Applies an administrator's action to the company's status, or answers why it cannot be. */
export function changeCompanyStatus(c: Company, action: CompanyAction): string | null {
  const next = companyTransition(c.status, action);
  if (!next) return TRANSITION_REFUSAL[action](c.status.toLowerCase());
  c.status = next;
  return null;
}

/**
 * Why the company's staff may not create auctions, API keys or company users, or null: only an
 * Active company may (a Pending one waits for the administrator's approval).
 */
export function inactiveCompanyRefusal(c: Company | undefined): string | null {
  if (!c || c.status === 'Active') return null;
  return c.status === 'Pending' ? COMPANY_MSG.pendingNoAuctions : COMPANY_MSG.inactiveNoAuctions;
}

/** A row of the admin's company list, its zip named `zipCode` as spec 3 section 3 writes it. */
export function companyListRow(c: Company): z.input<typeof CompanyListRow> {
  const p = companyProfileView(c);
  return {
    id: p.id,
    name: p.name,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    state: p.state,
    zipCode: p.zip,
    phoneNumber: p.phoneNumber,
    logoUrl: p.logoUrl,
    isPublic: p.isPublic,
    status: p.status,
  };
}

/** The lots of the company featured on the home page. */
export function featuredLotsOf(companyId: number): Lot[] {
  const cases = new Set(db.cases.filter((k) => k.companyId === companyId).map((k) => k.id));
  return db.lots.filter((l) => l.isFeatured && cases.has(l.caseId));
}

/**
 * The company's featured lot entries (spec 2 section 3 `featuredLots`: id, isAdmin, lot), as
 * the company record and GET /api/auctioneers/featuredlot give them. The entry's id is the lot's.
 */
export function featuredLotsOfCompany(companyId: number): FeaturedLot[] {
  return featuredLotsOf(companyId)
    .sort((a, b) => a.id - b.id)
    .map((l) => {
      const p = primaryPropertyOf(l.id);
      return {
        id: l.id,
        isAdmin: l.featuredByAdmin,
        lot: {
          id: l.id,
          caseId: l.caseId,
          streetLine1: p?.address.streetLine1 ?? '',
          streetLine2: p?.address.streetLine2 ?? '',
          city: p?.address.city ?? '',
          stateCode: p?.address.state ?? '',
          zipCode: p?.address.zipCode ?? '',
        },
      };
    });
}

/** The description's limit (spec 2 section 9). */
export const DESCRIPTION_MAX = 250;
/** A new API key is valid for a year. */
export const API_KEY_LIFETIME_MS = 365 * 24 * 3_600_000;

/** The US time zones a company may choose (GET /api/companies/timezone). */
export const US_TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 'Eastern Standard Time', displayName: '(UTC-05:00) Eastern Time (US & Canada)' },
  { id: 'Central Standard Time', displayName: '(UTC-06:00) Central Time (US & Canada)' },
  { id: 'Mountain Standard Time', displayName: '(UTC-07:00) Mountain Time (US & Canada)' },
  { id: 'US Mountain Standard Time', displayName: '(UTC-07:00) Arizona' },
  { id: 'Pacific Standard Time', displayName: '(UTC-08:00) Pacific Time (US & Canada)' },
  { id: 'Alaskan Standard Time', displayName: '(UTC-09:00) Alaska' },
  { id: 'Hawaiian Standard Time', displayName: '(UTC-10:00) Hawaii' },
];

export const companyById = (id: unknown): Company | undefined =>
  db.companies.find((c) => c.id === Number(id));

/** Pending and Declined companies cannot change their profile. */
export const isCompanyLocked = (c: Company) => c.status === 'Pending' || c.status === 'Declined';

const norm = (name: string) => name.trim().toLowerCase();

/** Companies whose name is the same, trimmed and ignoring case (POST /api/companies/check). */
export const companiesNamed = (name: string): Company[] =>
  norm(name) ? db.companies.filter((c) => norm(c.name) === norm(name)) : [];

const isStaffUser = (u: User) => STAFF.includes(u.role);

/** A deactivated company user or admin may not sign in or refresh a session. */
export const isLockedOut = (u: User) =>
  (isStaffUser(u) || u.role === Role.Admin) && u.isDeactivated;

/**
 * The company record as spec 2 section 3 gives it (`zip`, `wireInstruction`, `featuredLots`):
 * the staff's own company, any company for the administrator, and the answer of its changes.
 */
export function companyProfileView(c: Company): CompanyProfile {
  return {
    id: c.id,
    name: c.name,
    phoneNumber: c.phoneNumber,
    address1: c.address.streetLine1,
    address2: c.address.streetLine2 ?? '',
    city: c.address.city,
    state: c.address.state,
    zip: c.address.zipCode,
    timeZone: c.timeZone,
    supportEmail: c.supportEmail,
    website: c.website,
    isPublic: c.isPublic,
    description: c.description,
    logoUrl: c.logoUrl,
    backgroundImageUrl: c.backgroundImageUrl,
    status: c.status,
    wireInstruction: wireInstructionView(c),
    featuredLots: featuredLotsOfCompany(c.id),
  };
}

/** The company's wire instructions (spec 2 section 3: createdBy, createdDate, url), or null. */
export function wireInstructionView(c: Company): CompanyProfile['wireInstruction'] {
  if (!c.wireInstructionsUrl) return null;
  return {
    createdBy: c.wireInstructionsFile?.uploadedBy ?? '',
    createdDate: c.wireInstructionsFile?.uploadedDate ?? c.createdDate,
    url: c.wireInstructionsUrl,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const WEBSITE = /^(https?:\/\/)?[^\s/]+\.[^\s]{2,}$/i;

export const isEmailAddress = (v: string) => EMAIL.test(v);

/**
 * The profile fields a PUT carries, checked (spec 2 section 5: name, phone, address 1, city,
 * state, zip and time zone required; description at most 250 characters), or the refusal.
 */
export function checkCompanyFields(
  raw: unknown,
  company: Company,
): { fields: CompanyProfileFields } | { error: string } {
  const r = (raw ?? {}) as Record<string, unknown>;
  const fields: CompanyProfileFields = {
    name: text(r.name),
    phoneNumber: text(r.phoneNumber).replace(/\D/g, ''),
    address1: text(r.address1),
    address2: text(r.address2),
    city: text(r.city),
    state: text(r.state).toUpperCase(),
    zip: text(r.zip ?? r.zipCode),
    timeZone: text(r.timeZone),
    supportEmail: text(r.supportEmail),
    website: text(r.website),
    isPublic: r.isPublic === true || String(r.isPublic).toLowerCase() === 'true',
    description: typeof r.description === 'string' ? r.description.trim() : '',
  };
  const missing = missingFieldMessage([
    [fields.name, 'Company name'],
    [fields.phoneNumber, 'Phone number'],
    [fields.address1, 'Address 1'],
    [fields.city, 'City'],
    [fields.state, 'State'],
    [fields.zip, 'Zip code'],
    [fields.timeZone, 'Time zone'],
  ]);
  if (missing) return { error: missing };
  if (!/^\d{10}$/.test(fields.phoneNumber)) return { error: COMPANY_MSG.phone };
  if (!/^\d{5}(-\d{4})?$/.test(fields.zip)) return { error: COMPANY_MSG.zipCode };
  if (!US_TIME_ZONES.some((z) => z.id === fields.timeZone)) return { error: COMPANY_MSG.timeZone };
  if (fields.supportEmail && !EMAIL.test(fields.supportEmail)) return { error: COMPANY_MSG.email };
  if (fields.website && !WEBSITE.test(fields.website)) return { error: COMPANY_MSG.website };
  if (fields.description.length > DESCRIPTION_MAX) return { error: COMPANY_MSG.descriptionTooLong };
  if (companiesNamed(fields.name).some((c) => c.id !== company.id))
    return { error: COMPANY_MSG.duplicate };
  return { fields };
}

/** Writes checked profile fields onto the company. */
export function applyCompanyFields(c: Company, f: CompanyProfileFields) {
  c.name = f.name;
  c.phoneNumber = f.phoneNumber;
  c.address = {
    ...c.address,
    streetLine1: f.address1,
    streetLine2: f.address2 || undefined,
    city: f.city,
    state: f.state,
    zipCode: f.zip,
  };
  c.timeZone = f.timeZone;
  c.supportEmail = f.supportEmail;
  c.website = f.website;
  c.isPublic = f.isPublic;
  c.description = f.description;
}

export const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim();

/** The account fields every view of a user starts with. */
export const accountFields = (u: User) => ({
  id: u.id,
  userName: u.userName,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: u.phoneNumber,
});

/** The caller's own details (GET /api/user/profile). */
export const ownProfileView = (u: User): z.input<typeof OwnProfile> => accountFields(u);

/** When the account was deactivated (its creation date when not recorded), or null while active. */
export const deactivatedDateOf = (u: User) =>
  u.isDeactivated ? (u.deactivatedDate ?? u.createdDate) : null;

/** A user of the company (spec 2 section 3 Company user). */
export function companyUserView(u: User): CompanyUser {
  return {
    ...accountFields(u),
    role: u.role === Role.Auctioneer ? 'Auctioneer' : 'Employee',
    lastLoginDate: u.lastLoginDate ?? null,
    deactivatedDate: deactivatedDateOf(u),
  };
}

/** The auctioneers and employees of a company. */
export const usersOfCompany = (companyId: number) =>
  db.users.filter((u) => u.companyId === companyId && isStaffUser(u));

/** The company's active auctioneers. */
export const activeAuctioneers = (companyId: number) =>
  usersOfCompany(companyId).filter((u) => u.role === Role.Auctioneer && !u.isDeactivated);

/**
 * Whether an e-mail may be given to a company user (GET /api/attorneys/checkemail/{email}/auctioneer):
 * free; or registered, with the role of the account holding it. `except` is the user being edited.
 */
export function emailAvailability(email: string, except?: number) {
  const owner = db.users.find(
    (u) => u.id !== except && (norm(u.email) === norm(email) || norm(u.userName) === norm(email)),
  );
  return owner
    ? { available: false, registered: true, role: owner.role }
    : { available: true, registered: false };
}

/** The refusal of an e-mail already registered: staff accounts and others are told apart. */
export function emailTakenMessage(email: string, except?: number): string | null {
  const a = emailAvailability(email, except);
  if (a.available) return null;
  return a.role === Role.Auctioneer || a.role === Role.Employee
    ? COMPANY_MSG.emailRegistered
    : COMPANY_MSG.emailRegisteredNonAuctioneer;
}

/** A temporary password that meets the password rules (sent to the new user by e-mail). */
export function temporaryPassword(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  const tail = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `Tmp${tail.slice(0, 8)}7a`;
}

/** An API key as the listing shows it: masked, with its state on the simulator clock. */
export function apiKeyRow(k: ApiKey): ApiKeyRow {
  return {
    id: k.id,
    maskedKey: maskApiKey(k.last6),
    generatedDate: k.generatedDate,
    expirationDate: k.expirationDate,
    deactivatedDate: k.deactivatedDate,
    isExpired: new Date(k.expirationDate).getTime() <= simNow(),
    isDeactivated: k.deactivatedDate !== null,
  };
}
