import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'employee',
  () => import('../../../src/features/settings/SettingsPage'),
  () => import('../../../src/features/settings/ProfilePage'),
  () => import('../../../src/features/account/AccountPage'),
  () => import('../../../src/features/account/client/ClientAccountPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

/** The bodies of PUT /api/user/profile sent while `run` runs. */
async function profileSaves(run: () => Promise<void>): Promise<unknown[]> {
  const bodies: Promise<unknown>[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/user/profile')
      bodies.push(request.clone().json());
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return Promise.all(bodies);
}

/** Opens the profile at `path`, changes the last name and phone, and saves. */
async function saveAt(path: string, lastName: string) {
  const { user } = renderApp(path);
  const card = within(await screen.findByRole('region', { name: 'My profile' }, LOAD));
  const last = await card.findByLabelText('Last name', {}, LOAD);
  await user.clear(last);
  await user.click(last);
  await user.paste(lastName);
  const phone = card.getByLabelText('Phone number');
  await user.clear(phone);
  await user.click(phone);
  await user.paste('3125550142');
  await user.click(card.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your details have been saved.', {}, LOAD)).toBeInTheDocument();
}

describe('own profile save (spec 1 section 7: PUT {profile endpoint})', () => {
  it('staff send firstName, lastName, userName, email and phoneNumber', async () => {
    const me = userNamed('employee');
    const sent = await profileSaves(() => saveAt('/settings/profile', 'Stonebridge'));
    expect(sent).toEqual([
      {
        firstName: me.firstName,
        lastName: 'Stonebridge',
        userName: 'employee',
        email: me.email,
        phoneNumber: '3125550142',
      },
    ]);
    expect(userNamed('employee')).toMatchObject({
      lastName: 'Stonebridge',
      phoneNumber: '3125550142',
    });
  });

  it.each(['client', 'attorney'])(
    'a %s sends the phone as phone, with the userName',
    async (name) => {
      await signInAs(name);
      const me = userNamed(name);
      const sent = await profileSaves(() => saveAt('/account/profile', 'Marlowe'));
      expect(sent).toEqual([
        {
          firstName: me.firstName,
          lastName: 'Marlowe',
          userName: name,
          email: me.email,
          phone: '3125550142',
        },
      ]);
      expect(userNamed(name)).toMatchObject({ lastName: 'Marlowe', phoneNumber: '3125550142' });
    },
  );

  it('a client’s form shows the phone the server gives as phone', async () => {
    await signInAs('client');
    renderApp('/account/profile');
    const card = within(await screen.findByRole('region', { name: 'My profile' }, LOAD));
    const digits = userNamed('client').phoneNumber;
    expect(await card.findByLabelText('Phone number', {}, LOAD)).toHaveValue(
      `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    );
  });
});
