import type { Browser, Locator, Page } from '@playwright/test';
import { autoLot, continueInBrowser, expect, joinAndWait, startSession, test } from './fixtures';
import { expectNoSidewaysScroll } from './screenWidth';

/** A Pixel 7 in Chrome for Android. */
const PHONE = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};
const TABLET = { viewport: { width: 768, height: 1024 } };
const BIDDER_TOP_MENU = ['Dashboard', 'Properties', 'Help Center'];

const newPage = async (browser: Browser, options: object) =>
  (await browser.newContext({ ...options, reducedMotion: 'reduce' })).newPage();

/** The element lies inside the viewport's width and none of its text is cut. */
async function expectUnclipped(target: Locator, where: string) {
  const clipped = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth)
      return 'outside the viewport';
    const cut = [el, ...Array.from(el.querySelectorAll('*'))].find(
      (e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1,
    );
    return cut ? `text cut in ${cut.tagName}` : '';
  });
  expect(clipped, where).toBe('');
}

/** The header holds the brand and the menu button; its drawer shows every top-menu link whole. */
async function expectPhoneShell(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toBeVisible();
  await expectUnclipped(page.getByRole('link', { name: 'Bidright home' }), `${where}: brand`);
  await expectUnclipped(button, `${where}: menu button`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const name of BIDDER_TOP_MENU) {
    const entry = drawer.getByRole('menuitem', { name, exact: true });
    await expect(entry).toBeVisible();
    await expectUnclipped(entry, `${where}: ${name} in the menu`);
  }
  await expect(drawer.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Opens `path` with the answers of `held` kept back until its loading state shows, then lets them
 * in; returns the layout shift the page made meanwhile (none caused by input).
 */
async function shiftAsDataArrives(page: Page, path: string, held: RegExp, arrived: Locator) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(held, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator('.ant-skeleton').first()).toBeVisible();
  release();
  await expect(arrived).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  // Two frames, so a shift from the last render is counted.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

test("on a phone, the balance and the admin's company list do not move as their data arrives", async ({
  browser,
}) => {
  const checks = [
    {
      user: 'bidder',
      path: '/account/balance',
      held: /\/api\/accounts\/balance$/,
      arrived: (page: Page) => page.getByTestId('figure-Available funds'),
    },
    {
      user: 'admin',
      path: '/admin/companies',
      held: /\/api\/companies\/list$/,
      arrived: (page: Page) => page.getByRole('table'),
    },
  ];
  for (const { user, path, held, arrived } of checks) {
    const page = await newPage(browser, PHONE);
    await page.addInitScript(() => sessionStorage.setItem('bidright.continueInBrowser', '1'));
    await startSession(page, user);
    const shift = await shiftAsDataArrives(page, path, held, arrived(page));
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
  }
});

const liveRoom = (page: Page) => page.getByRole('region', { name: /^Live lot / }).first();

test('a bidder on a phone: app prompt once per session, menu drawer, no sideways scroll, bid form first', async ({
  browser,
  request,
}) => {
  const page = await newPage(browser, PHONE);

  // The app prompt blocks the first visit; the browser choice holds for the session.
  await page.goto('/');
  await expect(page.getByText('See Bidright in...')).toBeVisible();
  await continueInBrowser(page);
  await page.reload();
  await page.getByRole('link', { name: 'Register' }).click({ trial: true, timeout: 3000 });
  await expect(page.getByText('See Bidright in...')).toHaveCount(0);

  // Visitors find Help Center, Sign In and Register in the drawer.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Help Center', 'Sign In', 'Register'])
    await expect(drawer.getByRole('menuitem', { name, exact: true })).toBeVisible();
  // Sign In opens the document the home page fetched ahead (not rendered by the page left).
  const loginDocument = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/login' && r.request().resourceType() === 'document',
  );
  await drawer.getByRole('menuitem', { name: 'Sign In', exact: true }).click();
  await loginDocument;
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Username')).toBeVisible();

  await startSession(page, 'bidder');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await expectPhoneShell(page, '/');

  // Choosing an entry closes the drawer and opens the page.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await drawer.getByRole('menuitem', { name: 'Properties', exact: true }).click();
  await expect(page).toHaveURL('/properties');
  await expect(drawer).toBeHidden();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expectPhoneShell(page, '/properties');

  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/account/personal', 'My Account'],
    ['/account/balance', 'My Account'],
    ['/account/purchase', 'My Account'],
    ['/account/winning', 'My Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await expectPhoneShell(page, path);
  }

  // A live lot: the bid form comes before the photos and is in view once its region is.
  const lot = await autoLot(request);
  await page.goto(`/details/${lot.id}`);
  const room = await joinAndWait(page);
  const bid = room.getByRole('button', { name: /^(Start With Opening Amount|Place Bid)$/ });
  await expect(bid).toBeVisible();
  await room.scrollIntoViewIfNeeded();
  await expect(bid).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Photos and map' })).toHaveCount(0);
  await expectPhoneShell(page, 'lot details');

  // On a tablet the photos show beside the details, after the live room.
  const tablet = await newPage(browser, TABLET);
  await startSession(tablet, 'bidder');
  await tablet.goto(`/details/${lot.id}`);
  const gallery = tablet.getByRole('region', { name: 'Photos and map' });
  await expect(gallery).toBeVisible();
  const roomBox = (await liveRoom(tablet).boundingBox())!;
  expect(roomBox.y).toBeLessThan((await gallery.boundingBox())!.y);
  await expectNoSidewaysScroll(tablet, 'lot details on a tablet');
});

test('the TV view fits a tablet and a phone', async ({ browser, request }) => {
  const lot = await autoLot(request);
  for (const options of [TABLET, PHONE]) {
    const tv = await newPage(browser, options);
    await tv.addInitScript(() => sessionStorage.setItem('bidright.continueInBrowser', '1'));
    await startSession(tv, 'auctioneer');
    await tv.goto(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await expect(tv.getByText('Opening bid')).toBeVisible();
    await expectNoSidewaysScroll(tv, `TV view at ${options.viewport.width} px`);
  }
});
