/**
 * Bringing clients in (spec 2 §2 "Import and connect client dialogs", §7, §9): an Excel import
 * of firms with its template, and connecting the firm of an attorney already on the platform.
 */
import * as z from 'zod/mini';
import { STAFF, endpoint } from './define';
import { id } from './common';
import { AttorneyLookup } from './clientRegistration';

/**
 * The answer of POST /api/clients/import (the spec does not show it): how many firms were
 * imported and the spreadsheet rows (1-based, the header is row 1) that were not, with why.
 */
export const ClientImportResult = z.object({
  imported: z.number(),
  refused: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type ClientImportResult = z.infer<typeof ClientImportResult>;

/**
 * The answer of GET /api/attorneys/checkemail/{email} (the spec names the call, not its
 * answer): whether an attorney with that e-mail is on the platform, the attorney (as the
 * registration look-up gives it), and whether their firm already is a client of the caller's
 * company (connecting is then refused).
 */
export const AttorneyEmailCheck = z.object({
  exists: z.boolean(),
  attorney: z.nullable(AttorneyLookup),
  isClient: z.boolean(),
});
export type AttorneyEmailCheck = z.infer<typeof AttorneyEmailCheck>;

/** The answer of POST /api/attorneys/{id}/connect (not shown in the spec): the firm, now a linked client. */
export const ConnectedClient = z.object({ clientId: id() });
export type ConnectedClient = z.infer<typeof ConnectedClient>;

/** An e-mail the contract command checks: nobody on the platform has it. */
const PROBE_EMAIL = 'contract-check@example.com';

export const importClients = endpoint({
  method: 'POST',
  path: '/api/clients/import',
  spec: '2 §7, 2 §9',
  summary:
    'Imports the firms of a workbook (multipart field excelFile, xlsx only, under 10MB); answers the count and the refused rows.',
  multipart: ['excelFile'],
  response: ClientImportResult,
  roles: STAFF,
});

export const clientImportTemplate = endpoint({
  method: 'GET',
  path: '/api/clients/importtemplate',
  designed:
    'The import dialog offers a template workbook (the header row of the import columns and an example row); the spec shows the import, not where its template comes from.',
  summary: 'The import template (xlsx).',
  response: 'file',
  roles: STAFF,
  probe: {},
});

export const checkAttorneyEmail = endpoint({
  method: 'GET',
  path: '/api/attorneys/checkemail/{email}',
  spec: '2 §7',
  summary:
    'The attorney with this e-mail, if any, as the caller’s company sees them (connect client).',
  response: AttorneyEmailCheck,
  roles: STAFF,
  probe: { args: () => ({ params: { email: PROBE_EMAIL } }) },
});

export const connectAttorney = endpoint({
  method: 'POST',
  path: '/api/attorneys/{id}/connect',
  spec: '2 §7',
  summary: 'Connects the attorney’s firm to the caller’s company as a linked client.',
  response: ConnectedClient,
  roles: STAFF,
});
