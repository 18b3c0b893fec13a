import { createSeed } from '../seed';
import type { Db } from './types';

/** The simulator's in-memory database (one per process; tests reset it to the seed). */
export let db: Db = createSeed();

export function resetDb() {
  db = createSeed();
}

export function newId(): number {
  return db.nextId++;
}

export type { Db } from './types';
