import { useEffect, useState } from 'react';

/** Search debounce default (spec 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value after it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
