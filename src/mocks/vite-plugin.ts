import { createRunnableDevEnvironment, resolveConfig, type Connect, type Plugin } from 'vite';

/** The simulator's Node side: requests, the auction clock, the banner (src/mocks/http.ts). */
export type SimulatorHttp = typeof import('./http.ts');

const HTTP_MODULE = '/src/mocks/http.ts';

/**
 * Loads the simulator from source through a module runner that stays open while the server runs
 * (its exporters load their libraries on first use). The Vite config itself imports none of it.
 */
async function fromSource(root: string) {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      root,
      logLevel: 'error',
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
  return {
    http: await environment.runner.import<SimulatorHttp>(HTTP_MODULE),
    close: () => environment.close(),
  };
}

interface Server {
  config: { root: string };
  middlewares: Connect.Server;
  httpServer: { once(event: 'close', listener: () => void): unknown } | null;
}

/**
 * Serves the backend simulator from the Vite dev and preview servers (one process, shared state).
 * `load` gives its Node side; by default it is loaded from source as the server starts, and
 * requests wait for it.
 */
export function simulatorPlugin(load?: () => Promise<SimulatorHttp>): Plugin {
  const serve = (server: Server) => {
    const loaded = load
      ? load().then((http) => ({ http, close: async () => {} }))
      : fromSource(server.config.root);
    const ready = loaded.then(({ http }) => {
      console.info(http.simulatorBanner());
      const stopClock = http.startSimulatorClock();
      server.httpServer?.once('close', () => {
        stopClock();
        void loaded.then(({ close }) => close());
      });
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
