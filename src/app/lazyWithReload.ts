import { lazy } from 'react';
import { createChunkReloader } from './chunkReload';

/** Any component React.lazy accepts. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** The one chunk reloader of the page: the session's storage, the page's reload and clock. */
export const chunkReloader = createChunkReloader({
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
    removeItem: (key) => window.sessionStorage.removeItem(key),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** A dynamic import that reloads the page once when its chunk is missing (a new deploy). */
export const importWithReload = <T>(importer: () => Promise<T>): Promise<T> =>
  chunkReloader.load(importer);

/** React.lazy over an import that reloads the page once when its chunk is missing. */
export const lazyWithReload = <T extends LazyComponent>(importer: () => Promise<{ default: T }>) =>
  lazy(() => importWithReload(importer));
