import { queryOptions } from '@tanstack/react-query';
import type { AttorneyFields, AttorneyRecord } from './firmShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AttorneyFields, AttorneyRecord } from './firmShapes';

const root = ['attorneys'] as const;

/** The attorneys of a company's client (staff). */
export const attorneyQueries = {
  all: () => root,
  /** A client's attorneys; silent: the screen shows its own failure toast. */
  ofClient: (clientId: number) =>
    queryOptions({
      queryKey: [...root, 'client', clientId] as const,
      queryFn: () => listClientAttorneys(clientId),
    }),
};

export async function listClientAttorneys(clientId: number) {
  const res = await http.post<{ data: AttorneyRecord[] }>(
    `/api/attorneys/${clientId}/list`,
    {},
    { silent: true },
  );
  return res.data.data;
}

/** A new attorney of the client; answers it (the first one is the primary). */
export async function addClientAttorney(clientId: number, fields: AttorneyFields) {
  return (await http.post<AttorneyRecord>(`/api/attorneys/${clientId}`, fields)).data;
}

export async function updateClientAttorney(attorneyId: number, fields: AttorneyFields) {
  return (await http.put<AttorneyRecord>(`/api/attorneys/${attorneyId}/auctioneer`, fields)).data;
}

export async function removeClientAttorney(attorneyId: number) {
  return (await http.delete<{ ok: boolean }>(`/api/attorneys/${attorneyId}/auctioneer`)).data;
}

/**
 * Makes the attorney the firm's one primary contact (PUT /api/attorneys/{clientId}/{attorneyId},
 * empty body): the company's staff for a client they manage, and the firm's own accounts.
 */
export async function setPrimaryAttorney(clientId: number, attorneyId: number) {
  return (await http.put<AttorneyRecord>(`/api/attorneys/${clientId}/${attorneyId}`)).data;
}

/** An attorney change shows in the attorney tables and in the clients' main contact. */
const attorneysChanged = () => [root, ['clients']] as const;

export const useAddClientAttorney = (
  clientId: number,
  extras: MutationExtras<AttorneyRecord, AttorneyFields> = {},
) =>
  useResourceMutation(
    (fields: AttorneyFields) => addClientAttorney(clientId, fields),
    attorneysChanged,
    extras,
  );

export const useUpdateClientAttorney = (
  extras: MutationExtras<AttorneyRecord, { id: number; fields: AttorneyFields }> = {},
) =>
  useResourceMutation(
    ({ id, fields }: { id: number; fields: AttorneyFields }) => updateClientAttorney(id, fields),
    attorneysChanged,
    extras,
  );

export const useRemoveClientAttorney = (extras: MutationExtras<{ ok: boolean }, number> = {}) =>
  useResourceMutation(removeClientAttorney, attorneysChanged, extras);

export const useSetPrimaryAttorney = (
  clientId: number,
  extras: MutationExtras<AttorneyRecord, number> = {},
) =>
  useResourceMutation(
    (attorneyId: number) => setPrimaryAttorney(clientId, attorneyId),
    attorneysChanged,
    extras,
  );
