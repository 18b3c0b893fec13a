/**
 * A page whole without the application lists the application's code in its document (a meta
 * tag the build writes), and fetches it into the cache once the page has loaded, without running
 * it: the page's own resources come first, and when the application starts (on the first input,
 * or once the page has idled) its code is already there.
 */
export const APP_CODE_META = 'app-code';

/** The files the document lists, fetched after `afterLoad` calls back. */
export function prefetchAppCode(doc: Document, afterLoad: (callback: () => void) => void): void {
  const listed = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_CODE_META}"]`)?.content;
  const files = listed?.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  afterLoad(() => {
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.append(link);
    }
  });
}
