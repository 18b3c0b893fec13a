import { queryOptions } from '@tanstack/react-query';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

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

const root = ['cases'] as const;

/** Cases and the pickers of the case form (clients, their attorneys). */
export const caseQueries = {
  all: () => root,
  /** Cases already filed under the same number in the same county. */
  lookup: (caseNumber: string, county: string) =>
    queryOptions({
      queryKey: [...root, 'lookup', caseNumber.toLowerCase(), county.toLowerCase()] as const,
      queryFn: () => lookupCases(caseNumber, county),
    }),
  clients: () => queryOptions({ queryKey: [...root, 'clients'] as const, queryFn: lookupClients }),
  attorneys: (clientId: number) =>
    queryOptions({
      queryKey: [...root, 'attorneys', clientId] as const,
      queryFn: () => lookupAttorneys(clientId),
    }),
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

export const useCreateCase = (extras: MutationExtras<{ id: number }, NewCase> = {}) =>
  useResourceMutation(createCase, () => [root], extras);
