import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listRequestBody, type ListParams } from '../lib/listParams';
import type { ClientListRequest, ClientRecord, ClientStatus } from './firmShapes';
import { http } from './http';
import { invalidateAll, useResourceMutation, type MutationExtras } from './mutation';

export type { ClientListRequest, ClientRecord, ClientStatus } from './firmShapes';

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

/** The body of POST /api/clients/list for a page of the list. */
export function clientListRequest(params: ListParams): ClientListRequest {
  const { search, pagination } = listRequestBody(params);
  const body: ClientListRequest = {
    search,
    status: clientStatusOf(params),
    pagination: { current: pagination.current, pageSize: pagination.pageSize },
  };
  if (params.sort) body.sorter = { field: params.sort.field, order: params.sort.order };
  return body;
}

export async function listClients(body: ClientListRequest) {
  return (
    await http.post<{ data: ClientRecord[]; total: number }>('/api/clients/list', body, {
      silent: true,
    })
  ).data;
}

export async function getClient(clientId: number) {
  return (await http.get<ClientRecord>(`/api/clients/${clientId}`, { silent: true })).data;
}

/** Adds a client by its firm name; answers the new client's id. */
export async function createClient(name: string) {
  return (await http.post<{ id: number }>('/api/clients', { name })).data;
}

/** What the client's Edit dialog saves (PUT /api/clients/{clientId}). */
export interface ClientFields {
  name: string;
  streetLine1: string;
  streetLine2: string;
  city: string;
  zipCode: string;
  stateCode: string;
  /** 10 digits or ''. */
  phoneNumber: string;
  email: string;
}

export async function updateClient(clientId: number, body: ClientFields) {
  return (await http.put<ClientRecord>(`/api/clients/${clientId}`, body)).data;
}

export async function deleteClient(clientId: number) {
  return (await http.delete<{ ok: boolean }>(`/api/clients/${clientId}`)).data;
}

/** Where the client's logo is uploaded (multipart field `model`, method PUT). */
export const clientLogoUploadUrl = (clientId: number) => `/api/clients/${clientId}/uploadlogo`;
export const CLIENT_LOGO_FIELD = 'model';
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
export const useDeleteClient = (
  clientId: number,
  extras: MutationExtras<{ ok: boolean }, void> = {},
) =>
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
