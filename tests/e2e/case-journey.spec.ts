import type { Page } from '@playwright/test';
import {
  createAuction,
  expect,
  joinAndWait,
  money,
  notice,
  pick,
  signedIn,
  sim,
  test,
} from './fixtures';

/** A 1×1 PNG: the upload checks the file's bytes, not only its name. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The stage bar names the case's current stage. */
const stageBar = (page: Page, stage: string) =>
  page.getByRole('navigation', { name: `Case stage: ${stage}` });

/** A case action: its button, then Yes in the confirmation, then its success notice. */
async function caseAction(page: Page, button: string, done: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog', { name: button }).getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, done)).toBeVisible();
}

test('a case goes from Add Case through its auction, the sale, the court and the deed to Closed, followed by its client and the admin', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [staff, client, admin, bidder] = await Promise.all([
    signedIn(browser, 'auctioneer'),
    signedIn(browser, 'client'),
    signedIn(browser, 'admin'),
    signedIn(browser, 'bidder'),
  ]);

  /** The client, on the case page, sees the stage the staff sees. */
  const clientSees = async (caseId: number, stage: string) => {
    await client.goto(`/cases/${caseId}`);
    await expect(stageBar(client, stage)).toBeVisible();
  };

  // 1. An Online auction with a manual start at the next 5-minute mark (the defaults).
  const auctionId = await createAuction(staff);
  const auctions = (await (await request.get('/__sim/auctions')).json()) as {
    id: number;
    startTime: string;
  }[];
  const { startTime } = auctions.find((a) => a.id === auctionId)!;
  // The pickers' text for that start, in the browser's own time zone.
  const [day, time] = await staff.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return [
      `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`,
      `${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`,
    ];
  }, startTime);

  // 2. Add Case for the demo firm: the case opens with a Draft lot and its primary property.
  await staff.goto('/cases');
  await staff.getByRole('button', { name: 'Add Case' }).click();
  const add = staff.getByRole('dialog', { name: 'Add Case' });
  await add.getByLabel('File Number').fill('F-E2E-7001');
  await add.getByLabel('Case Number').fill('2026CH70017');
  await pick(add, 'Client', 'Barrett', 'Barrett & Associates LLP');
  await pick(add, 'Attorney', 'Jamie', 'Jamie Rowe');
  await add.getByLabel('Street Line 1').fill('700 W Journey Ave');
  await add.getByLabel('City').fill('Chicago');
  await add.getByLabel('County').fill('Cook');
  await pick(add, 'State', 'Illin', 'Illinois');
  await add.getByLabel('Zip Code').fill('60614');
  await expect(add.getByText('No duplicates!')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(/\/cases\/\d+$/);
  const caseId = Number(/\/cases\/(\d+)$/.exec(staff.url())![1]);
  await expect(staff.getByRole('heading', { name: /Case 2026CH70017/ })).toBeVisible();
  await expect(stageBar(staff, 'New')).toBeVisible();
  const lotCard = staff.locator('section[data-lot-id]');
  await expect(lotCard).toHaveCount(1);
  await expect(lotCard).toContainText('Draft');
  await expect(lotCard).toContainText('700 W Journey Ave');
  const lotId = Number(await lotCard.getAttribute('data-lot-id'));
  await clientSees(caseId, 'New');

  // 3. The property: a photo with its description and an attribute, saved as typed.
  await lotCard.getByRole('link', { name: 'View Lot' }).click();
  await expect(staff).toHaveURL(`/cases/${caseId}/lots/${lotId}`);
  await staff
    .getByRole('tabpanel')
    .getByRole('link', { name: /700 W Journey Ave/ })
    .click();
  await expect(staff).toHaveURL(new RegExp(`/cases/${caseId}/lots/${lotId}/properties/\\d+$`));
  const propertyUrl = new URL(staff.url()).pathname;
  await staff.getByLabel('Photo description').fill('Front of the house');
  await staff.locator('input[type=file]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(notice(staff, 'The photo was uploaded.')).toBeVisible();
  const photo = staff.locator('[data-testid^="photo-"]', { hasText: 'Front of the house' });
  await expect(photo).toContainText('Main');
  await expect(photo.getByRole('img', { name: 'Front of the house' })).toBeVisible();

  const bedrooms = staff.getByRole('spinbutton', { name: 'Bedrooms' });
  await bedrooms.fill('4');
  await expect(staff.getByTestId('attribute-save-state')).toHaveText('All changes saved');
  await staff.reload();
  await expect(staff.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue('4');
  await expect(photo).toContainText('Main');

  // Back on the case: the auction date through the calendar and the time picker, then publish.
  await staff
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: '2026CH70017' })
    .click();
  await expect(staff).toHaveURL(`/cases/${caseId}`);
  const date = lotCard.getByLabel('Auction date');
  await date.click();
  await date.fill(day);
  await date.press('Enter');
  const clock = lotCard.getByLabel('Auction time');
  await clock.click();
  await clock.fill(time);
  await clock.press('Enter');
  await lotCard.getByRole('button', { name: 'Set Date' }).click();
  await expect(notice(staff, 'Auction date set.')).toBeVisible();
  await expect(lotCard).toContainText(`${day} ${time}`);

  await lotCard.getByRole('button', { name: 'Publish Lot' }).click();
  // The opening price is 0: an info dialog lets it be provided later.
  await staff.getByRole('button', { name: 'Will Provide Later' }).click();
  await expect(notice(staff, 'Lot 1 was published.')).toBeVisible();
  await expect(lotCard).toContainText('Published');
  await expect(stageBar(staff, 'Listed')).toBeVisible();
  await clientSees(caseId, 'Listed');

  // 4. The control room: the bidder joins and bids, the auctioneer alerts and stops.
  await staff.goto(`/auctions/${auctionId}`);
  await staff.getByRole('button', { name: 'Start Auction' }).click();
  await expect(staff).toHaveURL(`/auctions/${auctionId}/auctioneer/${lotId}`);
  await bidder.goto(`/details/${lotId}`);
  const room = await joinAndWait(bidder);
  const start = staff.getByRole('button', { name: /^Start/ });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(staff.getByText('Lot started.')).toBeVisible();
  await room.getByRole('button', { name: 'Start With Opening Amount' }).click();
  await expect(staff.locator('.control-top-bid')).toHaveText(money(1));
  await staff.getByRole('button', { name: /^Stop alert/ }).click();
  await expect(room.locator('.room-final')).toBeVisible();
  await sim(request, 'clock', { advanceMs: 15_000 });
  await staff.getByRole('button', { name: /^Stop( X)?$/ }).click();
  const sold = staff.locator('.control-box .control-sold, .ant-modal .control-sold').first();
  await expect(sold).toHaveText(/^SOLD TO \d+$/);
  await expect(room.getByText('WINNER!')).toBeVisible();

  // 5. After the sale: deposit and full payment.
  await staff.goto(`/cases/${caseId}`);
  await expect(stageBar(staff, 'PostAuction')).toBeVisible();
  await clientSees(caseId, 'PostAuction');
  await lotCard.getByRole('button', { name: 'Confirm Deposit' }).click();
  await expect(notice(staff, 'Deposit confirmed.')).toBeVisible();
  await lotCard.getByRole('button', { name: 'Confirm Full Payment' }).click();
  await expect(notice(staff, 'Full payment confirmed.')).toBeVisible();
  await expect(stageBar(staff, 'PostAuction')).toBeVisible();

  // The court.
  await caseAction(
    staff,
    'Mark as Pending Court Approval',
    'Successfully marked the case as pending court approval!',
  );
  await expect(stageBar(staff, 'Court')).toBeVisible();
  await clientSees(caseId, 'Court');

  // The admin reads the case: the stage, no case or lot action.
  await admin.goto(`/admin/cases/${caseId}`);
  await expect(admin.getByRole('heading', { name: /Case 2026CH70017/ })).toBeVisible();
  await expect(stageBar(admin, 'Court')).toBeVisible();
  await expect(admin.locator('section[data-lot-id]')).toContainText('700 W Journey Ave');
  await expect(staff.getByRole('button', { name: 'Mark as Court Approved' })).toBeVisible();
  for (const name of ['Mark as Court Approved', 'Cancel Case', 'Edit Case', 'Add Lot'])
    await expect(admin.getByRole('button', { name })).toHaveCount(0);

  await caseAction(
    staff,
    'Mark as Court Approved',
    'Successfully marked the case as court approved!',
  );
  await expect(stageBar(staff, 'Court')).toBeVisible();

  // The deed.
  await lotCard.getByRole('button', { name: 'Mark as Deed Ready' }).click();
  await expect(notice(staff, 'Lot marked as deed ready.')).toBeVisible();
  await expect(stageBar(staff, 'DeedReady')).toBeVisible();
  await clientSees(caseId, 'DeedReady');

  await bidder.goto(`/account/winning/${lotId}`);
  await expect(bidder.getByTestId('winning-status')).toHaveText('Deed Ready');
  await bidder.getByLabel("Pick up at the auction host's office").check();
  await bidder.getByRole('button', { name: 'Save deed delivery' }).click();
  await expect(bidder.getByTestId('deed-delivery')).toHaveText(
    "Pick up at the auction host's office",
  );

  // The case page stayed open while the winner chose: the decision is made on the lot as it is now.
  await lotCard.getByRole('button', { name: 'Mark as Deed Issued' }).click();
  await expect(notice(staff, 'Lot marked as deed issued.')).toBeVisible();
  await expect(lotCard).toContainText("Pick up at the auction host's office");
  await expect(stageBar(staff, 'DeedReady')).toBeVisible();
  await caseAction(staff, 'Mark as Completed', 'Successfully marked the case as completed!');
  await expect(stageBar(staff, 'Closed')).toBeVisible();
  await clientSees(caseId, 'Closed');
  await admin.reload();
  await expect(stageBar(admin, 'Closed')).toBeVisible();

  // 6. The case's activity logs list every step.
  const logs = staff.getByRole('region', { name: 'Case activity logs' });
  for (const title of [
    'Lot Published',
    'Auction Started',
    'Bid Placed',
    'Stop Alert Sent',
    'Winner Declared',
    'Lot Closed',
    'Deposit Received - Confirmed',
    'Payment Received - Confirmed',
    'Pending Court Approval',
    'Court Approved',
    'Deed Ready',
    'Deed Issued',
    'Case Completed',
  ])
    await expect(logs.getByText(title, { exact: true })).toHaveCount(1);
  // The client reads the same logs; nothing is left to act on.
  await expect(
    client.getByRole('region', { name: 'Case activity logs' }).getByText('Case Completed', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await staff.goto(propertyUrl);
  await expect(
    staff.getByText('This case cannot be edited: the property is shown read-only.'),
  ).toBeVisible();
});
