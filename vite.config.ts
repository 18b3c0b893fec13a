import { defineConfig, loadEnv, type PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './src/build/csp.ts';
import { prerenderPlugin } from './src/build/prerender.ts';
import { immutableAssetsPlugin } from './src/build/immutableAssets.ts';
import { simulatorPlugin } from './src/mocks/vite-plugin.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Unit-folder tests that talk to the simulator: they run with its setup. */
const SIMULATOR_UNIT_TESTS = [
  'tests/unit/http.test.ts',
  'tests/unit/live/clock.test.ts',
  'tests/unit/winnings.test.ts',
];

export default defineConfig(({ mode }) => {
  // Tests run against the simulator with the development settings.
  const env = loadEnv(process.env.VITEST ? 'development' : mode, process.cwd(), 'VITE_');
  // The head script goes into the pages before the policy hashes their inline scripts.
  const plugins: PluginOption[] = [
    react(),
    prerenderPlugin(),
    cspPlugin(),
    immutableAssetsPlugin(),
  ];
  // The backend simulator runs inside the dev and preview servers only; it is
  // server-side middleware, so no simulator code ever reaches the client bundle.
  if (env.VITE_SIMULATOR === 'true' && !process.env.VITEST) {
    plugins.push(simulatorPlugin());
  }
  return {
    plugins,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // A lazy screen's modules load through the browser's own module graph, not one
      // <link rel=modulepreload> per shared chunk: adding ~100 of them at start-up took ~230 ms of
      // main thread on a phone-speed CPU, more than the round trip they save. Preloading only the
      // chunks a screen's import still needs was tried too: the bidder's lot page, its first
      // screen, went from 620 to 1,010 ms of blocking time (Lighthouse, median of 5).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_chunk: string, deps: string[]) =>
          deps.filter((dep) => dep.endsWith('.css')),
      },
    },
    test: testConfig(env),
  };
});

/** Unit, simulator and screen tests (vitest). */
function testConfig(env: Record<string, string>): ViteUserConfig['test'] {
  return {
    globals: true,
    env: env,
    css: false,
    // A test waits on state and on the simulator's clock, never on wall time: 15 s is ample.
    testTimeout: 15_000,
    // Hooks may load a lazy screen's modules for the first time in a worker.
    hookTimeout: 30_000,
    // Both cores of the CI machine.
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        // Pure rules: no DOM, no simulator.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: SIMULATOR_UNIT_TESTS,
          // One module graph per worker, not one per file: the unit and simulator projects took
          // 90 s with each file importing it again (most of it imports and setup), 31 s without.
          // Stubbed globals and spies are restored after each test (unstubGlobals, restoreMocks),
          // fake timers by the files that use them; the files pass in any order
          // (--sequence.shuffle).
          isolate: false,
        },
      },
      {
        // Simulator contract tests and clients that talk to it, without rendering.
        extends: true,
        test: {
          name: 'sim',
          environment: 'node',
          include: ['tests/sim/**/*.test.ts', ...SIMULATOR_UNIT_TESTS],
          setupFiles: ['tests/setup.sim.ts'],
          // The simulator loads once per worker; each test resets it, the clock and the cookies.
          isolate: false,
        },
      },
      {
        // Screens rendered in jsdom against the simulator.
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.sim.ts', 'tests/setup.dom.ts'],
          // Files share a worker's loaded modules (antd, React, the simulator): each test resets
          // the simulator, cookies, storage and mocks itself (tests/setup.*.ts).
          isolate: false,
        },
      },
    ],
  };
}
