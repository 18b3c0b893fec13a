import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signedIn, test } from './fixtures';

/** A report as the simulator's collector keeps it (`GET /__sim/vitals`). */
interface Report {
  kind: 'vital' | 'error';
  name: string;
  route: string;
  value?: number;
  rating?: string;
  navigationType?: string;
  target?: string;
  event?: string;
  message?: string;
  version: string;
  env: string;
}

/** Every field a report may have. */
const FIELDS = new Set([
  ...['kind', 'name', 'value', 'rating', 'navigationType', 'route', 'target'],
  ...['event', 'message', 'version', 'env'],
]);

const reports = async (request: APIRequestContext) =>
  ((await (await request.get('/__sim/vitals')).json()) as { reports: Report[] }).reports;

/** The reports of one route pattern, once they have all arrived. */
async function reportsOf(request: APIRequestContext, route: string, names: string[]) {
  let found: Report[] = [];
  await expect
    .poll(
      async () => {
        found = (await reports(request)).filter((r) => r.route === route);
        return names.filter((n) => !found.some((r) => r.name === n));
      },
      { message: `reports of ${route}`, timeout: 15_000 },
    )
    .toEqual([]);
  return found;
}

/** Waits until the field vitals reporter has loaded (after the app started, once the page was idle). */
const reporterLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((e) => /\/fieldVitalsReporter-[\w-]+\.js$/.test(e.name)),
    null,
    { timeout: 30_000 },
  );

/**
 * Waits until the browser has timed the interaction just made (its Event Timing entry exists
 * once the frame after it is presented). A visitor switches tabs well after that frame; a test
 * hiding the page within it would race the browser, whose entry then comes after the flush.
 */
const interactionTimed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'first-input', buffered: true });
      }),
  );

/** The page as the browser hides it (another tab chosen): visibility `hidden`, then the event. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** No report names an address: route patterns only, no ids or queries. */
function expectNoAddresses(found: Report[], ...ids: (string | number)[]) {
  const text = JSON.stringify(found);
  expect(text).not.toMatch(/\?|=/);
  for (const r of found) expect(r.route).toMatch(/^(\*|\/[A-Za-z_:.\-/]*)$/);
  for (const id of ids) expect(text).not.toContain(`/${id}`);
}

test('a public page reports its vitals and unhandled errors as the visitor leaves it', async ({
  page,
  request,
}) => {
  const { blogId } = (await (await request.get('/__sim/route-ids')).json()) as { blogId: number };
  await page.goto(`/blogs/${blogId}?utm_source=mail`);
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  await reporterLoaded(page);
  await title.click();
  // An error thrown from a timer and a promise rejected with nobody to catch it.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('Lot 123456 of jane.doe@example.com failed at /blogs/7?token=abc');
    });
    void Promise.reject(new RangeError('Out of range'));
  });
  // Nothing is sent while the page is in use; leaving it hides it, and the queue goes in one beacon.
  expect((await reports(request)).filter((r) => r.route === '/blogs/:blogId')).toEqual([]);
  await page.goto('about:blank');

  const found = await reportsOf(request, '/blogs/:blogId', ['LCP', 'TTFB', 'CLS', 'TypeError']);
  for (const name of ['LCP', 'TTFB', 'CLS'])
    expect(found.find((r) => r.name === name)).toMatchObject({
      kind: 'vital',
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      navigationType: 'navigate',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      env: 'development',
    });
  expect(found.find((r) => r.name === 'TypeError')).toEqual({
    kind: 'error',
    event: 'error',
    name: 'TypeError',
    message: 'Lot # of <email> failed at /blogs/:id',
    route: '/blogs/:blogId',
    version: expect.any(String),
    env: 'development',
  });
  expect(found.find((r) => r.name === 'RangeError')).toMatchObject({
    kind: 'error',
    event: 'unhandledrejection',
    message: 'Out of range',
  });
  expectNoAddresses(found, blogId);
  expect(JSON.stringify(found)).not.toMatch(/utm_source|jane|token|123456/);
});

test('a signed-in page reports its vitals, INP with its target, when the page is hidden', async ({
  browser,
  request,
}) => {
  const ids = (await (await request.get('/__sim/route-ids')).json()) as {
    caseId: number;
    caseLotId: number;
  };
  const page = await signedIn(browser, 'auctioneer', `/cases/${ids.caseId}/lots/${ids.caseLotId}`);
  await expect(page.getByRole('heading', { name: /^Lot / })).toBeVisible();
  await reporterLoaded(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await interactionTimed(page);
  await hide(page);

  const route = '/cases/:caseId/lots/:lotId';
  const found = await reportsOf(request, route, ['LCP', 'TTFB', 'CLS', 'INP']);
  const inp = found.find((r) => r.name === 'INP')!;
  expect(inp.value).toBeGreaterThanOrEqual(0);
  // The element under the pointer (the button, or its avatar or name), as a short selector.
  expect(inp.target).toMatch(/^[\w#.>-]+$/);
  expectNoAddresses(found, ids.caseId, ids.caseLotId);
  // Nothing of the user: no name, e-mail, id or token.
  const text = JSON.stringify(found);
  expect(text).not.toMatch(/auctioneer|@|token|Bearer|userId|accessToken/i);
  for (const r of found) expect(Object.keys(r).filter((key) => !FIELDS.has(key))).toEqual([]);
});
