// Answered in the simulator by src/mocks/handlers/auth.ts.
import { call } from './call';
import { getServerTime } from './contract/serverTime';
import { onResyncNeeded, syncClock } from '../live/clock';

/** Asks the server for its time and sets the clock offset (half the round trip added). */
export async function syncServerTime(): Promise<void> {
  const sent = Date.now();
  const time = await call(getServerTime, { config: { silent: true } });
  const received = Date.now();
  syncClock(time, received, received - sent);
}

/**
 * Keeps the clock in step: now, again whenever the tab becomes visible, and when stream
 * messages keep disagreeing with it. Returns a stop function.
 */
export function keepServerTime(): () => void {
  const sync = () => void syncServerTime().catch(() => {});
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  sync();
  document.addEventListener('visibilitychange', onVisible);
  const stopResync = onResyncNeeded(sync);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    stopResync();
  };
}
