import { screen, waitFor, within } from '@testing-library/react';
import { configurationQueries } from '../../../../src/api/configurations';
import { ADMIN_SETTINGS_MSG as MSG } from '../../../../src/lib/adminSettings';
import { formatDateTime } from '../../../../src/lib/format';
import { advanceSimTime } from '../../../../src/mocks/clock';
import { db } from '../../../../src/mocks/db';
import { renderApp, setUpScreens } from '../../../render';
import { post } from '../../../simApi';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-settings/AdminSettingsPage'),
  () => import('../../../../src/features/admin-settings/SystemPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

type User = ReturnType<typeof renderApp>['user'];

const setting = (key: string) => db.configurations.find((c) => c.key === key)!;

async function openSystem() {
  const view = renderApp('/admin/settings/system');
  const table = await screen.findByRole('table', { name: 'Configurations' }, LOAD);
  await within(table).findByText('Contact form recipient', {}, LOAD);
  return { ...view, table };
}

const rowOf = (table: HTMLElement, displayName: string) =>
  within(table).getByText(displayName).closest('tr')!;

async function editValue(user: User, table: HTMLElement, displayName: string, value: string) {
  await user.click(
    within(rowOf(table, displayName)).getByRole('button', { name: `Edit ${displayName}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: `Edit ${displayName}` });
  const input = within(dialog).getByLabelText(displayName);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, input };
}

describe('admin system configuration', () => {
  it('lists every setting with its key, value and modified date', async () => {
    const { table } = await openSystem();
    for (const c of db.configurations) {
      const row = within(rowOf(table, c.displayName));
      expect(row.getByText(c.key)).toBeInTheDocument();
      expect(row.getByText(c.value)).toBeInTheDocument();
      expect(row.getByText(formatDateTime(c.modifiedDate))).toBeInTheDocument();
    }
  });

  it('saves one value, shows its new date and refreshes the help center address', async () => {
    const { user, table, client } = await openSystem();
    await client.prefetchQuery(configurationQueries.contactEmail());
    const key = configurationQueries.contactEmail().queryKey;
    expect(client.getQueryData(key)).toBe('support@bidright.test');
    const before = setting('Contact_ToEmail').modifiedDate;
    advanceSimTime(2 * 24 * 3_600_000);
    await editValue(user, table, 'Contact form recipient', 'help@bidright.test');
    expect(await screen.findByText(MSG.configurationSaved, {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(setting('Contact_ToEmail').value).toBe('help@bidright.test');
    expect(setting('Contact_ToEmail').modifiedDate).not.toBe(before);
    const row = within(rowOf(table, 'Contact form recipient'));
    expect(await row.findByText('help@bidright.test', {}, LOAD)).toBeInTheDocument();
    expect(
      row.getByText(formatDateTime(setting('Contact_ToEmail').modifiedDate)),
    ).toBeInTheDocument();
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(setting('Auction_StopAlertSeconds').value).toBe('10');
  });

  it('requires a value, and an e-mail address for e-mail keys, before sending', async () => {
    const { user, table } = await openSystem();
    const { dialog, input } = await editValue(user, table, 'Stop alert (seconds)', '');
    expect(await within(dialog).findByText(MSG.valueRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(input).not.toBeVisible());

    const email = await editValue(user, table, 'Notification sender', 'no-reply@');
    expect(await within(email.dialog).findByText(MSG.emailValue)).toBeInTheDocument();
    expect(setting('Notification_FromEmail').value).toBe('no-reply@bidright.test');
    expect(setting('Auction_StopAlertSeconds').value).toBe('10');
  });

  it('keeps what was typed and explains a refusal', async () => {
    const { user, table } = await openSystem();
    await post('/__sim/faults', {
      match: '/api/configurations',
      status: 400,
      body: { message: 'The value is out of range.' },
    });
    const { dialog, input } = await editValue(user, table, 'Stop alert (seconds)', '600');
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The value is out of range.',
    );
    expect(input).toHaveValue('600');
    expect(setting('Auction_StopAlertSeconds').value).toBe('10');
  });

  it('shows the empty state without a message when the list fails', async () => {
    await post('/__sim/faults', { match: '/api/configurations', status: 500 });
    renderApp('/admin/settings/system');
    expect(await screen.findByText('No configurations found.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).toBeNull();
  });
});
