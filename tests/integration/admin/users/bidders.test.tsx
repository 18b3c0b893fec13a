import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { db, newId } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { SYSTEM_USERS_MSG as SIM_MSG } from '../../../../src/mocks/rules/systemUsers';
import { SYSTEM_USERS_MSG as MSG } from '../../../../src/lib/systemUsers';
import { readXlsxRows } from '../../../exportReaders';
import { renderApp, setUpScreens } from '../../../render';
import { recordSavedFiles } from '../../../savedFiles';
import { liveLot, userNamed } from '../../../simApi';
import { dialog, fill, LOAD, rowOf, tableOf } from './helpers';

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-users/SystemUsersPage'),
  () => import('../../../../src/features/admin-users/BiddersTab'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

async function openBidders(path = '/admin/users/bidders') {
  const view = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Bidders' }, LOAD);
  await within(table).findByText('Lena Leaving', {}, LOAD);
  return { ...view, table };
}

async function openLena() {
  const view = await openBidders();
  // The name opens the dialog from the keyboard.
  within(view.table).getByRole('button', { name: 'Lena Leaving' }).focus();
  await view.user.keyboard('{Enter}');
  return { ...view, box: await dialog('Bidder: Lena Leaving') };
}

describe('admin system users: bidders', () => {
  it('opens on the bidders tab with the spec’s columns, 10 per page', async () => {
    const { table, router } = await openBidders('/admin/users');
    expect(router.state.location.pathname).toBe('/admin/users/bidders');
    for (const tab of ['Bidders', 'Auctioneers', 'Admins'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    for (const title of ['Name', 'E-mail', 'Phone', 'Created', 'Last Login', 'Status'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const lena = within(rowOf(table, 'Lena Leaving')!);
    expect(lena.getByText('lena.leaving@bidright.test')).toBeInTheDocument();
    expect(lena.getByText('(312) 555-0164')).toBeInTheDocument();
    expect(lena.getByText('Active')).toBeInTheDocument();
    expect(lena.getByText('Never')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(11);
    expect(screen.queryByRole('button', { name: /Create Admin Account/ })).toBeNull();
  });

  it('searches by name once typing pauses', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/bidders/list')
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const { user, table, router } = await openBidders();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'lena');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lena'), LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), LOAD);
    expect(bodies.at(-1)).toMatchObject({
      search: 'lena',
      pagination: { current: 1, pageSize: 10 },
    });
    // One request for the settled text, none per keystroke.
    expect(bodies.filter((b) => (b as { search: string }).search.startsWith('l'))).toHaveLength(1);
  });

  it('shows verification and balances, and deletes the account after the confirmation', async () => {
    const { user, box, table } = await openLena();
    expect(within(box).getByText('Phone verified')).toBeInTheDocument();
    expect(within(box).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(box).getByText('$0.00')).toBeInTheDocument();
    expect(within(box).getByLabelText('E-mail')).toHaveValue('lena.leaving@bidright.test');
    const id = userNamed('leaving').id;
    await user.click(within(box).getByRole('button', { name: /Delete account/ }));
    expect(await screen.findByText(MSG.confirmDelete)).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.deleted, {}, LOAD)).toBeInTheDocument();
    expect(db.users.find((u) => u.id === id)!.userName).toBe(`deleted-${id}`);
    await waitFor(() => expect(rowOf(table, 'Lena Leaving')).toBeUndefined(), LOAD);
    await waitFor(() => expect(screen.queryByText('Bidder: Lena Leaving')).toBeNull());
  });

  it('explains a refused deletion with the server’s message and keeps the dialog', async () => {
    const lot = liveLot();
    db.auctionBidders.push({
      id: newId(),
      auctionId: lot.auctionId!,
      lotId: lot.id,
      bidderId: userNamed('leaving').id,
      paddleNumber: 992,
      amount: 500,
      purchaseProfileId: null,
      type: 'online',
      enteredDate: new Date().toISOString(),
      leftDate: null,
    });
    const { user, box } = await openLena();
    await user.click(within(box).getByRole('button', { name: /Delete account/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SIM_MSG.lockedFunds, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(MSG.deleted)).toBeNull();
    expect(screen.getByText('Bidder: Lena Leaving')).toBeInTheDocument();
    expect(userNamed('leaving')).toBeDefined();
  });

  it('deactivates the bidder after asking, and shows Inactive', async () => {
    const { user, box, table } = await openLena();
    await user.click(within(box).getByRole('button', { name: 'Deactivate Lena Leaving' }));
    expect(await screen.findByText(MSG.confirmDeactivate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(MSG.activated, {}, LOAD)).toBeInTheDocument();
    expect(userNamed('leaving').isDeactivated).toBe(true);
    expect(within(box).getByText('Inactive')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Activate Lena Leaving' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Lena Leaving')!).getByText('Inactive')).toBeInTheDocument(),
    );
  });

  it('saves the details; a refused save keeps what was typed', async () => {
    const { user, box, table } = await openLena();
    await fill(user, box, 'E-mail', userNamed('bidder').email);
    await fill(user, box, 'First name', 'Lenora');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(
      await within(box).findByText('Email address has already been registered!', {}, LOAD),
    ).toBeInTheDocument();
    expect(within(box).getByLabelText('First name')).toHaveValue('Lenora');
    await fill(user, box, 'E-mail', 'lenora@bidright.test');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.bidderSaved, {}, LOAD)).toBeInTheDocument();
    expect(userNamed('leaving')).toMatchObject({
      firstName: 'Lenora',
      email: 'lenora@bidright.test',
    });
    expect(await within(table).findByText('Lenora Leaving', {}, LOAD)).toBeInTheDocument();
  });

  it('exports the list of the search as a workbook, once per click', async () => {
    const { blobs, saved } = recordSavedFiles('bidders');
    const { user } = await openBidders('/admin/users/bidders?search=lena');
    const button = screen.getByRole('button', { name: /Export Excel/ });
    await user.dblClick(button);
    await waitFor(() => expect(saved).toHaveLength(1), LOAD);
    expect(saved[0]).toMatch(/^bidders_.*\.xlsx$/);
    const rows = await readXlsxRows(await blobs[0].arrayBuffer());
    expect(rows.slice(3).map((r) => r[0])).toEqual(['Lena Leaving']);
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('fails silently: the list stops loading and shows the empty text', async () => {
    server.use(mswHttp.post('*/api/bidders/list', () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/users/bidders');
    expect(await screen.findByText(MSG.noUsers, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).toBeNull();
    expect(tableOf('Bidders')).toBeInTheDocument();
  });
});
