// Answered in the simulator by src/mocks/handlers/company.ts.
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import * as api from './contract/apiKeys';
import type { ApiKeyRow, NewApiKey } from './contract/apiKeys';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { ApiKeyRow, NewApiKey } from './contract/apiKeys';

const root = ['apiKeys'] as const;

/** The company's API credentials (auctioneers only). */
export const apiKeyQueries = {
  all: () => root,
  /** The company's keys, masked. A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listApiKeys }),
};

export const listApiKeys = () => call(api.listApiKeys, { config: { silent: true } });

/** Generates a key; the answer carries the full key, the only time it is ever sent. */
export const createApiKey = () => call(api.createApiKey);

/** Deletes a key: it stops working at once and stays listed as deactivated. */
export const deleteApiKey = (id: number) => call(api.deleteApiKey, { params: { id } });

export const useCreateApiKey = (extras: MutationExtras<NewApiKey, void> = {}) =>
  useResourceMutation(createApiKey, () => [root], extras);

export const useDeleteApiKey = (extras: MutationExtras<ApiKeyRow, number> = {}) =>
  useResourceMutation(deleteApiKey, () => [root], extras);
