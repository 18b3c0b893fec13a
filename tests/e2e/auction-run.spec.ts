import {
  addAndPublishLot,
  bidAlertAndStop,
  createAuction,
  expect,
  joinAndWait,
  signedIn,
  test,
} from './fixtures';

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

  // Add a Draft lot of the company and publish it.
  const lotId = await addAndPublishLot(control);

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
