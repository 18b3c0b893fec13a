import { useRef, useState } from 'react';

/**
 * One submission at a time: while `fn` runs, further calls are ignored (a double click or a
 * second Enter sends once), and `busy` tells the button to show it is working.
 */
export function useSingleSubmit<A extends unknown[]>(
  fn: (...args: A) => Promise<void>,
): [(...args: A) => Promise<void>, boolean] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (...args: A) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await fn(...args);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return [run, busy];
}
