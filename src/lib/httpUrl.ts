/**
 * Whether an address from stored data (a stream, a link) is an absolute http(s) URL: the only
 * kind the app opens or links to, so a `javascript:` or `data:` address never runs in the page.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
