import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, signedIn, test } from './fixtures';

/** Opens a settings tab by its address and waits for its heading or table to load. */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => ReturnType<Page['getByRole']>,
) {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
}

test('the settings, client and client-area screens have no serious accessibility violations', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await signedIn(browser, 'auctioneer');
  await visit(staff, '/settings/company-profile', (p) => p.getByLabel('Company name'));
  await expectAccessible(staff, '/settings/company-profile');
  await visit(staff, '/settings/profile', (p) =>
    p.getByRole('button', { name: /Change password/i }),
  );
  await expectAccessible(staff, '/settings/profile');
  await visit(staff, '/settings/users', (p) => p.getByRole('button', { name: 'Add User' }));
  await expectAccessible(staff, '/settings/users');
  await visit(staff, '/settings/api-credentials', (p) =>
    p.getByRole('table', { name: 'API keys' }),
  );
  await expectAccessible(staff, '/settings/api-credentials');
  await visit(staff, '/settings/logs', (p) => p.getByRole('tab', { name: 'Logs', selected: true }));
  await expectAccessible(staff, '/settings/logs');

  await visit(staff, '/clients', (p) => p.getByRole('cell', { name: 'Whitfield & Crane LLP' }));
  await expectAccessible(staff, '/clients');
  await staff.getByRole('cell', { name: 'Whitfield & Crane LLP' }).click();
  await expect(staff).toHaveURL(/\/clients\/\d+$/);
  await expect(staff.getByRole('table', { name: 'Attorneys' })).toBeVisible();
  await expectAccessible(staff, '/clients/{id}');
  await staff.getByRole('button', { name: 'Invitation link' }).first().click();
  const invitation = staff.getByRole('dialog', { name: /^Invitation link/ });
  await expect(invitation.getByLabel('Invitation link')).toHaveValue(/client-register/);
  await expectAccessible(staff, 'invitation link dialog');
  const link = await invitation.getByLabel('Invitation link').inputValue();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectAccessible(guest, '/client-register');

  const client = await signedIn(browser, 'client');
  await visit(client, '/dashboard', (p) => p.getByRole('link', { name: /./ }));
  await expectAccessible(client, 'client /dashboard');
  await visit(client, '/connected-companies', (p) =>
    p.getByRole('heading', { name: 'Connected Companies' }),
  );
  await expectAccessible(client, '/connected-companies');
  await visit(client, '/account/client-profile', (p) =>
    p.getByRole('table', { name: 'Attorneys' }),
  );
  await expectAccessible(client, '/account/client-profile');
  await visit(client, '/account/profile', (p) =>
    p.getByRole('button', { name: /Change password/i }),
  );
  await expectAccessible(client, '/account/profile');
});
