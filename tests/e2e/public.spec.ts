import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { continueInBrowser, expect, PASSWORD, startSession, test } from './fixtures';

/** Holds the app's code (the start chunk) back until the returned function releases it. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a visitor searches the home sales table and switches tabs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by name or address').fill('Rockford');
  await expect(async () => {
    const rows = await table.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r.includes('Rockford'))).toBe(true);
  }).toPass();
  await page.getByLabel('Search by name or address').fill('');
  await page.getByRole('tab', { name: 'Cancelled Sales' }).click();
  await expect(page.locator('tr.row-cancelled').first()).toBeVisible();
  await expect(page.locator('tr.row-cancelled td').first()).toHaveCSS('color', 'rgb(180, 35, 24)');
});

test('the script payload in a blog never executes', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/blogs/2');
  await expect(
    page.getByRole('heading', { name: 'Understanding the required down payment' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('article script').count()).toBe(0);
  expect(dialogs).toEqual([]);
  await page.goto('/blogs/abc');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('a visitor sends a message from the help center', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByText('How do I join an auction?')).toBeVisible();
  await page.getByLabel('Name').fill('Pat Doe');
  await page.getByLabel('E-mail').fill('pat@example.com');
  await page.getByLabel('Phone number').pressSequentially('3125550100');
  await page.getByLabel('Message').fill('When is the next sale?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
});

test('a signed-in user is given the app’s own pages: no public page in the shell, theirs on a public address', async ({
  page,
  request,
}) => {
  // The shell every app address is served: the boot header only, no prerendered page.
  const shell = await (
    await request.get('/dashboard', { headers: { accept: 'text/html' } })
  ).text();
  expect(shell).not.toContain('<div id="root" data-prerendered>');
  expect(shell).not.toContain('Foreclosure property auctions, online');
  expect(shell).toContain('class="boot-header"');
  expect(shell.length).toBeLessThan(8_000);
  // A public page's own document carries the visitor's page; a signed-in user sees theirs.
  const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(home).toContain('<div id="root" data-prerendered>');
  await startSession(page, 'bidder');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  await expect(page.getByRole('button', { name: /Bailey Brooks/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
});

test('a visitor sees the prerendered home page, and a press before the app has loaded still counts', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Painted from the HTML: the hero and its buttons, the header, the listings' placeholder.
  await expect(
    page.getByRole('heading', { name: 'Foreclosure property auctions, online' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('#main .ant-skeleton').first()).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page).toHaveTitle('Home | Bidright');
  // Accessible as it is, listings still loading.
  expect(await axeViolations(page)).toEqual([]);

  // A tab pressed while the app is still loading: the app acts on it once it is there.
  await page.getByRole('tab', { name: 'Cancelled Sales' }).click();
  await expect(page.getByRole('tab', { name: 'Cancelled Sales' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  release();
  await expect(page.getByRole('tab', { name: 'Cancelled Sales' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('tr.row-cancelled').first()).toBeVisible();
});

test('Create an Account on the prerendered home page opens the registration page before the app has loaded', async ({
  page,
}) => {
  // The app's code held: the link is a link, the next page a document of its own.
  await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('main').getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle('Register | Bidright');
});

/**
 * The responses the page gets for `path`, as they come: a prefetch (speculation rules) or a
 * document, and whether the document came from the copy fetched ahead.
 */
async function documentResponses(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: { type: string; fromPrefetchCache?: boolean }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (new URL(e.response.url).pathname === path)
      responses.push({ type: e.type, fromPrefetchCache: e.response.fromPrefetchCache });
  });
  return responses;
}

/**
 * Sign In in the header, once the page has fetched its document ahead: the navigation opens that
 * copy (one request of the document, ahead), not a page the one left rendered.
 */
async function signInOpensFetchedAhead(
  page: Page,
  login: Awaited<ReturnType<typeof documentResponses>>,
) {
  await expect.poll(() => login.map((r) => r.type)).toEqual(['Prefetch']);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(login.map((r) => r.type)).toEqual(['Prefetch', 'Document']);
  expect(login[1].fromPrefetchCache).toBe(true);
}

test('Sign In tapped on the prerendered home page before the app has started opens the page fetched ahead, with no request of its own', async ({
  page,
}) => {
  await holdAppCode(page);
  const login = await documentResponses(page, '/login');
  await page.goto('/');
  // Once loaded, the page asks for the next pages' documents (speculation rules).
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  await signInOpensFetchedAhead(page, login);
});

test('Sign In tapped once the app has started opens the document fetched ahead, and signs in there', async ({
  page,
}) => {
  const login = await documentResponses(page, '/login');
  await page.goto('/');
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await signInOpensFetchedAhead(page, login);
  // Typed into at once, sent once the page is the app's.
  await page.getByLabel('Username').fill('bidder');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByText('Sign In', { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login$/);
});

test('keyboard focus on the prerendered home page stays where it was when the app adopts it', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('heading', { name: 'Foreclosure property auctions, online' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Help Center');
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  await expect(focused).toHaveText('Help Center');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/help-center');
});

test('on a phone the app prompt paints with any page, before the app has loaded', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('dialog', { name: 'See Bidright in...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open app' })).toHaveAttribute(
    'href',
    'bidright://open',
  );
  // Chosen before the app's code has arrived: remembered, and the prompt fades out and goes
  // without waiting for it.
  await continueInBrowser(page);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('bidright.continueInBrowser'))).toBe('1');
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByTestId('app-prompt')).toHaveCount(0);
  await page.getByLabel('Username').fill('bidder');
  await expect(page.getByLabel('Username')).toHaveValue('bidder');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

for (const path of ['/help-center', '/faq', '/terms-conditions', '/privacy-policy'])
  test(`${path} arrives without moving what is already on screen`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('#main h1')).toBeVisible();
    await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThan(0.01);
  });

for (const { path, title, heading, starts } of [
  {
    path: '/terms-conditions',
    title: 'Terms & Conditions',
    heading: 'Terms & Conditions',
    starts: 'on arrival',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    starts: 'on arrival',
  },
  { path: '/faq', title: 'FAQ', heading: 'Frequently Asked Questions', starts: 'at once' },
  {
    path: '/blogs/1',
    title: 'Blog',
    heading: 'How online foreclosure auctions work',
    starts: 'at once',
  },
  { path: '/login', title: 'Sign In', heading: 'Sign In', starts: 'on arrival' },
  { path: '/register', title: 'Register', heading: 'Create your account', starts: 'on arrival' },
])
  test(`${path} paints from its prerendered document, and the app (starting ${starts}) adopts it without moving it or a mismatch`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shift: number }).shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    const releaseCode = await holdAppCode(page);
    // A blog post: held too, so its loading frame is seen.
    let releasePost = () => {};
    if (path.startsWith('/blogs/')) {
      const held = new Promise<void>((done) => (releasePost = done));
      await page.route(/\/api\/resources\/\d+$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    const release = () => {
      releasePost();
      releaseCode();
    };
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The page's own document: header (the sign-in layout's mark on the sign-in pages), heading
    // (or the post still loading), with its title.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    if (path === '/register' || path === '/login')
      await expect(page.getByRole('link', { name: 'Bidright home' })).toBeVisible();
    else await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('#main h1')).toBeVisible();
    if (starts === 'at once')
      await expect(page.locator('#main .ant-skeleton').first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Bidright`);
    expect(await axeViolations(page)).toEqual([]);

    release();
    if (starts === 'on arrival') await page.mouse.move(10, 10);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(
      0.01,
    );
    expect(errors, 'no hydration mismatch or other error').toEqual([]);
  });

test('what a visitor types into the prerendered help center before the app has loaded is still there to send', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/help-center', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await page.getByLabel('Name').fill('Pat Doe');
  await page.getByLabel('Message').fill('When is the next sale?');
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('Pat Doe');
  await expect(page.getByLabel('Message')).toHaveValue('When is the next sale?');
  await expect(page.getByLabel('Message')).toBeFocused();
  await page.getByLabel('E-mail').fill('pat@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
  // The form was sent with what was typed before the app loaded, and then cleared.
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('a loading placeholder is still for its first second, then pulses without repainting', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const release = await holdAppCode(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const placeholder = page.locator('#main .ant-skeleton').first();
  await expect(placeholder).toBeVisible();
  // The parts keep one flat colour (antd's sweeping gradient repaints every frame) and the
  // placeholder fades in and out, after a second, in opacity (the compositor's own work).
  const style = () =>
    placeholder.evaluate((el) => {
      const part = getComputedStyle(el.querySelector('.ant-skeleton-title')!);
      const own = getComputedStyle(el);
      return {
        part: [part.animationName, part.backgroundImage],
        own: [own.animationName, own.animationDelay],
        pulse: Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .find((rule) => rule instanceof CSSKeyframesRule && rule.name === 'skeleton-pulse')
          ?.cssText,
      };
    });
  const moving = await style();
  expect(moving.part).toEqual(['none', 'none']);
  expect(moving.own).toEqual(['skeleton-pulse', '1s']);
  expect(moving.pulse).toMatch(/opacity/);
  expect(moving.pulse).not.toMatch(/background/);
  // A visitor who asks for less motion gets a still placeholder.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await style()).own[0]).toBe('none');
  release();
});

test('a visitor’s blog post arrives into the prerendered page’s loading state, asked for once', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  let asked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/resources/1') asked++;
  });
  await page.goto('/blogs/1', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('#main .ant-skeleton').first()).toBeVisible();
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'How online foreclosure auctions work' }),
  ).toBeVisible();
  await expect(page.locator('.blog-body')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(1);
});

/** A visitor's prerendered /login, with the app's code held until `release()`. */
async function openBuiltSignIn(page: Page): Promise<() => void> {
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  return release;
}

test('a visitor who signs in on the prerendered sign-in form before the app has loaded is signed in', async ({
  page,
}) => {
  const release = await openBuiltSignIn(page);
  await expect(page).toHaveTitle('Sign In | Bidright');
  // Typed on the prerendered form (the press on the field asks for the app, still held); Enter sends it.
  await page.getByLabel('Username').click();
  await page.keyboard.type('bidder');
  await page.getByLabel('Password').focus();
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
  // The browser itself sent nothing: still the prerendered page, at the same address.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a sign-in refused after being sent from the prerendered form shows why, with the name kept', async ({
  page,
}) => {
  const release = await openBuiltSignIn(page);
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  release();
  await expect(page.getByText('Invalid username or password!')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('nobody-here');
  await expect(page).toHaveURL(/\/login$/);
});

test('the field a visitor went to on the prerendered sign-in form keeps the focus when the app adopts it', async ({
  page,
}) => {
  const release = await openBuiltSignIn(page);
  await page.getByLabel('Password').click();
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // Not where the app would put it on its own (the user name).
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Demo1234');
  await expect(page.getByLabel('Password')).toHaveValue('Demo1234');
});

test('what a visitor fills in on the prerendered registration form before the app has loaded is all still there', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page).toHaveTitle('Register | Bidright');
  // The whole form is on the page itself: the press on it asks for the app, still held.
  await page.getByText('Auctioneer', { exact: true }).click();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Birth date').fill('04/12/1980');
  await page.getByRole('checkbox').check();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Morgan');
  await expect(page.getByLabel('Last name')).toHaveValue('Reyes');
  await expect(page.getByLabel('Birth date')).toHaveValue('04/12/1980');
  // The auctioneer's form (with its company), and the consent given.
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('You must agree to the Terms & Condition')).toHaveCount(0);
});
