// @vitest-environment jsdom
import { listedIn, opensFetchedAhead } from '../../src/lib/pagesAhead';

const NEXT_PAGES = '<meta name="next-pages" content="/login /register">';

/** jsdom has no HTMLScriptElement.supports nor navigator.connection: each case sets both. */
function browser({ rules, saveData }: { rules: boolean; saveData: boolean }) {
  Object.defineProperty(HTMLScriptElement, 'supports', {
    value: (type: string) => rules && type === 'speculationrules',
    configurable: true,
  });
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(HTMLScriptElement, 'supports');
  Reflect.deleteProperty(navigator, 'connection');
});

describe('a link to a page the document fetched ahead', () => {
  it.each([
    // [the document lists, path, speculation rules, saves data, opens the document]
    [NEXT_PAGES, '/login', true, false, true],
    [NEXT_PAGES, '/register', true, false, true],
    [NEXT_PAGES, '/forgot-password', true, false, false],
    [NEXT_PAGES, '/login?next=1', true, false, false],
    [NEXT_PAGES, '/login', false, false, false],
    [NEXT_PAGES, '/login', true, true, false],
    ['', '/login', true, false, false],
    ['<meta name="next-code" content="/login">', '/login', true, false, false],
  ])(
    '%s: %s (rules %s, saving data %s) opens the document: %s',
    (head, path, rules, saveData, opens) => {
      document.head.innerHTML = head;
      browser({ rules, saveData });
      expect(opensFetchedAhead(path)).toBe(opens);
    },
  );

  it('reads a meta tag’s items, none without it', () => {
    document.head.innerHTML = '<meta name="next-pages" content=" /login  /register ">';
    expect(listedIn(document, 'next-pages')).toEqual(['/login', '/register']);
    expect(listedIn(document, 'app-code')).toEqual([]);
  });
});
