import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readXlsxRows } from '../exportReaders';
import { expectAccessible } from './axe';
import { expect, notice, PASSWORD, signedIn, signIn, test } from './fixtures';

/** The dialog titled so. */
const dialogTitled = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('the admin deletes a bidder account, who can no longer sign in', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/users/bidders');
  const table = admin.getByRole('table', { name: 'Bidders' });
  await admin.getByRole('searchbox', { name: 'Search by name' }).fill('Lena');
  await expect(table.getByRole('button', { name: 'Lena Leaving' })).toBeVisible();
  await expectAccessible(admin, '/admin/users/bidders');

  await table.getByRole('button', { name: 'Lena Leaving' }).press('Enter');
  const box = dialogTitled(admin, 'Bidder: Lena Leaving');
  await expect(box.getByText('$5,000.00')).toBeVisible();
  await expectAccessible(admin, 'bidder dialog');
  await box.getByRole('button', { name: /Delete account/ }).click();
  await expect(
    admin.getByText(
      'Are you sure you want to delete your account? This will permanently erase your account.',
    ),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(admin, 'Your account was successfully deleted. Fair well.')).toBeVisible();
  await expect(box).toBeHidden();
  await expect(table.getByText('Lena Leaving')).toHaveCount(0);

  const gone = await (await browser.newContext()).newPage();
  await signIn(gone, 'leaving');
  await expect(gone.getByText('Invalid username or password!').first()).toBeVisible();
  await expect(gone).toHaveURL(/\/login$/);
});

test('the admin creates an admin account that then signs in at /admin/login', async ({
  browser,
}) => {
  const userName = `admin${Date.now().toString(36)}`;
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/users/admins');
  await expect(
    admin.getByRole('table', { name: 'Admins' }).getByText('Grace Hopper'),
  ).toBeVisible();
  await expectAccessible(admin, '/admin/users/admins');

  await admin.getByRole('button', { name: /Create Admin Account/ }).click();
  const box = dialogTitled(admin, 'Create Admin Account');
  await expect(box).toBeVisible();
  await expectAccessible(admin, 'create admin dialog');
  await box.getByLabel('First name').fill('Rosa');
  await box.getByLabel('Last name').fill('Parks');
  await box.getByLabel('E-mail').fill(`${userName}@bidright.test`);
  await box.getByLabel('Phone number').fill('3125550199');
  await box.getByLabel('Username').fill(userName);
  await box.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await box.getByLabel('Confirm password').fill(PASSWORD);
  await box.getByRole('button', { name: 'Create' }).click();
  await expect(notice(admin, 'Successfully created the admin account!')).toBeVisible();
  await expect(box).toBeHidden();

  const fresh = await (await browser.newContext()).newPage();
  await signIn(fresh, userName, PASSWORD, { from: '/admin/login' });
  await expect(fresh).toHaveURL('/admin/dashboard');
});

test('the bidders list downloads as a workbook; the auctioneers tab and dialog are accessible', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/users/bidders');
  const table = admin.getByRole('table', { name: 'Bidders' });
  await expect(table.getByRole('button', { name: 'Bailey Brooks' })).toBeVisible();
  const [download] = (await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: /Export Excel/ }).click(),
  ])) as [Download, unknown];
  expect(download.suggestedFilename()).toMatch(/^bidders_.*\.xlsx$/);
  const rows = await readXlsxRows(await readFile((await download.path())!));
  expect(rows[0]).toEqual(['Bidders']);
  expect(rows[2]).toContain('E-mail');
  expect(rows.slice(3).map((r) => r[1])).toContain('bidder');

  await admin.getByRole('tab', { name: 'Auctioneers' }).click();
  await expect(admin).toHaveURL('/admin/users/auctioneers');
  const staff = admin.getByRole('table', { name: 'Auctioneers' });
  await expect(staff.getByText('Morgan Reyes')).toBeVisible();
  await expectAccessible(admin, '/admin/users/auctioneers');
  await staff.getByRole('button', { name: 'Morgan Reyes' }).click();
  await expect(dialogTitled(admin, 'Auctioneer: Morgan Reyes')).toBeVisible();
  await expectAccessible(admin, 'auctioneer dialog');
});
