import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import { autoLot, expect, startSession, test } from './fixtures';

/** A call to the API as the signed-in bidder of the page (its access-token cookie). */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = document.cookie
      .split('; ')
      .find((c) => c.startsWith('accessToken='))
      ?.slice('accessToken='.length);
    const res = await fetch(p, { headers: { Authorization: `Bearer ${token}` } });
    return res.json();
  }, path);
}

test('a bidder adds a Corporation purchase profile and joins a live lot with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Lakeshore Acquisitions Corp';
  await startSession(page, 'bidder');

  await page.goto('/account/purchase');
  await expect(page.getByText('Brooks Holdings LLC', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Purchase Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Purchase Profile' });
  await expect(dialog.getByLabel('Contact name')).toBeDisabled();
  await dialog.getByLabel('Corporation').check();
  await expect(dialog.getByLabel('Contact name')).toBeEnabled();
  await dialog.getByLabel('Name (grantee on deed)').fill(name);
  await dialog.getByLabel('Contact name').fill('Bailey Brooks');
  await dialog.getByLabel('Phone number').pressSequentially('3125550175');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(312) 555-0175');
  await dialog.getByLabel('Address', { exact: true }).fill('200 E Randolph St');
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('County').fill('Cook');
  await dialog.getByLabel('State').click();
  await dialog.getByLabel('State').fill('Illin');
  await page.locator('.ant-select-item-option[title="Illinois"]').click();
  await dialog.getByLabel('Zip code').fill('60601');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Corporation');
  await expect(row).toContainText('(312) 555-0175');
  const profiles = await api<{ id: number; name: string }[]>(page, '/api/purchaseprofiles/list');
  const created = profiles.find((p) => p.name === name)!;
  expect(created).toBeTruthy();

  // Join a running automatic lot with the new profile.
  const lot = await autoLot(request);
  await page.goto(`/details/${lot.id}`);
  const room = page.getByRole('region', { name: /^Live lot / });
  await room.getByRole('button', { name: 'Join Auction' }).click();
  const join = page.getByRole('dialog', { name: 'Join Auction' });
  await join.getByLabel('Purchase profile').click();
  const option = page.locator(`.ant-select-item-option[title="${name}"]`);
  await expect(option).toBeVisible();
  await option.click();
  await expect(join).toContainText(name);
  await join.getByLabel('Amount to lock').fill('25000');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join).toBeHidden();

  // The simulator recorded the join with that profile.
  await expect
    .poll(async () => {
      const view = await api<{ auctionBidder: { purchaseProfileId: number | null } | null }>(
        page,
        `/api/lots/${lot.id}/bidder`,
      );
      return view.auctionBidder?.purchaseProfileId ?? null;
    })
    .toBe(created.id);

  // The linked accounts page counts the amount as locked.
  await page.goto('/account/balance');
  const locked = page.locator(`a[href="/details/${lot.id}"]`);
  await expect(locked).toBeVisible();
  await expect(page.locator('tr').filter({ has: locked })).toContainText('$25,000');
  expect(await axeViolations(page)).toEqual([]);
});
