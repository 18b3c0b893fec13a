import { useCallback, useSyncExternalStore } from 'react';
import { serverNow, subscribeClock } from '../../../live/clock';

/** True once the server clock reaches `at`; re-renders only when that answer changes. */
export function useServerTimeReached(at: string | null | undefined): boolean {
  const target = at ? new Date(at).getTime() : NaN;
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!Number.isFinite(target)) return () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const left = target - serverNow();
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
    },
    [target],
  );
  const get = () => Number.isFinite(target) && serverNow() >= target;
  return useSyncExternalStore(subscribe, get, get);
}
