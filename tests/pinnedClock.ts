/**
 * The day every simulator and screen test runs on, whatever the machine's date, hour and time
 * zone: the seed, the simulator and the screens all read `Date`, so "today", "this month", the
 * day ranges of the reports and the dashboard and the live lots the seed starts a few minutes
 * before now come out the same on every run. A Wednesday in mid-November at 19:30 UTC: far from a
 * midnight and from a month's first or last day in every US time zone (09:30 in Honolulu, 14:30 in
 * New York), in UTC and in Tokyo (04:30 on Thursday), and no daylight-saving change that week.
 */
export const PINNED_NOW = Date.parse('2026-11-18T19:30:00.000Z');

/**
 * Only `Date` moves, and it runs on at real speed from the pinned instant (timers, `performance`
 * and the event loop stay real), so countdowns, token lifetimes and the auction engine see time
 * pass as they would. Files share a worker's globals: the clock is put in place once per worker.
 */
interface PinnedClock {
  real: DateConstructor;
  offsetMs: number;
  date: DateConstructor;
}

const KEY = Symbol.for('pinned-clock');
const holder = globalThis as typeof globalThis & { [KEY]?: PinnedClock };

function pinnedClock(): PinnedClock {
  const existing = holder[KEY];
  if (existing) return existing;
  const real = Date;
  const clock: PinnedClock = { real, offsetMs: 0, date: real };
  const now = () => real.now() + clock.offsetMs;
  // The real constructor behind a proxy: its prototype, statics and `instanceof` stay the real
  // ones; only the current time (`new Date()`, `Date()`, `Date.now()`) comes from the pin.
  clock.date = new Proxy(real, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget) as object,
    apply: () => new real(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  holder[KEY] = clock;
  return clock;
}

/** Sets the clock to `at` (the pinned instant unless told), from where it runs on. */
export function pinClock(at = PINNED_NOW): void {
  const clock = pinnedClock();
  clock.offsetMs = at - clock.real.now();
  globalThis.Date = clock.date;
}

// Modules that read the time as they load see the pinned day too.
pinClock();
