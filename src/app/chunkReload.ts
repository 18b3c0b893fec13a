/**
 * Recovery from code chunks that fail to load, as after a deploy replaced the files an open
 * tab still points to: reload the page once for fresh files; if a chunk fails again right
 * after that reload, let the failure stand so the error screen shows (no reload loop).
 * Plain logic with the page's storage, reload and clock passed in.
 */

/** The session-storage key holding the time of the last reload for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'bidright:chunk-reload';
/** A failure within this time of that reload means reloading did not help. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .+ failed/i;

/** Whether an error is a code chunk that could not be loaded (each browser words it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/**
 * Chunks the page works without (the field vitals' reporter): one that fails to load is let go,
 * never worth reloading the page the visitor is using.
 */
const OPTIONAL_CHUNK = /\/fieldVitalsReporter-[\w-]+\.js\b/;

/** Whether a chunk failure is of a chunk the page works without. */
export const isOptionalChunkError = (error: unknown): boolean =>
  error instanceof Error && OPTIONAL_CHUNK.test(error.message);

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

export interface ChunkReloader {
  /**
   * Decides on a failure: true when the page is reloading for it (the caller waits for the
   * reload), false when it stands (not a chunk failure, or the reload already happened).
   */
  recover(error: unknown): boolean;
  /** Runs a dynamic import; a failed chunk reloads the page once, then rejects. */
  load<T>(importer: () => Promise<T>): Promise<T>;
}

/** A promise that never settles: the page is about to reload. */
const untilReload = <T>() => new Promise<T>(() => {});

export function createChunkReloader(env: ReloadEnv): ChunkReloader {
  let reloading = false;
  // Once a failure stands, every later one of this page does too: the same failure reported twice
  // (the bundler's preload event, then the import itself), and the other chunks of a screen that
  // fail with it (its data opening, a preloaded dependency), which would otherwise find the flag
  // cleared and reload again, for ever.
  let standing = false;

  function recover(error: unknown): boolean {
    if (!isChunkLoadError(error) || isOptionalChunkError(error)) return false;
    if (reloading) return true;
    if (standing) return false;
    try {
      const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
      if (last && env.now() - last < CHUNK_RELOAD_WINDOW_MS) {
        env.storage.removeItem(CHUNK_RELOAD_KEY);
        standing = true;
        return false;
      }
      env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
    } catch {
      // Without storage a reload could repeat for ever: let the failure stand.
      standing = true;
      return false;
    }
    reloading = true;
    env.reload();
    return true;
  }

  async function load<T>(importer: () => Promise<T>): Promise<T> {
    let loaded: T;
    try {
      loaded = await importer();
    } catch (error) {
      if (recover(error)) return untilReload();
      throw error;
    }
    // A failure reported through the preload event resolves the import empty while the page reloads.
    return reloading ? untilReload() : loaded;
  }

  return { recover, load };
}
