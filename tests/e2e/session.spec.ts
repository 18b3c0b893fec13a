import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, sim, test } from './fixtures';

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

test('two tabs loading at once with expired tokens and a slow token endpoint refresh once and stay signed in, 20 times over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tabs = await twoTabs(page);
  const started = await stats(request);
  for (let storm = 1; storm <= 20; storm++) {
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
