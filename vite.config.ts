/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(async ({ mode }) => {
  // Tests run against the simulator with the development settings.
  const env = loadEnv(process.env.VITEST ? 'development' : mode, process.cwd(), 'VITE_');
  const plugins: PluginOption[] = [react()];
  // The backend simulator runs inside the dev and preview servers only; it is
  // server-side middleware, so no simulator code ever reaches the client bundle.
  if (env.VITE_SIMULATOR === 'true' && !process.env.VITEST) {
    const { simulatorPlugin } = await import('./src/mocks/vite-plugin.ts');
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
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sim/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      env: env,
      // Whole-app screens in jsdom on a 2-core machine: a test waits on state, never on time, so a long limit only matters when the machine is slow.
      testTimeout: 60000,
      css: false,
    },
  };
});
