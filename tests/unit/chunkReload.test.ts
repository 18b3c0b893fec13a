// @vitest-environment node
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  createChunkReloader,
  isChunkLoadError,
} from '../../src/app/chunkReload';

/** A page with its own session storage, reload counter and clock. */
function fakePage() {
  const store = new Map<string, string>();
  const state = { reloads: 0, now: 1_000_000 };
  const env = {
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    reload: () => void state.reloads++,
    now: () => state.now,
  };
  return { env, store, state };
}

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
const settledWithin = async (p: Promise<unknown>, ms = 20) =>
  Promise.race([
    p.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ]);

describe('chunk reload', () => {
  it('recognises the chunk failures of each browser and nothing else', () => {
    expect(isChunkLoadError(missing())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('a chunk the page works without (the vitals reporter) is let go: no reload', async () => {
    const { env, state } = fakePage();
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/fieldVitalsReporter-B1x_9.js',
    );
    await expect(createChunkReloader(env).load(() => Promise.reject(error))).rejects.toBe(error);
    expect(createChunkReloader(env).recover(error)).toBe(false);
    expect(state.reloads).toBe(0);
  });

  it('reloads once on a missing chunk and waits for the reload', async () => {
    const { env, store, state } = fakePage();
    const pending = createChunkReloader(env).load(() => Promise.reject(missing()));
    expect(await settledWithin(pending)).toBe('pending');
    expect(state.reloads).toBe(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(state.now));
  });

  it('after the reload, a second failure clears the flag and rejects', async () => {
    const { env, store, state } = fakePage();
    store.set(CHUNK_RELOAD_KEY, String(state.now - 2_000));
    const error = missing();
    await expect(createChunkReloader(env).load(() => Promise.reject(error))).rejects.toBe(error);
    expect(state.reloads).toBe(0);
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('a flag left from long ago does not stop a new reload', async () => {
    const { env, store, state } = fakePage();
    store.set(CHUNK_RELOAD_KEY, String(state.now - CHUNK_RELOAD_WINDOW_MS - 1));
    const pending = createChunkReloader(env).load(() => Promise.reject(missing()));
    expect(await settledWithin(pending)).toBe('pending');
    expect(state.reloads).toBe(1);
  });

  it('other failures reject at once without reloading', async () => {
    const { env, store, state } = fakePage();
    const bug = new TypeError('x is undefined');
    await expect(createChunkReloader(env).load(() => Promise.reject(bug))).rejects.toBe(bug);
    expect(state.reloads).toBe(0);
    expect(store.size).toBe(0);
  });

  it('several chunks failing together reload the page once', async () => {
    const { env, state } = fakePage();
    const reloader = createChunkReloader(env);
    const loads = [1, 2, 3].map(() => reloader.load(() => Promise.reject(missing())));
    expect(await Promise.all(loads.map((p) => settledWithin(p)))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(state.reloads).toBe(1);
  });

  it('one failure reported twice (preload event, then the import) is decided once', async () => {
    const { env, store, state } = fakePage();
    store.set(CHUNK_RELOAD_KEY, String(state.now));
    const error = missing();
    const reloader = createChunkReloader(env);
    expect(reloader.recover(error)).toBe(false);
    await expect(reloader.load(() => Promise.reject(error))).rejects.toBe(error);
    expect(state.reloads).toBe(0);
  });

  it('after the reload, a screen failing in several chunks stands in all of them (no second reload)', async () => {
    const { env, store, state } = fakePage();
    store.set(CHUNK_RELOAD_KEY, String(state.now - 2_000));
    const reloader = createChunkReloader(env);
    const loads = [missing(), missing()].map((e) => reloader.load(() => Promise.reject(e)));
    expect(await Promise.all(loads.map((p) => settledWithin(p)))).toEqual(['rejected', 'rejected']);
    expect(state.reloads).toBe(0);
  });

  it('an import emptied by a reload in progress waits for the reload', async () => {
    const { env } = fakePage();
    const reloader = createChunkReloader(env);
    expect(reloader.recover(missing())).toBe(true);
    expect(await settledWithin(reloader.load(() => Promise.resolve(undefined)))).toBe('pending');
  });

  it('without session storage the failure stands (no reload loop)', async () => {
    const { env, state } = fakePage();
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    const error = missing();
    await expect(createChunkReloader(env).load(() => Promise.reject(error))).rejects.toBe(error);
    expect(state.reloads).toBe(0);
  });
});
