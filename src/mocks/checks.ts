import type { Address } from './db/types';

/** A mailing address as a request posts it: any part may be missing. */
export type PostedAddress = Partial<Address>;

/** The name of the first field that is missing or blank, as the server's message names it. */
export function firstBlank(fields: readonly (readonly [unknown, string])[]): string | undefined {
  return fields.find(([v]) => typeof v !== 'string' || !v.trim())?.[1];
}
