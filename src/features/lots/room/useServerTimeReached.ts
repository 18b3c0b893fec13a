import { useEffect, useReducer } from 'react';
import { serverNow, subscribeClock } from '../../../live/clock';

/** True once the server clock reaches `at` (re-checked when the clock offset changes). */
export function useServerTimeReached(at: string | null | undefined): boolean {
  const target = at ? new Date(at).getTime() : NaN;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!Number.isFinite(target)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const left = target - serverNow();
      if (left > 0)
        timer = setTimeout(
          () => {
            rerender();
            schedule();
          },
          Math.min(left, 60_000),
        );
    };
    schedule();
    const off = subscribeClock(() => {
      rerender();
      schedule();
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [target]);
  return Number.isFinite(target) && serverNow() >= target;
}
