/**
 * The browser tests' simulator servers: one per worker, each with its own in-memory data, so
 * tests running at the same time never see each other's changes.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT) || 4173;
/** Two workers: one leaves about 40 % of a two-core machine idle while pages load and wait. */
export const WORKERS = Number(process.env.E2E_WORKERS) || 2;

/** The server of the worker with this parallel index. */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${FIRST_PORT + parallelIndex}`;
