import { expect, signInBidder, test } from './fixtures';

test('a winner opens the deed-ready lot, chooses the deed delivery, and after a reload it is set', async ({
  page,
}) => {
  await signInBidder(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My Winnings' }).click();
  await expect(page).toHaveURL('/account/winning');

  const card = page.locator('.winning-card', { hasText: 'Deed Ready' });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/account\/winning\/\d+$/);
  await expect(page.getByTestId('winning-status')).toHaveText('Deed Ready');

  await expect(page.getByText('How would you like to receive the deed?')).toBeVisible();
  await page.getByLabel('Mail to another address').check();
  await page.getByRole('button', { name: 'Save deed delivery' }).click();
  await expect(page.getByText('Please enter the shipping address!')).toBeVisible();
  await page.getByLabel('Shipping address').fill('1 Main St, Peoria, IL 61602');
  await page.getByRole('button', { name: 'Save deed delivery' }).click();

  await expect(page.getByTestId('deed-delivery')).toHaveText('Mail to another address');
  await expect(page.getByText('1 Main St, Peoria, IL 61602')).toBeVisible();
  await expect(page.getByText('How would you like to receive the deed?')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('deed-delivery')).toHaveText('Mail to another address');
  await expect(page.getByText('1 Main St, Peoria, IL 61602')).toBeVisible();
  await expect(page.getByText('How would you like to receive the deed?')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save deed delivery' })).toHaveCount(0);
});
