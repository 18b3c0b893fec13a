import type { Page, Request } from '@playwright/test';
import { expect, startSession, test } from './fixtures';

/** The browser asks to save data: nothing loads ahead of the click. */
const SAVE_DATA = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
};

const isChunk = (r: Request) =>
  r.resourceType() === 'script' && /\/assets\/[^/]+\.js$/.test(r.url());
const name = (r: Request) => new URL(r.url()).pathname.split('/').pop()!;

/** Every request the page makes from now on, with when it started (ms since the page's start). */
function recordRequests(page: Page) {
  const seen: { request: Request; at: number }[] = [];
  const t0 = Date.now();
  page.on('request', (request) => seen.push({ request, at: Date.now() - t0 }));
  return {
    since: (n: number) => seen.slice(n),
    count: () => seen.length,
  };
}

/** A signed-in page of the auctioneer on a screen that is not in the header menu. */
async function auctioneerAt(page: Page, path = '/settings/profile') {
  await startSession(page, 'auctioneer');
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('#main .ant-skeleton')).toHaveCount(0);
}

/** The first table row on screen (the screens left are kept in the page, hidden). */
const shownRow = (page: Page) =>
  page.locator('#main .ant-table-row').filter({ visible: true }).first();

const menuLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });

test('a header-menu link hovered or focused starts its screen’s code and data before the click', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await auctioneerAt(page);
  const lists = (path: string) =>
    requests
      .since(0)
      .filter(
        ({ request }) => request.method() === 'POST' && new URL(request.url()).pathname === path,
      );
  const chunksNamed = (prefix: string) =>
    requests.since(0).filter(({ request }) => isChunk(request) && name(request).startsWith(prefix));

  // Nothing of a menu screen loads before its link is pointed at (not even in idle time).
  await page.waitForTimeout(1_000);
  expect(chunksNamed('ClientListPage-')).toHaveLength(0);
  expect(lists('/api/clients/list')).toHaveLength(0);
  // Hover: the clients' list and the screen's code are asked for while the pointer rests.
  await menuLink(page, 'Clients').hover();
  await expect.poll(() => lists('/api/clients/list').length).toBe(1);
  await expect.poll(() => chunksNamed('ClientListPage-').length).toBe(1);
  await menuLink(page, 'Clients').click();
  await expect(shownRow(page)).toBeVisible();
  // One round trip for the list: the click found it under way or done.
  expect(lists('/api/clients/list')).toHaveLength(1);

  // Focus (the keyboard): the same for the cases.
  await menuLink(page, 'Cases').focus();
  await expect.poll(() => lists('/api/cases/list').length).toBe(1);
  await expect.poll(() => chunksNamed('CaseListPage-').length).toBe(1);
  await page.keyboard.press('Enter');
  await expect(shownRow(page)).toBeVisible();
  expect(lists('/api/cases/list')).toHaveLength(1);
});

test('the map search keeps its map between visits', async ({ page }) => {
  await startSession(page, 'bidder');
  await page.goto('/account/personal');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Properties', exact: true }).click();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(page.locator('.leaflet-interactive').first()).toBeVisible();
  // The map element of the first visit, marked.
  await map.evaluate((el) => el.setAttribute('data-first-visit', ''));
  const tiles = await page.locator('.leaflet-tile-container img').count();

  await main.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(map).toHaveCount(0);
  await main.getByRole('link', { name: 'Properties', exact: true }).click();
  await expect(map).toBeVisible();
  // The same map (and its tiles), not a new one; the results are drawn on it again.
  await expect(map).toHaveAttribute('data-first-visit', '');
  await expect(page.locator('.leaflet-tile-container img')).toHaveCount(tiles);
  await expect(page.locator('.leaflet-interactive').first()).toBeVisible();
  // It still works: a click of the circle tool on it draws.
  await page.getByRole('button', { name: 'Draw circle' }).click();
  const box = (await map.boundingBox())!;
  const before = await page.locator('path.leaflet-interactive').count();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2);
  await expect(page.locator('path.leaflet-interactive')).not.toHaveCount(before);
});

test('a screen whose chunk is gone (a deploy) still reloads the page once, then shows the error screen', async ({
  page,
}) => {
  await page.addInitScript(SAVE_DATA);
  await auctioneerAt(page);
  await page.route(/\/assets\/ClientListPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404 }),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await menuLink(page, 'Clients').click();
  await expect(page.getByText('This page could not be loaded.')).toBeVisible({ timeout: 20_000 });
  expect(loads).toBe(1);
  await expect(page).toHaveURL('/clients');
});
