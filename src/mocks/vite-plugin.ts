import {
  createRunnableDevEnvironment,
  resolveConfig,
  type Plugin,
  type PreviewServer,
  type ViteDevServer,
} from 'vite';

/** The simulator's Node side: requests, the auction clock, the banner (src/mocks/http.ts). */
export type SimulatorHttp = typeof import('./http.ts');

const HTTP_MODULE = '/src/mocks/http.ts';

/**
 * Loads the simulator from source through a module runner that stays open while the server runs
 * (its exporters load their libraries on first use), with the files it was loaded from. The Vite
 * config itself imports none of it.
 */
async function fromSource(root: string) {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      root,
      logLevel: 'error',
      // The app's one alias (vite.config.ts): `@/` is src/.
      resolve: { alias: { '@': `${root}/src` } },
      environments: {
        simulator: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          resolve: { external: true },
        },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('simulator', config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  const http = await environment.runner.import<SimulatorHttp>(HTTP_MODULE);
  const files = [...environment.runner.evaluatedModules.urlToIdModuleMap.values()]
    .filter((m) => m.file && !(m.meta && 'externalize' in m.meta))
    .map((m) => m.file!);
  return { http, files, close: () => environment.close() };
}

/**
 * Node closes a keep-alive connection after 5 s idle; a client that sends on it as it closes gets
 * ECONNRESET (a test's simulator control, an app's poll). A real backend's load balancer keeps
 * idle connections for about a minute: so does the simulator, longer than a browser test lasts.
 */
function keepIdleConnections(server: ViteDevServer | PreviewServer) {
  const http = server.httpServer;
  if (http && 'keepAliveTimeout' in http) {
    http.keepAliveTimeout = 130_000;
    http.headersTimeout = 131_000;
  }
}

/**
 * Serves the backend simulator from the Vite dev and preview servers (one process, shared state).
 * `load` gives its Node side; by default it is loaded from source as the server starts, and
 * requests wait for it.
 */
export function simulatorPlugin(load?: () => Promise<SimulatorHttp>): Plugin {
  const serve = (server: ViteDevServer | PreviewServer) => {
    keepIdleConnections(server);
    const loaded = load
      ? load().then((http) => ({ http, files: [], close: async () => {} }))
      : fromSource(server.config.root);
    const ready = loaded.then(({ http, files }) => {
      console.info(http.simulatorBanner());
      const stopClock = http.startSimulatorClock();
      server.httpServer?.once('close', () => {
        stopClock();
        void loaded.then(({ close }) => close());
      });
      // The dev server restarts when a file of the simulator changes, as it does for its config.
      if ('watcher' in server) {
        const own = new Set(files);
        server.watcher.on('change', (file) => {
          if (own.has(file)) void server.restart();
        });
      }
      return http;
    });
    ready.catch((e: unknown) => console.error('[simulator] failed to start', e));
    server.middlewares.use((req, res, next) => {
      ready.then(
        (http) => http.simulatorMiddleware(req, res, next),
        (e: unknown) => next(e),
      );
    });
  };
  return { name: 'bidright-simulator', configureServer: serve, configurePreviewServer: serve };
}
