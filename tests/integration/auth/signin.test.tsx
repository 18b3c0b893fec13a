import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { getSession } from '../../../src/lib/session';
import { renderApp } from '../../render';

const path = (r: ReturnType<typeof renderApp>['router']) => r.state.location.pathname;

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  password = 'Demo1234',
) {
  await user.type(await screen.findByLabelText('Username'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('a bidder lands on /dashboard with the session in cookies', async () => {
    const { user, router } = renderApp('/login');
    await fill(user, 'bidder');
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
    expect(getSession()).toMatchObject({
      loggedIn: true,
      userName: 'bidder',
      roles: ['Bidder'],
      fullName: 'Bailey Brooks',
    });
  });

  it('an admin on /admin/login lands on /admin/dashboard', async () => {
    const { user, router } = renderApp('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    await fill(user, 'admin');
    await waitFor(() => expect(path(router)).toBe('/admin/dashboard'));
  });

  it('an admin on /login also goes to the admin area', async () => {
    const { user, router } = renderApp('/login');
    await fill(user, 'admin');
    await waitFor(() => expect(path(router)).toBe('/admin/dashboard'));
  });

  it('a bidder is refused on /admin/login with the sign-in 403 text', async () => {
    const { user, router } = renderApp('/admin/login');
    await fill(user, 'bidder');
    expect(await screen.findByText('There has been a permission error! - 403')).toBeInTheDocument();
    expect(path(router)).toBe('/admin/login');
    expect(getSession().loggedIn).toBe(false);
  });

  it('a wrong password shows the toast and the server text, and keeps what was typed', async () => {
    const { user } = renderApp('/login');
    await fill(user, 'bidder', 'Wrong1234');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(await screen.findByText('Invalid username or password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('bidder');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong1234');
  });

  it.each([
    [503, 'DEPLOYMENT IN PROGRESS! - 503'],
    [500, 'SERVER ERROR! - 500'],
  ])('a %i on sign-in shows %j', async (status, text) => {
    server.use(mswHttp.post('*/connect/token', () => HttpResponse.json({}, { status })));
    const { user } = renderApp('/login');
    await fill(user, 'bidder');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('returns to the remembered origin after sign-in', async () => {
    const { user, router } = renderApp('/account/balance');
    await waitFor(() => expect(path(router)).toBe('/login'));
    await fill(user, 'bidder');
    await waitFor(() => expect(path(router)).toBe('/account/balance'));
  });

  it('one click signs in once, however fast the clicks come', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/connect/token')) calls++;
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'bidder');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    const button = screen.getByRole('button', { name: 'Sign In' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
    server.events.removeAllListeners();
    expect(calls).toBe(1);
  });

  it('2-step: a bad code is refused, 123456 signs in', async () => {
    const { user, router } = renderApp('/login');
    await fill(user, 'bidder-2fa');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Enter the 6-digit code we sent to \(\*\*\*\) \*\*\*-\d{4}/),
    ).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('6-digit integer!')).toBeInTheDocument();
    await user.type(code, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText('The verification code is invalid!'),
    ).toBeInTheDocument();
    expect(getSession().loggedIn).toBe(false);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
    expect(getSession().userName).toBe('bidder-2fa');
  });

  it('lists the demo accounts as quick-login buttons outside production', async () => {
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByText('Demo accounts'));
    await user.click(await screen.findByRole('button', { name: 'Auctioneer' }));
    await waitFor(() => expect(path(router)).toBe('/dashboard'));
    expect(getSession().roles).toEqual(['Auctioneer']);
  });
});

describe('forgot and reset password', () => {
  it('forgot password: success text, and the server text on failure', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Username'), 'nobody-here');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('User not found!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'bidder');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Please check your email to reset your password!'),
    ).toBeInTheDocument();
  });

  it('an invalid reset token shows the banner and disables submit', async () => {
    renderApp('/resetPassword?token=bogus&userName=bidder');
    expect(await screen.findByText('The reset token is invalid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('a valid token resets the password, and the new one signs in', async () => {
    await fetch('http://localhost/api/user/password/bidder');
    const { token } = (await (await fetch('http://localhost/__sim/last-reset-token')).json()) as {
      token: string;
    };
    const { user } = renderApp(`/resetPassword?token=${token}&userName=bidder`);
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Please enter your new password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Fresh2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh2027');
    await user.click(submit);
    expect(
      await screen.findByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh2026');
    await user.click(submit);
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    const res = await fetch('http://localhost/connect/token', {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'bidright-web',
        client_secret: 'bidright-web-public',
        grant_type: 'password',
        username: 'bidder',
        password: 'Fresh2026',
        device_id: 'd',
      }),
    });
    expect(res.status).toBe(200);
  });
});
