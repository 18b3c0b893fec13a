import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, startSession, test } from './fixtures';

/** Opens the first case the list shows for a status filter; returns its id. */
async function openFirstCase(page: Page, status: string): Promise<number> {
  await page.goto(`/cases?status=${status}`);
  await page
    .getByRole('link', { name: /^Open case / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  await expect(page.getByRole('navigation', { name: /^Case stage: / })).toBeVisible();
  return Number(/\/cases\/(\d+)$/.exec(page.url())![1]);
}

/** Opens a tab and waits for its panel. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the case screens of the auctioneer have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startSession(page, 'auctioneer');

  await page.goto('/cases');
  await expect(page.getByRole('link', { name: /^Open case / }).first()).toBeVisible();
  await expectAccessible(page, '/cases');

  // The newest case has no lot yet; Add Lot gives it a Draft lot with the auction date pickers.
  await openFirstCase(page, 'New');
  await expectAccessible(page, 'new case, Case Details');
  await openTab(page, 'Case Documents');
  await expectAccessible(page, 'new case, Case Documents');
  await openTab(page, 'Case Details');
  await page.getByRole('button', { name: 'Add Lot' }).click();
  const addLot = page.getByRole('dialog', { name: 'Add Lot' });
  await expect(addLot.getByLabel('Opening Price')).toBeVisible();
  await expectAccessible(page, 'Add Lot dialog');
  await addLot.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addLot).toBeHidden();
  await expect(page.getByRole('button', { name: 'Set Date' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Lot' }).first()).toBeVisible();
  await expectAccessible(page, 'new case with a Draft lot');

  // A court-approved case: the sold lot, payments and deed steps; then its documents.
  const caseId = await openFirstCase(page, 'Approved');
  await expect(page.getByRole('region', { name: 'Case activity logs' })).toBeVisible();
  await expectAccessible(page, 'approved case, Case Details');
  await openTab(page, 'Case Documents');
  await expectAccessible(page, 'approved case, Case Documents');

  // Its lot: each tab.
  await openTab(page, 'Case Details');
  await page.getByRole('link', { name: 'View Lot' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cases/${caseId}/lots/\\d+$`));
  await expect(page.getByRole('tab', { name: 'Lot Properties' })).toBeVisible();
  await expectAccessible(page, 'lot, Lot Properties');
  await openTab(page, 'Lot Documents');
  await expectAccessible(page, 'lot, Lot Documents');
  await openTab(page, 'Lot Activity Logs');
  await expectAccessible(page, 'lot, Lot Activity Logs');

  // One of its properties: address, attributes and photos.
  await openTab(page, 'Lot Properties');
  await page
    .getByRole('tabpanel')
    .locator('a[href*="/properties/"]:not([href$="/new"])')
    .first()
    .click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Property #\d+/ })).toBeVisible();
  await expect(page.getByText('Photos', { exact: true })).toBeVisible();
  await expectAccessible(page, 'property page');

  // A new property: the case and lot pickers, then the address form.
  await page.goto('/new-property');
  await expect(page.getByRole('heading', { name: 'New Property' })).toBeVisible();
  await expectAccessible(page, '/new-property');
  // The open list's first option (a closed list's options stay in the page, hidden).
  const firstOption = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .first();
  const caseField = page.getByLabel('Case', { exact: true });
  await caseField.click();
  await expect(firstOption).toBeVisible();
  await caseField.press('Enter');
  const lotField = page.getByLabel('Lot', { exact: true });
  await expect(lotField).toBeEnabled();
  await lotField.click();
  await expect(firstOption).toBeVisible();
  await lotField.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Create Property' })).toBeVisible();
  await expectAccessible(page, '/new-property, address');

  await page.goto('/properties');
  await expect(page.getByRole('button', { name: 'New Property' })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectAccessible(page, '/properties');
});

test('the case detail of the client and of the admin have no serious accessibility violations', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The auctioneer finds a court-approved case of the demo firm.
  const staff = await (await browser.newContext()).newPage();
  await startSession(staff, 'auctioneer');
  const caseId = await openFirstCase(staff, 'Approved');

  const client = await (await browser.newContext()).newPage();
  await startSession(client, 'client');
  await client.goto(`/cases/${caseId}`);
  await expect(client.getByRole('navigation', { name: /^Case stage: / })).toBeVisible();
  await expect(client.getByRole('region', { name: 'Case activity logs' })).toBeVisible();
  await expectAccessible(client, 'client, Case Details');
  await openTab(client, 'Case Documents');
  await expectAccessible(client, 'client, Case Documents');

  const admin = await (await browser.newContext()).newPage();
  await startSession(admin, 'admin');
  await admin.goto(`/admin/cases/${caseId}`);
  await expect(admin.getByRole('navigation', { name: /^Case stage: / })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Case activity logs' })).toBeVisible();
  await expectAccessible(admin, 'admin, Case Details');
  await openTab(admin, 'Case Documents');
  await expectAccessible(admin, 'admin, Case Documents');
});
