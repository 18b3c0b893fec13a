import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { addAndPublishLot, createAuction, expect, notice, startSession, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './screenWidth';

/** A phone's browser context signed in as `userName`. */
async function onPhone(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })).newPage();
  await startSession(page, userName);
  return page;
}

/** The top edge of an element on the page (not the screen), for the order sections read in. */
const topOf = async (target: Locator) => {
  const box = await target.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!.y;
};

/** The main menu opens from the header's menu button and holds `entry`; choosing it opens it. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(drawer).toBeHidden();
}

test('an auctioneer on a phone opens a case, publishes a lot and starts it from the control room', async ({
  browser,
}) => {
  test.slow();
  const page = await onPhone(browser, 'auctioneer');

  // A case from the list: its heading, stage and tabs, nothing past the screen's edge.
  await page.goto('/dashboard');
  await openFromMenu(page, 'Cases');
  await expect(page).toHaveURL(/\/cases(\?|$)/);
  await page
    .getByRole('link', { name: /^Open case / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Case stage: / })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Case Documents' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'case page');

  // A new auction gets a lot, published.
  const auctionId = await createAuction(page);
  const lotId = await addAndPublishLot(page);
  await expectNoSidewaysScroll(page, 'auction page');

  // The control room: the lot with Start first, then the bid-for-a-bidder form, then the lists.
  await page.getByRole('button', { name: 'Start Auction' }).click();
  await expect(page).toHaveURL(new RegExp(`/auctions/${auctionId}/auctioneer/${lotId}$`));
  const lot = page.getByRole('region', { name: 'Lot', exact: true });
  const start = lot.getByRole('group', { name: 'Lot controls' }).getByRole('button', {
    name: /^Start/,
  });
  await expect(start).toBeEnabled();
  await expect(start).toBeInViewport();
  const order = [
    lot,
    page.getByRole('region', { name: 'Bid for a bidder' }),
    page.getByRole('region', { name: 'Bids' }),
    page.getByRole('region', { name: 'Add bidder' }),
  ];
  const tops = await Promise.all(order.map(topOf));
  expect(tops, 'lot, bid for a bidder, bids, add bidder').toEqual([...tops].sort((a, b) => a - b));
  await expectNoSidewaysScroll(page, 'control room');

  await start.tap();
  await expect(notice(page, 'Lot started.')).toBeVisible();
  await expect(
    lot.getByRole('group', { name: 'Lot controls' }).getByRole('button', { name: /^Stop alert/ }),
  ).toBeEnabled();
});

test('a client on a phone opens a case from the dashboard and downloads one of its documents', async ({
  browser,
}) => {
  const page = await onPhone(browser, 'client');
  await page.goto('/dashboard');
  // The newest case of the seed has no documents yet (its file number says so): the next one.
  await page
    .getByRole('row')
    .filter({ hasNotText: 'F-EMPTY' })
    .getByRole('link', { name: /^Open case / })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
  await expectNoSidewaysScroll(page, 'client case page');

  await page.getByRole('tab', { name: 'Case Documents' }).tap();
  const documents = page.getByRole('table', { name: 'Case documents' });
  const file = documents.locator('tbody a[download]').first();
  await expect(file).toBeVisible();
  const name = await file.getAttribute('download');
  const [download] = await Promise.all([page.waitForEvent('download'), file.tap()]);
  expect(download.suggestedFilename()).toBe(name);
  const saved = await readFile((await download.path())!);
  // The document as stored: a PDF (its header and end-of-file marker).
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  await expectNoSidewaysScroll(page, 'client case documents');
});

test('an administrator on a phone reads the dashboard, opens a pending company and approves it', async ({
  browser,
}) => {
  const page = await onPhone(browser, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The totals and the balances table are in; the sums of money are whole on their cards.
  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem')).toHaveCount(7);
  const balances = page.getByRole('table', { name: 'Outstanding Balances' });
  await expect(balances.locator('tbody tr[data-row-key]').first()).toBeVisible();
  for (const item of await totals.getByRole('listitem').all()) {
    const cut = await item.evaluate((el) => {
      const value = el.querySelector('.ant-statistic-content');
      return !!value && value.getBoundingClientRect().right > el.getBoundingClientRect().right;
    });
    expect(cut, `${await item.textContent()} fits its card`).toBe(false);
  }
  await expect(page.getByRole('region', { name: 'Outstanding Balances' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectNoSidewaysScroll(page, 'admin dashboard');

  // A pending company from the menu's Companies, approved.
  await openFromMenu(page, 'Companies');
  await expect(page).toHaveURL(/\/admin\/companies/);
  await page.getByRole('combobox', { name: 'Status' }).tap();
  await page.locator('.ant-select-item-option[title="Pending"]').tap();
  await expect(page).toHaveURL(/status=Pending/);
  await page
    .getByRole('table', { name: 'Companies' })
    .getByRole('link', { name: 'Bluestem Auction Company' })
    .tap();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bluestem Auction Company' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'company page');
  await page
    .getByRole('group', { name: 'Company actions' })
    .getByRole('button', { name: 'Approve' })
    .tap();
  await page
    .locator('.ant-popover')
    .filter({ hasText: 'Are you sure to approve the company?' })
    .getByRole('button', { name: 'Yes' })
    .tap();
  await expect(notice(page, 'Successfully approved the company!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
