/**
 * The browser tests' simulator servers: one per worker, each with its own in-memory data, so
 * tests running at the same time never see each other's changes.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT) || 4173;
/**
 * One worker by default. Two cut the suite from about 10 to 7 min on two cores (one leaves about
 * 40 % of the machine idle), but under their load two journeys failed once each in four runs.
 */
export const WORKERS = Number(process.env.E2E_WORKERS) || 1;

/** The server of the worker with this parallel index. */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${FIRST_PORT + parallelIndex}`;
