import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The current session, re-rendering when sign-in, refresh or sign-out changes it. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
