/**
 * The auction company's clients: law firms, as the company's staff manage them (spec 2 §2
 * "Clients", §3 Client, §7 "Clients and attorneys"; spec 3 §3 Client (management), §7 "Client
 * management").
 */
import * as z from 'zod/mini';
import { STAFF, endpoint } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, orNull, page, text, withIds } from './common';

/** Active or Inactive (spec 2 §3, spec 3 §3). */
export const ClientStatus = z.enum(['Active', 'Inactive']);
export type ClientStatus = z.infer<typeof ClientStatus>;

/**
 * A firm's own information: the core of every client (spec 2 §3 Client, spec 3 §3 Client):
 * id, name (the firm name), streetLine1, streetLine2, city, stateCode, zipCode, phoneNumber,
 * email, logoUrl. Missing text is ''; the phone is 10 digits or ''.
 */
export const firmInfoFields = {
  id: id(),
  /** The firm name. */
  name: z.string(),
  streetLine1: text(),
  streetLine2: text(),
  city: text(),
  stateCode: text(),
  zipCode: text(),
  phoneNumber: text(),
  email: text(),
  /** '' when the firm has no logo. */
  logoUrl: text(),
};

/**
 * A client as the company manages it: rows of POST /api/clients/list and GET
 * /api/clients/{clientId} (spec 2 §3, spec 3 §3 "Client (management)"): the firm's information,
 * status, linkedSince, the primary contact's first and last name, totalCases, activeCases.
 */
export const ClientRecord = z.object({
  ...firmInfoFields,
  status: ClientStatus,
  /** When the firm connected itself to this company; null for a client the company created. */
  linkedSince: orNull(z.string()),
  primaryContactFirstName: orNull(z.string()),
  primaryContactLastName: orNull(z.string()),
  totalCases: z.number(),
  activeCases: z.number(),
});
export type ClientRecord = z.infer<typeof ClientRecord>;

/** The body of POST /api/clients/list: search, sorter, pagination, status, nonInactiveOnly (spec 2 §7, spec 3 §7). */
export const ClientListRequest = z.object({
  ...listRequest,
  status: z.optional(ClientStatus),
  /** Leaves out the inactive clients. */
  nonInactiveOnly: z.optional(z.boolean()),
});
export type ClientListRequest = z.infer<typeof ClientListRequest>;

/** What the client's Edit dialog saves (spec 2 §7, spec 3 §7 PUT /api/clients/{clientId}). */
export const ClientFields = z.object({
  name: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  zipCode: z.string(),
  stateCode: z.string(),
  /** 10 digits or ''. */
  phoneNumber: z.string(),
  email: z.string(),
});
export type ClientFields = z.infer<typeof ClientFields>;

/** A logo upload's answer: the stored logo's address (spec 2 §7, spec 3 §7 "returns logoUrl"). */
export const LogoUploaded = z.object({ logoUrl: z.string() });
export type LogoUploaded = z.infer<typeof LogoUploaded>;

/** An answer the app does not read and the spec does not show (a removal's). */
export const Unread = z.unknown();

export const listClients = endpoint({
  method: 'POST',
  path: '/api/clients/list',
  spec: '2 §7, 3 §7',
  summary: 'One page of the company’s clients (the client list), by status.',
  request: ClientListRequest,
  response: page(ClientRecord),
  roles: STAFF,
  probe: {
    args: () => ({ body: { ...FIRST_PAGE, status: 'Active', nonInactiveOnly: true } }),
    learn: learnFirst('clientId'),
  },
});

export const createClient = endpoint({
  method: 'POST',
  path: '/api/clients',
  spec: '2 §7, 3 §7',
  summary: 'Adds a client by its firm name; answers its id.',
  request: z.object({ name: z.string() }),
  response: z.object({ id: id() }),
  roles: STAFF,
});

export const getClient = endpoint({
  method: 'GET',
  path: '/api/clients/{clientId}',
  spec: '2 §7, 3 §7',
  summary: 'A client of the company (the client detail).',
  response: ClientRecord,
  roles: STAFF,
  probe: {
    args: withIds({ clientId: 'clientId' }),
  },
});

export const updateClient = endpoint({
  method: 'PUT',
  path: '/api/clients/{clientId}',
  spec: '2 §7, 3 §7',
  summary: 'Saves the client’s name, address, phone and e-mail (a client the company created).',
  request: ClientFields,
  response: ClientRecord,
  roles: STAFF,
});

export const deleteClient = endpoint({
  method: 'DELETE',
  path: '/api/clients/{clientId}',
  spec: '2 §7, 3 §7',
  summary: 'The company stops listing the client (refused while it has linked cases).',
  response: Unread,
  roles: STAFF,
});

export const uploadClientLogo = endpoint({
  method: 'PUT',
  path: '/api/clients/{clientId}/uploadlogo',
  spec: '2 §5, 2 §7, 3 §7',
  summary: 'The client’s logo (multipart, the image in the field model); answers its logoUrl.',
  multipart: ['model'],
  response: LogoUploaded,
  roles: STAFF,
});
