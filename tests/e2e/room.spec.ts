import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { autoLot, expect, sim, startSession, test } from './fixtures';

/** A bidder in their own browser context, signed in and on the lot page. */
async function bidderOn(browser: Browser, userName: string, lotId: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSession(page, userName);
  await page.goto(`/details/${lotId}`);
  await expect(page.getByRole('region', { name: /^Live lot / })).toBeVisible();
  return page;
}

const room = (page: Page) => page.getByRole('region', { name: /^Live lot / });

async function join(page: Page, amount: string) {
  await room(page).getByRole('button', { name: 'Join Auction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Auction' });
  await dialog.getByLabel('Purchase profile').click();
  // The profiles load when the modal opens; pick the first once the list shows.
  const option = page.locator('.ant-select-item-option').first();
  await expect(option).toBeVisible();
  const name = (await option.textContent())!;
  // The first option is active: Enter picks it (a click can land while the list still animates).
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(name);
  await dialog.getByLabel('Amount to lock').fill(amount);
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog).toBeHidden();
}

const latest = (page: Page, lotId: number) => page.getByTestId(`latest-${lotId}`);
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The tab comes back into view: the page re-reads the server clock (after the simulator's clock moved). */
const refocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('two bidders bid against each other: extension, countdown, WINNER! and The winner has been declared!', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lot = await autoLot(request);
  const alice = await bidderOn(browser, 'bidder', lot.id);
  const bob = await bidderOn(browser, 'bidder2', lot.id);
  await join(alice, '100000');
  await join(bob, '100000');

  const first = lot.openingPrice + lot.minBidIncrements;
  await room(alice).getByRole('button', { name: 'Start With Opening Amount' }).click();
  await expect(latest(bob, lot.id)).toHaveText(money(first));
  await expect(room(bob).getByLabel(/Your bid/)).toHaveValue(String(first + lot.minBidIncrements));
  await room(bob).getByRole('button', { name: 'Place Bid' }).click();
  await expect(latest(alice, lot.id)).toHaveText(money(first + lot.minBidIncrements));
  await expect(
    room(alice).getByRole('status').filter({ hasText: 'You have been outbid' }),
  ).toHaveCount(1);

  // 90 seconds before the stop time a bid extends the auction by its extra time (2 minutes).
  const stop = new Date(lot.stopTime!).getTime();
  const { now } = await sim(request, 'clock', {});
  await sim(request, 'clock', { advanceMs: stop - new Date(now).getTime() - 90_000 });
  await room(alice).getByRole('button', { name: 'Place Bid' }).click();
  await expect(bob.getByText('Auction has been extended by 2 minute(s)!')).toBeVisible();
  await expect(alice.getByText('Auction has been extended by 2 minute(s)!')).toBeVisible();
  const winning = first + 2 * lot.minBidIncrements;
  await expect(latest(bob, lot.id)).toHaveText(money(winning));

  // Move to 6 seconds before the new stop time: the final seconds show large, then the lot ends.
  await sim(request, 'clock', { advanceMs: 120_000 + 90_000 - 6_000 });
  await refocus(alice);
  await refocus(bob);
  await expect(bob.locator('.room-final')).toBeVisible();
  await expect(room(alice).getByText('WINNER!')).toBeVisible({ timeout: 20_000 });
  await expect(room(bob).getByText('The winner has been declared!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(room(bob).getByText('WINNER!')).toHaveCount(0);
});

test('a stream drop shows the banner and recovers with the same bids; a double click bids once', async ({
  browser,
  request,
}) => {
  const lot = await autoLot(request);
  const page = await bidderOn(browser, 'bidder', lot.id);
  await join(page, '100000');
  const bids = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
  await room(page).getByRole('button', { name: 'Start With Opening Amount' }).dblclick();
  await expect(bids).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(bids).toHaveCount(1);

  // The banner shows over the page: nothing on it moves while the connection is down.
  const top = async () => (await room(page).boundingBox())!.y;
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await top();
  await sim(request, 'stream/drop');
  await expect(
    page.getByText('Connection lost. Reconnecting to the live auction...'),
  ).toBeVisible();
  expect(await top()).toBe(before);
  await expect(page.getByText('Connection lost. Reconnecting to the live auction...')).toBeHidden({
    timeout: 15_000,
  });
  await expect(bids).toHaveCount(1);
  await expect(latest(page, lot.id)).toHaveText(money(lot.openingPrice + lot.minBidIncrements));

  expect(await axeViolations(page)).toEqual([]);
});
