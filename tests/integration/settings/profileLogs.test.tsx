import { screen, waitFor, within } from '@testing-library/react';
import { ProfileSettings } from '../../../src/widgets/ProfileSettings';
import { getSession } from '../../../src/lib/session';
import { db } from '../../../src/mocks/db';
import { renderApp, setUpScreens } from '../../render';
import { userNamed } from '../../simApi';
import { renderKit } from '../kit/renderKit';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'employee',
  () => import('../../../src/features/settings/SettingsPage'),
  () => import('../../../src/features/settings/ProfilePage'),
  () => import('../../../src/features/settings/LogsPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

type User = ReturnType<typeof renderApp>['user'];

const region = (name: string) => screen.getByRole('region', { name });

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  if (value) await user.paste(value);
}

async function openProfile() {
  const view = renderApp('/settings/profile');
  await screen.findByLabelText('First name', {}, LOAD);
  return view;
}

describe('settings profile', () => {
  it('shows the own details with the username read-only and saves them', async () => {
    const { user } = await openProfile();
    const card = within(region('My profile'));
    expect(card.getByLabelText('Username')).toHaveValue('employee');
    expect(card.getByLabelText('Username')).toHaveAttribute('readonly');
    await retype(user, card.getByLabelText('Last name'), 'Stonebridge');
    await retype(user, card.getByLabelText('Phone number'), '3125550142');
    expect(card.getByLabelText('Phone number')).toHaveValue('(312) 555-0142');
    await user.click(card.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.', {}, LOAD)).toBeInTheDocument();
    expect(userNamed('employee')).toMatchObject({
      lastName: 'Stonebridge',
      phoneNumber: '3125550142',
      userName: 'employee',
    });
    expect(getSession().fullName).toBe('Emery Stonebridge');
  });

  it('keeps what was typed when the server refuses the e-mail', async () => {
    const { user } = await openProfile();
    const card = within(region('My profile'));
    const email = card.getByLabelText('E-mail');
    await retype(user, email, userNamed('auctioneer').email);
    await user.click(card.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Email address has already been registered!', {}, LOAD),
    ).toBeInTheDocument();
    expect(email).toHaveValue(userNamed('auctioneer').email);
    expect(userNamed('employee').email).not.toBe(userNamed('auctioneer').email);
  });

  it('changes the password under the password rules', async () => {
    const { user } = await openProfile();
    const card = within(region('Change password'));
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Please enter your current password!')).toBeInTheDocument();
    expect(card.getByText('Please enter your new password!')).toBeInTheDocument();
    await retype(user, card.getByLabelText('New password'), 'abcdef1');
    expect(
      await card.findByText('Must contain at least one uppercase character (A-Z)!'),
    ).toBeInTheDocument();
    await retype(user, card.getByLabelText('Current password'), 'Demo1234');
    await retype(user, card.getByLabelText('New password'), 'Better2026');
    await retype(user, card.getByLabelText('Confirm password'), 'Better2026');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed.', {}, LOAD),
    ).toBeInTheDocument();
    expect(userNamed('employee').password).toBe('Better2026');
  });

  it('leaves the password card out when asked to', async () => {
    renderKit(<ProfileSettings passwordChange={false} />);
    expect(await screen.findByLabelText('Username', {}, LOAD)).toHaveValue('employee');
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
  });
});

describe('settings logs', () => {
  it('lists the company’s activity logs in a 600 px scrolling region', async () => {
    renderApp('/settings/logs');
    const list = await screen.findByRole('region', { name: 'Activity logs' }, LOAD);
    await waitFor(() => expect(list.querySelectorAll('li').length).toBeGreaterThan(0), LOAD);
    const scroller = within(list).getByRole('region', { name: 'Company activity logs' });
    expect(scroller).toHaveStyle({ maxHeight: '600px', overflowY: 'auto' });
  });

  it('says when there are none', async () => {
    db.activityLogs.length = 0;
    renderApp('/settings/logs');
    expect(await screen.findByText('No activity logs available.', {}, LOAD)).toBeInTheDocument();
  });
});
