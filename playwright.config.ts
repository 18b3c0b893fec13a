import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { FIRST_PORT, WORKERS, serverUrl } from './tests/e2e/servers';

const CI = Boolean(process.env.CI);
// The simulator bundle's folder (another one lets two runs of the browser tests share a machine).
const SIM_DIR = process.env.SIM_DIR ?? 'dist-sim';
// CI builds the simulator bundle once before the browser tests: serve it as it is.
const SIM_BUILT = CI && existsSync(new URL(`./${SIM_DIR}/index.html`, import.meta.url));
// Chromium's headless shell when the machine has it (Debian's chromium-headless-shell): the same
// engine without the full browser around it, about a fifth quicker through these tests.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** The session journeys timed against token expiry (run after the others). */
const TIMED_SESSIONS = /\/(session|live-session)\.spec\.ts$/;
const preview = (port: number) =>
  `vite preview --mode development --outDir ${SIM_DIR} --port ${port} --strictPort`;

/**
 * Headless Debian Chromium against `vite preview` with the backend simulator: one server per
 * worker (the fixtures point each worker at its own), the first one building the bundle if needed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  // No hidden retries: a test that fails once fails the run.
  retries: 0,
  failOnFlakyTests: CI,
  // A journey takes 10-40 s on a quiet machine and up to 60 s where the browser runs twice as
  // slow (most of its time in the kernel): room for that, so a slow host fails no test.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: serverUrl(0),
    trace: 'on-first-retry',
    // The product honours reduced motion: dialogs and notices come and go without animation.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The pages live for seconds: V8's optimizing compilers (Maglev, TurboFan) spent about a
        // third of the machine's CPU through these tests compiling code that then ran a few
        // times. Without them the suite took 466 s where it took 683 s, 893 s of CPU against
        // 1,341. The tests check behaviour; the bench measures speed with the whole engine.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: TIMED_SESSIONS },
    // Then the journeys that race tabs and streams against token expiry and a slowed token
    // endpoint: no other test's load stretches the timing they set up. They share the machine
    // with each other only, one test per worker.
    {
      name: 'sessions',
      testMatch: TIMED_SESSIONS,
      dependencies: ['chromium'],
      workers: WORKERS,
      fullyParallel: true,
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command:
      SIM_BUILT || i > 0
        ? `npx ${preview(FIRST_PORT + i)}`
        : `npx vite build --mode development --outDir ${SIM_DIR} && npx ${preview(FIRST_PORT)}`,
    url: `${serverUrl(i)}/__sim/last-reset-token`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
