import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  autoLot,
  expect,
  joinAndWait,
  money,
  openManualAuction,
  signedIn,
  sim,
  test,
} from './fixtures';
import {
  chooseOption,
  expectFocusIn,
  holdsFocus,
  expectFocusOn,
  press,
  retype,
  tabTo,
} from './keyboard';

/** After a dialog closed, focus stayed on the page: one Tab lands on a control inside `scope`. */
async function expectFocusKeptIn(page: Page, scope: Locator) {
  await page.keyboard.press('Tab');
  expect(await holdsFocus(scope), `one Tab lands inside ${scope}`).toBe(true);
}

const liveLot = (page: Page) => page.getByRole('region', { name: /^Live lot / }).first();

/**
 * Joins the lot page's live lot by keyboard (first purchase profile, $100,000 locked): the
 * dialog takes the focus, and once it closed the focus is still in the lot's panel.
 */
async function joinByKeyboard(page: Page) {
  const room = liveLot(page);
  await press(page, room.getByRole('button', { name: 'Join Auction' }));
  const join = page.getByRole('dialog', { name: 'Join Auction' });
  await expectFocusIn(join);
  await tabTo(page, join.getByLabel('Purchase profile'));
  await chooseOption(page);
  await tabTo(page, join.getByLabel('Amount to lock'));
  await page.keyboard.type('100000');
  await press(page, join.getByRole('button', { name: 'Join' }));
  await expect(join).toBeHidden();
  await expect(room.getByLabel(/Your bid/)).toBeVisible();
  await expectFocusKeptIn(page, room);
  return room;
}

test('bidders join, bid and leave by keyboard alone', async ({ browser, request }) => {
  const lot = await autoLot(request);
  const alice = await signedIn(browser, 'bidder', `/details/${lot.id}`);
  const bob = await signedIn(browser, 'bidder2', `/details/${lot.id}`);
  const room = await joinByKeyboard(alice);
  const bobRoom = await joinByKeyboard(bob);

  // A bid one increment above the proposed minimum, typed and sent with Enter.
  const field = room.getByLabel(/Your bid/);
  await tabTo(alice, field, { shift: true });
  await expect(field).not.toHaveValue('');
  const amount = Number((await field.inputValue()).replace(/\D/g, '')) + lot.minBidIncrements;
  await retype(alice, String(amount));
  await alice.keyboard.press('Enter');
  await expect(alice.getByTestId(`latest-${lot.id}`)).toHaveText(money(amount));

  // Outbid at the proposed minimum (the holder of the highest bid cannot leave).
  await expect(bob.getByTestId(`latest-${lot.id}`)).toHaveText(money(amount));
  await press(bob, bobRoom.getByRole('button', { name: 'Place Bid' }), { shift: true });
  await expect(alice.getByTestId(`latest-${lot.id}`)).not.toHaveText(money(amount));

  await press(alice, room.getByRole('button', { name: 'Leave' }));
  const confirm = alice.getByRole('dialog', { name: 'Leave this lot?' });
  await expectFocusIn(confirm);
  await press(alice, confirm.getByRole('button', { name: 'Leave' }));
  await expect(confirm).toBeHidden();
  await expect(room.getByRole('button', { name: 'Join Auction' })).toBeVisible();
  await expectFocusKeptIn(alice, room);
});

/** The open manual auction's first listed lot not started yet. */
async function manualLot(request: APIRequestContext) {
  const auction = await openManualAuction(request);
  const lot = auction.lots.find((l) => l.status === 'Listed' && !l.startedTime)!;
  return { auctionId: auction.id, lot };
}

test('an auctioneer runs every control-room action by keyboard alone', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { auctionId, lot } = await manualLot(request);
  const control = await signedIn(
    browser,
    'auctioneer',
    `/auctions/${auctionId}/auctioneer/${lot.id}`,
  );
  const bidder = await signedIn(browser, 'bidder', `/details/${lot.id}`);
  await joinAndWait(bidder);
  const active = control.getByRole('region', { name: 'Active bidders' });
  await expect(active.getByText('Active bidders (1)')).toBeVisible();

  const controls = control.getByRole('group', { name: 'Lot controls' });
  const action = (name: string) =>
    controls.getByRole('button', { name: new RegExp(`^${name}( [SACX])?$`) });
  await press(control, action('Start'));
  await expect(control.getByText('Lot started.')).toBeVisible();

  // Add an in-person bidder found by user name; focus comes back to the Add button.
  const add = control.getByRole('region', { name: 'Add bidder' });
  await tabTo(control, add.getByLabel('Search by user name'));
  await control.keyboard.type('bidder3');
  const addDana = add.getByRole('button', { name: 'Add Dana Ortiz' });
  await press(control, addDana);
  const addDialog = control.getByRole('dialog', { name: 'Add Dana Ortiz' });
  await expectFocusIn(addDialog);
  await tabTo(control, addDialog.getByLabel('Amount to lock'));
  await control.keyboard.type('100000');
  await press(control, addDialog.getByRole('button', { name: 'Add Bidder' }));
  await expect(addDialog).toBeHidden();
  await expect(active.getByText('Active bidders (2)')).toBeVisible();
  await expectFocusOn(addDana);

  // Bid for the new bidder at the proposed next bid.
  const bidFor = control.getByRole('region', { name: 'Bid for a bidder' });
  await tabTo(control, bidFor.getByLabel('Bidder'), { shift: true });
  await chooseOption(control, 'Dana Ortiz');
  await press(control, bidFor.getByRole('button', { name: 'Place Bid' }));
  await expect(control.locator('.control-top-bid')).toHaveText(
    money(lot.openingPrice + lot.minBidIncrements),
  );

  // The increment dialog: Escape closes it, Save changes it; each time focus is back on Change.
  const change = control.getByRole('button', { name: 'Change', exact: true });
  const increment = control.getByRole('dialog', { name: 'Minimum increment' });
  await press(control, change, { shift: true });
  await expectFocusIn(increment);
  await control.keyboard.press('Escape');
  await expect(increment).toBeHidden();
  await expectFocusOn(change);
  await control.keyboard.press('Enter');
  await expectFocusIn(increment);
  const raised = lot.minBidIncrements + 500;
  await tabTo(control, increment.getByLabel('New minimum increment'));
  await retype(control, String(raised));
  await press(control, increment.getByRole('button', { name: 'Save' }));
  await expect(increment).toBeHidden();
  await expect(control.getByText(`Minimum increment ${money(raised)}`)).toBeVisible();
  await expectFocusOn(change);

  // Remove the online bidder, confirmed in the popover.
  await press(control, active.getByRole('button', { name: 'Remove Bailey Brooks' }));
  const popover = control.locator('.ant-popover');
  await expectFocusIn(popover);
  await press(control, popover.getByRole('button', { name: 'Remove' }));
  await expect(
    bidder.getByText('The auction host has kicked you out of the auction'),
  ).toBeVisible();
  await expect(control.getByText('Left bidders (1)')).toBeVisible();
  await expect
    .poll(() => holdsFocus(active), { message: 'focus stays in Active bidders' })
    .toBe(true);

  // Stop alert, cancel it, send it again once the last bid is old enough, and stop.
  await press(control, action('Stop alert'), { shift: true });
  await expect(control.getByText('Stop alert running (10 s)')).toBeVisible();
  await press(control, action('Cancel alert'));
  await expect(control.getByText('Stop alert running (10 s)')).toBeHidden();
  await sim(request, 'clock', { advanceMs: 15_000 });
  // The A and X shortcuts act on a second press: the first one only asks for it.
  const winner = control.getByRole('dialog', { name: 'The winner has been declared!' });
  await control.keyboard.press('a');
  await expect(control.getByText('Press A again to send the stop alert.')).toBeVisible();
  await expect(control.getByText('Stop alert running (10 s)')).toBeHidden();
  await control.keyboard.press('a');
  await expect(control.getByText('Stop alert running (10 s)')).toBeVisible();
  await control.keyboard.press('x');
  await expect(control.getByText('Press X again to stop the lot.')).toBeVisible();
  await expect(winner).toBeHidden();
  await control.keyboard.press('x');

  // The winner dialog takes the focus and its Go to Next Lot works from the keyboard.
  await expectFocusIn(winner);
  await press(control, winner.getByRole('button', { name: /^Go to Next Lot/ }));
  await expect(control).not.toHaveURL(new RegExp(`/${lot.id}$`));
});
