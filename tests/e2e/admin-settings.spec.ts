import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, notice, signedIn, test } from './fixtures';

/** A visitor's page in a browser context of its own (no session). */
async function visitor(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  return page;
}

test('an edited FAQ shows on the visitor’s FAQ page', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/settings/faqs');
  const table = admin.getByRole('table', { name: 'FAQs' });
  await table.getByRole('button', { name: 'Edit FAQ How do I join an auction?' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit FAQ' });
  await dialog.getByLabel('Question').fill('How do I take part in a sale?');
  await dialog.getByLabel('Answer').fill('Open the lot and choose Join Auction.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(admin, 'Successfully updated the FAQ!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('How do I take part in a sale?')).toBeVisible();

  const page = await visitor(browser, '/faq');
  await page.getByText('How do I take part in a sale?').click();
  await expect(page.getByText('Open the lot and choose Join Auction.')).toBeVisible();
  await expect(page.getByText('How do I join an auction?')).toHaveCount(0);
});

test('a changed contact address shows in the help center', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/settings/system');
  const table = admin.getByRole('table', { name: 'Configurations' });
  await table.getByRole('button', { name: 'Edit Contact form recipient' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit Contact form recipient' });
  const value = dialog.getByLabel('Contact form recipient');
  await value.fill('help@bidright');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address!')).toBeVisible();
  await value.fill('help@bidright.test');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(admin, 'Successfully updated the configuration!')).toBeVisible();
  await expect(table.getByText('help@bidright.test')).toBeVisible();

  const page = await visitor(browser, '/help-center');
  await expect(page.getByRole('link', { name: 'help@bidright.test' })).toHaveAttribute(
    'href',
    'mailto:help@bidright.test',
  );
});

test('the admin adds an FAQ, then deletes it after confirming', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/settings/faqs');
  const table = admin.getByRole('table', { name: 'FAQs' });
  await admin.getByRole('button', { name: /Add FAQ/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add FAQ' });
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(dialog.getByText('Please enter the question!')).toBeVisible();
  await dialog.getByLabel('Question').fill('Can I bid by phone?');
  await dialog.getByLabel('Answer').fill('No, bids are placed online.');
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(notice(admin, 'Successfully added a new FAQ!')).toBeVisible();
  await expect(table.getByText('Can I bid by phone?')).toBeVisible();

  await table.getByRole('button', { name: 'Delete FAQ Can I bid by phone?' }).click();
  const confirm = admin
    .locator('.ant-popover')
    .filter({ hasText: 'Are you sure to delete the FAQ?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(admin, 'Successfully deleted the FAQ!')).toBeVisible();
  await expect(table.getByText('Can I bid by phone?')).toHaveCount(0);

  const page = await visitor(browser, '/faq');
  await expect(page.getByText('How do I join an auction?')).toBeVisible();
  await expect(page.getByText('Can I bid by phone?')).toHaveCount(0);
});

test('the Add FAQ dialog has no serious accessibility violations', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', '/admin/settings/faqs');
  await expect(admin.getByRole('table', { name: 'FAQs', exact: true })).toBeVisible();
  await admin.getByRole('button', { name: /Add FAQ/ }).click();
  await expect(admin.getByRole('dialog', { name: 'Add FAQ' })).toBeVisible();
  await expectAccessible(admin, 'admin settings add FAQ');
});
