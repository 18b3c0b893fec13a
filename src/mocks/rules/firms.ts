import { Role } from '../../lib/roles';
import { db } from '../db';
import type { Attorney, Client, ClientLink, User } from '../db/types';

/**
 * The server's rules for law firms and their attorneys (spec 2 sections 5 and 6, spec 3
 * section 4.4): exactly one primary attorney per firm that has attorneys; a client linked to
 * a company (the firm connected itself) is the firm's to edit, not the company's.
 */

export const clientById = (id: unknown): Client | undefined =>
  db.clients.find((c) => c.id === Number(id));

export const attorneyById = (id: unknown): Attorney | undefined =>
  db.attorneys.find((a) => a.id === Number(id));

export const attorneysOf = (clientId: number): Attorney[] =>
  db.attorneys.filter((a) => a.clientId === clientId).sort((a, b) => a.id - b.id);

/** The firm's connection to a company, if the firm linked itself to it. */
export const linkOf = (client: Client, companyId: number | null): ClientLink | undefined =>
  companyId === null ? undefined : client.links.find((l) => l.companyId === companyId);

/** The company lists the client (created it there, or the firm connected). */
export const isClientOfCompany = (client: Client, companyId: number | null): boolean =>
  companyId !== null && client.companyIds.includes(companyId);

/** Staff may change the client's details and attorneys: it is theirs and not linked. */
export const companyMayEdit = (client: Client, companyId: number | null): boolean =>
  isClientOfCompany(client, companyId) && !linkOf(client, companyId);

/** Makes `attorneyId` the firm's one primary attorney. */
export function setPrimaryAttorney(clientId: number, attorneyId: number) {
  for (const a of attorneysOf(clientId)) a.isPrimary = a.id === attorneyId;
}

/**
 * Restores the invariant after attorneys were added or removed: a firm with attorneys has
 * exactly one primary (the oldest when none is, the first of several when more are).
 */
export function ensureOnePrimary(clientId: number) {
  const list = attorneysOf(clientId);
  if (!list.length) return;
  const primary = list.find((a) => a.isPrimary) ?? list[0];
  for (const a of list) a.isPrimary = a === primary;
}

/** Removes an attorney: cases keep no dangling attorney, links fall back to the new primary. */
export function removeAttorney(attorney: Attorney) {
  db.attorneys = db.attorneys.filter((a) => a !== attorney);
  ensureOnePrimary(attorney.clientId);
  for (const c of db.cases) if (c.attorneyId === attorney.id) c.attorneyId = null;
  const client = clientById(attorney.clientId);
  const primary = attorneysOf(attorney.clientId).find((a) => a.isPrimary);
  for (const l of client?.links ?? [])
    if (l.primaryAttorneyId === attorney.id) l.primaryAttorneyId = primary?.id ?? null;
}

/** The firm of a signed-in client or attorney. */
export const firmOf = (user: User): Client | undefined =>
  user.role === Role.Client || user.role === Role.Attorney ? clientById(user.clientId) : undefined;

/** Cases of the client with the company; 'active' ones are neither Closed nor Cancelled. */
export function caseCounts(clientId: number, companyId: number | null) {
  const cases = db.cases.filter(
    (c) => c.clientId === clientId && (companyId === null || c.companyId === companyId),
  );
  const active = cases.filter((c) => c.status !== 'Closed' && c.status !== 'Cancelled');
  return { totalCases: cases.length, activeCases: active.length };
}

/** The clients a company lists. */
export const clientsOfCompany = (companyId: number | null): Client[] =>
  companyId === null ? [] : db.clients.filter((c) => isClientOfCompany(c, companyId));

/** Another client of the company already has this firm name (trimmed, any case). */
export const firmNameTaken = (companyId: number | null, name: string, exceptId?: number) =>
  clientsOfCompany(companyId).some(
    (c) => c.id !== exceptId && c.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );

/** The server's messages for attorney fields. */
export const ATTORNEY_MSG = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'E-mail is required.',
  emailFormat: 'Please enter a valid e-mail address!',
  phone: 'Phone number must be 10 digits.',
  emailTaken: 'An attorney with this e-mail address already exists.',
} as const;

/** An attorney's fields as stored: names and e-mail trimmed, the phone as 10 digits or ''. */
export interface AttorneyInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/**
 * Reads an attorney's fields (firstName, lastName, email required; phone optional, 10 digits
 * once its formatting is dropped; the e-mail unique among attorneys other than `exceptId`),
 * or answers the refusal message.
 */
export function readAttorneyFields(
  body: Record<string, unknown>,
  exceptId?: number,
): AttorneyInput | string {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const firstName = str(body.firstName);
  const lastName = str(body.lastName);
  const email = str(body.email);
  const phoneNumber = str(body.phone ?? body.phoneNumber).replace(/[\s()+.-]/g, '');
  if (!firstName) return ATTORNEY_MSG.firstName;
  if (!lastName) return ATTORNEY_MSG.lastName;
  if (!email) return ATTORNEY_MSG.email;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return ATTORNEY_MSG.emailFormat;
  if (phoneNumber && !/^\d{10}$/.test(phoneNumber)) return ATTORNEY_MSG.phone;
  const taken = db.attorneys.some(
    (a) => a.id !== exceptId && a.email.toLowerCase() === email.toLowerCase(),
  );
  if (taken) return ATTORNEY_MSG.emailTaken;
  return { firstName, lastName, email, phoneNumber };
}

/**
 * The company stops listing the client (and drops the firm's connection to it). A firm no
 * company lists any more and without user accounts is deleted with its attorneys.
 */
export function detachClient(client: Client, companyId: number) {
  client.companyIds = client.companyIds.filter((id) => id !== companyId);
  client.links = client.links.filter((l) => l.companyId !== companyId);
  const hasUsers = db.users.some((u) => u.clientId === client.id);
  if (client.companyIds.length || hasUsers) return;
  db.clients = db.clients.filter((c) => c !== client);
  db.attorneys = db.attorneys.filter((a) => a.clientId !== client.id);
}

/**
 * Connects the firm to a company it is a client of (the firm's side of the link), with the
 * firm's primary attorney as the company's contact. Nothing changes when it is linked already.
 */
export function linkClientToCompany(client: Client, companyId: number, linkedSince: string) {
  if (linkOf(client, companyId)) return;
  if (!client.companyIds.includes(companyId)) client.companyIds.push(companyId);
  const primary = attorneysOf(client.id).find((a) => a.isPrimary);
  client.links.push({ companyId, linkedSince, primaryAttorneyId: primary?.id ?? null });
}
