// @vitest-environment jsdom
import { prefetchAppCode } from '../../src/app/prerender/appCode';

describe('the application’s code on a page whole without it', () => {
  beforeEach(() => document.head.replaceChildren());

  it('is fetched once the page has loaded, not before, and never run', () => {
    document.head.innerHTML =
      '<meta name="app-code" content="/assets/start-1.js /assets/call-2.js">';
    let loaded: (() => void) | undefined;
    prefetchAppCode(document, (callback) => (loaded = callback));
    expect(document.querySelectorAll('link')).toHaveLength(0);
    loaded!();
    const links = [...document.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.as, l.crossOrigin])).toEqual([
      ['prefetch', '/assets/start-1.js', 'script', 'anonymous'],
      ['prefetch', '/assets/call-2.js', 'script', 'anonymous'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing on a page that lists none', () => {
    const afterLoad = vi.fn();
    prefetchAppCode(document, afterLoad);
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
