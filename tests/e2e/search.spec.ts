import { expect, signInBidder, test } from './fixtures';

test('a bidder filters the map search, draws an area, pins a property and saves the filter', async ({
  page,
}) => {
  await signInBidder(page);
  await page.goto('/properties');
  await expect(page.getByText('Search is currently available in Illinois only')).toBeVisible();
  const count = page.getByText(/^\d+ properties$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(3);
  await expect(page.locator('.leaflet-interactive').first()).toBeVisible();

  // Live lots only, then back.
  await page.getByLabel('Live').check();
  await expect(async () =>
    expect(Number((await count.textContent())!.split(' ')[0])).toBeLessThan(total),
  ).toPass();
  await page.getByLabel('Live').uncheck();
  await expect(count).toHaveText(`${total} properties`);

  // A small circle around the map centre keeps only nearby properties.
  await page.getByRole('button', { name: 'Draw circle' }).click();
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2);
  await expect(page.locator('path.leaflet-interactive').first()).toBeVisible();
  await expect(async () =>
    expect(Number((await count.textContent())!.split(' ')[0])).toBeLessThan(total),
  ).toPass();
  await page.getByRole('button', { name: 'Clear areas' }).click();
  await expect(count).toHaveText(`${total} properties`);

  // Pin the first card; the user menu's pinned count follows.
  const firstPin = page.locator('.ant-card button[aria-label^="Pin "]').first();
  const label = (await firstPin.getAttribute('aria-label'))!.replace(/^Pin /, 'Unpin ');
  await firstPin.click();
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(/Pinned properties \(3\)/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Save the current filter under the default name, then find it in the list.
  await page.getByLabel('Featured').check();
  await page.getByRole('button', { name: 'Save filter' }).click();
  await page
    .getByRole('dialog', { name: 'Save filter' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Saved "Saved filter 1".')).toBeVisible();
  await page.getByLabel('Featured').uncheck();
  await page.getByLabel('Saved filters').click();
  await page.locator('.ant-select-item-option[title="Saved filter 1"]').click();
  await expect(page.getByLabel('Featured')).toBeChecked();
});
