import { useEffect, useRef, useState } from 'react';

/**
 * One submission at a time: while `fn` runs, further calls are ignored (a double click or a
 * second Enter sends once; an ignored call resolves to undefined), and `busy` tells the button to
 * show it is working. The one guard of every call a user starts (mutations: useSingleMutate).
 */
export function useSingleSubmit<A extends unknown[], R = void>(
  fn: (...args: A) => Promise<R>,
): [(...args: A) => Promise<R | undefined>, boolean] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (...args: A) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await fn(...args);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return [run, busy];
}

/**
 * A mutation sent one at a time: `send(vars)` is dropped from the first call until the screen has
 * shown the mutation settled (its button no longer busy), so a double click or a second Enter
 * sends once, however fast it comes. The mutation's own callbacks report the outcome; a failure
 * leaves the form as typed.
 */
export function useSingleMutate<TVars>(mutation: {
  mutate(vars: TVars): void;
  isPending: boolean;
  submittedAt: number;
}): (vars: TVars) => void {
  const inFlight = useRef(false);
  const { isPending, submittedAt } = mutation;
  useEffect(() => {
    if (!isPending) inFlight.current = false;
  }, [isPending, submittedAt]);
  return (vars) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(vars);
  };
}
