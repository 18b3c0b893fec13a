import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, sim, startSession, test } from './fixtures';

interface Stats {
  refreshes: number;
  refused: number;
}

const stats = async (request: APIRequestContext): Promise<Stats> =>
  (await request.get('/__sim/stats')).json();

/** A page of the bidder's own that loads with authenticated calls. */
const PROFILES = '/account/purchase';
/**
 * The page has loaded its data. These journeys load two tabs at once beside two other such
 * journeys, after a refresh that may wait out its backoff (1.5 s): a full load took up to 12 s
 * on a slow host. What they check is that the session holds, not how fast a page loads.
 */
const PAGE_LOADED = { timeout: 25_000 };
const profilesShown = (page: Page) =>
  expect(page.getByText('Brooks Holdings LLC', { exact: true })).toBeVisible(PAGE_LOADED);

/** Two pages of one browser (shared cookies), signed in as the bidder. */
async function twoTabs(page: Page) {
  await signIn(page, 'bidder');
  await expect(page).not.toHaveURL(/\/login$/);
  const other = await page.context().newPage();
  await Promise.all([page.goto(PROFILES), other.goto(PROFILES)]);
  await Promise.all([profilesShown(page), profilesShown(other)]);
  return [page, other] as const;
}

test('two tabs loading at once with expired tokens and a slow token endpoint refresh once and stay signed in, 8 times over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tabs = await twoTabs(page);
  const started = await stats(request);
  for (let storm = 1; storm <= 8; storm++) {
    await sim(request, 'tokens/expire');
    await sim(request, 'faults', { match: '/connect/token', delayMs: 600, count: 2 });
    await Promise.all(tabs.map((tab) => tab.goto(PROFILES, { waitUntil: 'commit' })));
    await Promise.all(tabs.map(profilesShown));
    for (const tab of tabs) expect(new URL(tab.url()).pathname).toBe(PROFILES);
    const now = await stats(request);
    expect({ refreshes: now.refreshes, refused: now.refused }, `storm ${storm}`).toEqual({
      refreshes: started.refreshes + storm,
      refused: started.refused,
    });
    await request.delete('/__sim/faults');
  }
});

test('a token endpoint answering 503 does not sign the user out', async ({ page, request }) => {
  const tabs = await twoTabs(page);
  await sim(request, 'tokens/expire');
  // Unavailable for two attempts: the third, after the backoff, goes through.
  await sim(request, 'faults', { match: '/connect/token', status: 503, count: 2 });
  await Promise.all(tabs.map((tab) => tab.goto(PROFILES)));
  await Promise.all(tabs.map(profilesShown));
  expect(await stats(request)).toMatchObject({ refreshes: 1, refused: 0 });

  // Unavailable for longer than the backoff: the page shows the failure, the session stays.
  await sim(request, 'tokens/expire');
  await sim(request, 'faults', { match: '/connect/token', status: 503, count: 50 });
  await page.goto(PROFILES);
  await expect(page.getByText('Server is under deployment! - 503').first()).toBeVisible(
    PAGE_LOADED,
  );
  await expect(page).not.toHaveURL(/\/login$/);
  await request.delete('/__sim/faults');
  await page.goto(PROFILES);
  await profilesShown(page);
  expect(await stats(request)).toMatchObject({ refreshes: 2, refused: 0 });
});

test('signing out in one tab sends the other to the sign-in page', async ({ page }) => {
  const [first, second] = await twoTabs(page);
  await first.getByRole('button', { name: /User menu$/ }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});

test('another user signing in underneath a tab makes it reload as that user', async ({
  page,
  browser,
}) => {
  const [, second] = await twoTabs(page);
  const menu = (tab: Page) => tab.getByRole('button', { name: /User menu$/ });
  const before = await menu(second).getAttribute('aria-label');
  // Another tab signs in as someone else: the shared cookies now hold that user.
  const elsewhere = await browser.newContext();
  const signingIn = await elsewhere.newPage();
  await signIn(signingIn, 'bidder2');
  await expect(menu(signingIn)).toBeVisible();
  const after = await menu(signingIn).getAttribute('aria-label');
  expect(after).not.toBe(before);
  await page.context().addCookies(await elsewhere.cookies());
  await elsewhere.close();
  // Coming back to the tab, it shows the user the cookies hold.
  await second.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(menu(second)).toHaveAttribute('aria-label', after!);
  // Nothing of the first user is left on it.
  await expect(second.getByText('Brooks Holdings LLC', { exact: true })).toBeHidden();
});

/** A page with the user menu that makes no call in the user's name while it stays open. */
const QUIET_PAGE = '/help-center';

/** The token cookies the browser holds. */
const tokenCookies = async (page: Page) =>
  (await page.context().cookies())
    .filter((c) => ['accessToken', 'refreshToken'].includes(c.name))
    .map((c) => c.name);

const logout = async (tab: Page) => {
  await tab.getByRole('button', { name: /User menu$/ }).click();
  await tab.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(tab).toHaveURL(/\/login$/);
};

/**
 * Tab A opens a page with expired tokens: its refresh is held at the token endpoint. Resolves
 * once the refresh is in flight, with the promise of its answer (`release` lets it go on).
 */
async function refreshInFlight(page: Page, request: APIRequestContext) {
  await sim(request, 'tokens/expire');
  await sim(request, 'faults', { match: '/connect/token', hold: true, count: 1 });
  const asked = page.waitForRequest(/\/connect\/token$/);
  const answered = page.waitForResponse(/\/connect\/token$/);
  await page.goto(PROFILES, { waitUntil: 'commit' });
  await asked;
  // Wrapped: an async function returning the promise itself would wait for the answer.
  return { answered };
}

/** Lets the held refresh go on at the token endpoint. */
async function release(request: APIRequestContext) {
  await expect.poll(async () => (await sim(request, 'faults/release')).released as number).toBe(1);
}

test('a refresh that answers after a sign-out in another tab brings no token back, 6 times over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const other = await page.context().newPage();
  for (let round = 1; round <= 6; round++) {
    // Tab A leaves the app first: on the sign-in page it would reload on seeing the new session.
    await page.goto('about:blank');
    await startSession(page, 'bidder');
    // Tab B waits on a page of its own that asks the server nothing in the user's name.
    await other.goto(QUIET_PAGE);
    await expect(other.getByRole('button', { name: /User menu$/ })).toBeVisible();
    // Every other round the sign-out cannot reach the server: the late refresh then succeeds
    // there, and only the app can keep its answer out of the cookies.
    const offline = round % 2 === 1;
    if (offline) await other.route('**/connect/revocation', (route) => route.abort());
    const { answered } = await refreshInFlight(page, request);
    await logout(other);
    await release(request);
    const answer = await answered;
    if (offline) expect(answer.ok(), `round ${round}: the late refresh succeeded`).toBe(true);
    await expect(page, `round ${round}`).toHaveURL(/\/login$/);
    // What the late answer could write has had its moment: nothing is there, nor comes later.
    await page.waitForTimeout(300);
    expect(await tokenCookies(page), `round ${round}`).toEqual([]);
    if (offline) await other.unroute('**/connect/revocation');
  }
});

test('a refresh that answers after another user signed in leaves each tab that user alone', async ({
  page,
  request,
}) => {
  const other = await page.context().newPage();
  await startSession(page, 'bidder');
  await other.goto(QUIET_PAGE);
  await expect(other.getByRole('button', { name: /User menu$/ })).toBeVisible();
  await other.route('**/connect/revocation', (route) => route.abort());
  const { answered } = await refreshInFlight(page, request);
  // On the shared computer the next person signs in while tab A's refresh is still out.
  await logout(other);
  await signIn(other, 'bidder2');
  await expect(other).not.toHaveURL(/\/login$/);
  const menu = (tab: Page) => tab.getByRole('button', { name: /User menu$/ });
  const second = await menu(other).getAttribute('aria-label');
  // Tab A followed the sign-in by loading again, so its refresh is answered to nobody; the
  // answer may still come late to a tab that did not.
  await release(request);
  void answered.catch(() => undefined);
  // The second user keeps their own tokens: their page loads their data, not the first user's.
  const ownData = (tab: Page) =>
    expect(tab.getByRole('main').getByText('Casey Nguyen', { exact: true }).first()).toBeVisible(
      PAGE_LOADED,
    );
  await other.goto(PROFILES);
  await ownData(other);
  await expect(menu(other)).toHaveAttribute('aria-label', second!);
  await expect(other.getByText('Brooks Holdings LLC', { exact: true })).toBeHidden();
  // Tab A follows: it shows the user the cookies hold, never the first one's data.
  await page.goto(PROFILES);
  await ownData(page);
  await expect(menu(page)).toHaveAttribute('aria-label', second!);
  await expect(page.getByText('Brooks Holdings LLC', { exact: true })).toBeHidden();
});
