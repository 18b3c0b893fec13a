import { createChunkReloader } from './chunkReload';

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
