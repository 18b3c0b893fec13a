import { continueInBrowser, expect, signIn, signInBidder, sim, test } from './fixtures';

test.describe('sign-in for every role', () => {
  for (const [user, landing] of [
    ['bidder', '/dashboard'],
    ['bidder-unverified', '/dashboard'],
    ['auctioneer', '/dashboard'],
    ['employee', '/dashboard'],
    ['client', '/dashboard'],
    ['attorney', '/dashboard'],
  ] as const) {
    test(`${user} signs in and lands on ${landing}`, async ({ page }) => {
      await signIn(page, user);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    });
  }

  test('admin signs in at /admin/login and lands on /admin/dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  });

  test('bidder with 2-step verification enters the text-message code', async ({ page }) => {
    await signIn(page, 'bidder-2fa');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Enter the 6-digit code we sent to/)).toBeVisible();
    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('The verification code is invalid!')).toBeVisible();
    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('quick-login buttons sign in without typing', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('Demo accounts').click();
    await page.getByRole('button', { name: 'Employee' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test('a guarded page redirects to sign-in and returns there after it', async ({ page }) => {
  await page.goto('/account/balance');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'bidder');
  await expect(page).toHaveURL('/account/balance');
});

test('admin pages send visitors to /admin/login; signed-in users leave sign-in pages', async ({
  page,
}) => {
  await page.goto('/admin/companies');
  await expect(page).toHaveURL('/admin/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL('/admin/companies');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('a new bidder registers end to end and is signed in', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('E-mail').fill('morgan.reyes@example.com');
  await expect(page.getByText('Email is available!')).toBeVisible();
  await page.getByLabel('Phone number').pressSequentially('13125550142');
  await expect(page.getByLabel('Phone number')).toHaveValue('(312) 555-0142');
  await page.getByLabel('Birth date').fill('04/12/1990');
  await page.getByLabel('Birth date').press('Enter');
  await page.getByLabel('Address', { exact: true }).fill('500 N State St');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').fill('Illinois');
  await page.getByTitle('Illinois').click();
  await page.getByLabel('Zip code').fill('60654');
  await page.getByLabel('Username').fill('morganreyes');
  await expect(page.getByText('Username is available!')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Morgan2026');
  await page.getByLabel('Confirm password').fill('Morgan2026');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created! Signing you in...')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByTestId('menu-balance')).toContainText('Available balance $0');
});

test('token expiry mid-session is invisible to the user', async ({ page, request }) => {
  await signInBidder(page);
  await sim(request, 'tokens/expire');
  let tokenCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/connect/token')) tokenCalls++;
  });
  await page.goto('/account/winning');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByTestId('menu-balance')).toContainText('Available balance $');
  await expect(page.getByText('Invalid token')).toHaveCount(0);
  await expect(page).toHaveURL('/account/winning');
  expect(tokenCalls).toBe(1);
});

test('a failed refresh signs the user out to /login', async ({ page, request }) => {
  await signInBidder(page);
  await sim(request, 'tokens/expire');
  await sim(request, 'faults', {
    match: '/connect/token',
    status: 400,
    body: { error: 'invalid_grant' },
  });
  await page.goto('/account/purchase');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Invalid token')).toBeVisible();
});

test('unknown pages show the 404 page with a Dashboard button', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/login');
});

test('phones get the app prompt and the page is blocked until Continue in browser', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('See Bidright in...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open app' })).toBeVisible();
  // The page underneath cannot be used until the visitor chooses.
  const blocked = await page
    .getByRole('link', { name: 'Register' })
    .click({ trial: true, timeout: 1000 })
    .then(() => false)
    .catch(() => true);
  expect(blocked).toBe(true);
  await continueInBrowser(page);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register');
});
