import { simNow } from '../clock';
import { emptyDb } from '../db/store';
import type { Db, User } from '../db/types';
import { makeUser } from '../factories';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A small seeded PRNG (mulberry32) so the seed is the same on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What every scenario builds with: the database being seeded, one random sequence shared in a
 * fixed order (so each record comes out the same on every run) and times relative to the
 * simulator clock, rounded to the minute, so states hold on any day.
 */
export interface SeedContext {
  db: Db;
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  int: (lo: number, hi: number) => number;
  now: number;
  iso: (t: number) => string;
  /** That hour (UTC) of the day `days` from today. */
  atHour: (days: number, hour: number) => number;
}

export function seedContext(): SeedContext {
  const rnd = prng(20261122);
  const now = Math.floor(simNow() / MIN) * MIN;
  const today = new Date(now);
  return {
    db: emptyDb(1001),
    rnd,
    pick: (list) => list[Math.floor(rnd() * list.length)],
    int: (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1)),
    now,
    iso: (t) => new Date(t).toISOString(),
    atHour: (days, hour) =>
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour, 0, 0),
  };
}

/** A Chicago-area phone number. */
export const phone = (s: SeedContext) => `312555${s.int(1000, 9999)}`;

/** A demo account: password Demo1234, a random phone, created 300 days ago. */
export const demoUser = (
  s: SeedContext,
  userName: string,
  role: User['role'],
  over: Partial<User> = {},
): User =>
  makeUser(
    { userName, role, phoneNumber: phone(s), createdDate: s.iso(s.now - 300 * DAY), ...over },
    s.db,
  );
