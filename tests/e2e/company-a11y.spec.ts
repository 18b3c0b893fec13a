import { expectAccessible } from './axe';
import { expect, signedIn, test } from './fixtures';

test('the invitation link dialog and the page it opens have no serious accessibility violations', async ({
  browser,
}) => {
  const staff = await signedIn(browser, 'auctioneer', '/clients');
  await staff.getByRole('cell', { name: 'Whitfield & Crane LLP' }).click();
  await expect(staff).toHaveURL(/\/clients\/\d+$/);
  await expect(staff.getByRole('table', { name: 'Attorneys' })).toBeVisible();
  await staff.getByRole('button', { name: 'Invitation link' }).first().click();
  const invitation = staff.getByRole('dialog', { name: /^Invitation link/ });
  await expect(invitation.getByLabel('Invitation link')).toHaveValue(/client-register/);
  await expectAccessible(staff, 'invitation link dialog');
  const link = await invitation.getByLabel('Invitation link').inputValue();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectAccessible(guest, '/client-register');
});
