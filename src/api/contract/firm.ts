/**
 * The signed-in client's or attorney's own firm (spec 2 §2 "Connected companies", §6, §7
 * "Clients and attorneys"; spec 3 §2.2, §2.3, §7 "Settings, clients, admin" and "Client
 * registration and company links"): its information and logo, its attorneys, and the auction
 * companies it is linked to.
 */
import * as z from 'zod/mini';
import { FIRM, endpoint } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, orNull, page } from './common';
import { AttorneyFields, AttorneyList, AttorneyRecord } from './attorneys';
import { firmInfoFields, LogoUploaded, Unread } from './clients';

/** The firm's own information (GET /api/clients; spec 3 §3 Client, spec 2 §3 Client). */
export const FirmInfo = z.object(firmInfoFields);
export type FirmInfo = z.infer<typeof FirmInfo>;

/** What the firm's information form saves: name and address fields, phone and e-mail (PUT /api/clients). */
export const FirmInfoFields = z.object({
  name: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  /** 10 digits or ''. */
  phoneNumber: z.string(),
  email: z.string(),
});
export type FirmInfoFields = z.infer<typeof FirmInfoFields>;

/** An auction company the firm works with (spec 3 §3 "Lookup items: company (id, name)"). */
export const FirmCompanyLookup = z.object({ id: id(), name: z.string() });
export type FirmCompanyLookup = z.infer<typeof FirmCompanyLookup>;

/**
 * One of the firm's attorneys for pickers (GET /api/attorneys/lookup). The spec names the call,
 * not its answer: id and the full name as the picker shows it.
 */
export const FirmAttorneyLookup = z.object({ id: id(), fullName: z.string() });
export type FirmAttorneyLookup = z.infer<typeof FirmAttorneyLookup>;

/**
 * A row of POST /api/attorneys/listcompany: companyId, companyName, primaryAttorneyFirstName,
 * primaryAttorneyLastName, linkedSince (spec 3 §3 "Company link row", spec 2 §2). linkedSince
 * is null for a company the firm is not linked to. `primaryAttorneyId` is not in the spec's
 * list: when it is given the contact picker shows that attorney, else the one of that name.
 */
export const CompanyLinkRow = z.object({
  companyId: id(),
  companyName: z.string(),
  primaryAttorneyFirstName: orNull(z.string()),
  primaryAttorneyLastName: orNull(z.string()),
  linkedSince: orNull(z.string()),
  primaryAttorneyId: orNull(id()),
});
export type CompanyLinkRow = z.infer<typeof CompanyLinkRow>;

/** The body of POST /api/attorneys/listcompany: search, sorter, pagination, isLinked (spec 2 §7, spec 3 §7). */
export const CompanyLinkListRequest = z.object({ ...listRequest, isLinked: z.boolean() });
export type CompanyLinkListRequest = z.infer<typeof CompanyLinkListRequest>;

export const getFirmInfo = endpoint({
  method: 'GET',
  path: '/api/clients',
  spec: '2 §7, 3 §7',
  summary: 'The firm’s own information and logo (client profile).',
  response: FirmInfo,
  roles: FIRM,
  probe: {},
});

export const updateFirmInfo = endpoint({
  method: 'PUT',
  path: '/api/clients',
  spec: '2 §7, 3 §7',
  summary: 'Saves the firm’s name and address fields, phone and e-mail.',
  request: FirmInfoFields,
  response: FirmInfo,
  roles: FIRM,
});

export const uploadFirmLogo = endpoint({
  method: 'PUT',
  path: '/api/clients/uploadlogo',
  spec: '2 §7, 3 §5, 3 §7',
  summary: 'The firm’s logo (multipart, the image in the field model); answers its logoUrl.',
  multipart: ['model'],
  response: LogoUploaded,
  roles: FIRM,
});

export const listFirmAttorneys = endpoint({
  method: 'POST',
  path: '/api/attorneys/list',
  spec: '2 §7, 3 §7',
  summary: 'The firm’s attorneys (client profile); empty body, the rows in data.',
  request: z.object({}),
  response: AttorneyList,
  roles: FIRM,
  probe: { args: () => ({ body: {} }), learn: learnFirst('attorneyId') },
});

export const lookupFirmAttorneys = endpoint({
  method: 'GET',
  path: '/api/attorneys/lookup',
  spec: '2 §7, 3 §7',
  summary: 'The firm’s attorneys for pickers (id and full name; the answer’s shape is not shown).',
  response: z.array(FirmAttorneyLookup),
  roles: FIRM,
  probe: {},
});

export const lookupFirmCompanies = endpoint({
  method: 'GET',
  path: '/api/companies/lookupattorney',
  spec: '2 §7, 3 §7',
  summary: 'The auction companies the firm works with (the case dashboard’s company filter).',
  response: z.array(FirmCompanyLookup),
  roles: FIRM,
  probe: {},
});

export const listCompanyLinks = endpoint({
  method: 'POST',
  path: '/api/attorneys/listcompany',
  spec: '2 §7, 3 §7',
  summary: 'One page of the companies the firm is linked to (isLinked true), or may link to.',
  request: CompanyLinkListRequest,
  response: page(CompanyLinkRow),
  roles: FIRM,
  probe: { args: () => ({ body: { ...FIRST_PAGE, isLinked: true } }) },
});

export const addFirmAttorney = endpoint({
  method: 'POST',
  path: '/api/attorneys',
  spec: '2 §7, 3 §7',
  summary: 'A new attorney of the firm; answers it.',
  request: AttorneyFields,
  response: AttorneyRecord,
  roles: FIRM,
});

export const updateFirmAttorney = endpoint({
  method: 'PUT',
  path: '/api/attorneys/{id}',
  spec: '2 §7, 3 §7',
  summary: 'Saves one of the firm’s attorneys.',
  request: AttorneyFields,
  response: AttorneyRecord,
  roles: FIRM,
});

export const removeFirmAttorney = endpoint({
  method: 'DELETE',
  path: '/api/attorneys/{id}',
  spec: '2 §7, 3 §7',
  summary: 'Removes one of the firm’s attorneys.',
  response: Unread,
  roles: FIRM,
});

export const linkCompany = endpoint({
  method: 'PUT',
  path: '/api/attorneys/{companyId}/linkcompany',
  spec: '2 §7, 3 §7',
  summary: 'Links the firm to an active company; answers the company’s row.',
  response: CompanyLinkRow,
  roles: FIRM,
});

export const switchCompanyContact = endpoint({
  method: 'PUT',
  path: '/api/attorneys/{attorneyId}/switch/{companyId}',
  spec: '2 §7',
  summary: 'Makes one of the firm’s attorneys its contact for a linked company.',
  response: CompanyLinkRow,
  roles: FIRM,
});
