import { bidAlertAndStop, createAuction, expect, joinAndWait, signedIn, test } from './fixtures';

test('an auctioneer creates an auction, adds and publishes a lot, runs it while two bidders bid and the TV shows SOLD TO', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Four people at once: the auctioneer, the room TV and two bidders.
  const [control, tv, alice, bob] = await Promise.all([
    signedIn(browser, 'auctioneer'),
    signedIn(browser, 'employee'),
    signedIn(browser, 'bidder'),
    signedIn(browser, 'bidder2'),
  ]);

  // Create Auction: Online, Manual start, the start at the next 5-minute mark (the defaults).
  const auctionId = await createAuction(control);
  await expect(
    control.getByRole('heading', { name: new RegExp(`Auction #${auctionId}`) }),
  ).toBeVisible();
  await expect(control.getByText('Add lots to run this auction.')).toBeVisible();

  // Add a Draft lot of the company.
  await control.getByRole('button', { name: 'Add lots' }).click();
  const add = control.getByRole('dialog', { name: 'Add lots' });
  await add
    .getByRole('checkbox', { name: /^Select \d/ })
    .first()
    .check();
  await add.getByRole('button', { name: 'Add 1 lot' }).click();
  await expect(add).toBeHidden();
  // The auctions list the auctioneer came from is kept in the page, hidden: the row that shows.
  const row = control.locator('tr[data-row-key]').filter({ visible: true }).first();
  await expect(row).toContainText('Draft');
  const lotId = Number(await row.getAttribute('data-row-key'));

  // Publish it (an info dialog about missing prices lets it proceed).
  await row.getByRole('button', { name: 'Publish lot 1' }).click();
  const later = control.getByRole('button', { name: 'Will Provide Later' });
  await Promise.race([
    expect(row).toContainText('Published', { timeout: 15_000 }),
    later.waitFor({ timeout: 15_000 }).then(() => later.click()),
  ]).catch(() => undefined);
  await expect(row).toContainText('Published');

  // Open the control room with Start Auction.
  await control.getByRole('button', { name: 'Start Auction' }).click();
  await expect(control).toHaveURL(new RegExp(`/auctions/${auctionId}/auctioneer/${lotId}$`));

  const lots = (await (await request.get('/__sim/auctions')).json()) as {
    id: number;
    lots: { id: number; openingPrice: number; minBidIncrements: number }[];
  }[];
  const lot = lots.find((a) => a.id === auctionId)!.lots.find((l) => l.id === lotId)!;

  await Promise.all([
    tv.goto(`/auctions/${auctionId}/room/${lotId}`),
    alice.goto(`/details/${lotId}`),
    bob.goto(`/details/${lotId}`),
  ]);
  const aliceRoom = await joinAndWait(alice);
  const bobRoom = await joinAndWait(bob);

  // Start with the keyboard shortcut.
  await expect(control.getByRole('button', { name: /^Start/ })).toBeEnabled();
  await control.keyboard.press('s');
  await expect(control.getByText('Lot started.')).toBeVisible();

  // The two bidders bid against each other; alert, cancel, alert again and stop.
  await bidAlertAndStop(request, { control, tv, alice: aliceRoom, bob: bobRoom }, lot);
  await expect(control.getByText('The winner has been declared!')).toBeVisible();
});
