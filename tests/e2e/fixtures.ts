import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { loadEnv } from 'vite';
import { serverUrl } from './servers';

export const PASSWORD = 'Demo1234';

/** Calls a simulator control under /__sim/. */
export async function sim(request: APIRequestContext, path: string, body: unknown = {}) {
  const res = await request.post(`/__sim/${path}`, { data: body });
  expect(res.ok(), `POST /__sim/${path}`).toBeTruthy();
  return res.json();
}

/**
 * Signs in through the sign-in form (already on a sign-in page, or from /login). A visitor's
 * /login is a prerendered page the app adopts once the visitor first uses it: here a key starts
 * it and the form is used once adopted (using it before is tested in public.spec.ts).
 */
export async function signIn(
  page: Page,
  userName: string,
  password = PASSWORD,
  { from = '/login' } = {},
) {
  if (!/\/(admin\/)?login$/.test(new URL(page.url(), 'http://x').pathname)) await page.goto(from);
  await page.keyboard.press('Shift');
  // As long as loading the app took when it started with the page (the navigation's limit).
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The cookies a sign-in leaves that are not tokens: who the user is (names, id, roles) and the device. */
const TOKEN_COOKIES = new Set(['accessToken', 'refreshToken', 'accessExpiry']);
const identities = new Map<string, Cookie[]>();
const { VITE_CLIENT_ID: CLIENT_ID, VITE_CLIENT_SECRET: CLIENT_SECRET } = loadEnv(
  'development',
  process.cwd(),
  'VITE_',
);

/** Where each role lands after signing in. */
const firstScreen = (userName: string) =>
  userName === 'admin' ? '/admin/dashboard' : '/dashboard';

/**
 * Gives the page's browser context a fresh session of `userName`, as a sign-in leaves it. The
 * first time for each user the sign-in form does it (in a context of its own); later the token
 * endpoint issues new tokens for the same identity and device, which is what that form does too.
 * Tests of signing in itself use `signIn`.
 */
export async function startSession(page: Page, userName: string, password = PASSWORD) {
  const base = serverUrl(test.info().parallelIndex);
  let identity = identities.get(userName);
  if (!identity) {
    const context = await page.context().browser()!.newContext();
    const form = await context.newPage();
    await signIn(form, userName, password, {
      from: userName === 'admin' ? '/admin/login' : '/login',
    });
    await expect(form).toHaveURL(firstScreen(userName));
    identity = (await context.cookies()).filter((c) => !TOKEN_COOKIES.has(c.name));
    identities.set(userName, identity);
    await context.close();
  }
  const deviceId = identity.find((c) => c.name === 'deviceId')?.value ?? '';
  const res = await page.request.post(`${base}/connect/token`, {
    form: {
      grant_type: 'password',
      username: userName,
      password,
      device_id: deviceId,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    },
  });
  expect(res.ok(), `sign-in of ${userName}`).toBeTruthy();
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  await page
    .context()
    .addCookies([
      ...identity,
      { name: 'accessToken', value: tokens.access_token, url: base },
      { name: 'refreshToken', value: tokens.refresh_token, url: base },
    ]);
}

/** A new browser context (its own cookies) with a session of `userName`, on `path` (its first screen by default). */
export async function signedIn(browser: Browser, userName: string, path?: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await startSession(page, userName);
  await page.goto(path ?? firstScreen(userName));
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/**
 * Chooses an option of a searchable select: types, waits for the option, takes it with Enter
 * and checks the select shows it.
 */
export async function pick(scope: Locator, label: string, typed: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  await expect(field).toBeEnabled();
  await field.click();
  await field.fill(typed);
  await expect(scope.page().locator(`.ant-select-item-option[title="${option}"]`)).toBeVisible();
  await field.press('Enter');
  // The select's content (the input's parent) carries the chosen option as its title.
  await expect(field.locator('..')).toHaveAttribute('title', option);
}

/**
 * Continue in browser on the phone's app prompt, until the prompt is gone: it fades out over 1 s,
 * before the app has started as after (prerender/promptInPage.ts).
 */
export async function continueInBrowser(page: Page) {
  await page.getByRole('button', { name: 'Continue in browser' }).click();
  await expect(page.getByTestId('app-prompt')).toHaveCount(0, { timeout: 3_000 });
}

/** A success notice (not the activity log entry of the same words). */
export const notice = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** The bidder's session in this page's context, on the dashboard. */
export async function signInBidder(page: Page) {
  await startSession(page, 'bidder');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
}

/** A running lot as `GET /__sim/live-lots` lists it. */
export interface LiveLot {
  id: number;
  auctionId: number;
  startType: 'Auto' | 'Manual';
  isTest: boolean;
  stopTime: string | null;
  openingPrice: number;
  minBidIncrements: number;
}

/** A running lot of an automatic auction that is not the test auction. */
export async function autoLot(request: APIRequestContext): Promise<LiveLot> {
  const lots = (await (await request.get('/__sim/live-lots')).json()) as LiveLot[];
  return lots.find((l) => l.startType === 'Auto' && !l.isTest && l.stopTime)!;
}

/** Each page's requests not answered yet, with when they were sent. */
type RequestsInFlight = Map<Request, number>;

/** The page a request was sent from (none for a service worker's). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** What each page logged (its console and uncaught errors). */
const pageLogs = new WeakMap<Page, string[]>();
function logged(page: Page | null): string[] {
  if (!page) return [];
  const lines = pageLogs.get(page) ?? [];
  pageLogs.set(page, lines);
  return lines;
}

/** Keeps the context's requests in `inFlight` until they are answered or fail. */
function watch(context: BrowserContext, inFlight: RequestsInFlight): BrowserContext {
  context.on('request', (r) => inFlight.set(r, Date.now()));
  context.on('requestfinished', (r) => inFlight.delete(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  context.on('console', (m) => {
    const page = m.page();
    if (page && m.type() !== 'debug') logged(page).push(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  context.on('weberror', (e) => logged(e.page()).push(`uncaught: ${String(e.error())}`));
  context.on('close', () => {
    for (const r of inFlight.keys()) if (pageOf(r)?.context() === context) inFlight.delete(r);
  });
  return context;
}

/** Prints each page's address, the start of its text and the requests it still waits for. */
async function reportPages(contexts: BrowserContext[], inFlight: RequestsInFlight) {
  const now = Date.now();
  for (const page of contexts.flatMap((c) => c.pages())) {
    const text = await page
      .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300) ?? '')
      .catch((e: unknown) => `(unreadable: ${String(e)})`);
    const waiting = [...inFlight]
      .filter(([r]) => pageOf(r) === page)
      .map(([r, at]) => `    ${r.method()} ${r.url()} for ${now - at} ms`);
    const logs = logged(page).map((line) => `    ${line}`);
    const lines = [`[page] ${page.url()}`, `  shows: ${text}`, '  waiting for:', ...waiting];
    console.log([...lines, '  logged:', ...logs].join('\n'));
  }
}

/**
 * Every test runs against its worker's own simulator and starts from the seed, and the browser
 * contexts it opened itself (a second user, a visitor) close when it ends: a page left open would
 * keep its live stream, timers and token refresh running into the next tests on that server.
 */
export const test = base.extend<
  { resetSim: void; closeOpenedContexts: void },
  { trackRequests: RequestsInFlight }
>({
  trackRequests: [
    async ({ browser }, use) => {
      const inFlight: RequestsInFlight = new Map();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watch(await newContext(options), inFlight);
      await use(inFlight);
    },
    { scope: 'worker', auto: true },
  ],
  // A test that failed or ran out of time says what each of its pages showed and was still
  // waiting for: a screen left on its loading state shows which answer never came. The test's
  // own context is reported as it closes; the ones it opened itself before they are closed.
  context: async ({ context, trackRequests }, provide, testInfo) => {
    watch(context, trackRequests);
    await provide(context);
    if (testInfo.status !== testInfo.expectedStatus) await reportPages([context], trackRequests);
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(serverUrl(testInfo.parallelIndex)),
  resetSim: [
    async ({ request }, use) => {
      await sim(request, 'reset');
      await use();
    },
    { auto: true },
  ],
  closeOpenedContexts: [
    async ({ browser, trackRequests }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      if (testInfo.status !== testInfo.expectedStatus) await reportPages(opened, trackRequests);
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});

/** Joins the lot page's live lot with the first purchase profile and $100,000 locked; returns the lot's region. */
export async function joinAndWait(page: Page) {
  const room = page.getByRole('region', { name: /^Live lot / }).first();
  await room.getByRole('button', { name: 'Join Auction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Auction' });
  await dialog.getByLabel('Purchase profile').click();
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Amount to lock').fill('100000');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog).toBeHidden();
  return room;
}

/**
 * Create Auction with the defaults (Online, Manual, the next 5-minute mark), confirming another
 * auction at the same time. A dialog opened just before a 5-minute mark offers a start that has
 * passed by the time it is saved: that one is refused and the dialog opened again.
 */
export async function createAuction(page: Page): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    await page.goto('/auctions');
    await page.getByRole('button', { name: 'Create Auction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Auction' });
    await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Manual' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('heading', { name: /Auction #\d+/ });
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    const past = page.getByText('Auction start time cannot be in the past!').first();
    await expect(created.or(proceed).or(past).first()).toBeVisible({ timeout: 15_000 });
    if (await proceed.isVisible()) await proceed.click();
    else if (attempt === 1 && (await past.isVisible())) continue;
    await expect(page).toHaveURL(/\/auctions\/\d+$/);
    return Number(/\/auctions\/(\d+)$/.exec(page.url())![1]);
  }
}

/** Money as the live views show it. */
/**
 * On a new auction's page: Add lots with the company's first Draft lot, then Publish it (the info
 * dialog about prices not given yet lets it proceed). Returns the lot's id.
 */
export async function addAndPublishLot(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Add lots' }).click();
  const add = page.getByRole('dialog', { name: 'Add lots' });
  await add
    .getByRole('checkbox', { name: /^Select \d/ })
    .first()
    .check();
  await add.getByRole('button', { name: 'Add 1 lot' }).click();
  await expect(add).toBeHidden();
  // The auctions list the auctioneer came from is kept in the page, hidden: the row that shows.
  const row = page.locator('tr[data-row-key]').filter({ visible: true }).first();
  await expect(row).toContainText('Draft');
  const lotId = Number(await row.getAttribute('data-row-key'));
  await row.getByRole('button', { name: 'Publish lot 1' }).click();
  const later = page.getByRole('button', { name: 'Will Provide Later' });
  await Promise.race([
    expect(row).toContainText('Published', { timeout: 15_000 }),
    later.waitFor({ timeout: 15_000 }).then(() => later.click()),
  ]).catch(() => undefined);
  await expect(row).toContainText('Published');
  return lotId;
}

export const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The manual-lot journey shared by the control-room runs: two bidders bid against each
 * other, the auctioneer sends a stop alert, cancels it, sends it again and stops once the
 * last bid is 10 s old; the TV shows SOLD TO the winning paddle and the bidders their result.
 */
export async function bidAlertAndStop(
  request: APIRequestContext,
  rooms: { control: Page; tv: Page; alice: Locator; bob: Locator },
  lot: { id: number; openingPrice: number; minBidIncrements: number },
) {
  const { control, tv, alice, bob } = rooms;
  const first = lot.openingPrice + lot.minBidIncrements;
  await alice.getByRole('button', { name: 'Start With Opening Amount' }).click();
  await expect(bob.getByTestId(`latest-${lot.id}`)).toHaveText(money(first));
  await bob.getByRole('button', { name: 'Place Bid' }).click();
  const winning = money(first + lot.minBidIncrements);
  await expect(tv.locator('.tv-top')).toHaveText(winning);
  await expect(tv.getByRole('list', { name: 'Next bids' })).toContainText(money(first));
  await expect(control.locator('.control-top-bid')).toHaveText(winning);

  await control.getByRole('button', { name: /^Stop alert/ }).click();
  await expect(alice.locator('.room-final')).toBeVisible();
  await control.getByRole('button', { name: /^Cancel alert/ }).click();
  await expect(alice.locator('.room-final')).toBeHidden();
  await sim(request, 'clock', { advanceMs: 15_000 });
  await control.getByRole('button', { name: /^Stop alert/ }).click();
  await expect(tv.locator('.live-final')).toBeVisible();
  await control.getByRole('button', { name: /^Stop( X)?$/ }).click();

  const sold = (await control
    .locator('.control-box .control-sold, .ant-modal .control-sold')
    .first()
    .textContent())!;
  expect(sold).toMatch(/^SOLD TO \d+$/);
  await expect(tv.getByText(sold)).toBeVisible();
  await expect(bob.getByText('WINNER!')).toBeVisible();
  await expect(alice.getByText('The winner has been declared!')).toBeVisible();
}

export { expect };

/** An auction as `GET /__sim/auctions` lists it. */
export interface SimAuction {
  id: number;
  startType: 'Auto' | 'Manual';
  isOpen: boolean;
  isFinished: boolean;
  isCancelled: boolean;
  isTest: boolean;
  lots: {
    id: number;
    lotNumber: number;
    status: string;
    startedTime: string | null;
    stoppedTime: string | null;
    openingPrice: number;
    minBidIncrements: number;
  }[];
}

/** The open manual auction that is not the test auction, as `GET /__sim/auctions` lists it. */
export async function openManualAuction(request: APIRequestContext): Promise<SimAuction> {
  const auctions = (await (await request.get('/__sim/auctions')).json()) as SimAuction[];
  return auctions.find((a) => a.startType === 'Manual' && a.isOpen && !a.isTest)!;
}
