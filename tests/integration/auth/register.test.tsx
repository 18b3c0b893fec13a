import { screen, waitFor } from '@testing-library/react';
import { getSession } from '../../../src/lib/session';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../render';
import { expectConsentNotGiven } from './signUpConsent';

type User = ReturnType<typeof renderApp>['user'];

async function fillBidder(user: User, over: Partial<Record<string, string>> = {}) {
  const v = {
    'First name': 'Robin',
    'Last name': 'Lane',
    'E-mail': 'robin.lane@example.com',
    'Phone number': '13125550199',
    'Birth date': '04/12/1990',
    Address: '12 Grand Ave',
    City: 'Chicago',
    'Zip code': '60610',
    Username: 'robinlane',
    Password: 'Robin2026',
    'Confirm password': 'Robin2026',
    ...over,
  };
  for (const [label, value] of Object.entries(v)) {
    if (!value) continue;
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasted in one go (key-by-key typing re-validates the whole form per key); the date picker
    // takes its text typed and confirmed with Enter.
    if (label === 'Birth date') await user.type(input, `${value}{enter}`);
    else await user.paste(value);
  }
  await user.click(screen.getByLabelText('State'));
  await user.type(screen.getByLabelText('State'), 'Illin');
  await user.click(await screen.findByTitle('Illinois'));
}

describe('registration', () => {
  it('the consent covers the SMS terms, privacy, the terms of use and arbitration (spec 3 section 5)', async () => {
    renderApp('/register');
    const consent = await screen.findByRole('checkbox');
    expect(consent).toHaveAccessibleName(
      'I agree to receive text messages (SMS) under the SMS terms, I have read the Privacy Policy, and I accept the Terms of Use, including the arbitration agreement.',
    );
    expectConsentNotGiven();
  });

  it('validates as the spec says, then registers a bidder with the text-message code and signs in', async () => {
    const { user, router } = renderApp('/register');
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    expect(screen.getByText('You must agree to the Terms & Condition')).toBeInTheDocument();
    expect(signUp).toBeDisabled();

    await fillBidder(user, { Password: 'robin', 'Confirm password': 'robin2' });
    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 555-0199');
    expect(await screen.findByText('Email is available!')).toBeInTheDocument();
    expect(await screen.findByText('Username is available!')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('You must agree to the Terms & Condition')).not.toBeInTheDocument();
    await user.click(signUp);
    expect(await screen.findByText('Must be at least 6 characters long!')).toBeInTheDocument();
    expect(
      await screen.findByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Robin2026');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Robin2026');
    await user.click(signUp);

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByText(/we sent to \(\*\*\*\) \*\*\*-0199/)).toBeInTheDocument();
    // The ticked consent is sent as `dca` (spec 1 section 3).
    const registrations: Promise<unknown>[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/bidders')
        registrations.push(request.clone().json());
    };
    server.events.on('request:start', record);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verification code is invalid!')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Your account has been created! Signing you in...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 5000,
    });
    server.events.removeListener('request:start', record);
    expect(await Promise.all(registrations)).toEqual([
      expect.objectContaining({ userName: 'robinlane', dca: true }),
      expect.objectContaining({ userName: 'robinlane', dca: true }),
    ]);
    expect(getSession()).toMatchObject({ userName: 'robinlane', roles: ['Bidder'] });
  });

  it('says when the e-mail and user name are taken, and blocks sign-up', async () => {
    const { user } = renderApp('/register');
    await screen.findByRole('button', { name: 'Sign up' });
    await user.type(screen.getByLabelText('E-mail'), 'bidder2@bidright.test');
    expect(
      await screen.findByText('Email address has already been registered!'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'reserved@bidright.test');
    expect(await screen.findByText('Email is unavailable!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'auctioneer');
    expect(await screen.findByText('Username is unavailable!')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('checks phone format and the required fields', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('checkbox'));
    await user.type(screen.getByLabelText('Phone number'), '31255');
    await user.type(screen.getByLabelText('Address line 2'), 'Apt #4');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid phone number!')).toBeInTheDocument();
    expect(await screen.findByText('Please enter letters and numbers only')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your address!')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your city!')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your zip code!')).toBeInTheDocument();
    expect(await screen.findByText('Please re-enter your password!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Field is required!').length).toBeGreaterThan(2),
    );
  });

  it('auctioneers: a duplicate company name disables sign-up; a non-auctioneer e-mail is named', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    const { user } = renderApp('/register', { state: { role: 'Auctioneer' } });
    await user.type(await screen.findByLabelText('Company name'), '  prairie STATE auctions ');
    expect(
      await screen.findByText(
        'A duplicate company already exists, please contact the administrator for assistance.',
      ),
    ).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    // The name is checked on the server; the platform's company names never reach the browser.
    expect(asked).toContain('POST /api/companies/check');
    expect(asked.some((a) => a.includes('companynames'))).toBe(false);
    await user.type(screen.getByLabelText('E-mail'), 'bidder@bidright.test');
    expect(
      await screen.findByText(
        'Email address has already been registered with non-auctioneer account!',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('bidders must be 18: later birth dates are disabled and refused', async () => {
    const { user } = renderApp('/register');
    const input = await screen.findByLabelText('Birth date');
    const recent = new Date();
    recent.setFullYear(recent.getFullYear() - 10);
    const text = `${String(recent.getMonth() + 1).padStart(2, '0')}/${String(recent.getDate()).padStart(2, '0')}/${recent.getFullYear()}`;
    await user.type(input, `${text}{enter}`);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findAllByText(
        /Field is required!|You must be at least 18 years old to register\./,
      ),
    ).not.toHaveLength(0);
    expect(input).not.toHaveValue(text);
  });
});
