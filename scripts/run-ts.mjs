// Runs a TypeScript module of the repo through Vite's module runner (the same transform the
// app and its tests get, `import.meta.glob` included) and calls its `main` with the arguments.
//   node scripts/run-ts.mjs scripts/contract.ts --base-url http://127.0.0.1:5173
import { createRunnableDevEnvironment, resolveConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
const root = fileURLToPath(new URL('..', import.meta.url));
const config = await resolveConfig(
  {
    configFile: false,
    root,
    logLevel: 'error',
    // The app's one alias: `@/` is src/.
    resolve: { alias: { '@': `${root}src` } },
    environments: {
      script: {
        consumer: 'server',
        dev: { moduleRunnerTransform: true },
        resolve: { external: true },
      },
    },
  },
  'serve',
);
const environment = createRunnableDevEnvironment('script', config, {
  runnerOptions: { hmr: { logger: false } },
  hot: false,
});
await environment.init();
let code = 1;
try {
  const mod = await environment.runner.import(`/${entry}`);
  code = (await mod.main(args)) ?? 0;
} catch (e) {
  console.error(e);
} finally {
  await environment.close();
}
process.exit(code);
