import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/ports';

const CI = Boolean(process.env.CI);
// CI builds the simulator bundle once before the browser tests: serve it as it is.
const SIM_BUILT = CI && existsSync(new URL('./dist-sim/index.html', import.meta.url));
/**
 * Each worker has its own preview server and simulator (tests reset it), on port
 * E2E_PORT + the worker's index (tests/e2e/fixtures.ts). Two workers when the bundle is
 * built; otherwise one server builds it first.
 */
const WORKERS = SIM_BUILT ? Number(process.env.E2E_WORKERS ?? 2) : 1;
const PORTS = Array.from({ length: WORKERS }, (_, i) => E2E_PORT + i);

/** Headless Debian Chromium against `vite preview` with the backend simulator. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  // No hidden retries: a test that fails once fails the run.
  retries: 0,
  failOnFlakyTests: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: PORTS.map((port) => ({
    command: `${SIM_BUILT ? 'npm run preview:built' : 'npm run preview'} -- --port ${port} --strictPort`,
    url: `http://localhost:${port}/__sim/last-reset-token`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
