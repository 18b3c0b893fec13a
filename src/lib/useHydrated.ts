import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React adopts a page rendered ahead (a prerendered document, and in the build-time
 * render itself), true from the next render on and in every render that adopts nothing. A screen
 * whose data may already have arrived when its page is adopted shows its loading state until then,
 * so its first render is the markup it adopts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
