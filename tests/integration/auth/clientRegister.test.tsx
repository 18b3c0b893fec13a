import { act, screen, waitFor, within } from '@testing-library/react';
import { REGISTRATION_SUCCESS_DELAY_MS } from '../../../src/lib/clientRegistration';
import { getSession } from '../../../src/lib/session';
import { Role } from '../../../src/lib/roles';
import { db } from '../../../src/mocks/db';
import { makeUser } from '../../../src/mocks/factories';
import { addFault } from '../../../src/mocks/faults';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../render';
import { expectConsentNotGiven } from './signUpConsent';

type App = ReturnType<typeof renderApp>;

const host = () => db.companies[0];
const barrett = () => db.clients.find((c) => c.name === 'Barrett & Associates LLP')!;
const jamie = () => db.attorneys.find((a) => a.firstName === 'Jamie' && a.lastName === 'Rowe')!;
const link = (email: string, companyId: number | string = host().id) =>
  `/client-register?email=${encodeURIComponent(email)}&companyId=${companyId}`;
const path = (app: App) => app.router.state.location.pathname;

beforeAll(async () => {
  await import('../../../src/features/auth/ClientRegisterPage');
  await import('../../../src/features/auth/LoginPage');
});
afterEach(() => vi.useRealTimers());

/** Opens the invitation and waits for the form. */
async function openForm(email = jamie().email) {
  const app = renderApp(link(email));
  await screen.findByRole('button', { name: 'Sign up' });
  return app;
}

/** Types the form's fields (pasted in one go), over what the lookup prefilled. */
async function fill(app: App, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await app.user.clear(input);
    if (value) await app.user.paste(value);
  }
}

const valid = {
  Username: 'jrowe',
  Password: 'Rowe2026',
  'Confirm password': 'Rowe2026',
  'Phone number': '3125550177',
};

/** Closes the error dialog with its message and expects the sign-in page. */
async function dialogThenLogin(app: App, message: string) {
  expect(await screen.findByRole('dialog', { name: message })).toBeInTheDocument();
  expect(path(app)).toBe('/client-register');
  await app.user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(path(app)).toBe('/login'));
}

describe('client registration: the invitation', () => {
  it('a link without an e-mail says so, then goes to sign-in', async () => {
    const app = renderApp(`/client-register?companyId=${host().id}`);
    await dialogThenLogin(app, 'Email address is not found!');
  });

  it('an unknown e-mail shows the server’s message with the address, then goes to sign-in', async () => {
    const app = renderApp(link('nobody@law.test'));
    await dialogThenLogin(app, 'No invitation was found for nobody@law.test.');
  });

  it('an e-mail and company that do not match say so, then go to sign-in', async () => {
    const stranger = db.companies.find((c) => !barrett().companyIds.includes(c.id))!;
    const app = renderApp(link(jamie().email, stranger.id));
    await dialogThenLogin(app, 'The email address and the company do not match!');
  });

  it('shows a skeleton while looking up; another failure gives the catalogue notice and a retry', async () => {
    addFault({ match: '/api/attorneys/register', status: 500, delayMs: 200 });
    const app = renderApp(link(jamie().email));
    expect(await screen.findByLabelText('Loading your invitation')).toBeInTheDocument();
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(path(app)).toBe('/client-register');
  });

  it('an attorney who has an account goes straight to the success screen; sign-in receives the state', async () => {
    const firm = db.clients.find((c) => c.name === 'Kessler Law Group')!;
    const a = db.attorneys.find((x) => x.clientId === firm.id)!;
    a.userId = makeUser({ role: Role.Attorney, clientId: firm.id, email: a.email }).id;
    const app = renderApp(link(a.email));
    expect(await screen.findByText('You already have an account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(firm.links.map((l) => l.companyId)).toEqual([host().id]);
    await app.user.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(path(app)).toBe('/login'));
    expect(app.router.state.location.state).toEqual({
      attorneyId: a.id,
      companyId: host().id,
      email: a.email,
    });
    expect(await screen.findByText('Your account is ready. Please sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue(a.email);
  });
});

describe('client registration: the form', () => {
  it('is prefilled from the invitation, with the e-mail disabled, the consent and its links', async () => {
    await openForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Jamie');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rowe');
    expect(screen.getByLabelText('E-mail')).toHaveValue(jamie().email);
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByText(/Barrett & Associates LLP/)).toBeInTheDocument();
    const consent = screen.getByRole('checkbox');
    expect(consent).toHaveAccessibleName(/SMS terms.*Privacy Policy.*Terms of Use.*arbitration/);
    expectConsentNotGiven();
  });

  it('validates the names, username, password rules, confirmation and phone', async () => {
    const app = await openForm();
    await fill(app, {
      'First name': '',
      'Last name': '',
      Password: 'abc',
      'Confirm password': 'abd',
      'Phone number': '31255',
    });
    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 55');
    await app.user.click(screen.getByRole('checkbox'));
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getAllByText('Field is required!')).toHaveLength(3));
    expect(screen.getByText('Must be at least 6 characters long!')).toBeInTheDocument();
    expect(
      screen.getByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number!')).toBeInTheDocument();
    await fill(app, { Password: 'abcdef1' });
    expect(
      await screen.findByText('Must contain at least one uppercase character (A-Z)!'),
    ).toBeInTheDocument();
    expect(jamie().userId).toBeNull();
  });

  it('checks the username as it is typed', async () => {
    const app = await openForm();
    await fill(app, { Username: 'auctioneer' });
    expect(await screen.findByText('Username is unavailable!')).toBeInTheDocument();
    await fill(app, { Username: 'jrowe' });
    expect(await screen.findByText('Username is available!')).toBeInTheDocument();
    expect(screen.queryByText('Username is unavailable!')).not.toBeInTheDocument();
  });

  it('a taken username is checked before sending: it warns, keeps the form and sends nothing', async () => {
    const app = await openForm();
    const users = db.users.length;
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(`${request.method} ${new URL(request.url).pathname}`);
    await fill(app, { ...valid, 'First name': 'Jamie Lee', Username: 'Auctioneer' });
    await app.user.click(screen.getByRole('checkbox'));
    server.events.on('request:start', record);
    try {
      await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
      const warning = await screen.findByRole('dialog', {
        name: 'The username is not available!',
      });
      expect(
        within(warning).getByText(
          'The username has already been taken. Please choose a different username!',
        ),
      ).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    // GET /api/user/username/{name} (spec 3 section 7) answered taken: the form was not sent.
    expect(asked).toContain('GET /api/user/username/Auctioneer');
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Jamie Lee');
    expect(screen.getByLabelText('Username')).toHaveValue('Auctioneer');
    expect(screen.getByLabelText('Password')).toHaveValue('Rowe2026');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(312) 555-0177');
    expect(db.users).toHaveLength(users);
    expect(path(app)).toBe('/client-register');
  });

  it('a name taken after the check: the server’s 400 gets the same warning', async () => {
    // The check answers free until the form is sent; by then the name is taken.
    let sent = false;
    server.use(
      http.get('*/api/user/username/:name', () => (sent ? undefined : HttpResponse.json(false))),
    );
    const record = ({ request }: { request: Request }) => {
      if (/\/api\/attorneys\/\d+\/register$/.test(new URL(request.url).pathname)) sent = true;
    };
    const app = await openForm();
    const users = db.users.length;
    await fill(app, { ...valid, Username: 'auctioneer' });
    await app.user.click(screen.getByRole('checkbox'));
    server.events.on('request:start', record);
    try {
      await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(
        await screen.findByRole('dialog', { name: 'The username is not available!' }),
      ).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(sent).toBe(true);
    expect(db.users).toHaveLength(users);
    expect(screen.getByLabelText('Username')).toHaveValue('auctioneer');
  });

  it('signs up once, shows the success screen after the delay, and Go to Login hands over the state', async () => {
    const app = await openForm();
    const a = jamie();
    const posts: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (/\/api\/attorneys\/\d+\/register$/.test(new URL(request.url).pathname))
        posts.push(request.method);
    };
    server.events.on('request:start', record);
    try {
      await fill(app, valid);
      await app.user.click(screen.getByRole('checkbox'));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await app.user.dblClick(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('Finishing your registration...')).toBeInTheDocument();
      expect(posts).toEqual(['POST']);
      expect(a.userId).not.toBeNull();

      // Halfway through the delay the screen is still finishing.
      act(() => vi.advanceTimersByTime(REGISTRATION_SUCCESS_DELAY_MS / 2));
      expect(screen.getByText('Finishing your registration...')).toBeInTheDocument();
      expect(screen.queryByText('Your registration is complete!')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(REGISTRATION_SUCCESS_DELAY_MS / 2));
      expect(screen.getByText('Your registration is complete!')).toBeInTheDocument();
      vi.useRealTimers();
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );

    await app.user.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(path(app)).toBe('/login'));
    expect(app.router.state.location.state).toEqual({
      attorneyId: a.id,
      companyId: host().id,
      email: a.email,
      userName: 'jrowe',
    });
    expect(await screen.findByText('Your account is ready. Please sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('jrowe');
    await app.user.type(screen.getByLabelText('Password'), 'Rowe2026');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(getSession()).toMatchObject({ userName: 'jrowe' }));
  });
});
