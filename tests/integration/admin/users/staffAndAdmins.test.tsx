import { screen, waitFor, within } from '@testing-library/react';
import { USER_LOADING_LABEL } from '../../../../src/components/company/UserLoadingDialog';
import { db } from '../../../../src/mocks/db';
import { makeAuctioneer, makeCompany } from '../../../../src/mocks/factories';
import { SYSTEM_USERS_MSG as SIM_MSG } from '../../../../src/mocks/rules/systemUsers';
import { SYSTEM_USERS_MSG as MSG } from '../../../../src/lib/systemUsers';
import { demoToken } from '../../../demoToken';
import { renderApp, setUpScreens } from '../../../render';
import { userNamed } from '../../../simApi';
import { holdCalls } from '../../../heldCalls';
import { dialog, fill, LOAD, rowOf, type User } from './helpers';

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-users/SystemUsersPage'),
  () => import('../../../../src/features/admin-users/AuctioneersTab'),
  () => import('../../../../src/features/admin-users/AdminsTab'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

async function openTab(tab: 'auctioneers' | 'admins', name: string, waitFor: string) {
  const view = renderApp(`/admin/users/${tab}`);
  const table = await screen.findByRole('table', { name }, LOAD);
  await within(table).findByText(waitFor, {}, LOAD);
  return { ...view, table };
}

async function pickRole(user: User, box: HTMLElement, role: string) {
  await user.click(within(box).getByLabelText('Role'));
  await user.click(await screen.findByTitle(role));
}

describe('admin system users: auctioneers', () => {
  it('lists the staff of every company with company and role', async () => {
    const { table } = await openTab('auctioneers', 'Auctioneers', 'Morgan Reyes');
    for (const title of ['Company', 'Role', 'Status'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const taylor = within(rowOf(table, 'Taylor Brooks')!);
    expect(taylor.getByText('Employee')).toBeInTheDocument();
    expect(taylor.getByText('Inactive')).toBeInTheDocument();
    const company = db.companies.find((c) => c.id === userNamed('auctioneer').companyId)!;
    expect(taylor.getByText(company.name)).toBeInTheDocument();
  });

  it('saves the details and role of a company user', async () => {
    const { user, table } = await openTab('auctioneers', 'Auctioneers', 'Morgan Reyes');
    await user.click(rowOf(table, 'Morgan Reyes')!);
    const box = await dialog('Auctioneer: Morgan Reyes');
    await fill(user, box, 'First name', 'Morgana');
    await pickRole(user, box, 'Auctioneer');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.staffSaved, {}, LOAD)).toBeInTheDocument();
    expect(db.users.find((u) => u.lastName === 'Reyes')).toMatchObject({
      firstName: 'Morgana',
      role: 'Auctioneer',
    });
    expect(await within(table).findByText('Morgana Reyes', {}, LOAD)).toBeInTheDocument();
  });

  it('loads the user when the dialog opens and fills the form from it, not from the stale row', async () => {
    const { user, table } = await openTab('auctioneers', 'Auctioneers', 'Morgan Reyes');
    const morgan = db.users.find((u) => u.firstName === 'Morgan' && u.lastName === 'Reyes')!;
    Object.assign(morgan, { firstName: 'Mona', email: 'mona.reyes@prairiestate.test' });
    const { release, asked } = holdCalls('get', '*/api/auctioneers/:userId', { idParam: 'userId' });
    await user.click(rowOf(table, 'Morgan Reyes')!);
    expect(
      await screen.findByRole('status', { name: USER_LOADING_LABEL }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
    release();
    const box = await dialog('Auctioneer: Mona Reyes');
    expect(asked).toEqual([String(morgan.id)]);
    expect(within(box).getByLabelText('First name')).toHaveValue('Mona');
    expect(within(box).getByLabelText('E-mail')).toHaveValue('mona.reyes@prairiestate.test');
    const company = db.companies.find((c) => c.id === morgan.companyId)!;
    expect(within(box).getByText(company.name)).toBeInTheDocument();
  });

  it('refuses to deactivate a company’s last active auctioneer, with the reason', async () => {
    const company = makeCompany({ name: 'Lone Gavel' });
    makeAuctioneer({ companyId: company.id, firstName: 'Solo', lastName: 'Gavel' });
    const { user, table } = await openTab('auctioneers', 'Auctioneers', 'Morgan Reyes');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Solo');
    await within(table).findByText('Solo Gavel', {}, LOAD);
    await user.click(within(table).getByRole('button', { name: 'Solo Gavel' }));
    const box = await dialog('Auctioneer: Solo Gavel');
    expect(within(box).getByText('Lone Gavel')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Deactivate Solo Gavel' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(SIM_MSG.lastAuctioneer, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(MSG.activated)).toBeNull();
  });
});

describe('admin system users: admins', () => {
  it('offers no deactivation of oneself, and deactivates another admin', async () => {
    const { user, table } = await openTab('admins', 'Admins', 'Grace Hopper');
    expect(within(rowOf(table, 'Edsger Dijkstra')!).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Ada Admin' }));
    const own = await dialog('Admin: Ada Admin');
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Admin: Ada Admin')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Grace Hopper' }));
    const box = await dialog('Admin: Grace Hopper');
    await user.click(within(box).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(MSG.activated, {}, LOAD)).toBeInTheDocument();
    expect(userNamed('admin2').isDeactivated).toBe(true);
  });

  it('creates an admin account with the password rules; a taken user name is refused', async () => {
    const { user, table } = await openTab('admins', 'Admins', 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: /Create Admin Account/ }));
    const box = await dialog('Create Admin Account');
    await user.click(within(box).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(box).getAllByText('Field is required!').length).toBeGreaterThanOrEqual(4),
    );
    await fill(user, box, 'First name', 'Rosa');
    await fill(user, box, 'Last name', 'Parks');
    await fill(user, box, 'E-mail', 'rosa.parks@bidright.test');
    await fill(user, box, 'Phone number', '3125550199');
    await fill(user, box, 'Username', 'bidder');
    await fill(user, box, 'Password', 'weak');
    expect(await within(box).findByText('Must be at least 6 characters long!')).toBeInTheDocument();
    await fill(user, box, 'Password', 'Secret12');
    await fill(user, box, 'Confirm password', 'Secret12');
    await user.click(within(box).getByRole('button', { name: 'Create' }));
    expect(await within(box).findByText(SIM_MSG.userNameTaken, {}, LOAD)).toBeInTheDocument();
    expect(within(box).getByLabelText('First name')).toHaveValue('Rosa');

    await fill(user, box, 'Username', 'rosa');
    await user.dblClick(within(box).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MSG.adminCreated, {}, LOAD)).toBeInTheDocument();
    expect(db.users.filter((u) => u.userName === 'rosa')).toHaveLength(1);
    expect(await within(table).findByText('Rosa Parks', {}, LOAD)).toBeInTheDocument();
    expect((await demoToken('rosa', { password: 'Secret12' })).id).toBe(userNamed('rosa').id);
  });
});
