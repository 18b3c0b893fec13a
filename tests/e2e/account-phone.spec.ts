import { axeViolations } from './axe';
import { autoLot, expect, startSession, test } from './fixtures';

test('an unverified bidder verifies a new phone with the text-message code and can then join a live lot', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const lot = await autoLot(request);
  await startSession(page, 'bidder-unverified');
  await page.goto('/dashboard');

  // Not verified yet: joining is refused with the spec's modal.
  await page.goto(`/details/${lot.id}`);
  const room = page.getByRole('region', { name: /^Live lot / });
  await room.getByRole('button', { name: 'Spectate' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: 'Your account is not verified' });
  await expect(refused).toContainText('Please go to the settings page to verify your account!');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();

  await page.goto('/account/personal');
  const identity = page.getByRole('region', { name: 'Identity verification' });
  await expect(identity.getByText('Not verified')).toBeVisible();
  const phones = page.getByRole('region', { name: 'Phone numbers' });
  await phones.getByRole('button', { name: 'Add phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
  await dialog.getByLabel('Phone number').fill('13125550177');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(312) 555-0177');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Enter the 6-digit code we sent to (312) 555-0177.')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^0[12]:[0-5]\d$/);
  await expect(dialog.getByRole('button', { name: /Resend code in/ })).toBeDisabled();

  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The verification code is invalid!')).toBeVisible();
  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
  const row = phones.getByRole('listitem').filter({ hasText: '(312) 555-0177' });
  await expect(row.getByText('Primary')).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  expect(await axeViolations(page, { include: '.account-personal', all: true })).toEqual([]);

  // Verified: the same bidder now joins the live lot (as a spectator, with no funds yet).
  await page.goto(`/details/${lot.id}`);
  await room.getByRole('button', { name: 'Spectate' }).click();
  await expect(
    room.getByText('Currently you have insufficient funds to participate!'),
  ).toBeVisible();
  await expect(room.getByText(/^Paddle \d+$/)).toBeVisible();
  await expect(page.getByText('Your account is not verified')).toHaveCount(0);
});
