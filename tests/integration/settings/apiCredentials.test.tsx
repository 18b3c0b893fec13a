import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { hashApiKey } from '../../../src/mocks/rules/apiKeys';
import { renderApp, setUpScreens, signInAs } from '../../render';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/settings/SettingsPage'),
  () => import('../../../src/features/settings/ApiCredentialsPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

const table = () => screen.getByRole('table', { name: 'API keys' });
const keyRows = () => within(table()).getAllByRole('row').slice(1);

async function open() {
  const view = renderApp('/settings/api-credentials');
  await within(await screen.findByRole('table', { name: 'API keys' }, LOAD)).findByText('Expired');
  return view;
}

describe('API credentials', () => {
  it('lists the keys masked with their dates and a status in words', async () => {
    await open();
    for (const title of ['API Key', 'Generated', 'Expiration', 'Deactivated', 'Status'])
      expect(within(table()).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(keyRows()).toHaveLength(3);
    const statuses = keyRows().map((r) => within(r).getAllByRole('cell')[4].textContent);
    expect(statuses.sort()).toEqual(['Active', 'Deactivated', 'Expired']);
    for (const row of keyRows())
      expect(within(row).getAllByRole('cell')[0].textContent).toMatch(/^\*{6}.{6}$/);
    const deactivated = keyRows().find(
      (r) => within(r).getAllByRole('cell')[4].textContent === 'Deactivated',
    )!;
    expect(within(deactivated).getAllByRole('cell')[3].textContent).toMatch(/^\d\d\/\d\d\/\d{4} /);
    expect(within(deactivated).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows a new key once with a copy button and a warning, then only its mask', async () => {
    const { user, unmount } = await open();
    await user.click(screen.getByRole('button', { name: /New Key/ }));
    const full = (await screen.findByLabelText('Full API key', {}, LOAD)) as HTMLInputElement;
    const key = full.value;
    expect(key.length).toBeGreaterThan(20);
    expect(screen.getByText('This key will not be shown again')).toBeInTheDocument();
    expect(screen.getByText(/It will not be shown again/)).toBeInTheDocument();
    // The server kept only the hash and the last six characters.
    const stored = db.apiKeys.find((k) => k.keyHash === hashApiKey(key))!;
    expect(stored.last6).toBe(key.slice(-6));

    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await navigator.clipboard.readText()).toBe(key);
    expect(await screen.findByText('The API key was copied to the clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('Full API key')).toBeNull());
    await waitFor(() => expect(keyRows()).toHaveLength(4));
    expect(within(table()).getByText(`******${key.slice(-6)}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(key);

    // Opened again (a reload), the list still shows only the mask.
    unmount();
    await open();
    expect(within(table()).getByText(`******${key.slice(-6)}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(key);
  });

  it('says so when the key cannot be copied', async () => {
    const { user } = await open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: /New Key/ }));
    await screen.findByLabelText('Full API key', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(
      await screen.findByText('The key could not be copied. Select it and copy it by hand.'),
    ).toBeInTheDocument();
  });

  it('deletes a key after a confirmation: it is listed as deactivated', async () => {
    const { user } = await open();
    const active = keyRows().find(
      (r) => within(r).getAllByRole('cell')[4].textContent === 'Active',
    )!;
    const mask = within(active).getAllByRole('cell')[0].textContent!;
    await user.click(within(active).getByRole('button', { name: `Delete API key ${mask}` }));
    expect(await screen.findByText('Are you sure to delete the API key?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The API key was deleted.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        keyRows().filter((r) => within(r).getAllByRole('cell')[4].textContent === 'Deactivated'),
      ).toHaveLength(2),
    );
  });

  it('sends employees away from API credentials', async () => {
    await signInAs('employee');
    const { router } = renderApp('/settings/api-credentials');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/settings/company-profile'),
      LOAD,
    );
  });
});
