import { expect, joinAndWait, openManualAuction, signedIn, test } from './fixtures';

test('an auctioneer adds an in-person bidder, bids for them, raises the increment and removes an online bidder', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auction = await openManualAuction(request);
  const lot = auction.lots.find((l) => l.status === 'Listed' && l.startedTime && !l.stoppedTime)!;

  const control = await signedIn(
    browser,
    'auctioneer',
    `/auctions/${auction.id}/auctioneer/${lot.id}`,
  );
  const alice = await signedIn(browser, 'bidder', `/details/${lot.id}`);
  await joinAndWait(alice);
  const active = control.getByRole('region', { name: 'Active bidders' });
  await expect(active.getByText('Active bidders (1)')).toBeVisible();

  // Search by user name, then add with an amount to lock.
  const add = control.getByRole('region', { name: 'Add bidder' });
  await add.getByLabel('Search by user name').fill('bid');
  await expect(add.getByText('* Please enter at least 3 characters to search')).toBeHidden();
  await add.getByLabel('Search by user name').fill('bidder3');
  await add.getByRole('button', { name: 'Add Dana Ortiz' }).click();
  const dialog = control.getByRole('dialog', { name: 'Add Dana Ortiz' });
  await dialog.getByLabel('Amount to lock').fill('100000');
  await dialog.getByRole('button', { name: 'Add Bidder' }).click();
  await expect(dialog).toBeHidden();
  await expect(active.getByText('Active bidders (2)')).toBeVisible();

  // Bid for the new bidder at the proposed next bid; the bidder room sees it.
  const bid = control.getByRole('region', { name: 'Bid for a bidder' });
  await bid.getByLabel('Bidder').click();
  await control.locator('.ant-select-item-option', { hasText: 'Dana Ortiz' }).click();
  await bid.getByRole('button', { name: 'Place Bid' }).click();
  const first = `$${(lot.openingPrice + lot.minBidIncrements).toLocaleString('en-US')}`;
  await expect(control.locator('.control-top-bid')).toHaveText(first);
  await expect(alice.getByTestId(`latest-${lot.id}`)).toHaveText(first);

  // Raise the minimum increment: the bidder is told.
  await control.getByRole('button', { name: 'Change' }).click();
  const inc = control.getByRole('dialog', { name: 'Minimum increment' });
  const raised = lot.minBidIncrements + 500;
  await inc.getByLabel('New minimum increment').fill(String(raised));
  await inc.getByRole('button', { name: 'Save' }).click();
  await expect(
    alice.getByText(`Minimum increment changed to $${raised.toLocaleString('en-US')}.`),
  ).toBeVisible();

  // Remove the online bidder: confirmed, then they are sent out of the room.
  await active.getByRole('button', { name: 'Remove Bailey Brooks' }).click();
  await control.locator('.ant-popover').getByRole('button', { name: 'Remove' }).click();
  await expect(alice.getByText('The auction host has kicked you out of the auction')).toBeVisible();
  await expect(control.getByText('Left bidders (1)')).toBeVisible();
});
