import { useEffect, useRef, useState } from 'react';

/** How often at most a live list of bids (the bidder room's, the control room's) changes in a burst. */
export const BID_LIST_GAP_MS = 200;

/**
 * `value`, shown at most once every `gapMs`: a change after a quiet spell shows at once, a run of
 * changes shows its latest value every `gapMs` and at its end. A view that lists every bid follows a
 * burst of a thousand a second a few times a second (nobody reads fifty rows sixty times a second),
 * while the figures beside it follow every frame.
 */
export function useSpacedValue<T>(value: T, gapMs: number): T {
  const [shown, setShown] = useState(value);
  const shownAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const show = () => {
      shownAt.current = performance.now();
      setShown(value);
    };
    const wait = shownAt.current + gapMs - performance.now();
    if (wait <= 0) return show();
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, shown, gapMs]);
  return shown;
}
