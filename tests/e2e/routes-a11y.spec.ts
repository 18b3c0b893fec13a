import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expectAccessible, settled } from './axe';
import { expect, startSession, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './screenWidth';
import {
  ROUTE_TITLES,
  ROUTE_VISITS,
  VISITORS,
  type Address,
  type RouteIds,
  type Visitor,
} from './routeVisits';

const USER: Record<Exclude<Visitor, 'visitor'>, string> = {
  bidder: 'bidder',
  auctioneer: 'auctioneer',
  client: 'client',
  admin: 'admin',
};

/** The seed's ids for the routes with parameters, and a fresh password-reset token. */
async function routeIds(request: APIRequestContext): Promise<RouteIds> {
  const ids = (await (await request.get('/__sim/route-ids')).json()) as Omit<
    RouteIds,
    'resetToken'
  >;
  expect((await request.get('/api/user/password/bidder')).ok()).toBeTruthy();
  const { token } = (await (await request.get('/__sim/last-reset-token')).json()) as {
    token: string;
  };
  return { ...ids, resetToken: token };
}

/**
 * Console noise from outside the product: the map's tiles come from the tile server on the
 * internet, which the test machine may not reach (the map itself is excluded from axe).
 */
const external = (message: ConsoleMessage) =>
  /tile\.openstreetmap\.org/.test(message.location().url);

/** Errors the page logs (console errors and uncaught exceptions), each with the address it was on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  const at = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error' && !external(message))
      errors.push(`${at()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${at()}: ${error.message}`));
  return errors;
}

/**
 * Opens an address inside the running app, as a link would (the bundle and the session stay
 * loaded), and waits until the router shows the route it lands on (its page title), so the
 * screen checked is never the one before it.
 */
async function visit(page: Page, address: Address, route: string) {
  const { at, lands } = typeof address === 'string' ? { at: address, lands: route } : address;
  if (page.url() === 'about:blank') {
    await page.goto(at);
    // A prerendered page: the app adopts it on the first input (before any link is followed).
    await page.mouse.move(1, 1);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  } else
    await page.evaluate(async (to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `visit${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
    }, at);
  await expect(page, at).toHaveTitle(`${ROUTE_TITLES[lands]} | Bidright`);
  return at;
}

/**
 * The public pages besides the home page are the visitor's screens in the same landing layout:
 * a signed-in role opens them (the heading, console errors) without a second axe run; its header
 * on that layout is checked on the home page.
 */
const SAME_AS_VISITOR = new Set([
  '/help-center',
  '/faq',
  '/terms-conditions',
  '/privacy-policy',
  '/blogs/:blogId',
]);

/** The addresses a role opens, each with the route it is for, in the table's order. */
const visitsOf = (role: Visitor, ids: RouteIds) =>
  Object.entries(ROUTE_VISITS).flatMap(([route, by]) =>
    (by[role]?.(ids) ?? []).map((address) => [route, address] as const),
  );

/**
 * Stand-in ids: how many addresses a role opens does not depend on the ids, so the walks can be
 * split into tests before the simulator is asked for the real ones.
 */
const COUNTING_IDS = new Proxy({}, { get: () => 0 }) as RouteIds;

/** Addresses per test: a role's walk is split so that each part stays short on a busy machine. */
const PART = 8;

/**
 * The screens each walk is made on: the desktop, and a phone held upright (375 × 812, touch),
 * where the page must also not scroll sideways. The phone walk runs in the same project and
 * shares the workers' sign-ins (the session cookies are kept per user).
 */
const SCREENS = [
  { name: 'desktop', context: { viewport: { width: 1440, height: 900 } }, phone: false },
  {
    name: 'phone',
    context: PHONE,
    phone: true,
  },
] as const;

// The parts have their own browser contexts: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS)
  for (const role of VISITORS) {
    const count = visitsOf(role, COUNTING_IDS).length;
    for (let from = 0; from < count; from += PART) {
      const until = Math.min(from + PART, count);
      const fits = screen.phone ? ', page wider than the screen' : '';
      test(`every route the ${role} may open on the ${screen.name} has no serious accessibility violation${fits} or console error (${from + 1}-${until} of ${count})`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(90_000);
        const ids = await routeIds(request);
        const visits = visitsOf(role, ids);
        expect(visits).toHaveLength(count);
        const context = await browser.newContext(screen.context);
        const page = await context.newPage();
        const errors = collectErrors(page);
        if (role !== 'visitor') await startSession(page, USER[role]);

        const checked = new Set<string>();
        for (const [route, to] of visits.slice(from, until)) {
          const address = await visit(page, to, route);
          // The layout's main landmark (the TV view holds one of its own inside).
          const main = page.locator('#main');
          await expect(main, address).toBeVisible();
          await settled(page);
          await expect(main.getByRole('heading').first(), `${address}: a heading`).toBeVisible();
          // A bare slug path leads to a page already checked.
          const landed = new URL(page.url()).pathname;
          if (checked.has(landed) || (role !== 'visitor' && SAME_AS_VISITOR.has(route))) continue;
          checked.add(landed);
          const where = `${screen.name} ${role} ${address}`;
          await expectAccessible(page, where, {
            exclude: '.leaflet-container',
            touch: screen.phone,
          });
          if (screen.phone) await expectNoSidewaysScroll(page, where);
        }
        expect.soft(errors).toEqual([]);
      });
    }
  }
