/** The company's API credentials (spec 2 §3 "API key", §7 "API keys"; spec 3 §3, §7). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, orNull } from './common';

/** A listed API key (spec 3 §3): only the mask is ever listed. */
export const ApiKeyRow = z.object({
  id: id(),
  /** Six asterisks and the key's last six characters. */
  maskedKey: z.string(),
  generatedDate: z.string(),
  expirationDate: z.string(),
  deactivatedDate: orNull(z.string()),
  isExpired: z.boolean(),
  isDeactivated: z.boolean(),
});
export type ApiKeyRow = z.infer<typeof ApiKeyRow>;

/** A new key (spec 2 §3): the listing's fields and the full `key`, shown this once. */
export const NewApiKey = z.object({ ...ApiKeyRow.shape, key: z.string() });
export type NewApiKey = z.infer<typeof NewApiKey>;

export const listApiKeys = endpoint({
  method: 'GET',
  path: '/api/settings/apikey',
  spec: '2 §7, 3 §7',
  summary: "The company's keys, masked (settings API credentials).",
  response: z.array(ApiKeyRow),
  roles: ['Auctioneer'],
  probe: {},
});

export const createApiKey = endpoint({
  method: 'POST',
  path: '/api/settings/apikey',
  spec: '2 §7, 3 §7',
  summary: 'Generates a key; the answer carries the full key, the only time it is sent.',
  response: NewApiKey,
  roles: ['Auctioneer'],
});

export const deleteApiKey = endpoint({
  method: 'DELETE',
  path: '/api/settings/apikey/{id}',
  spec: '2 §7, 3 §7',
  summary: 'Deletes a key: it stops working at once and stays listed as deactivated.',
  response: ApiKeyRow,
  roles: ['Auctioneer'],
});
