// Answers the calls of src/api/attorneys.ts, src/api/clients.ts.
import { http, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import * as attorneysApi from '../../api/contract/attorneys';
import * as api from '../../api/contract/clients';
import type { ClientListRequest } from '../../api/contract/clients';
import { answer } from '../answer';
import { CLIENTS, STAFF } from '../../lib/roles';
import { UPLOAD_RULES } from '../../lib/upload';
import { US_STATES } from '../../lib/usStates';
import type { Client, User } from '../db/types';
import { makeAttorney, makeClient } from '../factories';
import { dropFileAt, fileField, formOf, storeUpload } from '../files';
import {
  attorneyById,
  attorneysOf,
  caseCounts,
  clientById,
  clientsOfCompany,
  companyMayEdit,
  detachClient,
  ensureOnePrimary,
  firmNameTaken,
  isClientOfCompany,
  readAttorneyFields,
  removeAttorney,
  setPrimaryAttorney,
} from '../rules/firms';
import { isPhoneDigits, isZip, text } from '../rules/format';
import { badRequest, forbidden, notFound, withUser } from '../tokens';
import { attorneyView, clientRecordView } from '../views/firmViews';
import { idOf, objectBody } from '../request';

/**
 * The company's clients (law firms) and their attorneys (spec 2 sections 2 and 7, spec 3
 * section 7 "Client management"): staff see and manage the clients their company lists; a
 * client the firm connected itself to (linked) keeps its details and attorneys locked here.
 */

export const CLIENT_MSG = {
  notFound: 'Client is not found!',
  attorneyNotFound: 'Attorney is not found!',
  nameRequired: 'Firm name is required.',
  nameTaken: 'A client with this firm name already exists.',
  linked:
    'The client is linked to your company: its details and attorneys are managed by the firm.',
  inactive: 'New attorneys cannot be added to an inactive client.',
  hasCases: 'Cannot delete a client with linked case!',
  email: 'Please enter a valid e-mail address!',
  phone: 'Phone number must be 10 digits.',
  state: 'State must be a US state.',
  zip: 'Please enter a valid zip code!',
  logoRequired: 'model is required.',
} as const;

/** The client the caller's company lists, or the refusal: 404 unknown, 403 not theirs. */
function companyClient(user: User, id: number): Client | Response {
  const client = clientById(id);
  if (!client) return notFound(CLIENT_MSG.notFound);
  return isClientOfCompany(client, user.companyId) ? client : forbidden();
}

/** The same, and the company may change it (not linked). */
function editableClient(user: User, id: number): Client | Response {
  const client = companyClient(user, id);
  if (client instanceof Response) return client;
  return companyMayEdit(client, user.companyId) ? client : forbidden(CLIENT_MSG.linked);
}

/** Runs `fn` for staff with a numeric client id; other ids fall through. */
const withClient = (
  request: Request,
  rawId: unknown,
  fn: (client: Client, user: User) => Response | Promise<Response>,
  { edit = false } = {},
) => {
  const id = idOf(rawId);
  if (id === null) return undefined;
  return withUser(
    request,
    (user) => {
      const client = edit ? editableClient(user, id) : companyClient(user, id);
      return client instanceof Response ? client : fn(client, user);
    },
    STAFF,
  );
};

type ClientRow = z.input<typeof api.ClientRecord>;
type SortKey = (r: ClientRow) => string | number;

const SORT_FIELDS: Record<string, SortKey> = {
  id: (r) => r.id,
  name: (r) => r.name.toLowerCase(),
  linkedSince: (r) => r.linkedSince ?? '',
  totalCases: (r) => r.totalCases,
  activeCases: (r) => r.activeCases,
  status: (r) => r.status,
};

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * A page of the company's clients: searched by firm name, filtered by status, without the
 * inactive ones when `nonInactiveOnly` is set, sorted (id descending by default).
 */
function clientPage(user: User, req: ClientListRequest) {
  let clients = clientsOfCompany(user.companyId);
  const search = text(req.search).toLowerCase();
  if (search) clients = clients.filter((c) => c.name.toLowerCase().includes(search));
  if (req.status === 'Active' || req.status === 'Inactive')
    clients = clients.filter((c) => c.status === req.status);
  if (req.nonInactiveOnly) clients = clients.filter((c) => c.status !== 'Inactive');
  const rows = clients.map((c) => clientRecordView(c, user.companyId));
  const field = req.sorter?.field && req.sorter.order ? req.sorter.field : '';
  const key = SORT_FIELDS[field] ?? SORT_FIELDS.id;
  const dir = SORT_FIELDS[field] && req.sorter?.order === 'ascend' ? 1 : -1;
  rows.sort((a, b) => compare(key(a), key(b)) * dir || b.id - a.id);
  const size = Math.min(100, Math.max(1, Number(req.pagination?.pageSize) || 10));
  const page = Math.max(1, Number(req.pagination?.current) || 1);
  return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
}

/** The client's details from PUT /api/clients/{clientId}, checked; or the refusal message. */
function readClientFields(user: User, client: Client, b: Record<string, unknown>) {
  const name = text(b.name);
  if (!name) return CLIENT_MSG.nameRequired;
  if (firmNameTaken(user.companyId, name, client.id)) return CLIENT_MSG.nameTaken;
  const email = text(b.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return CLIENT_MSG.email;
  const phoneNumber = text(b.phoneNumber).replace(/[\s()+.-]/g, '');
  if (phoneNumber && !isPhoneDigits(phoneNumber)) return CLIENT_MSG.phone;
  const state = text(b.stateCode).toUpperCase();
  if (state && !US_STATES.some((s) => s.code === state)) return CLIENT_MSG.state;
  const zipCode = text(b.zipCode);
  if (zipCode && !isZip(zipCode)) return CLIENT_MSG.zip;
  const streetLine1 = text(b.streetLine1);
  const streetLine2 = text(b.streetLine2);
  const city = text(b.city);
  const hasAddress = Boolean(streetLine1 || streetLine2 || city || state || zipCode);
  return {
    name,
    email,
    phoneNumber,
    address: hasAddress
      ? {
          streetLine1,
          streetLine2: streetLine2 || undefined,
          city,
          county: client.address?.county,
          state,
          zipCode,
        }
      : null,
  };
}

/** The attorney a staff call names, of a client the company may edit; or the refusal. */
function editableAttorney(user: User, id: number) {
  const attorney = attorneyById(id);
  if (!attorney) return notFound(CLIENT_MSG.attorneyNotFound);
  const client = editableClient(user, attorney.clientId);
  return client instanceof Response ? client : attorney;
}

export const clientsHandlers: HttpHandler[] = [
  http.post('*/api/clients/list', ({ request }) =>
    withUser(
      request,
      async (user) => answer(api.listClients, clientPage(user, await objectBody(request))),
      STAFF,
    ),
  ),

  // A new client of the company: a firm name only, not linked, Active.
  http.post('*/api/clients', ({ request }) =>
    withUser(
      request,
      async (user) => {
        if (user.companyId === null) return forbidden();
        const name = text((await objectBody(request)).name);
        if (!name) return badRequest(CLIENT_MSG.nameRequired);
        if (firmNameTaken(user.companyId, name)) return badRequest(CLIENT_MSG.nameTaken);
        const client = makeClient({
          name,
          address: null,
          phoneNumber: '',
          email: '',
          logoUrl: '',
          status: 'Active',
          companyIds: [user.companyId],
          links: [],
        });
        return answer(api.createClient, { id: client.id });
      },
      STAFF,
    ),
  ),

  http.get('*/api/clients/:clientId', ({ request, params }) =>
    withClient(request, params.clientId, (client, user) =>
      answer(api.getClient, clientRecordView(client, user.companyId)),
    ),
  ),

  http.put('*/api/clients/:clientId', ({ request, params }) =>
    withClient(
      request,
      params.clientId,
      async (client, user) => {
        const fields = readClientFields(user, client, await objectBody(request));
        if (typeof fields === 'string') return badRequest(fields);
        Object.assign(client, fields);
        return answer(api.updateClient, clientRecordView(client, user.companyId));
      },
      { edit: true },
    ),
  ),

  // The company stops listing the client; refused while the client has cases with it.
  http.delete('*/api/clients/:clientId', ({ request, params }) =>
    withClient(request, params.clientId, (client, user) => {
      if (caseCounts(client.id, user.companyId).totalCases > 0)
        return badRequest(CLIENT_MSG.hasCases);
      detachClient(client, user.companyId!);
      return answer(api.deleteClient, { ok: true });
    }),
  ),

  // The client's logo: multipart field `model`, an image under 5 MB; answers its url.
  http.put('*/api/clients/:clientId/uploadlogo', ({ request, params }) =>
    withClient(
      request,
      params.clientId,
      async (client) => {
        const form = await formOf(request);
        const file = form ? fileField(form, 'model') : null;
        if (!file) return badRequest(CLIENT_MSG.logoRequired);
        const stored = await storeUpload(file, UPLOAD_RULES.image, 'public');
        if (stored instanceof Response) return stored;
        dropFileAt(client.logoUrl);
        client.logoUrl = stored.url;
        return answer(api.uploadClientLogo, { logoUrl: client.logoUrl });
      },
      { edit: true },
    ),
  ),

  // The client's attorneys (the answer's `data`).
  http.post('*/api/attorneys/:clientId/list', ({ request, params }) =>
    withClient(request, params.clientId, (client) =>
      answer(attorneysApi.listClientAttorneys, { data: attorneysOf(client.id).map(attorneyView) }),
    ),
  ),

  // The attorney's details, by the company's staff.
  http.put('*/api/attorneys/:attorneyId/auctioneer', ({ request, params }) => {
    const id = idOf(params.attorneyId);
    if (id === null) return undefined;
    return withUser(
      request,
      async (user) => {
        const attorney = editableAttorney(user, id);
        if (attorney instanceof Response) return attorney;
        const fields = readAttorneyFields(await objectBody(request), attorney.id);
        if (typeof fields === 'string') return badRequest(fields);
        Object.assign(attorney, fields);
        return answer(attorneysApi.updateClientAttorney, attorneyView(attorney));
      },
      STAFF,
    );
  }),

  // Removes the attorney; another becomes primary when the primary goes.
  http.delete('*/api/attorneys/:attorneyId/auctioneer', ({ request, params }) => {
    const id = idOf(params.attorneyId);
    if (id === null) return undefined;
    return withUser(
      request,
      (user) => {
        const attorney = editableAttorney(user, id);
        if (attorney instanceof Response) return attorney;
        removeAttorney(attorney);
        return answer(attorneysApi.removeClientAttorney, { ok: true });
      },
      STAFF,
    );
  }),

  // A new attorney of an Active, unlinked client; the first one becomes the primary.
  http.post('*/api/attorneys/:clientId', ({ request, params }) =>
    withClient(
      request,
      params.clientId,
      async (client) => {
        if (client.status !== 'Active') return badRequest(CLIENT_MSG.inactive);
        const fields = readAttorneyFields(await objectBody(request));
        if (typeof fields === 'string') return badRequest(fields);
        const attorney = makeAttorney({ clientId: client.id, userId: null, ...fields });
        ensureOnePrimary(client.id);
        const primary = attorneysOf(client.id).find((a) => a.isPrimary);
        for (const l of client.links) l.primaryAttorneyId ??= primary?.id ?? null;
        return answer(attorneysApi.addClientAttorney, attorneyView(attorney));
      },
      { edit: true },
    ),
  ),

  // Makes the attorney the firm's one primary: the company's staff for a client they may
  // edit, and the firm's own client and attorney accounts.
  http.put('*/api/attorneys/:clientId/:attorneyId', ({ request, params }) => {
    const clientId = idOf(params.clientId);
    const attorneyId = idOf(params.attorneyId);
    if (clientId === null || attorneyId === null) return undefined;
    return withUser(
      request,
      (user) => {
        const client = clientById(clientId);
        if (!client) return notFound(CLIENT_MSG.notFound);
        if (CLIENTS.includes(user.role)) {
          if (user.clientId !== client.id) return forbidden();
        } else {
          const editable = editableClient(user, clientId);
          if (editable instanceof Response) return editable;
        }
        const attorney = attorneyById(attorneyId);
        if (!attorney || attorney.clientId !== client.id)
          return notFound(CLIENT_MSG.attorneyNotFound);
        setPrimaryAttorney(client.id, attorney.id);
        return answer(attorneysApi.setPrimaryAttorney, attorneyView(attorney));
      },
      [...STAFF, ...CLIENTS],
    );
  }),
];
