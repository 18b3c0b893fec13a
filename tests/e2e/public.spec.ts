import { expect, test } from './fixtures';

test('a visitor searches the home sales table and switches tabs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search by name or address').fill('Rockford');
  await expect(async () => {
    const rows = await table.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r.includes('Rockford'))).toBe(true);
  }).toPass();
  await page.getByLabel('Search by name or address').fill('');
  await page.getByRole('tab', { name: 'Cancelled Sales' }).click();
  await expect(page.locator('tr.row-cancelled').first()).toBeVisible();
  await expect(page.locator('tr.row-cancelled td').first()).toHaveCSS('color', 'rgb(180, 35, 24)');
});

test('the script payload in a blog never executes', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/blogs/2');
  await expect(
    page.getByRole('heading', { name: 'Understanding the required down payment' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('article script').count()).toBe(0);
  expect(dialogs).toEqual([]);
  await page.goto('/blogs/abc');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});

test('a visitor sends a message from the help center', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByText('How do I join an auction?')).toBeVisible();
  await page.getByLabel('Name').fill('Pat Doe');
  await page.getByLabel('E-mail').fill('pat@example.com');
  await page.getByLabel('Phone number').pressSequentially('3125550100');
  await page.getByLabel('Message').fill('When is the next sale?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
});
