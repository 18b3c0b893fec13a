/**
 * The browser tests' simulator servers: one per worker, each with its own in-memory data, so
 * tests running at the same time never see each other's changes.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT) || 4173;
/**
 * Two workers by default: they cut the suite from about 10 to 6 min on two cores (one leaves about
 * 40 % of the machine idle). The journeys that race token expiry run after the others, with each
 * other only (see playwright.config.ts). E2E_WORKERS=1 runs everything in turn.
 */
export const WORKERS = Number(process.env.E2E_WORKERS) || 2;

/** The server of the worker with this parallel index. */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${FIRST_PORT + parallelIndex}`;
