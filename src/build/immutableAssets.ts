import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** How a host serves build files whose names carry their content hash: kept for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether a request path is one of the build's hashed files (`/assets/…`). */
export const isHashedAsset = (url: string | undefined) => Boolean(url?.startsWith('/assets/'));

/**
 * Makes every response `res` writes carry `Cache-Control: IMMUTABLE`, whatever the file server
 * sets (it passes its own headers to `writeHead`, which win over `setHeader`).
 */
export function keepImmutable(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const last = args[args.length - 1];
    if (args.length > 1 && last && typeof last === 'object' && !Array.isArray(last)) {
      const headers = last as Record<string, unknown>;
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'cache-control') delete headers[name];
      headers['Cache-Control'] = IMMUTABLE;
    } else {
      res.setHeader('Cache-Control', IMMUTABLE);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * `vite preview` serves the build the way a production host does: hashed files are cached for
 * good (index.html and the simulator's answers are not), so a page load after the first only
 * asks for the document and the data, not for a hundred unchanged modules.
 */
export function immutableAssetsPlugin(): Plugin {
  return {
    name: 'bidright-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isHashedAsset(req.url)) keepImmutable(res);
        next();
      });
    },
  };
}
