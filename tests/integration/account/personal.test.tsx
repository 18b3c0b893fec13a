import { screen, waitFor, within } from '@testing-library/react';
import { bidderQueries } from '../../../src/api/bidders';
import { db } from '../../../src/mocks/db';
import { makePhone } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { syncServerTime } from '../../../src/api/serverTime';
import { storeSession } from '../../../src/lib/session';
import { renderApp, signInAs } from '../../render';
import { demoToken } from '../../demoToken';
import { liveLot, post, userNamed } from '../../simApi';

type User = ReturnType<typeof renderApp>['user'];

const LOAD = { timeout: 10_000 };

const DELETE_CONFIRM =
  'Are you sure you want to delete your account? This will permanently erase your account.';

const region = (name: string) => screen.getByRole('region', { name });

/** Signs in with the text-message 2-step code (the simulator's code is 123456). */
async function signInTwoStep(userName: string) {
  const first = await demoToken(userName, { deviceId: 'test-device' });
  const sms = (await (
    await fetch('http://localhost/api/bidderverify/sms', {
      headers: { Authorization: `Bearer ${first.access_token}` },
    })
  ).json()) as { id: string };
  const res = await fetch('http://localhost/connect/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'bidright-web',
      client_secret: 'bidright-web-public',
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      two_factor: 'true',
      password: '123456',
      verification_id: sms.id,
      device_id: 'test-device',
    }),
  });
  storeSession(await res.json());
}

/** Signs in and opens the personal page, waiting for its details to load. */
async function open(userName = 'bidder') {
  if (userNamed(userName).twoFactor === 'none') await signInAs(userName);
  else await signInTwoStep(userName);
  const view = renderApp('/account/personal');
  await screen.findByLabelText('First name', {}, LOAD);
  return view;
}

/** Counts the calls to an endpoint (method and path ending) while a test runs. */
function countCalls(method: string, pathEnd: RegExp) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathEnd.test(new URL(request.url).pathname)) seen.count++;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

/** Replaces a field's text (pasted: typing key by key is slow on a busy machine). */
async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}

/** The confirmation dialog holding `text`, once it shows. */
async function confirmDialog(text: string) {
  // antd also renders the title as the dialog's hidden accessible name.
  const [title] = await screen.findAllByText(text);
  return within(title.closest('.ant-modal') as HTMLElement);
}

describe('personal page: bidder details', () => {
  it('shows a skeleton, then the details with a read-only user name', async () => {
    await signInAs('bidder');
    renderApp('/account/personal');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name', {}, LOAD)).toHaveValue('Bailey');
    expect(screen.getByLabelText('Last name')).toHaveValue('Brooks');
    expect(screen.getByLabelText('E-mail')).toHaveValue('bidder@bidright.test');
    expect(screen.getByLabelText('Address')).toHaveValue('233 S Wacker Dr');
    expect(screen.getByLabelText('Username')).toHaveValue('bidder');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    const phone = userNamed('bidder').phoneNumber;
    expect(screen.getByLabelText('Phone number')).toHaveValue(
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
    );
  });

  it('asks for each required field and refuses a symbol in address line 2', async () => {
    const { user } = await open();
    for (const label of ['First name', 'Last name', 'E-mail', 'Address', 'City', 'Zip code'])
      await user.clear(screen.getByLabelText(label));
    await retype(user, screen.getByLabelText('Address line 2'), 'Apt #4');
    await retype(user, screen.getByLabelText('Phone number'), '312555');
    await user.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Please enter your first name!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name!')).toBeInTheDocument();
    expect(screen.getByText('Field is required!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your address!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your city!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your zip code!')).toBeInTheDocument();
    expect(screen.getByText('Please enter letters and numbers only')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number!')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('E-mail'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
  });

  it('saves with one request per click, shows a toast and updates the account', async () => {
    const calls = countCalls('PUT', /\/api\/bidders\/\d+$/);
    const { user } = await open();
    await retype(user, screen.getByLabelText('First name'), 'Robin');
    await retype(user, screen.getByLabelText('Address line 2'), 'Suite 5');
    await retype(user, screen.getByLabelText('Phone number'), '13125550123');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 555-0123');
    // The save takes a moment, as on a real network: the second click lands while it is on its way.
    await post('/__sim/faults', { match: '/api/bidders/*', delayMs: 500 });
    await user.dblClick(screen.getByText('Save changes'));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    const u = userNamed('bidder');
    expect(u.firstName).toBe('Robin');
    expect(u.phoneNumber).toBe('3125550123');
    expect(u.address?.streetLine2).toBe('Suite 5');
  });

  it('keeps what was typed when the save fails, with the catalogue message', async () => {
    const { user } = await open();
    await retype(user, screen.getByLabelText('City'), 'Evanston');
    await post('/__sim/faults', { match: '/api/bidders/*', status: 500 });
    await user.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Evanston');
    expect(userNamed('bidder').address?.city).toBe('Chicago');
  });

  it("shows the server's reason when the e-mail belongs to another account", async () => {
    const { user } = await open();
    await retype(user, screen.getByLabelText('E-mail'), 'bidder2@bidright.test');
    await user.click(screen.getByText('Save changes'));
    expect(
      await screen.findByText('Email address has already been registered!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('bidder2@bidright.test');
  });

  it('offers a retry when the account cannot be loaded', async () => {
    await signInAs('bidder');
    // The account call itself fails (the user menu's own bidder calls go through).
    await post('/__sim/faults', { match: `/api/bidders/${userNamed('bidder').id}`, status: 500 });
    const { user } = renderApp('/account/personal');
    expect(
      await screen.findByText('Your account details could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Server error! - 500')).toBeInTheDocument();
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByLabelText('First name', {}, LOAD)).toHaveValue('Bailey');
  });
});

describe('personal page: phone numbers and identity verification', () => {
  it('adds a phone, verifies it with the code and marks the account verified', async () => {
    const { user, client } = await open('bidder-unverified');
    const identity = region('Identity verification');
    expect(within(identity).getByText('Not verified')).toBeInTheDocument();
    const phones = region('Phone numbers');
    expect(within(phones).getByText('Not verified')).toBeInTheDocument();

    await user.click(within(phones).getByText('Add phone number'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a phone number' }));
    await user.click(dialog.getByText('Send code'));
    expect(await dialog.findByText('Please enter a phone number!')).toBeInTheDocument();
    await retype(user, dialog.getByLabelText('Phone number'), '312555');
    expect(await dialog.findByText('Please enter a valid phone number!')).toBeInTheDocument();
    await retype(user, dialog.getByLabelText('Phone number'), '3125550177');
    await user.click(dialog.getByText('Send code'));

    expect(await dialog.findByText(/we sent to \(312\) 555-0177/)).toBeInTheDocument();
    expect(dialog.getByRole('timer')).toHaveTextContent(/^0[12]:[0-5]\d$/);
    expect(dialog.getByText(/Resend code in/).closest('button')).toBeDisabled();

    const code = dialog.getByLabelText('Verification code');
    await retype(user, code, '12');
    await user.click(dialog.getByText('Verify'));
    expect(await dialog.findByText('6-digit integer!')).toBeInTheDocument();
    await retype(user, code, '654321');
    await user.click(dialog.getByText('Verify'));
    expect(await dialog.findByText('The verification code is invalid!')).toBeInTheDocument();
    await retype(user, code, '123456');
    await user.click(dialog.getByText('Verify'));
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();

    await waitFor(() =>
      expect(within(region('Identity verification')).getByText('Verified')).toBeInTheDocument(),
    );
    const row = within(region('Phone numbers')).getByText('(312) 555-0177').closest('li')!;
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    const u = userNamed('bidder-unverified');
    expect(u.isVerified).toBe(true);
    expect(u.phoneNumber).toBe('3125550177');
    // The shell's global bidder data (is_verified) is read again.
    await waitFor(() =>
      expect(client.getQueryData(bidderQueries.global().queryKey)?.is_verified).toBe(true),
    );
  });

  it('counts down to the expiry, then offers a resend; an expired code is refused', async () => {
    const { user } = await open('bidder-unverified');
    const listed = userNamed('bidder-unverified').phoneNumber;
    const phones = region('Phone numbers');
    await user.click(within(phones).getByText('Verify'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify phone number' }));
    await user.click(dialog.getByText('Send code'));
    await dialog.findByLabelText('Verification code');

    await post('/__sim/clock', { advanceMs: 121_000 });
    await syncServerTime();
    const resend = (await dialog.findByText('Resend code')).closest('button')!;
    await waitFor(() => expect(resend).toBeEnabled());
    expect(dialog.getByText('The code has expired. Send a new one.')).toBeInTheDocument();
    await retype(user, dialog.getByLabelText('Verification code'), '123456');
    await user.click(dialog.getByText('Verify'));
    expect(
      await dialog.findByText('The verification code has expired! Please request a new code.'),
    ).toBeInTheDocument();

    await user.click(resend);
    expect(await dialog.findByRole('timer')).toHaveTextContent(/^0[12]:[0-5]\d$/);
    await retype(user, dialog.getByLabelText('Verification code'), '123456');
    await user.click(dialog.getByText('Verify'));
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    const phone = db.phones.find((p) => p.number === listed)!;
    expect(phone.verifiedDate).not.toBeNull();
    expect(phone.isPrimary).toBe(true);
  });

  it('says so when the code cannot be sent or checked', async () => {
    const { user } = await open('bidder-unverified');
    await user.click(within(region('Phone numbers')).getByText('Verify'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify phone number' }));
    await post('/__sim/faults', { match: '/api/bidderphones/verification', status: 503 });
    await user.click(dialog.getByText('Send code'));
    expect(await screen.findByText('Server is under deployment! - 503')).toBeInTheDocument();
    await user.click(dialog.getByText('Send code'));
    const code = await dialog.findByLabelText('Verification code');
    await retype(user, code, '123456');
    await post('/__sim/faults', { match: '/api/bidderphones/verification/*', status: 500 });
    await user.click(dialog.getByText('Verify'));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(userNamed('bidder-unverified').isVerified).toBe(false);
  });

  it("refuses a number already verified on the account with the server's reason", async () => {
    const { user } = await open('bidder');
    const phone = userNamed('bidder').phoneNumber;
    await user.click(within(region('Phone numbers')).getByText('Add phone number'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a phone number' }));
    await retype(user, dialog.getByLabelText('Phone number'), phone);
    await user.click(dialog.getByText('Send code'));
    expect(
      await screen.findByText('This phone number is already verified on your account!'),
    ).toBeInTheDocument();
  });

  it('makes another verified phone the primary one', async () => {
    const u = userNamed('bidder');
    makePhone({
      bidderId: u.id,
      number: '7735550142',
      isPrimary: false,
      verifiedDate: '2025-01-02T10:00:00.000Z',
    });
    const { user } = await open('bidder');
    const phones = region('Phone numbers');
    await user.click(within(phones).getByRole('button', { name: 'Make (773) 555-0142 primary' }));
    expect(await screen.findByText('Primary phone number changed.')).toBeInTheDocument();
    await waitFor(() => {
      const row = within(region('Phone numbers')).getByText('(773) 555-0142').closest('li')!;
      expect(within(row).getByText('Primary')).toBeInTheDocument();
    });
    expect(userNamed('bidder').phoneNumber).toBe('7735550142');
    expect(db.phones.filter((p) => p.bidderId === u.id && p.isPrimary)).toHaveLength(1);
  });
});

describe('personal page: 2-step verification', () => {
  it('links an authenticator app from the QR code and unlinks it on Cancel', async () => {
    const { user } = await open('bidder-2fa');
    const card = within(region('2-step verification'));
    expect(card.getByLabelText('Text message')).toBeChecked();

    await user.click(card.getByLabelText('Authenticator app'));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Set up your authenticator app' }),
    );
    const qr = dialog.getByAltText('QR code to scan with your authenticator app');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){3}$/)).toBeInTheDocument();
    const u = userNamed('bidder-2fa');
    expect(db.bidders.find((b) => b.userId === u.id)!.configuredAuthenticatorApp).toBe(true);
    expect(u.twoFactor).toBe('app');

    await user.click(dialog.getByText('Cancel'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set up your authenticator app' })).toBeNull(),
    );
    expect(db.bidders.find((b) => b.userId === u.id)!.configuredAuthenticatorApp).toBe(false);
    expect(u.twoFactor).toBe('sms');
    await waitFor(() => expect(card.getByLabelText('Text message')).toBeChecked());

    await user.click(card.getByLabelText('Authenticator app'));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Set up your authenticator app' }),
      ).getByText('Done'),
    );
    expect(await screen.findByText('Authenticator app linked.')).toBeInTheDocument();
    await waitFor(() => expect(card.getByLabelText('Authenticator app')).toBeChecked());

    // Back to text messages, after a confirmation.
    await user.click(card.getByLabelText('Text message'));
    const confirm = await confirmDialog('Use text messages for 2-step verification?');
    await user.click(confirm.getByText('Use text messages'));
    expect(await screen.findByText('Codes now come by text message.')).toBeInTheDocument();
    expect(db.bidders.find((b) => b.userId === u.id)!.configuredAuthenticatorApp).toBe(false);
  });

  it('stays on text message when linking fails', async () => {
    const { user } = await open('bidder');
    await post('/__sim/faults', { match: '/api/auctioneers/authenticator', status: 500 });
    const card = within(region('2-step verification'));
    await user.click(card.getByLabelText('Authenticator app'));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(card.getByLabelText('Text message')).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Set up your authenticator app' })).toBeNull();
  });
});

describe('personal page: change password', () => {
  it('validates as the spec says', async () => {
    const { user } = await open();
    const card = within(region('Change password'));
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Please enter your current password!')).toBeInTheDocument();
    expect(card.getByText('Please enter your new password!')).toBeInTheDocument();
    expect(card.getByText('Please re-enter your password!')).toBeInTheDocument();
    const next = card.getByLabelText('New password');
    for (const [typed, message] of [
      ['Ab1', 'Must be at least 6 characters long!'],
      ['Abcdefg', 'Must contain at least one number (0-9)!'],
      ['abcdef1', 'Must contain at least one uppercase character (A-Z)!'],
      ['ABCDEF1', 'Must contain at least one lowercase character (a-z)!'],
    ]) {
      await retype(user, next, typed);
      expect(await card.findByText(message)).toBeInTheDocument();
    }
    await retype(user, next, 'Better2026');
    await retype(user, card.getByLabelText('Confirm password'), 'Better2027');
    expect(
      await card.findByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();
  });

  it("shows the server's text for a wrong current password, then changes it", async () => {
    const { user } = await open();
    const card = within(region('Change password'));
    await retype(user, card.getByLabelText('Current password'), 'Wrong1234');
    await retype(user, card.getByLabelText('New password'), 'Better2026');
    await retype(user, card.getByLabelText('Confirm password'), 'Better2026');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect!')).toBeInTheDocument();
    expect(card.getByLabelText('New password')).toHaveValue('Better2026');

    await retype(user, card.getByLabelText('Current password'), 'Demo1234');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(userNamed('bidder').password).toBe('Better2026');
    await waitFor(() => expect(card.getByLabelText('Current password')).toHaveValue(''));
  });

  it('reports a server failure and keeps the form', async () => {
    const { user } = await open();
    const card = within(region('Change password'));
    await retype(user, card.getByLabelText('Current password'), 'Demo1234');
    await retype(user, card.getByLabelText('New password'), 'Better2026');
    await retype(user, card.getByLabelText('Confirm password'), 'Better2026');
    await post('/__sim/faults', { match: '/api/user/password', status: 500 });
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(card.getByLabelText('Current password')).toHaveValue('Demo1234');
    expect(userNamed('bidder').password).toBe('Demo1234');
  });
});

describe('personal page: account status and deletion', () => {
  it('deactivates after confirming (no more joining), then activates again', async () => {
    const { user } = await open();
    const card = within(region('Account status'));
    expect(card.getByText('Active')).toBeInTheDocument();
    await user.click(card.getByText('Deactivate account'));
    const confirm = await confirmDialog('Deactivate your account?');
    await user.click(confirm.getByText('Deactivate'));
    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(await card.findByText('Inactive')).toBeInTheDocument();
    expect(userNamed('bidder').isDeactivated).toBe(true);

    // The simulator refuses a deactivated bidder's join.
    const lot = liveLot('Auto');
    const tok = await demoToken('bidder');
    const res = await fetch(`http://localhost/api/auctions/${lot.auctionId}/${lot.id}/bidders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tok.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 0, purchaseProfileId: null, type: 'online' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Your account is deactivated!' });

    await user.click(card.getByText('Activate account'));
    await user.click((await confirmDialog('Activate your account?')).getByText('Activate'));
    expect(await screen.findByText('Your account is active again.')).toBeInTheDocument();
    expect(await card.findByText('Active')).toBeInTheDocument();
    expect(userNamed('bidder').isDeactivated).toBe(false);
  });

  it('keeps the account active when deactivating fails', async () => {
    const { user } = await open();
    const card = within(region('Account status'));
    await post('/__sim/faults', { match: '/api/bidders/*', status: 500 });
    await user.click(card.getByText('Deactivate account'));
    await user.click((await confirmDialog('Deactivate your account?')).getByText('Deactivate'));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(userNamed('bidder').isDeactivated).toBe(false);
  });

  it('deletes the account after the confirmation and signs out', async () => {
    const { user, router } = await open('bidder3');
    const id = userNamed('bidder3').id;
    await user.click(
      within(region('Account status')).getByText('Delete account', { selector: 'button span' }),
    );
    const confirm = await confirmDialog(DELETE_CONFIRM);
    await user.click(confirm.getByText('Delete my account'));
    expect(
      await screen.findByText('Your account was successfully deleted. Fair well.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db.users.find((u) => u.id === id)?.userName).not.toBe('bidder3');
    await expect(demoToken('bidder3')).rejects.toThrow();
  });

  it('keeps the account when the delete request fails', async () => {
    const { user, router } = await open('bidder3');
    await post('/__sim/faults', { match: '/api/bidders/*/deleterequest', status: 403 });
    await user.click(
      within(region('Account status')).getByText('Delete account', { selector: 'button span' }),
    );
    await user.click((await confirmDialog(DELETE_CONFIRM)).getByText('Delete my account'));
    expect(await screen.findByText('Permission error! - 403')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/personal');
    expect(userNamed('bidder3')).toBeDefined();
  });

  it("refuses another bidder's account in the simulator", async () => {
    const tok = await demoToken('bidder');
    const other = userNamed('bidder2').id;
    const res = await fetch(`http://localhost/api/bidders/${other}`, {
      headers: { Authorization: `Bearer ${tok.access_token}` },
    });
    expect(res.status).toBe(403);
  });
});
