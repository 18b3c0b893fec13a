import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { newestFeaturedFirst } from '../../src/lib/featuredLots';
import {
  hasRichText,
  htmlExcerpt,
  htmlToText,
  linkError,
  RESOURCE_MSG,
  resourceError,
  resourceFieldsOf,
} from '../../src/lib/resources';

describe('htmlToText', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<h2>Title</h2><p>Body</p>', 'Title Body'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
    ['line<br>break', 'line break'],
    ['<img src=x onerror="window.__pwned=1">Safe', 'Safe'],
    ['<script>window.__pwned=1</script>After', 'After'],
    ['<style>p{}</style><!-- note -->Kept', 'Kept'],
    ['Tom &amp; Jerry &lt;b&gt; &quot;q&quot; &#39;s&#x27; &nbsp;x', 'Tom & Jerry <b> "q" \'s\' x'],
    ['<p>unclosed <b', 'unclosed'],
    ['&unknown; stays', '&unknown; stays'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (html, text) => expect(htmlToText(html)).toBe(text));
});

describe('htmlExcerpt', () => {
  const long = `<p>${'word '.repeat(60)}</p>`;
  it.each([
    ['<p>Short</p>', 20, 'Short'],
    ['<p>exactly ten</p>', 11, 'exactly ten'],
    ['<p>one two three four</p>', 12, 'one two…'],
    ['<p>abcdefghijklmnop</p>', 5, 'abcde…'],
    ['<p>end, with, commas</p>', 10, 'end, with…'],
  ])('%j cut at %i → %j', (html, max, text) => expect(htmlExcerpt(html, max)).toBe(text));

  it('defaults to 160 characters and never returns markup', () => {
    const text = htmlExcerpt(long);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(text.endsWith('…')).toBe(true);
    expect(htmlExcerpt('<img src=x onerror=alert(1)><b>x</b>')).toBe('x');
  });
});

describe('hasRichText', () => {
  it.each([
    ['<p>a</p>', true],
    ['<p><img src="https://x.test/a.png"></p>', true],
    ['<p></p>', false],
    ['<p> &nbsp; </p><br>', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (html, expected) => expect(hasRichText(html)).toBe(expected));
});

describe('linkError', () => {
  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    ['https://example.com', null],
    ['http://example.com/a?b=c#d', null],
    [' https://example.com/guide ', null],
    ['example.com', RESOURCE_MSG.invalidLink],
    ['javascript:alert(1)', RESOURCE_MSG.invalidLink],
    ['data:text/html,x', RESOURCE_MSG.invalidLink],
    ['ftp://example.com', RESOURCE_MSG.invalidLink],
    ['https://localhost', RESOURCE_MSG.invalidLink],
    ['https://exa mple.com', RESOURCE_MSG.invalidLink],
  ])('%j → %j', (link, error) => expect(linkError(link)).toBe(error));
});

describe('resourceError', () => {
  const ok = { title: 'T', description: '<p>D</p>', link: '' };
  it.each([
    [ok, null],
    [{ ...ok, link: undefined }, null],
    [{ ...ok, link: null }, null],
    [{ ...ok, title: '  ' }, RESOURCE_MSG.titleRequired],
    [{ ...ok, title: 5 }, RESOURCE_MSG.titleRequired],
    [{ ...ok, title: '', description: '' }, RESOURCE_MSG.titleRequired],
    [{ ...ok, description: '<p></p>' }, RESOURCE_MSG.descriptionRequired],
    [{ ...ok, link: 'nope' }, RESOURCE_MSG.invalidLink],
    [{ ...ok, link: 7 }, RESOURCE_MSG.invalidLink],
  ])('%j → %j', (fields, error) => expect(resourceError(fields)).toBe(error));

  it('sends the title and link trimmed, the description as written and the body empty', () => {
    expect(resourceFieldsOf({ title: ' T ', description: ' <p>D</p> ', link: null })).toEqual({
      title: 'T',
      description: ' <p>D</p> ',
      link: '',
      body: '',
    });
  });
});

describe('newestFeaturedFirst', () => {
  it('puts the most recently featured first and keeps undated lots in their order after', () => {
    const rows = [
      { id: 1, featuredDate: null },
      { id: 2, featuredDate: '2026-01-01T10:00:00Z' },
      { id: 3 },
      { id: 4, featuredDate: '2026-01-02T10:00:00Z' },
      { id: 5, featuredDate: 'garbage' },
      { id: 6, featuredDate: '2026-01-01T10:00:00Z' },
    ];
    expect(newestFeaturedFirst(rows).map((r) => r.id)).toEqual([4, 2, 6, 1, 3, 5]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(newestFeaturedFirst([])).toEqual([]);
  });
});

describe('the rich text editor stays in its own chunk', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );
  const sources = files(join(process.cwd(), 'src')).map((f) => ({
    file: relative(process.cwd(), f),
    text: readFileSync(f, 'utf8'),
  }));

  it('only the editor component imports TipTap', () => {
    expect(sources.filter((s) => /from '@tiptap\//.test(s.text)).map((s) => s.file)).toEqual([
      'src/components/RichTextEditor.tsx',
    ]);
  });

  it('only the resource dialog loads the editor, and lazily', () => {
    const users = sources.filter((s) => /components\/RichTextEditor'/.test(s.text));
    expect(users.map((s) => s.file)).toEqual([
      'src/features/admin-settings/resources/ResourceDialog.tsx',
    ]);
    expect(users[0].text).toMatch(
      /lazy\(\(\) => import\('(?:[./]+|@\/)components\/RichTextEditor'\)\)/,
    );
    expect(users[0].text).not.toMatch(/^import .*RichTextEditor/m);
  });
});
