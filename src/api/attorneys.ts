// Answered in the simulator by src/mocks/handlers/clients.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/attorneys';
import type { AttorneyFields, AttorneyRecord } from './contract/attorneys';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { AttorneyFields, AttorneyRecord } from './contract/attorneys';

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
  const res = await call(api.listClientAttorneys, {
    params: { clientId },
    body: {},
    config: { silent: true },
  });
  return res.data;
}

/** A new attorney of the client; answers it (the first one is the primary). */
export const addClientAttorney = (clientId: number, fields: AttorneyFields) =>
  call(api.addClientAttorney, { params: { clientId }, body: fields });

export const updateClientAttorney = (attorneyId: number, fields: AttorneyFields) =>
  call(api.updateClientAttorney, { params: { attorneyId }, body: fields });

export const removeClientAttorney = (attorneyId: number) =>
  call(api.removeClientAttorney, { params: { attorneyId } });

/**
 * Makes the attorney the firm's one primary contact (PUT /api/attorneys/{clientId}/{attorneyId},
 * empty body): the company's staff for a client they manage, and the firm's own accounts.
 */
export const setPrimaryAttorney = (clientId: number, attorneyId: number) =>
  call(api.setPrimaryAttorney, { params: { clientId, attorneyId } });

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

export const useRemoveClientAttorney = (extras: MutationExtras<unknown, number> = {}) =>
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
