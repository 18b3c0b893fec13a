import type { Browser, Page } from '@playwright/test';
import { expect, openManualAuction, startSession, test } from './fixtures';

/** What a role that may not run a control room reads there (designed). */
const NO_ACCESS = 'You have no permission to run or watch this live auction.';
const WHY =
  "The control room and the TV view are for the auction host's auctioneers and employees.";
/** How long the page is watched for Subscribe calls, and how many it may make in that time. */
const WATCH_MS = 30_000;
const MAX_SUBSCRIBES = 3;

/** A page of `userName` on `path`, counting the requests whose URL holds `Subscribe` from the start. */
async function watched(browser: Browser, userName: string, path: string) {
  const page: Page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await startSession(page, userName);
  const subscribes = { count: 0 };
  page.on('request', (r) => {
    if (r.url().includes('Subscribe')) subscribes.count++;
  });
  await page.goto(path);
  return { page, subscribes };
}

test('client, attorney and admin on a control-room address: why not, no lot controls, at most 3 Subscribe calls in 30 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auction = await openManualAuction(request);
  const lot = auction.lots.find((l) => l.status === 'Listed' && l.startedTime && !l.stoppedTime)!;
  const path = `/auctions/${auction.id}/auctioneer/${lot.id}`;
  const visitors = await Promise.all(
    ['client', 'attorney', 'admin'].map((userName) => watched(browser, userName, path)),
  );
  for (const { page } of visitors) {
    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await expect(page.getByText(WHY)).toBeVisible();
  }
  await visitors[0].page.waitForTimeout(WATCH_MS);
  for (const { page, subscribes } of visitors) {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^(Start|Stop alert|Cancel alert|Stop)\b/ }),
    ).toHaveCount(0);
    await expect(page.getByText(/Connection lost/)).toHaveCount(0);
    expect(subscribes.count).toBeLessThanOrEqual(MAX_SUBSCRIBES);
  }
});
