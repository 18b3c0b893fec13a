import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyRow, NewApiKey } from './companyShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { ApiKeyRow, NewApiKey } from './companyShapes';

const root = ['apiKeys'] as const;

/** The company's API credentials (auctioneers only). */
export const apiKeyQueries = {
  all: () => root,
  /** The company's keys, masked. A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listApiKeys }),
};

export async function listApiKeys() {
  return (await http.get<ApiKeyRow[]>('/api/settings/apikey', { silent: true })).data;
}

/** Generates a key; the answer carries the full key, the only time it is ever sent. */
export async function createApiKey() {
  return (await http.post<NewApiKey>('/api/settings/apikey')).data;
}

/** Deletes a key: it stops working at once and stays listed as deactivated. */
export async function deleteApiKey(id: number) {
  return (await http.delete<ApiKeyRow>(`/api/settings/apikey/${id}`)).data;
}

export const useCreateApiKey = (extras: MutationExtras<NewApiKey, void> = {}) =>
  useResourceMutation(createApiKey, () => [root], extras);

export const useDeleteApiKey = (extras: MutationExtras<ApiKeyRow, number> = {}) =>
  useResourceMutation(deleteApiKey, () => [root], extras);
