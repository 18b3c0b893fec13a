import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../src/mocks/db';
import { makeActivityLog } from '../../../../src/mocks/factories';
import { renderApp, setUpScreens } from '../../../render';
import { userNamed } from '../../../simApi';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-settings/AdminSettingsPage'),
  () => import('../../../../src/features/admin-settings/AdminProfilePage'),
  () => import('../../../../src/features/admin-settings/AdminLogsPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

describe('admin profile', () => {
  it('shows the admin’s own details without the password change, and saves them', async () => {
    const { user } = renderApp('/admin/settings/profile');
    const card = within(await screen.findByRole('region', { name: 'My profile' }, LOAD));
    const first = await card.findByLabelText('First name', {}, LOAD);
    expect(first).toHaveValue('Ada');
    expect(card.getByLabelText('Username')).toHaveValue('admin');
    expect(card.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await user.clear(first);
    await user.click(first);
    await user.paste('Adele');
    await user.click(card.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.', {}, LOAD)).toBeInTheDocument();
    expect(userNamed('admin').firstName).toBe('Adele');
  });
});

describe('admin logs', () => {
  it('lists the activity logs, newest first, in a 600 px scrolling region', async () => {
    const kase = db.cases[0];
    makeActivityLog({ caseId: kase.id, actLogTitle: 'Status Changed', actLogBody: 'Listed' });
    renderApp('/admin/settings/logs');
    const card = await screen.findByRole('region', { name: 'Activity logs' }, LOAD);
    const list = await within(card).findByRole('region', { name: 'Admin activity logs' }, LOAD);
    expect(list).toHaveStyle({ maxHeight: '600px', overflowY: 'auto' });
    await waitFor(() => expect(list.querySelectorAll('li').length).toBeGreaterThan(0), LOAD);
    expect(within(list.querySelector('li')!).getByText('Status Changed')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    db.activityLogs.length = 0;
    renderApp('/admin/settings/logs');
    expect(await screen.findByText('No activity logs available.', {}, LOAD)).toBeInTheDocument();
  });
});
