import { http } from './http';

export interface Lookup {
  id: number;
  name: string;
}

/** A case already filed under the same case number and county. */
export interface DuplicateCase {
  id: number;
  caseNumber: string;
  county: string;
  fileNumber: string;
  firmName: string;
  caseStatus: string;
  createdDate: string;
}

import type { NewCase } from '../lib/caseForm';
export type { NewCase };

export const caseKeys = {
  all: ['cases'] as const,
  lookup: (caseNumber: string, county: string) =>
    ['cases', 'lookup', caseNumber.toLowerCase(), county.toLowerCase()] as const,
  clients: ['clients', 'lookup'] as const,
  attorneys: (clientId: number) => ['attorneys', 'lookup', clientId] as const,
};

/** The company's clients (law firms) for pickers. */
export async function lookupClients() {
  return (await http.get<Lookup[]>('/api/clients/lookup', { silent: true })).data;
}

/** The attorneys of a client for pickers. */
export async function lookupAttorneys(clientId: number) {
  return (await http.get<Lookup[]>(`/api/attorneys/lookup/${clientId}`, { silent: true })).data;
}

/** Cases with the same case number in the same county. */
export async function lookupCases(caseNumber: string, county: string) {
  const path = `/api/cases/lookup/${encodeURIComponent(caseNumber)}/${encodeURIComponent(county)}`;
  return (await http.get<DuplicateCase[]>(path, { silent: true })).data;
}

/** Creates a case (with a Draft lot and its primary property); answers the new case id. */
export async function createCase(body: NewCase) {
  return (await http.post<{ id: number }>('/api/cases', body)).data;
}
