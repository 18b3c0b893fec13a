import { isHttpUrl } from './httpUrl';

/**
 * The address of a stored file when it may become a link: an absolute http(s) URL, or a path
 * on this site (uploads served back by the backend). A `javascript:` or `data:` address from
 * stored data gives null, so it never runs in the page.
 */
export function fileLinkUrl(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  const origin = base ?? (typeof location !== 'undefined' ? location.href : 'http://localhost/');
  try {
    return isHttpUrl(new URL(url, origin).href) ? url : null;
  } catch {
    return null;
  }
}

/** The file name at the end of a file's address ("/sim-files/3/Plat%20A.pdf" → "Plat A.pdf"). */
export function fileNameOf(url: string | null | undefined): string {
  const path = (url ?? '').split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Whether a stored file's address is on the backend's own origin (`apiBase`: the API's base URL,
 * '' for this site; `page`: the page's address). Only there does a download carry the session's
 * token: a file elsewhere is fetched without it, so stored data can never send the token away.
 */
export function isBackendFile(url: string, apiBase: string, page: string): boolean {
  try {
    const backend = new URL(apiBase || '/', page);
    return new URL(url, backend).origin === backend.origin;
  } catch {
    return false;
  }
}
