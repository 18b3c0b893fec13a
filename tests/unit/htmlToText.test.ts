import fc from 'fast-check';
import { htmlToText } from '../../src/lib/resources';

/** Fragments HTML is made of, well formed or not, to build hostile input from. */
const pieces = fc.constantFrom(
  '<p>',
  '</p>',
  '<b',
  '>',
  '<',
  '<!--',
  '-->',
  '<script>',
  '</script',
  '<style',
  '&',
  ';',
  '&#',
  '&#x',
  '&amp;',
  '&nbsp',
  '&#0;',
  '&#xD800;',
  '&#x110000;',
  '&#99999999999;',
  '&#xFFFFFFFFFFFFFFFF;',
  '"',
  "'",
  ' ',
  '\n',
  'word',
);
const htmlish = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 40 }).map((p) => p.join('')),
);

describe('htmlToText never throws', () => {
  it('on any text, well formed or not: it answers text, trimmed and collapsed', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const text = htmlToText(html);
        expect(typeof text).toBe('string');
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s{2}/);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['&#x110000;', '\ufffd'],
    ['&#99999999999;', '\ufffd'],
    ['&#xFFFFFFFFFFFFFFFFFFFF;', '\ufffd'],
    ['&#xD800;', '\ufffd'],
    ['&#0;', '\ufffd'],
    ['a&#x1F3E0;b', 'a🏠b'],
    ['&#65;&#x42;', 'AB'],
  ])('reads the reference %j as a browser does: %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('answers no words for anything that is not text', () => {
    for (const wrong of [42, {}, [], true]) expect(htmlToText(wrong as unknown as string)).toBe('');
  });
});
