import AxeBuilder from '@axe-core/playwright';
import { expect, sim, signIn, test } from './fixtures';

interface LiveLot {
  id: number;
  auctionId: number;
  startType: 'Auto' | 'Manual';
  isTest: boolean;
  stopTime: string | null;
  openingPrice: number;
  minBidIncrements: number;
}

test('the TV view follows a bidder live and shows SOLD TO the winning paddle', async ({
  browser,
  request,
}) => {
  const lots = (await (await request.get('/__sim/live-lots')).json()) as LiveLot[];
  const lot = lots.find((l) => l.startType === 'Auto' && !l.isTest && l.stopTime)!;

  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await signIn(tv, 'auctioneer');
  await expect(tv).not.toHaveURL(/\/login$/);
  await tv.goto(`/auctions/${lot.auctionId}/room/${lot.id}`);
  await expect(tv.getByText('Opening bid')).toBeVisible();

  const bidder = await (await browser.newContext()).newPage();
  await signIn(bidder, 'bidder');
  await expect(bidder).not.toHaveURL(/\/login$/);
  await bidder.goto(`/details/${lot.id}`);
  const room = bidder.getByRole('region', { name: /^Live lot / });
  await room.getByRole('button', { name: 'Join Auction' }).click();
  const dialog = bidder.getByRole('dialog', { name: 'Join Auction' });
  await dialog.getByLabel('Purchase profile').click();
  await expect(bidder.locator('.ant-select-item-option').first()).toBeVisible();
  await bidder.keyboard.press('Enter');
  await dialog.getByLabel('Amount to lock').fill('100000');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog).toBeHidden();
  await room.getByRole('button', { name: 'Start With Opening Amount' }).click();

  const amount = `$${(lot.openingPrice + lot.minBidIncrements).toLocaleString('en-US')}`;
  await expect(tv.locator('.tv-top')).toHaveText(amount);
  const paddle = (await tv.locator('.tv-paddle').textContent())!.replace('Paddle ', '');
  await tv.screenshot({ path: test.info().outputPath('tv-live.png') });
  const results = await new AxeBuilder({ page: tv }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);

  // The stop time passes: the simulator closes the lot and the TV announces the winner.
  const { now } = await sim(request, 'clock', {});
  await sim(request, 'clock', {
    advanceMs: new Date(lot.stopTime!).getTime() - new Date(now).getTime() + 1_000,
  });
  await expect(tv.getByText(`SOLD TO ${paddle}`)).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByRole('button', { name: /^Go to Next Lot \(\d+\)$/ })).toBeVisible();
  await expect(tv.getByRole('button', { name: 'Close Tab' })).toBeVisible();
  await expect(room.getByText('WINNER!')).toBeVisible({ timeout: 15_000 });
});
