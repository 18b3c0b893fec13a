import { useMemo, useSyncExternalStore } from 'react';
import { nextDayStart, serverNow, subscribeClock } from '@/live/clock';

/**
 * A subscription to the server clock for useSyncExternalStore: notifies at `due()` (looked at
 * again at least once a minute, as the clock's offset may move) and on every clock correction.
 */
function onServerClock(due: () => number) {
  return (notify: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const left = due() - serverNow();
      if (left > 0)
        timer = setTimeout(
          () => {
            notify();
            schedule();
          },
          Math.min(left, 60_000),
        );
    };
    schedule();
    const off = subscribeClock(() => {
      notify();
      schedule();
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  };
}

/** True once the server clock reaches `at`; re-renders only when that answer changes. */
export function useServerTimeReached(at: string | null | undefined): boolean {
  const target = at ? new Date(at).getTime() : NaN;
  const subscribe = useMemo(
    () => (Number.isFinite(target) ? onServerClock(() => target) : () => () => {}),
    [target],
  );
  const get = () => Number.isFinite(target) && serverNow() >= target;
  return useSyncExternalStore(subscribe, get, get);
}

const nextDay = () => nextDayStart(serverNow());
const onNewDay = onServerClock(nextDay);

/**
 * The start of the next day on the server clock: it changes (and the screen re-renders) when
 * a new day begins, so rules by day (a live connection on the auction's day) follow the clock.
 */
export function useNextDay(): number {
  return useSyncExternalStore(onNewDay, nextDay, nextDay);
}
