/**
 * The auction company (spec 2 §3 "Company", spec 3 §3 "Company"): the staff's own company and
 * any company for the administrator, its images and wire instructions, its status changes, the
 * admin's company list, time zones and the sign-up name check (spec 2 §7, spec 3 §7).
 */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, orNull, page, text, withIds } from './common';
import { CompanyUser } from './companyUsers';

/** Company status (spec 2 §4): Pending, Active, Inactive, Declined. */
export const CompanyStatus = z.enum(['Active', 'Inactive', 'Pending', 'Declined']);
export type CompanyStatus = z.infer<typeof CompanyStatus>;

/**
 * The zip code: spec 2 §3 writes the company's `zip`, spec 3 §3 writes the admin list's
 * `zipCode`. Either is accepted and read as `zip`; a record with neither is refused at `zip`.
 */
const zipFields = { zip: z.optional(z.string()), zipCode: z.optional(z.string()) };

function withZip<T extends { zip?: string; zipCode?: string }>(
  { zip, zipCode, ...rest }: T,
  ctx: z.core.ParsePayload<unknown>,
): Omit<T, 'zip' | 'zipCode'> & { zip: string } {
  const value = zip ?? zipCode;
  if (value === undefined) {
    ctx.issues.push({
      code: 'invalid_type',
      expected: 'string',
      input: undefined,
      path: ['zip'],
      message: 'expected string',
    });
    return z.NEVER;
  }
  return { ...rest, zip: value };
}

/** The company's wire instructions PDF (spec 2 §3 `wireInstruction (createdBy, createdDate, url)`). */
export const WireInstruction = z.object({
  createdBy: z.string(),
  createdDate: z.string(),
  url: z.string(),
});
export type WireInstruction = z.infer<typeof WireInstruction>;

/**
 * The lot of a featured lot entry: the lot's own fields the company pages read (spec 1 §3
 * "Lot (listing)": id, caseId and the address).
 */
export const FeaturedLotInfo = z.object({
  id: id(),
  caseId: id(),
  streetLine1: text(),
  streetLine2: z.optional(z.nullable(z.string())),
  city: text(),
  stateCode: z.optional(z.nullable(z.string())),
  zipCode: z.optional(z.nullable(z.string())),
});

/** A featured lot entry of the company (spec 2 §3 `featuredLots (each with lot, id, isAdmin)`, spec 3 §3). */
export const FeaturedLot = z.object({ id: id(), isAdmin: z.boolean(), lot: FeaturedLotInfo });
export type FeaturedLot = z.infer<typeof FeaturedLot>;

/**
 * The company record (spec 2 §3): GET /api/companies (the staff's own) and
 * GET /api/companies/{id}; also the answer of its changes. `id` as spec 3 §3 gives it.
 */
export const CompanyProfile = z.pipe(
  z.object({
    id: id(),
    name: z.string(),
    /** 10 digits. */
    phoneNumber: z.string(),
    isPublic: z.boolean(),
    address1: z.string(),
    address2: text(),
    city: z.string(),
    state: z.string(),
    ...zipFields,
    /** An id of GET /api/companies/timezone. */
    timeZone: z.string(),
    supportEmail: text(),
    website: text(),
    description: text(),
    status: CompanyStatus,
    logoUrl: text(),
    backgroundImageUrl: text(),
    wireInstruction: orNull(WireInstruction),
    featuredLots: z.array(FeaturedLot),
  }),
  z.transform(withZip),
);
export type CompanyProfile = z.infer<typeof CompanyProfile>;

/** What PUT /api/companies/{id} takes: the company's editable fields, named as the record names them. */
export const CompanyProfileFields = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  timeZone: z.string(),
  supportEmail: z.string(),
  website: z.string(),
  isPublic: z.boolean(),
  description: z.string(),
});
export type CompanyProfileFields = z.infer<typeof CompanyProfileFields>;

/**
 * A row of the admin's company list (spec 3 §3 "Company": id, name, address1, address2, city,
 * zipCode, phoneNumber, logoUrl, isPublic, status). `state` is the company's own (spec 2 §3),
 * shown in the address when given.
 */
export const CompanyListRow = z.pipe(
  z.object({
    id: id(),
    name: z.string(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    ...zipFields,
    phoneNumber: text(),
    logoUrl: text(),
    isPublic: z.boolean(),
    status: CompanyStatus,
  }),
  z.transform(withZip),
);
export type CompanyListRow = z.infer<typeof CompanyListRow>;

/** The body of POST /api/companies/list (spec 3 §7): no `statuses` (or none) lists every status. */
export const CompanyListRequest = z.object({
  ...listRequest,
  statuses: z.optional(z.array(CompanyStatus)),
});
export type CompanyListRequest = z.infer<typeof CompanyListRequest>;

/** A US time zone a company may use (spec 2 §3: a list of id and displayName). */
export const TimeZoneOption = z.object({ id: z.string(), displayName: z.string() });
export type TimeZoneOption = z.infer<typeof TimeZoneOption>;

/** A company of the same name (POST /api/companies/check). */
export const CompanyNameMatch = z.object({ id: id(), name: z.string() });
export type CompanyNameMatch = z.infer<typeof CompanyNameMatch>;

export const getOwnCompany = endpoint({
  method: 'GET',
  path: '/api/companies',
  spec: '2 §7',
  summary: "The signed-in staff's own company (settings company profile, invitation links).",
  response: CompanyProfile,
  roles: STAFF,
  probe: {},
});

export const getCompany = endpoint({
  method: 'GET',
  path: '/api/companies/{id}',
  spec: '2 §7',
  summary: "Any company by id (the admin's company page).",
  response: CompanyProfile,
  roles: ['Admin'],
  probe: {
    args: withIds({ id: 'companyId' }),
  },
});

export const updateCompany = endpoint({
  method: 'PUT',
  path: '/api/companies/{id}',
  spec: '2 §7',
  summary: 'Saves the company profile form (the company’s auctioneers, or an administrator).',
  request: CompanyProfileFields,
  response: CompanyProfile,
  roles: ['Auctioneer', 'Admin'],
});

export const listCompanies = endpoint({
  method: 'POST',
  path: '/api/companies/list',
  spec: '3 §7',
  summary: "One page of every company, by name and statuses (the admin's company list).",
  request: CompanyListRequest,
  response: page(CompanyListRow),
  roles: ['Admin'],
  probe: { args: () => ({ body: FIRST_PAGE }), learn: learnFirst('companyId') },
});

export const listCompanyUsers = endpoint({
  method: 'GET',
  path: '/api/companies/{id}/users',
  designed:
    "the admin's company page lists the company's auctioneers and employees; the spec names no call for it",
  summary: "The company's auctioneers and employees (admin's company page).",
  response: z.array(CompanyUser),
  roles: ['Admin'],
  probe: {
    args: withIds({ id: 'companyId' }),
  },
});

export const approveCompany = endpoint({
  method: 'PUT',
  path: '/api/companies/{id}/approve',
  spec: '2 §7',
  summary: 'Approves (`isApproved: true`) or declines a pending company (admin).',
  request: z.object({ isApproved: z.boolean() }),
  response: CompanyProfile,
  roles: ['Admin'],
});

export const setCompanyActive = endpoint({
  method: 'PUT',
  path: '/api/companies/{id}/{active}',
  spec: '2 §7',
  summary: 'Activates (`true`) an inactive company or deactivates (`false`) an active one (admin).',
  response: CompanyProfile,
  roles: ['Admin'],
});

export const uploadCompanyLogo = endpoint({
  method: 'PUT',
  path: '/api/companies/{id}/logo',
  spec: '2 §7',
  summary: "Replaces the company's logo (multipart field Logo); answers its new address.",
  multipart: ['Logo'],
  response: z.object({ logoUrl: z.string() }),
  roles: STAFF,
});

export const removeCompanyLogo = endpoint({
  method: 'DELETE',
  path: '/api/companies/{id}/logo',
  spec: '2 §7',
  summary: "Removes the company's logo (auctioneers).",
  response: z.object({ logoUrl: z.string() }),
  roles: ['Auctioneer'],
});

export const uploadCompanyBackground = endpoint({
  method: 'PUT',
  path: '/api/companies/{id}/backgroundimage',
  spec: '2 §7',
  summary:
    "Replaces the company's background image (multipart field BackgroundImage); answers its new address.",
  multipart: ['BackgroundImage'],
  response: z.object({ backgroundImageUrl: z.string() }),
  roles: STAFF,
});

export const removeCompanyBackground = endpoint({
  method: 'DELETE',
  path: '/api/companies/{id}/backgroundimage',
  spec: '2 §7',
  summary: "Removes the company's background image (auctioneers).",
  response: z.object({ backgroundImageUrl: z.string() }),
  roles: ['Auctioneer'],
});

export const uploadWireInstructions = endpoint({
  method: 'POST',
  path: '/api/companies/{id}/wireinstructions',
  spec: '2 §7',
  summary:
    'Uploads the wire instructions PDF under 5 MB (multipart; the spec names no field, the app sends WireInstructions); answers the wire instruction.',
  multipart: ['WireInstructions'],
  response: WireInstruction,
  roles: ['Auctioneer'],
});

export const listTimeZones = endpoint({
  method: 'GET',
  path: '/api/companies/timezone',
  spec: '2 §7',
  summary: 'The US time zones a company may use (the company form).',
  response: z.array(TimeZoneOption),
  roles: [...STAFF, 'Admin'],
  probe: {},
});

export const checkCompanyName = endpoint({
  method: 'POST',
  path: '/api/companies/check',
  spec: '2 §7',
  summary: 'Existing companies of a name, trimmed and in any case (the auctioneer sign-up).',
  request: z.object({ name: z.string() }),
  response: z.array(CompanyNameMatch),
  roles: ['Anonymous'],
  probe: { args: () => ({ body: { name: 'Contract Check Company' } }) },
});
