import { createSeed } from '../seed';
import { replaceDb } from './store';

replaceDb(createSeed());

/** Back to the seed. */
export function resetDb() {
  replaceDb(createSeed());
}

export { db, newId } from './store';
export type { Db } from './types';
