// @vitest-environment jsdom
import {
  NEXT_PAGES,
  NEXT_PAGES_RULES,
  prefetchListed,
  type AheadEnv,
} from '../../src/app/prerender/appCode';
import { VISITOR_LINKS } from '../../src/app/shell/menus';

/** A page's load event (`load()` brings it) and its data-saving wish. */
function pageEnv(saveData = false) {
  let loaded: (() => void) | undefined;
  const env: AheadEnv = { afterLoad: (callback) => (loaded = callback), saveData: () => saveData };
  return { env, load: () => loaded!() };
}

const META =
  '<meta name="app-code" content="/assets/start-1.js /assets/call-2.js">' +
  '<meta name="next-pages" content="/login /register">' +
  '<meta name="next-code" content="/assets/LoginPage-3.js">';

const prefetched = () =>
  [...document.querySelectorAll('link')].map((l) => [
    l.rel,
    l.getAttribute('href'),
    l.as,
    l.crossOrigin,
  ]);
const rules = () =>
  [...document.querySelectorAll('script[type="speculationrules"]')].map((s) =>
    JSON.parse(s.textContent!),
  );

describe('what a prerendered page fetches ahead', () => {
  beforeEach(() => document.head.replaceChildren());
  // jsdom has no HTMLScriptElement.supports; the browsers with speculation rules say so there.
  const supports = vi.fn((type: string) => type === 'speculationrules');
  beforeAll(() => {
    Object.defineProperty(HTMLScriptElement, 'supports', { value: supports, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLScriptElement, 'supports');
  });
  beforeEach(() => supports.mockImplementation((type: string) => type === 'speculationrules'));

  it('is fetched once the page has loaded, not before, and never run', () => {
    document.head.innerHTML = META;
    const { env, load } = pageEnv();
    prefetchListed(document, env);
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
    load();
    // Whatever the page links to among the next pages, at once.
    expect(rules()).toEqual([
      {
        prefetch: [
          {
            source: 'document',
            where: { href_matches: ['/login', '/register'] },
            eagerness: 'immediate',
          },
        ],
      },
    ]);
    expect(prefetched()).toEqual([
      ['prefetch', '/assets/start-1.js', 'script', 'anonymous'],
      ['prefetch', '/assets/call-2.js', 'script', 'anonymous'],
      ['prefetch', '/assets/LoginPage-3.js', 'script', 'anonymous'],
    ]);
    // The rules come first (the documents are what a tap in the next seconds opens); no script runs.
    expect(document.head.children[3].getAttribute('type')).toBe('speculationrules');
    expect(document.querySelectorAll('script:not([type="speculationrules"])')).toHaveLength(0);
  });

  it('leaves the next pages and their code when the browser asks to save data', () => {
    document.head.innerHTML = META;
    const { env, load } = pageEnv(true);
    prefetchListed(document, env);
    load();
    expect(rules()).toEqual([]);
    expect(prefetched().map(([, href]) => href)).toEqual([
      '/assets/start-1.js',
      '/assets/call-2.js',
    ]);
  });

  it('fetches the next pages’ code but not their documents where the browser has no speculation rules', () => {
    supports.mockReturnValue(false);
    document.head.innerHTML = META;
    const { env, load } = pageEnv();
    prefetchListed(document, env);
    load();
    expect(rules()).toEqual([]);
    expect(prefetched()).toHaveLength(3);
  });

  it('are the visitor’s next pages of the menus, in one text the site’s policy hashes', () => {
    expect(NEXT_PAGES).toEqual(VISITOR_LINKS.map((link) => link.key));
    expect(JSON.parse(NEXT_PAGES_RULES).prefetch[0].where.href_matches).toEqual(NEXT_PAGES);
    document.head.innerHTML = META;
    const { env, load } = pageEnv();
    prefetchListed(document, env);
    load();
    expect(document.querySelector('script[type="speculationrules"]')!.textContent).toBe(
      NEXT_PAGES_RULES,
    );
  });

  it('does nothing on a page that lists none', () => {
    const afterLoad = vi.fn();
    prefetchListed(document, { afterLoad, saveData: () => false });
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
