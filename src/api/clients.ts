// Answered in the simulator by src/mocks/handlers/clients.ts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { call } from './call';
import * as api from './contract/clients';
import type {
  ClientFields,
  ClientListRequest,
  ClientRecord,
  ClientStatus,
} from './contract/clients';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

export type {
  ClientFields,
  ClientListRequest,
  ClientRecord,
  ClientStatus,
} from './contract/clients';

const root = ['clients'] as const;

/** The client list's filter in the address: `status` (Active unless it says Inactive). */
export const CLIENT_LIST_FILTERS = ['status'] as const;
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'Active';

/** The status a list shows: the address's, or Active. */
export const clientStatusOf = (params: ListParams): ClientStatus =>
  params.filters.status === 'Inactive' ? 'Inactive' : DEFAULT_CLIENT_STATUS;

/** The company's clients (law firms): one page of the list, one client. */
export const clientQueries = {
  all: () => root,
  /** One page of the company's clients. A list: failures are silent. */
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...root, 'list', params] as const,
      queryFn: () => listClients(clientListRequest(params)),
    }),
  /** A client of the company; silent: the screen shows refusals and failures itself. */
  detail: (clientId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', clientId] as const,
      queryFn: () => getClient(clientId),
    }),
};

/**
 * The body of POST /api/clients/list for a page of the list: the status shown and, for the
 * Active list (the default), `nonInactiveOnly` so that no inactive client is offered.
 */
export function clientListRequest(params: ListParams): ClientListRequest {
  const { search, pagination } = listRequestBody(params);
  const status = clientStatusOf(params);
  const body: ClientListRequest = {
    search,
    status,
    nonInactiveOnly: status !== 'Inactive',
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  return body;
}

export const listClients = (body: ClientListRequest) =>
  call(api.listClients, { body, config: { silent: true } });

export const getClient = (clientId: number) =>
  call(api.getClient, { params: { clientId }, config: { silent: true } });

/** Adds a client by its firm name; answers the new client's id. */
export const createClient = (name: string) => call(api.createClient, { body: { name } });

export const updateClient = (clientId: number, body: ClientFields) =>
  call(api.updateClient, { params: { clientId }, body });

export const deleteClient = (clientId: number) => call(api.deleteClient, { params: { clientId } });

/** Where the client's logo is uploaded (multipart, the image in the field `model`). */
export const CLIENT_LOGO_UPLOAD = { endpoint: api.uploadClientLogo, field: 'model' } as const;
/** The client is read again this long after its logo was uploaded (spec 3 section 9). */
export const LOGO_REFRESH_DELAY_MS = 100;

export const useCreateClient = (extras: MutationExtras<{ id: number }, string> = {}) =>
  useResourceMutation(createClient, () => [root, ['cases', 'clients']], extras);

export const useUpdateClient = (
  clientId: number,
  extras: MutationExtras<ClientRecord, ClientFields> = {},
) =>
  useResourceMutation(
    (body: ClientFields) => updateClient(clientId, body),
    () => [root, ['cases']],
    extras,
  );

/** A deleted client leaves the lists; its own page is left, not reloaded. */
export const useDeleteClient = (clientId: number, extras: MutationExtras<unknown, void> = {}) =>
  useResourceMutation(
    () => deleteClient(clientId),
    () => [
      [...root, 'list'],
      ['cases', 'clients'],
    ],
    extras,
  );

/** After a logo upload: the client and the lists are read again once the short delay has passed. */
export function useClientLogoUploaded() {
  const client = useQueryClient();
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          void invalidateAll(client, [root]).then(() => resolve());
        }, LOGO_REFRESH_DELAY_MS);
      }),
    [client],
  );
}
