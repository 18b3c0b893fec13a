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
