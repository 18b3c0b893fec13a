import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT) || 4173;
// The simulator bundle's folder (another one lets two runs of the browser tests share a machine).
const SIM_DIR = process.env.SIM_DIR ?? 'dist-sim';
// CI builds the simulator bundle once before the browser tests: serve it as it is.
const SIM_BUILT = CI && existsSync(new URL(`./${SIM_DIR}/index.html`, import.meta.url));
const preview = `vite preview --mode development --outDir ${SIM_DIR} --port ${PORT} --strictPort`;

/** Headless Debian Chromium against `vite preview` with the backend simulator. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No hidden retries: a test that fails once fails the run.
  retries: 0,
  failOnFlakyTests: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: SIM_BUILT
      ? `npx ${preview}`
      : `npx vite build --mode development --outDir ${SIM_DIR} && npx ${preview}`,
    url: `http://localhost:${PORT}/__sim/last-reset-token`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
