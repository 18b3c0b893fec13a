/**
 * Runs `fn` while holding the browser-wide exclusive lock `name` (Web Locks API), so that
 * every tab of the site takes its turn. Where the API is missing, `fn` runs at once: callers
 * keep their own single flight inside the tab.
 */
export async function withBrowserLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  return await locks.request(name, fn);
}
