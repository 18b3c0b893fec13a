import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import Cookies from 'js-cookie';
import { resetSimulator, server } from '../src/mocks/node';
import { resetClock } from '../src/live/clock';

// Every test starts from the seed, with the client's clock offset and the session cleared.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetSimulator();
  resetClock();
  if (typeof document !== 'undefined')
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
