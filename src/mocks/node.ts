import { setupServer } from 'msw/node';
import { routedHandlers } from './handlers';

/** The simulator for tests in Node (vitest): the same handlers as the dev server. */
export const server = setupServer(...routedHandlers);
export { resetSimulator } from './controls';
