import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, settled } from './axe';
import { expect, PASSWORD, sim, signedIn, test, type LiveLot } from './fixtures';

const DAY_TABLE = 'Auctions, bidders and bids per day';
const BIDS_COLUMN = 3;

/** Today as the table view writes its days. */
const today = () => {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
};

/** Today's Bids figure, read from the table view of the graph (its last row is today). */
async function todaysBids(page: Page): Promise<number> {
  await settled(page);
  const row = page.getByRole('table', { name: DAY_TABLE }).getByRole('row').last();
  await expect(row.getByRole('cell').first()).toHaveText(today());
  return Number(await row.getByRole('cell').nth(BIDS_COLUMN).textContent());
}

/** Stops a lot as its auctioneer, through the API the control room calls. */
async function stopAsAuctioneer(request: APIRequestContext, lotId: number) {
  const token = await request.post('/connect/token', {
    form: {
      client_id: 'bidright-web',
      client_secret: 'bidright-web-public',
      grant_type: 'password',
      username: 'auctioneer',
      password: PASSWORD,
      device_id: 'dashboard-e2e',
    },
  });
  expect(token.ok()).toBeTruthy();
  const { access_token } = (await token.json()) as { access_token: string };
  // The last bid must be older than the stop threshold.
  await sim(request, 'clock', { advanceMs: 15_000 });
  const stop = await request.put(`/api/lots/${lotId}/stop`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(stop.ok(), await stop.text()).toBeTruthy();
}

test('the dashboard graph counts the bids of a lot just sold in today’s figures', async ({
  browser,
  request,
}) => {
  const admin = await signedIn(browser, 'admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const before = await todaysBids(admin);

  const lots = (await (await request.get('/__sim/live-lots')).json()) as LiveLot[];
  const lot = lots.find((l) => l.startType === 'Manual' && !l.isTest)!;
  const count = 7;
  await sim(request, 'load-bids', { lotId: lot.id, count, send: true });
  await stopAsAuctioneer(request, lot.id);

  await admin.reload();
  await expect.poll(() => todaysBids(admin)).toBe(before + count);
  // The lot just sold is owed in full: it heads the outstanding balances.
  const balances = admin.getByRole('table', { name: 'Outstanding Balances' });
  await expect(balances.getByRole('row').nth(1)).toContainText('Not received');
});

test('the dashboard has no serious accessibility violations, the table view shown or not', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  await expect(admin.getByRole('slider', { name: 'First day shown' })).toBeVisible();
  await expectAccessible(admin, '/admin/dashboard');
  await admin.getByRole('checkbox', { name: 'Show as table' }).check();
  await expect(admin.getByRole('table', { name: DAY_TABLE })).toBeVisible();
  await expectAccessible(admin, '/admin/dashboard (table view)');
});
