import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { createAuction, expect, notice, signedIn, test } from './fixtures';

const NOT_ACTIVE = "Your company is not active yet. Please wait for the administrator's approval.";

/** Finds a company on the admin's list by status and name, and opens it. */
async function openCompany(admin: Page, status: string, name: string) {
  await admin.goto('/admin/companies');
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.locator(`.ant-select-item-option[title="${status}"]`).click();
  await expect(admin).toHaveURL(new RegExp(`status=${status}`));
  await admin.getByRole('searchbox', { name: 'Search by name' }).fill(name.split(' ')[0]);
  const table = admin.getByRole('table', { name: 'Companies' });
  // The header row and the one company.
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Clicks an action of the company, answers Yes to its question and waits for the message. */
async function confirm(admin: Page, action: string, question: string, done: string) {
  await admin
    .getByRole('group', { name: 'Company actions' })
    .getByRole('button', { name: action })
    .click();
  const popup = admin.locator('.ant-popover').filter({ hasText: question });
  await popup.getByRole('button', { name: 'Yes' }).click();
  await expect(notice(admin, done)).toBeVisible();
}

test('a pending company cannot create auctions until the administrator approves it', async ({
  browser,
}) => {
  // Two accounts, two sign-ins and an auction created: longer than most.
  test.slow();
  const staff = await signedIn(browser, 'pending-auctioneer');
  await staff.goto('/auctions');
  await staff.getByRole('button', { name: 'Create Auction' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Create Auction' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(staff.getByText(NOT_ACTIVE)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const admin = await signedIn(browser, 'admin');
  await openCompany(admin, 'Pending', 'Bluestem Auction Company');
  // The companies list (its Pending filter) is kept in the page, hidden: the status that shows.
  await expect(
    admin.getByText('Pending', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(admin.getByLabel('Company name')).toBeDisabled();
  await expect(admin.getByRole('table', { name: 'Users' }).getByText('Pat Lindgren')).toBeVisible();
  await confirm(
    admin,
    'Approve',
    'Are you sure to approve the company?',
    'Successfully approved the company!',
  );
  await expect(admin.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(admin.getByLabel('Company name')).toBeEnabled();

  const auctionId = await createAuction(staff);
  expect(auctionId).toBeGreaterThan(0);
});

test('the administrator declines a pending company and deactivates and activates an active one', async ({
  browser,
}) => {
  // Two screens checked by axe and three status changes: longer than most.
  test.slow();
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/companies');
  await expect(admin.getByRole('heading', { level: 1, name: /^Companies \(\d+\)$/ })).toBeVisible();
  await expectAccessible(admin, 'company list');
  await openCompany(admin, 'Pending', 'Riverbend Auction House');
  await expectAccessible(admin, 'company detail');
  await confirm(
    admin,
    'Decline',
    'Are you sure to decline the company?',
    'Successfully declined the company!',
  );
  await expect(
    admin.getByText('The company was declined. Its profile cannot be changed.'),
  ).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Company actions' })).toHaveCount(0);

  await openCompany(admin, 'Active', 'Great Lakes Gavel');
  await confirm(
    admin,
    'Deactivate',
    'Are you sure to deactivate the company?',
    'Successfully deactivated the company!',
  );
  await confirm(
    admin,
    'Activate',
    'Are you sure to activate the company?',
    'Successfully activated the company!',
  );
  await expect(admin.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
