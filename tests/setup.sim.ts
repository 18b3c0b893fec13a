// First: the modules below, the simulator's among them, load on the pinned day.
import { pinClock } from './pinnedClock';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import Cookies from 'js-cookie';
import { resetSimulator, server } from '../src/mocks/node';
import { resetClock } from '../src/live/clock';
import { setDefaultRefreshBackoff } from '../src/api/refresh';

// A token endpoint that fails for a passing reason is tried again after tens of milliseconds,
// not the product's 0.5, 1 and 2 s.
setDefaultRefreshBackoff([20, 40, 80]);

// Every test starts at the pinned instant (tests/pinnedClock.ts) from the seed, with the client's
// clock offset and the session cleared.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  pinClock();
  resetSimulator();
  resetClock();
  if (typeof document !== 'undefined')
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
