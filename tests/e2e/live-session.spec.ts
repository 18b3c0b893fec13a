import type { Browser, Page } from '@playwright/test';
import { autoLot, expect, joinAndWait, money, signIn, sim, test } from './fixtures';

/** Reconnects must be back, with the lot's state applied, within this long of a drop. */
const RECONNECT_BUDGET_MS = 5000;
const RECONNECTING = 'Connection lost. Reconnecting to the live auction...';
const OFFLINE = 'You are offline from the live auction. Please sign in again to continue.';

/** One signed-in user in a browser context of their own, on `path`. */
async function signedIn(browser: Browser, userName: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, userName);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(path);
  return page;
}

/** Resolves with the next Subscribe call the page makes that the server accepted. */
const nextSubscribe = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/auction.AuctionSubscription/Subscribe') && r.status() === 200,
  );

test('with 8-second tokens the room and the control room outlive expiry and a drop, and the next bid shows on both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await sim(request, 'config', { accessTokenSeconds: 8 });
  const lot = await autoLot(request);
  const bidder = await signedIn(browser, 'bidder', `/details/${lot.id}`);
  const room = await joinAndWait(bidder);
  const control = await signedIn(
    browser,
    'auctioneer',
    `/auctions/${lot.auctionId}/auctioneer/${lot.id}`,
  );
  const bid = room.getByRole('button', { name: 'Start With Opening Amount' });
  await expect(bid).toBeEnabled();
  await expect(control.getByTestId(`latest-${lot.id}`)).toHaveText(money(lot.openingPrice));

  // Past the access token's lifetime, with no REST call in between.
  await bidder.waitForTimeout(9_000);

  const resubscribed = Promise.all([nextSubscribe(bidder), nextSubscribe(control)]);
  const dropped = Date.now();
  const { dropped: streams } = (await sim(request, 'stream/drop')) as { dropped: number };
  expect(streams).toBeGreaterThanOrEqual(2);
  await resubscribed;
  await expect(bid).toBeEnabled({ timeout: RECONNECT_BUDGET_MS });
  await expect(bidder.getByText(RECONNECTING)).toBeHidden({ timeout: RECONNECT_BUDGET_MS });
  await expect(control.getByText(RECONNECTING)).toBeHidden({ timeout: RECONNECT_BUDGET_MS });
  const reconnectMs = Date.now() - dropped;
  test.info().annotations.push({ type: 'reconnect ms', description: String(reconnectMs) });
  console.log(`reconnected ${reconnectMs} ms after the drop`);
  expect(reconnectMs).toBeLessThan(RECONNECT_BUDGET_MS);
  await expect(bidder.getByText(OFFLINE)).toHaveCount(0);
  await expect(control.getByText(OFFLINE)).toHaveCount(0);

  const first = money(lot.openingPrice + lot.minBidIncrements);
  await bid.click();
  await expect(room.getByTestId(`latest-${lot.id}`)).toHaveText(first);
  await expect(control.getByTestId(`latest-${lot.id}`)).toHaveText(first);
});

test('a refused refresh ends the session once: the live room stops reconnecting and the user signs in again', async ({
  browser,
  request,
}) => {
  const lot = await autoLot(request);
  const page = await signedIn(browser, 'bidder', '/dashboard');
  const subscribed = nextSubscribe(page);
  await page.goto(`/details/${lot.id}`);
  await subscribed;
  let subscribes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/auction.AuctionSubscription/Subscribe')) subscribes++;
  });
  let signInPages = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && /\/login$/.test(f.url())) signInPages++;
  });

  // The refresh token is no longer valid and the access token has gone.
  const context = page.context();
  const origin = new URL(page.url()).origin;
  await context.clearCookies({ name: 'accessToken' });
  await context.addCookies([{ name: 'refreshToken', value: 'revoked', url: origin }]);
  await sim(request, 'stream/drop');

  // The room goes offline (the token-expired note) and the session ends: sign in again, once.
  await expect(page).toHaveURL(/\/login$/);
  const after = subscribes;
  await page.waitForTimeout(3000);
  expect(subscribes).toBe(after);
  expect(signInPages).toBe(1);
  await expect(page).toHaveURL(/\/login$/);
});

test('a bid left unanswered frees Place Bid after its timeout and shows the catalogue message', async ({
  browser,
  request,
}) => {
  const lot = await autoLot(request);
  const page = await signedIn(browser, 'bidder', `/details/${lot.id}`);
  const room = await joinAndWait(page);
  const bid = room.getByRole('button', { name: 'Start With Opening Amount' });
  await expect(bid).toBeEnabled();
  // The bid call never gets an answer.
  await page.route('**/api/auctions/*/lots/*/bids', () => {});
  await bid.click();
  await expect(bid).toBeDisabled();
  await expect(page.getByText('Error occurred while requesting!')).toBeVisible({
    timeout: 12_000,
  });
  await expect(bid).toBeEnabled();
});
