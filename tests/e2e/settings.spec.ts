import { expect, signedIn, test } from './fixtures';

test('an employee cannot reach the users or API credentials of the company, and sees its profile locked', async ({
  browser,
}) => {
  const employee = await signedIn(browser, 'employee');
  for (const slug of ['users', 'api-credentials']) {
    await employee.goto(`/settings/${slug}`);
    await expect(employee).toHaveURL('/settings/company-profile');
  }
  await expect(employee.getByRole('tab', { name: 'Company Profile' })).toBeVisible();
  await expect(employee.getByRole('tab', { name: 'Logs' })).toBeVisible();
  await expect(employee.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await expect(employee.getByRole('tab', { name: 'API Credentials' })).toHaveCount(0);
  await expect(employee.getByLabel('Company name')).toBeDisabled();
});

test('a new API key is shown in full once, then only masked, also after a reload', async ({
  browser,
}) => {
  const staff = await signedIn(browser, 'auctioneer');
  await staff.goto('/settings/api-credentials');
  const keys = staff.getByRole('table', { name: 'API keys' });
  await expect(keys.getByText(/^\*{6}/).first()).toBeVisible();
  const before = await keys.getByRole('row').count();
  await staff.getByRole('button', { name: 'New Key' }).click();
  const dialog = staff.getByRole('dialog', { name: 'New API key' });
  await expect(dialog.getByText('This key will not be shown again')).toBeVisible();
  const key = await dialog.getByLabel('Full API key').inputValue();
  expect(key.length).toBeGreaterThan(12);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const masked = `******${key.slice(-6)}`;
  await expect(keys.getByRole('row')).toHaveCount(before + 1);
  await expect(keys.getByText(masked)).toBeVisible();
  expect(await staff.content()).not.toContain(key);

  await staff.reload();
  await expect(staff.getByRole('table', { name: 'API keys' }).getByText(masked)).toBeVisible();
  expect(await staff.content()).not.toContain(key);
});
