import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The simulator for tests in Node (vitest): the same handlers as the dev server. */
export const server = setupServer(...handlers);
export { resetSimulator } from './controls';
