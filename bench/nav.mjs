// Navigation figures at 4x CPU: for each role with a header menu (bidder, auctioneer, client,
// admin), a fresh page of the signed-in app, then a click on each header-menu item, timed from
// the click until the screen's main content shows (its heading and its first rows or empty
// state, no skeleton left): the screen's code, its data and its render. First visit (each run
// starts in a new browser context, so no code or data is cached but what the app itself loaded
// before the click) and repeat visit (the same items again, in the same page).
//
// `node bench/nav.mjs [--dir dist-sim] [--port 4182] [--runs 3] [--roles bidder,client]` measures
// one build on its own server; `npm run bench` runs it as the `nav` view.
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn } from './room.mjs';

/** Budgets (ms, medians): a first visit and a repeat visit of a menu screen. */
export const NAV_BUDGET = { first: 600, repeat: 150 };
/** Runs per role (each a fresh context: a page load, then every item twice). */
export const NAV_RUNS = 3;
/** The quiet time after the page has loaded before the first click (a user reading the page). */
const QUIET_MS = 500;
const QUIET_MAX_MS = 6_000;
/** The pause after a screen has shown before the next click. */
const SETTLE_MS = 300;
const READY_TIMEOUT_MS = 15_000;

/** Rows of a table, or its empty state. */
const TABLE = '.ant-table-row, .ant-table-placeholder .ant-empty, #main .ant-empty';

/**
 * The roles and their header-menu items: the link's name in its navigation, the screen's heading
 * and what shows its main content. Each run starts on a page of the user menu, so every item's
 * first visit is a navigation.
 */
export const NAV_ROLES = {
  bidder: {
    userName: 'bidder',
    login: '/login',
    start: () => '/account/personal',
    nav: 'Main',
    items: [
      {
        key: 'dashboard',
        link: 'Dashboard',
        title: 'Dashboard',
        content: '[data-testid^="list-"]',
      },
      {
        key: 'properties',
        link: 'Properties',
        title: 'Properties',
        // The map and the result list (a card or the empty state).
        content: '.leaflet-container',
        also: '#main .ant-card, #main .ant-empty',
      },
      // The help list and the resources (no skeleton left) beside the contact form.
      { key: 'help', link: 'Help Center', title: 'Help Center', content: '#main form' },
    ],
  },
  auctioneer: {
    userName: 'auctioneer',
    login: '/login',
    start: () => '/settings/profile',
    nav: 'Main',
    items: [
      { key: 'dashboard', link: 'Dashboard', title: 'Dashboard', content: '.host-column' },
      { key: 'cases', link: 'Cases', title: 'Cases', content: TABLE },
      { key: 'auctions', link: 'Auctions', title: 'Auctions', content: TABLE },
      { key: 'properties', link: 'Properties', title: 'Properties', content: TABLE },
      { key: 'clients', link: 'Clients', title: 'Clients', content: TABLE },
      { key: 'reports', link: 'Reports', title: 'Reports', content: TABLE },
    ],
  },
  client: {
    userName: 'client',
    login: '/login',
    start: () => '/account/profile',
    nav: 'Main',
    items: [
      { key: 'dashboard', link: 'Dashboard', title: 'Dashboard', content: TABLE },
      {
        key: 'companies',
        link: 'Connected Companies',
        title: 'Connected Companies',
        content: TABLE,
      },
      { key: 'reports', link: 'Reports', title: 'Reports', content: TABLE },
    ],
  },
  admin: {
    userName: 'admin',
    login: '/admin/login',
    start: (ids) => `/admin/companies/${ids.companyId}`,
    nav: 'Admin',
    items: [
      {
        key: 'dashboard',
        link: 'Dashboard',
        title: 'Dashboard',
        content: '.recharts-wrapper, #main .ant-empty',
      },
      { key: 'companies', link: 'Companies', title: 'Companies', content: TABLE },
      { key: 'users', link: 'System Users', title: 'System Users', content: TABLE },
      { key: 'reports', link: 'Reports', title: 'Reports', content: TABLE },
      { key: 'settings', link: 'Settings', title: 'Settings', content: TABLE },
    ],
  },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Records each click's time (the event's own time stamp, on the page's clock). */
const CLICK_PROBE = () => {
  window.__navClick = 0;
  addEventListener('click', (e) => (window.__navClick = e.timeStamp), { capture: true });
};

/**
 * Starts watching for a screen's content; the promise it leaves resolves with the time from the
 * last click to the first frame that shows the content.
 */
function watchScreen(page, item) {
  return page.evaluate(
    ({ title, content, also, timeout }) => {
      // What is on screen: screens kept hidden between visits do not count.
      const visible = (selector) =>
        [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility());
      const shown = () => {
        const h1 = visible('#main h1')[0];
        if (!h1 || !h1.textContent.trim().startsWith(title)) return false;
        if (visible('#main .ant-skeleton').length) return false;
        if (!visible(content).length) return false;
        return !also || visible(also).length > 0;
      };
      window.__navShown = new Promise((resolve, reject) => {
        let done = false;
        const finish = () => {
          if (done || !window.__navClick || !shown()) return;
          done = true;
          watch.disconnect();
          // The frame that paints it.
          requestAnimationFrame(() => resolve(performance.now() - window.__navClick));
        };
        const watch = new MutationObserver(finish);
        watch.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        setTimeout(() => {
          if (done) return;
          watch.disconnect();
          reject(new Error(`${title} did not show in ${timeout} ms`));
        }, timeout);
      });
      window.__navClick = 0;
    },
    { title: item.title, content: item.content, also: item.also, timeout: READY_TIMEOUT_MS },
  );
}

/** Waits until no resource has started loading for QUIET_MS (at most QUIET_MAX_MS). */
const quiet = (page) =>
  page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise((resolve) => {
        const started = performance.now();
        let last = performance.now();
        const seen = new PerformanceObserver(() => (last = performance.now()));
        seen.observe({ type: 'resource' });
        const check = () => {
          const now = performance.now();
          if (now - last >= quietMs || now - started >= maxMs) {
            seen.disconnect();
            resolve();
          } else setTimeout(check, 100);
        };
        setTimeout(check, quietMs);
      }),
    { quietMs: QUIET_MS, maxMs: QUIET_MAX_MS },
  );

/** Signs a user in through the form once; later runs start from the session it left. */
async function sessionOf(browser, base, role) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(await context.newPage(), base, role.userName, role.login);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One run of a role: a fresh page, each item once (first visits), then each again (repeats). */
async function roleRun(browser, base, role, session, ids) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: session,
  });
  const page = await context.newPage();
  await page.addInitScript(CLICK_PROBE);
  // The page loads at full speed; the clicks run at 4x CPU, after the page has been quiet.
  await page.goto(`${base}${role.start(ids)}`);
  await page.waitForSelector('#main h1', { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await quiet(page);
  const menu = page.getByRole('navigation', { name: role.nav });
  const times = { first: {}, repeat: {} };
  for (const pass of ['first', 'repeat'])
    for (const item of role.items) {
      await watchScreen(page, item);
      await menu.getByRole('link', { name: item.link, exact: true }).click();
      times[pass][item.key] = await page
        .evaluate(() => window.__navShown)
        .catch((error) => {
          throw new Error(`${role.userName} ${item.key} (${pass}): ${error.message}`);
        });
      await page.waitForTimeout(SETTLE_MS);
    }
  await context.close();
  return times;
}

/** The `nav` view: figures `nav_<role>_<screen>_first_ms` / `_repeat_ms`, medians of the runs. */
export async function navFigures(browser, base, { runs = NAV_RUNS, roles } = {}) {
  const ids = await (await fetch(`${base}/__sim/route-ids`)).json();
  const figures = [];
  for (const [name, role] of Object.entries(NAV_ROLES)) {
    if (roles && !roles.includes(name)) continue;
    const session = await sessionOf(browser, base, role);
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await roleRun(browser, base, role, session, ids));
    for (const pass of ['first', 'repeat'])
      for (const { key } of role.items) {
        const values = all.map((t) => t[pass][key]);
        const figure = `nav_${name}_${key}_${pass}_ms`;
        figures.push(
          { name: figure, value: median(values).toFixed(0), budget: NAV_BUDGET[pass] },
          { name: `${figure}_passes`, value: values.map((v) => v.toFixed(0)).join('/') },
        );
      }
  }
  return figures;
}

// Run on its own: serve a simulator build and print the figures.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const root = resolve(import.meta.dirname, '..');
  const port = Number(arg('--port', '4182'));
  const { preview } = await import('vite');
  const server = await preview({
    root,
    mode: 'development',
    build: { outDir: arg('--dir', 'dist-sim') },
    preview: { port, strictPort: true },
    logLevel: 'warn',
  });
  server.httpServer.keepAliveTimeout = 30_000;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const started = performance.now();
  try {
    const figures = await navFigures(browser, `http://localhost:${port}`, {
      runs: Number(arg('--runs', String(NAV_RUNS))),
      roles: arg('--roles', undefined)?.split(','),
    });
    for (const { name, value, budget } of figures)
      console.log(
        budget == null
          ? `${name} ${value} - info`
          : `${name} ${value} ${budget.toFixed(2)} ${Number(value) <= budget ? 'ok' : 'over'}`,
      );
    console.log(`bench_nav_s ${((performance.now() - started) / 1000).toFixed(0)} - info`);
  } finally {
    await browser.close();
    await new Promise((r) => server.httpServer.close(r));
  }
}
