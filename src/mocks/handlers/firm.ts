// Answers the calls of src/api/firm.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import type { AttorneyAnswer } from '../../api/contract/attorneys';
import * as api from '../../api/contract/firm';
import type { CompanyLinkListRequest, FirmInfoFields } from '../../api/contract/firm';
import { answer } from '../answer';
import { CLIENTS } from '../../lib/roles';
import { UPLOAD_RULES } from '../../lib/upload';
import { US_STATES } from '../../lib/usStates';
import { simIso } from '../clock';
import { db } from '../db';
import type { Attorney, Client, Company, User } from '../db/types';
import { makeAttorney } from '../factories';
import { dropFileAt, fileField, formOf, storeUpload } from '../files';
import { isPhoneDigits, isZip, text } from '../rules/format';
import {
  attorneyById,
  attorneysOf,
  ensureOnePrimary,
  firmOf,
  linkClientToCompany,
  linkOf,
  readAttorneyFields,
  removeAttorney,
} from '../rules/firms';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import { attorneyView, companyLinkRowView, firmInfoView } from '../views/firmViews';
import { idOf, objectBody } from '../request';

/**
 * The signed-in client's or attorney's own firm (spec 2 sections 2, 6 and 7, spec 3 sections
 * 2.2, 2.3 and 7): its information and logo, its attorneys, and the auction companies it is
 * connected to. Every route serves the caller's own firm only; other roles are refused.
 */

export const FIRM_MSG = {
  notFound: 'Client not found.',
  name: 'Firm name is required.',
  phone: 'Phone number must be 10 digits.',
  email: 'Please enter a valid e-mail address!',
  zip: 'Please enter a valid zip code!',
  state: 'Please select a valid state!',
  logo: 'model is required.',
  attorneyNotFound: 'Attorney not found.',
  ownAttorney: 'You cannot remove your own attorney record.',
  companyNotFound: 'Company not found.',
  companyNotActive: 'Only an active company can be linked.',
  alreadyLinked: 'The firm is already linked to this company.',
  notLinked: 'The firm is not linked to this company.',
} as const;

/** Runs `fn` for a client or attorney with the caller's firm. */
const withFirm = (
  request: Request,
  fn: (firm: Client, user: User) => Response | Promise<Response>,
) =>
  withUser(
    request,
    (user) => {
      const firm = firmOf(user);
      return firm ? fn(firm, user) : notFound(FIRM_MSG.notFound);
    },
    CLIENTS,
  );

/** An attorney of the caller's firm, or the refusal: 404 unknown, 403 another firm's. */
function ownAttorney(firm: Client, id: number): Attorney | Response {
  const attorney = attorneyById(id);
  if (!attorney) return notFound(FIRM_MSG.attorneyNotFound);
  return attorney.clientId === firm.id ? attorney : forbidden();
}

/** The firm's information as sent by its edit form, or the refusal message. */
function readFirmInfo(body: Record<string, unknown>): FirmInfoFields | string {
  const name = text(body.name);
  const streetLine1 = text(body.streetLine1);
  const streetLine2 = text(body.streetLine2);
  const city = text(body.city);
  const stateCode = text(body.stateCode).toUpperCase();
  const zipCode = text(body.zipCode);
  const phoneNumber = text(body.phoneNumber).replace(/[\s()+.-]/g, '');
  const email = text(body.email);
  if (!name) return FIRM_MSG.name;
  if (stateCode && !US_STATES.some((s) => s.code === stateCode)) return FIRM_MSG.state;
  if (zipCode && !isZip(zipCode)) return FIRM_MSG.zip;
  if (phoneNumber && !isPhoneDigits(phoneNumber)) return FIRM_MSG.phone;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return FIRM_MSG.email;
  return { name, streetLine1, streetLine2, city, stateCode, zipCode, phoneNumber, email };
}

type CompanyLinkRow = z.input<typeof api.CompanyLinkRow>;

const LINK_SORT: Record<string, (r: CompanyLinkRow) => string> = {
  companyName: (r) => r.companyName.toLowerCase(),
  linkedSince: (r) => r.linkedSince ?? '',
};

/**
 * The companies of the connected-companies list: with `isLinked` true the firm's links, with
 * false the active companies it is not linked to (both when the flag is absent); searched by
 * company name, sorted by name unless asked otherwise, 10 per page.
 */
function companyLinkPage(firm: Client, req: Partial<CompanyLinkListRequest>) {
  const linked = (c: Company) => Boolean(linkOf(firm, c.id));
  let companies = db.companies.filter((c) =>
    linked(c) ? req.isLinked !== false : req.isLinked !== true && c.status === 'Active',
  );
  const search = text(req.search).toLowerCase();
  if (search) companies = companies.filter((c) => c.name.toLowerCase().includes(search));
  const rows = companies.map((c) => companyLinkRowView(c, linkOf(firm, c.id)));
  const field = req.sorter?.field && LINK_SORT[req.sorter.field] ? req.sorter.field : 'companyName';
  const dir = req.sorter?.field === field && req.sorter.order === 'descend' ? -1 : 1;
  rows.sort(
    (a, b) =>
      LINK_SORT[field](a).localeCompare(LINK_SORT[field](b)) * dir || a.companyId - b.companyId,
  );
  const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(req.pagination?.current) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

const attorneyList = (firm: Client): AttorneyAnswer[] => attorneysOf(firm.id).map(attorneyView);

export const firmHandlers: HttpHandler[] = [
  // The firm's own information.
  http.get('*/api/clients', ({ request }) =>
    withFirm(request, (firm) => answer(api.getFirmInfo, firmInfoView(firm))),
  ),

  http.put('*/api/clients', ({ request }) =>
    withFirm(request, async (firm) => {
      const info = readFirmInfo(await objectBody(request));
      if (typeof info === 'string') return badRequest(info);
      firm.name = info.name;
      firm.phoneNumber = info.phoneNumber;
      firm.email = info.email;
      const hasAddress = [info.streetLine1, info.streetLine2, info.city, info.stateCode].some(
        Boolean,
      );
      firm.address =
        hasAddress || info.zipCode
          ? {
              streetLine1: info.streetLine1,
              streetLine2: info.streetLine2,
              city: info.city,
              county: firm.address?.county,
              state: info.stateCode,
              zipCode: info.zipCode,
            }
          : null;
      return answer(api.updateFirmInfo, firmInfoView(firm));
    }),
  ),

  // The firm's logo: multipart, the image in the field `model`.
  http.put('*/api/clients/uploadlogo', ({ request }) =>
    withFirm(request, async (firm) => {
      const form = await formOf(request);
      const file = form && fileField(form, 'model');
      if (!file) return badRequest(FIRM_MSG.logo);
      const stored = await storeUpload(file, UPLOAD_RULES.image, 'public');
      if (stored instanceof Response) return stored;
      if (firm.logoUrl) dropFileAt(firm.logoUrl);
      firm.logoUrl = stored.url;
      return answer(api.uploadFirmLogo, { logoUrl: firm.logoUrl });
    }),
  ),

  // The firm's attorneys.
  http.post('*/api/attorneys/list', ({ request }) =>
    withFirm(request, (firm) => answer(api.listFirmAttorneys, { data: attorneyList(firm) })),
  ),

  // The auction companies the firm is linked to, or could link to.
  http.post('*/api/attorneys/listcompany', ({ request }) =>
    withFirm(request, async (firm) =>
      answer(api.listCompanyLinks, companyLinkPage(firm, await objectBody(request))),
    ),
  ),

  http.post('*/api/attorneys', ({ request }) =>
    withFirm(request, async (firm) => {
      const fields = readAttorneyFields(await objectBody(request));
      if (typeof fields === 'string') return badRequest(fields);
      const attorney = makeAttorney({ ...fields, clientId: firm.id, isPrimary: false });
      ensureOnePrimary(firm.id);
      return answer(api.addFirmAttorney, attorneyView(attorney));
    }),
  ),

  http.get('*/api/attorneys/lookup', ({ request }) =>
    withFirm(request, (firm) =>
      answer(
        api.lookupFirmAttorneys,
        attorneysOf(firm.id).map((a) => ({ id: a.id, fullName: `${a.firstName} ${a.lastName}` })),
      ),
    ),
  ),

  // The companies the firm works with (for the case list's company filter).
  http.get('*/api/companies/lookupattorney', ({ request }) =>
    withFirm(request, (firm) =>
      answer(
        api.lookupFirmCompanies,
        db.companies
          .filter((c) => firm.companyIds.includes(c.id))
          .map((c) => ({ id: c.id, name: c.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    ),
  ),

  // Links the firm to an active company; the firm's primary attorney is the contact there.
  http.put('*/api/attorneys/:companyId/linkcompany', ({ request, params }) => {
    const companyId = idOf(params.companyId);
    if (companyId === null) return undefined;
    return withFirm(request, (firm) => {
      const company = db.companies.find((c) => c.id === companyId);
      if (!company) return notFound(FIRM_MSG.companyNotFound);
      if (linkOf(firm, companyId)) return badRequest(FIRM_MSG.alreadyLinked);
      if (company.status !== 'Active') return badRequest(FIRM_MSG.companyNotActive);
      linkClientToCompany(firm, companyId, simIso());
      return answer(api.linkCompany, companyLinkRowView(company, linkOf(firm, companyId)));
    });
  }),

  // Makes one of the firm's attorneys its contact for a linked company.
  http.put('*/api/attorneys/:attorneyId/switch/:companyId', ({ request, params }) => {
    const attorneyId = idOf(params.attorneyId);
    const companyId = idOf(params.companyId);
    if (attorneyId === null || companyId === null) return undefined;
    return withFirm(request, (firm) => {
      const attorney = ownAttorney(firm, attorneyId);
      if (attorney instanceof Response) return attorney;
      const company = db.companies.find((c) => c.id === companyId);
      if (!company) return notFound(FIRM_MSG.companyNotFound);
      const link = linkOf(firm, companyId);
      if (!link) return badRequest(FIRM_MSG.notLinked);
      link.primaryAttorneyId = attorney.id;
      return answer(api.switchCompanyContact, companyLinkRowView(company, link));
    });
  }),

  http.put('*/api/attorneys/:id', ({ request, params }) => {
    const id = idOf(params.id);
    if (id === null) return undefined;
    return withFirm(request, async (firm) => {
      const attorney = ownAttorney(firm, id);
      if (attorney instanceof Response) return attorney;
      const fields = readAttorneyFields(await objectBody(request), attorney.id);
      if (typeof fields === 'string') return badRequest(fields);
      Object.assign(attorney, fields);
      return answer(api.updateFirmAttorney, attorneyView(attorney));
    });
  }),

  http.delete('*/api/attorneys/:id', ({ request, params }) => {
    const id = idOf(params.id);
    if (id === null) return undefined;
    return withFirm(request, (firm, user) => {
      const attorney = ownAttorney(firm, id);
      if (attorney instanceof Response) return attorney;
      if (attorney.userId === user.id) return badRequest(FIRM_MSG.ownAttorney);
      removeAttorney(attorney);
      return answer(api.removeFirmAttorney, { ok: true });
    });
  }),
];
