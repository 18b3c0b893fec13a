// @vitest-environment node
import { createReportQueue, errorReport, vitalReport, VITALS_LIMITS } from '../../src/lib/vitals';
import { KEPT_REPORTS } from '../../src/mocks/vitals';

const COLLECTOR = 'http://localhost/__sim/vitals';

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
const beacon = (body: string | Blob) => fetch(COLLECTOR, { method: 'POST', body });

const received = async () =>
  ((await (await fetch(COLLECTOR)).json()) as { reports: Record<string, unknown>[] }).reports;

const lcp = vitalReport(
  { name: 'LCP', value: 812.4, rating: 'good', navigationType: 'navigate' },
  '/cases/:caseId',
)!;
const inp = vitalReport(
  { name: 'INP', value: 232, rating: 'needs-improvement', navigationType: 'reload' },
  '/dashboard',
  'main>button.ant-btn',
)!;
const failure = errorReport('error', new TypeError('x is not a function'), '/');

const batch = (reports: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ v: 1, version: '0.1.0', env: 'development', reports, dropped: 0, ...extra });

describe('POST /__sim/vitals (the field vitals collector)', () => {
  it('takes a batch sent as text, keeps its reports with the version and environment', async () => {
    const res = await beacon(batch([lcp, inp, failure]));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3 });
    expect(await received()).toEqual([
      { ...lcp, version: '0.1.0', env: 'development' },
      { ...inp, version: '0.1.0', env: 'development' },
      { ...failure, version: '0.1.0', env: 'development' },
    ]);
  });

  it('takes a Blob of JSON (or of any type) too', async () => {
    for (const type of ['application/json', 'text/plain', ''])
      expect((await beacon(new Blob([batch([lcp])], { type }))).status).toBe(202);
    expect(await received()).toHaveLength(3);
  });

  it("takes what the app's queue sends, whatever it holds", async () => {
    const bodies: string[] = [];
    const queue = createReportQueue({
      version: '0.1.0',
      env: 'production',
      send: (body) => (bodies.push(body), true),
    });
    for (let i = 0; i < 60; i++)
      queue.add(errorReport('unhandledrejection', `${i} ${'ü'.repeat(400)}`, '/faq'));
    queue.add(lcp);
    queue.flush();
    const sent = JSON.parse(bodies[0]) as { reports: unknown[]; dropped: number };
    expect(sent.reports).toHaveLength(11);
    expect(sent.dropped).toBe(50);
    const res = await beacon(bodies[0]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 11 });
  });

  it('keeps the last 500 reports', async () => {
    const reports = Array.from({ length: VITALS_LIMITS.batchReports }, () => lcp);
    for (let i = 0; i < 13; i++) await beacon(batch(reports));
    await beacon(batch([failure]));
    const kept = await received();
    expect(kept).toHaveLength(KEPT_REPORTS);
    expect(kept.at(-1)).toMatchObject({ kind: 'error' });
  });

  it.each([
    ['not JSON', 'name=LCP&value=1'],
    ['no batch', JSON.stringify([lcp])],
    ['another version', batch([lcp], { v: 2 })],
    ['no environment', batch([lcp], { env: '' })],
    ['an unknown metric', batch([{ ...lcp, name: 'FID' }])],
    ['a value that is no measure', batch([{ ...lcp, value: -5 }])],
    ['an unknown rating', batch([{ ...lcp, rating: 'fine' }])],
    ['an address for a route', batch([{ ...lcp, route: '/cases/1234' }])],
    ['a query in the route', batch([{ ...lcp, route: '/cases?q=Smith' }])],
    ['a field of its own (a user)', batch([{ ...lcp, userId: 7 }])],
    ['a field of its own in the batch', batch([lcp], { email: 'a@b.co' })],
    [
      'a long message',
      batch([{ ...failure, message: 'x'.repeat(VITALS_LIMITS.messageChars + 1) }]),
    ],
    ['a stack', batch([{ ...failure, stack: 'at f (https://x/a.js?t=1)' }])],
    ['a selector that is no selector', batch([{ ...inp, target: 'button[data-user="7"]' }])],
    ['too many reports', batch(Array.from({ length: VITALS_LIMITS.batchReports + 1 }, () => lcp))],
  ])('refuses %s with 400 and keeps nothing', async (_, body) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
    expect(await received()).toEqual([]);
  });

  it(`refuses a body over ${VITALS_LIMITS.batchBytes} bytes`, async () => {
    const padded = batch([{ ...failure, message: 'é'.repeat(150) }]).replace(
      '"dropped":0',
      `"dropped":0${' '.repeat(VITALS_LIMITS.batchBytes)}`,
    );
    const res = await beacon(padded);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/too large/);
    expect(await received()).toEqual([]);
  });
});

describe('GET /__sim/vitals and the reset', () => {
  it('answers no reports at first, and none after POST /__sim/reset', async () => {
    expect(await received()).toEqual([]);
    await beacon(batch([lcp]));
    expect(await received()).toHaveLength(1);
    const reset = await fetch('http://localhost/__sim/reset', { method: 'POST' });
    expect(reset.ok).toBe(true);
    expect(await received()).toEqual([]);
  });
});
