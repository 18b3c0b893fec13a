/**
 * The browser tests' simulator servers: one per worker, each with its own in-memory data, so
 * tests running at the same time never see each other's changes.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT) || 4173;
/**
 * Three workers by default on two cores: a journey spends much of its time waiting on the
 * simulator's timers and the network, so two workers left 14 % of the machine idle; three finish
 * the suite in 327 s where two took 360 s (one took about 10 min). The journeys that race token
 * expiry run after the others, with each other only (see playwright.config.ts). E2E_WORKERS=1
 * runs everything in turn.
 */
export const WORKERS = Number(process.env.E2E_WORKERS) || 3;

/** The server of the worker with this parallel index. */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${FIRST_PORT + parallelIndex}`;
