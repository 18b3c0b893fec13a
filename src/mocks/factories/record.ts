import { newId } from '../db/store';
import type { Db } from '../db/types';

/** The keys an overrides type requires (such as the `bidderId` a phone cannot go without). */
type RequiredKeys<O> = { [K in keyof O]-?: object extends Pick<O, K> ? never : K }[keyof O];

/**
 * Adds a record to `rows` and returns it: the defaults (last argument), then the overrides, with the id the
 * overrides give or the database's next one. The defaults leave out what the overrides require.
 */
export function addRecord<T extends { id: number }, O extends Partial<T>>(
  rows: T[],
  over: O,
  into: Db,
  defaults: Omit<T, 'id' | RequiredKeys<O>>,
): T {
  const record = { ...defaults, ...over, id: over.id ?? newId(into) } as unknown as T;
  rows.push(record);
  return record;
}
