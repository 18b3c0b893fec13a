import { axeViolations } from './axe';
import { autoLot, expect, joinAndWait, startSession, sim, test } from './fixtures';

test('the TV view follows a bidder live and shows SOLD TO the winning paddle', async ({
  browser,
  request,
}) => {
  const lot = await autoLot(request);

  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await startSession(tv, 'auctioneer');
  await tv.goto(`/auctions/${lot.auctionId}/room/${lot.id}`);
  await expect(tv.getByText('Opening bid')).toBeVisible();

  const bidder = await (await browser.newContext()).newPage();
  await startSession(bidder, 'bidder');
  await bidder.goto(`/details/${lot.id}`);
  const room = await joinAndWait(bidder);
  await room.getByRole('button', { name: 'Start With Opening Amount' }).click();

  const amount = `$${(lot.openingPrice + lot.minBidIncrements).toLocaleString('en-US')}`;
  await expect(tv.locator('.tv-top')).toHaveText(amount);
  const paddle = (await tv.locator('.tv-paddle').textContent())!.replace('Paddle ', '');
  await tv.screenshot({ path: test.info().outputPath('tv-live.png') });
  expect(await axeViolations(tv)).toEqual([]);
  // Read across a room: every text at 7:1 or more.
  expect(
    await axeViolations(tv, { include: '.tv', rules: ['color-contrast-enhanced'], all: true }),
  ).toEqual([]);

  // The stop time passes: the simulator closes the lot and the TV announces the winner.
  const { now } = await sim(request, 'clock', {});
  await sim(request, 'clock', {
    advanceMs: new Date(lot.stopTime!).getTime() - new Date(now).getTime() + 1_000,
  });
  await expect(tv.getByText(`SOLD TO ${paddle}`)).toBeVisible({ timeout: 15_000 });
  await expect(tv.getByRole('button', { name: /^Go to Next Lot \(\d+\)$/ })).toBeVisible();
  await expect(tv.getByRole('button', { name: 'Close Tab' })).toBeVisible();
  expect(
    await axeViolations(tv, { include: '.tv', rules: ['color-contrast-enhanced'], all: true }),
  ).toEqual([]);
  await expect(room.getByText('WINNER!')).toBeVisible({ timeout: 15_000 });
});
