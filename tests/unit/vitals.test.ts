import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createReportQueue,
  errorName,
  errorReport,
  roundValue,
  scrubMessage,
  shortSelector,
  truncate,
  utf8Length,
  vitalReport,
  VITALS_LIMITS,
  type FieldBatch,
  type FieldReport,
  type SelectorElement,
} from '../../src/lib/vitals';
import { routeMatcher } from '../../src/lib/vitalsRoute';
import { sampleRateOf, vitalsTarget } from '../../src/lib/vitalsSampling';

const URL = '/__sim/vitals';

describe('whether a page load reports field vitals', () => {
  it.each([
    // url, sample, random, reports
    ['', 1, 0, false],
    ['  ', 1, 0, false],
    [URL, 0, 0, false],
    [URL, 0, 0.999, false],
    [URL, 1, 0, true],
    [URL, 1, 0.999_999, true],
    [URL, 0.5, 0.49, true],
    [URL, 0.5, 0.5, false],
    [URL, 0.5, 0.99, false],
    [URL, 0.1, 0.05, true],
    [URL, 0.1, 0.1, false],
    [URL, Number.NaN, 0, false],
  ])('url %j, rate %s, draw %s: %s', (url, sample, draw, reports) => {
    expect(vitalsTarget({ url, sample }, () => draw)).toBe(reports ? URL : null);
  });

  it('draws once, and not at all when the rate decides alone', () => {
    let draws = 0;
    const random = () => (draws++, 0.3);
    vitalsTarget({ url: URL, sample: 0.5 }, random);
    expect(draws).toBe(1);
    vitalsTarget({ url: URL, sample: 1 }, random);
    vitalsTarget({ url: URL, sample: 0 }, random);
    vitalsTarget({ url: '', sample: 0.5 }, random);
    expect(draws).toBe(1);
  });

  it('reports about the given share of page loads', () => {
    let seed = 1;
    // A fixed sequence of draws (a linear congruential generator), spread over [0, 1).
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const loads = 10_000;
    let reported = 0;
    for (let i = 0; i < loads; i++) if (vitalsTarget({ url: URL, sample: 0.5 }, random)) reported++;
    expect(reported / loads).toBeGreaterThan(0.47);
    expect(reported / loads).toBeLessThan(0.53);
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['0', 0],
    ['0.25', 0.25],
    [' 0.5 ', 0.5],
    ['2', 1],
    ['-1', 0],
    ['ten percent', 1],
  ])('the rate setting %j is %s', (raw, rate) => {
    expect(sampleRateOf(raw)).toBe(rate);
  });
});

const metric = (name: string, value: number, extra: Record<string, unknown> = {}) => ({
  name,
  value,
  rating: 'good',
  navigationType: 'navigate',
  ...extra,
});

describe('the report of a metric', () => {
  it('carries the name, the rounded value, rating, navigation type and route pattern', () => {
    expect(vitalReport(metric('LCP', 1234.567), '/cases/:caseId')).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 1235,
      rating: 'good',
      navigationType: 'navigate',
      route: '/cases/:caseId',
    });
    expect(vitalReport(metric('CLS', 0.123456, { rating: 'poor' }), '/')).toMatchObject({
      value: 0.1235,
      rating: 'poor',
    });
  });

  it.each([
    ['TTFB', 99.5, 100],
    ['INP', 40.4, 40],
    ['CLS', 0.00004, 0],
    ['CLS', 1.23456, 1.2346],
  ] as const)('%s %s is reported as %s', (name, value, rounded) => {
    expect(roundValue(name, value)).toBe(rounded);
  });

  it('leaves out metrics it does not report and values that are no measure', () => {
    expect(vitalReport(metric('FCP', 100), '/')).toBeNull();
    expect(vitalReport(metric('LCP', Number.NaN), '/')).toBeNull();
    expect(vitalReport(metric('LCP', -1), '/')).toBeNull();
    expect(vitalReport(metric('LCP', 100, { rating: 'great' }), '/')).toBeNull();
  });

  it('names a navigation type it does not know "other"', () => {
    expect(vitalReport(metric('LCP', 1, { navigationType: 'teleport' }), '/')?.navigationType).toBe(
      'other',
    );
    expect(
      vitalReport(metric('LCP', 1, { navigationType: 'back-forward-cache' }), '/')?.navigationType,
    ).toBe('back-forward-cache');
    expect(vitalReport(metric('LCP', 1, { navigationType: undefined }), '/')?.navigationType).toBe(
      'navigate',
    );
  });

  it('gives INP, and only INP, the target of its interaction', () => {
    expect(vitalReport(metric('INP', 80), '/', 'button.ant-btn')?.target).toBe('button.ant-btn');
    expect(vitalReport(metric('LCP', 80), '/', 'img')).not.toHaveProperty('target');
    expect(vitalReport(metric('INP', 80), '/', '')).not.toHaveProperty('target');
  });

  it('reads nothing else of the metric (its id, entries or the navigation URL)', () => {
    const report = vitalReport(
      metric('INP', 80, {
        id: 'v6-1700000000000-123',
        entries: [{ name: 'click' }],
        navigationURL: 'https://site.test/cases/12?q=Smith',
      }),
      '/cases/:caseId',
    );
    expect(Object.keys(report!).sort()).toEqual(
      ['kind', 'name', 'navigationType', 'rating', 'route', 'value'].sort(),
    );
  });
});

describe('the report of an unhandled error', () => {
  it('carries the name and message only', () => {
    const error = new TypeError('x is not a function');
    (error as unknown as { user: string }).user = 'bidder@example.com';
    expect(errorReport('error', error, '/dashboard')).toEqual({
      kind: 'error',
      event: 'error',
      name: 'TypeError',
      message: 'x is not a function',
      route: '/dashboard',
    });
  });

  it.each([
    ['a string', 'went wrong', 'Error', 'went wrong'],
    ['null', null, 'Error', '(null)'],
    ['a number', 42, 'Error', '(number)'],
    ['an object', { userId: 7, email: 'a@b.co' }, 'Error', '(object)'],
    ['an unnamed error', { message: 'm', name: 'not a name!' }, 'Error', 'm'],
  ])('a rejection with %s', (_, reason, name, message) => {
    expect(errorReport('unhandledrejection', reason, '/')).toMatchObject({ name, message });
  });

  it('never carries the stack', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (https://site.test/assets/a.js?token=secret:1:2)';
    expect(JSON.stringify(errorReport('error', error, '/'))).not.toMatch(/stack|secret|at f/);
  });

  it.each([
    [
      'a URL: its query and fragment go, number segments become :id',
      'Failed for https://api.site.test/api/cases/1234/lots?search=Smith&token=abc#x.',
      'Failed for https://api.site.test/api/cases/:id/lots.',
    ],
    [
      "a built file's name stays",
      'Failed to fetch dynamically imported module: https://site.test/assets/LotPage-DRUy5l52.js',
      'Failed to fetch dynamically imported module: https://site.test/assets/LotPage-DRUy5l52.js',
    ],
    ["a URL's user part", 'at https://jane:pw@site.test/x', 'at https://site.test/x'],
    [
      'a path: its query goes, number segments become :id',
      'No page at /cases/12/lots/3?q=Smith (see "/auctions/acme/12-main-st/4#bid").',
      'No page at /cases/:id/lots/:id (see "/auctions/acme/:id/:id").',
    ],
    ['an e-mail', 'No account for jane.doe+1@example.com here', 'No account for <email> here'],
    [
      'a token',
      'Bad token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0',
      'Bad token <token>.<token>',
    ],
    ['a long number', 'Lot 123456 of case 2024 is closed', 'Lot # of case # is closed'],
    ['a phone number', 'Call (312) 555-0100 now', 'Call (# now'],
    [
      'short numbers',
      'Request failed with status code 404 (attempt 3)',
      'Request failed with status code 404 (attempt 3)',
    ],
    ['whitespace', '  a\n\n  b\t c ', 'a b c'],
    [
      "React's error link: its query holds the page's text",
      'Minified React error #418; visit https://react.dev/errors/418?args[]=Jane%20Doe for the full message',
      'Minified React error #418; visit https://react.dev/errors/:id for the full message',
    ],
  ])('scrubs %s', (_, message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed);
  });

  it(`cuts a message to ${VITALS_LIMITS.messageChars} characters, with an ellipsis`, () => {
    const long = errorReport('error', new Error('word '.repeat(100)), '/');
    expect(Array.from(long.message)).toHaveLength(VITALS_LIMITS.messageChars);
    expect(long.message.endsWith('…')).toBe(true);
    expect(errorReport('error', new Error('short'), '/').message).toBe('short');
    expect(truncate('😀😀😀', 2)).toBe('😀…');
  });

  it.each([
    ['TypeError', 'TypeError'],
    ['ChunkLoadError', 'ChunkLoadError'],
    ['', 'Error'],
    [undefined, 'Error'],
    ['Error: with a message', 'Error'],
    ['A'.repeat(60), 'A'.repeat(40)],
  ])('the name %j is reported as %j', (name, reported) => {
    expect(errorName(name)).toBe(reported);
  });
});

/** An element chain as the DOM gives it (tag names in capitals). */
function element(spec: string, parent: SelectorElement | null = null): SelectorElement {
  const [, tag, id = '', classes = ''] = /^(\w+)(?:#([\w-]+))?((?:\.[\w-]+)*)$/.exec(spec)!;
  return {
    tagName: tag.toUpperCase(),
    id,
    className: classes.split('.').filter(Boolean).join(' '),
    parentElement: parent,
  };
}
const chain = (...specs: string[]) =>
  specs.reduce<SelectorElement | null>((parent, spec) => element(spec, parent), null);

describe('the selector of an interaction target', () => {
  it.each([
    [
      ['html', 'body', 'main.page', 'div.card', 'button.ant-btn.ant-btn-primary.css-var-bidright'],
      'main.page>div.card>button.ant-btn.ant-btn-primary',
    ],
    [
      ['html', 'body', 'div', 'form#login-form', 'div.row', 'input'],
      'form#login-form>div.row>input',
    ],
    [['html', 'body', 'section.lot-12', 'button#bid-123.bid'], 'section>button.bid'],
    [['html', 'body', 'h1.title'], 'h1.title'],
    [['html', 'body'], ''],
  ])('%j gives %j', (specs, selector) => {
    expect(shortSelector(chain(...specs))).toBe(selector);
  });

  it('is empty when the element is gone, and reads only the class text of an SVG element', () => {
    expect(shortSelector(null)).toBe('');
    expect(
      shortSelector({ tagName: 'path', className: { baseVal: 'x' }, parentElement: null }),
    ).toBe('path');
  });

  it(`is at most ${VITALS_LIMITS.targetChars} characters`, () => {
    const long = chain('div.' + 'a'.repeat(70), 'div.' + 'b'.repeat(70), 'button');
    expect(Array.from(shortSelector(long)).length).toBeLessThanOrEqual(VITALS_LIMITS.targetChars);
  });
});

const lcp = (value: number, route = '/'): FieldReport => vitalReport(metric('LCP', value), route)!;
const error = (message: string): FieldReport => errorReport('error', new Error(message), '/');

function queueWith(
  options: { accept?: boolean; limits?: Parameters<typeof createReportQueue>[0]['limits'] } = {},
) {
  const sent: FieldBatch[] = [];
  const bodies: string[] = [];
  const queue = createReportQueue({
    version: '1.2.3',
    env: 'production',
    limits: options.limits,
    send: (body) => {
      bodies.push(body);
      if (options.accept === false) return false;
      sent.push(JSON.parse(body) as FieldBatch);
      return true;
    },
  });
  return { queue, sent, bodies };
}

describe('the queue of reports', () => {
  it('sends what it holds in one batch per flush, with the version and environment', () => {
    const { queue, sent } = queueWith();
    queue.add(lcp(900));
    queue.add(vitalReport(metric('TTFB', 80), '/')!);
    queue.add(error('boom'));
    expect(queue.flush()).toBe(true);
    expect(sent).toEqual([
      {
        v: 1,
        version: '1.2.3',
        env: 'production',
        reports: [lcp(900), vitalReport(metric('TTFB', 80), '/'), error('boom')],
        dropped: 0,
      },
    ]);
    expect(queue.size()).toBe(0);
    expect(queue.flush()).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it("keeps a metric's newest value only", () => {
    const { queue, sent } = queueWith();
    queue.add(vitalReport(metric('CLS', 0.01), '/')!);
    queue.add(vitalReport(metric('CLS', 0.2), '/faq')!);
    queue.flush();
    expect(sent[0].reports).toEqual([vitalReport(metric('CLS', 0.2), '/faq')]);
  });

  it('reports an error once per page load, and at most the limit of errors', () => {
    const { queue, sent } = queueWith({ limits: { errorsPerPage: 3 } });
    for (let i = 0; i < 3; i++) queue.add(error('same'));
    queue.flush();
    queue.add(error('same'));
    for (const m of ['a', 'b', 'c', 'd']) queue.add(error(m));
    queue.flush();
    expect(sent.map((b) => b.reports.map((r) => (r.kind === 'error' ? r.message : '')))).toEqual([
      ['same'],
      ['a', 'b'],
    ]);
    expect(sent[1].dropped).toBe(2);
  });

  it('keeps the reports when the beacon is refused, for the next flush', () => {
    const sending = queueWith({ accept: false });
    sending.queue.add(lcp(1));
    expect(sending.queue.flush()).toBe(false);
    expect(sending.queue.size()).toBe(1);
  });

  it('never sends a batch over the size cap: the reports that do not fit are counted as dropped', () => {
    const { queue, sent, bodies } = queueWith({ limits: { batchBytes: 600 } });
    for (let i = 0; i < 12; i++)
      queue.add(error(`problem ${'x'.repeat(40)} ${String.fromCharCode(97 + i)}`));
    queue.flush();
    expect(utf8Length(bodies[0])).toBeLessThanOrEqual(600);
    expect(sent[0].reports.length).toBeGreaterThan(0);
    // Two over the error limit (10), and those over the size.
    expect(sent[0].reports.length + sent[0].dropped).toBe(12);
  });

  it('holds at most a batch of reports', () => {
    const { queue, sent } = queueWith({ limits: { batchReports: 3, errorsPerPage: 100 } });
    for (let i = 0; i < 5; i++) queue.add(error(`e${String.fromCharCode(97 + i)}`));
    expect(queue.size()).toBe(3);
    queue.flush();
    expect(sent[0]).toMatchObject({ dropped: 2 });
    expect(sent[0].reports).toHaveLength(3);
  });

  it('fits the size cap for any reports, counting bytes of any script', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 300 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 60 }),
        fc.integer({ min: 200, max: 4000 }),
        (messages, cap) => {
          const { queue, sent, bodies } = queueWith({
            limits: { batchBytes: cap, errorsPerPage: 100 },
          });
          messages.forEach((m, i) => queue.add(errorReport('error', new Error(`${i} ${m}`), '/')));
          queue.flush();
          if (bodies.length === 0) return;
          expect(new TextEncoder().encode(bodies[0]).length).toBe(utf8Length(bodies[0]));
          expect(utf8Length(bodies[0])).toBeLessThanOrEqual(cap);
          // Every distinct error is sent or counted (the queue holds a batch, the cap takes fewer).
          const distinct = new Set(messages.map((m, i) => scrubMessage(`${i} ${m}`))).size;
          expect(sent[0].reports.length + sent[0].dropped).toBe(distinct);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('no personal data in a batch', () => {
  const patternOf = routeMatcher([
    '/',
    '/cases/:caseId',
    '/cases/:caseId/lots/:lotId',
    '/auctions/:auctionHost/:propertyAddress/:auctionId/:mainLotId',
  ]);
  /** A record's id in an address (two digits or more, so it stands apart from other numbers). */
  const id = fc.integer({ min: 10, max: 99_999_999 }).map(String);
  /** An id written in a message's words: numbers of four digits or more are scrubbed there. */
  const wordId = fc.integer({ min: 1000, max: 99_999_999 }).map(String);
  /** A query's value (a search, a token), with a prefix no other part of a batch has. */
  const secret = fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 6 })
    .map((s) => `zq${s.slice(0, 10)}`);

  it('carries no id, query or e-mail of the address, whatever the page and errors', () => {
    fc.assert(
      fc.property(
        fc.array(id, { minLength: 4, maxLength: 4 }),
        wordId,
        secret,
        fc.constantFrom(
          '/cases/{0}',
          '/cases/{0}/lots/{1}',
          '/auctions/acme/{2}-main-st/{0}/{3}',
          '/x/{1}',
          '/{2}',
        ),
        fc.emailAddress(),
        (ids, lotId, query, template, email) => {
          const path = template.replace(/\{(\d)\}/g, (_, i: string) => ids[Number(i)]);
          const address = `https://site.test${path}?q=${query}&token=${query}#${query}`;
          const route = patternOf(`${path}?q=${query}`);
          const { queue, bodies } = queueWith();
          // Values of one digit: the batch then has no number of two digits or more of its own.
          queue.add(vitalReport(metric('LCP', 7.2), route)!);
          queue.add(vitalReport(metric('INP', 8), route, 'button.bid')!);
          queue.add(errorReport('error', new Error(`Failed at ${address} for ${email}`), route));
          queue.add(
            errorReport('unhandledrejection', `Lot ${lotId} of ${email}: ${address}`, route),
          );
          // A raw address passed as the route by mistake is not reported either.
          queue.add(errorReport('error', new Error('x'), `${path}?q=${query}`));
          queue.flush();
          const body = bodies[0];
          for (const value of [...ids, lotId, query, email, 'q=', 'token=', '?'])
            expect(body).not.toContain(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
