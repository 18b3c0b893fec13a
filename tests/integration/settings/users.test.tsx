import { screen, waitFor, within } from '@testing-library/react';
import { USER_LOADING_LABEL } from '../../../src/components/company/UserLoadingDialog';
import { db } from '../../../src/mocks/db';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';
import { holdCalls } from '../../heldCalls';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/settings/SettingsPage'),
  () => import('../../../src/features/settings/UsersPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

type User = ReturnType<typeof renderApp>['user'];

const table = () => screen.getByRole('table', { name: 'Company users' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name))!;
/**
 * The dialog titled so (antd's test ids make the accessible names of two dialogs collide), once
 * any user it loads has arrived.
 */
async function dialog(title: string) {
  await waitFor(
    () => expect(screen.queryByRole('status', { name: USER_LOADING_LABEL })).toBeNull(),
    LOAD,
  );
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

async function open() {
  const view = renderApp('/settings/users');
  await within(await screen.findByRole('table', { name: 'Company users' }, LOAD)).findByText(
    'Morgan Reyes',
  );
  return view;
}

async function fill(user: User, box: HTMLElement, label: string, value: string) {
  const input = within(box).getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function pickRole(user: User, box: HTMLElement, role: string) {
  await user.click(within(box).getByLabelText('Role'));
  await user.click(await screen.findByTitle(role));
}

describe('settings users', () => {
  it('lists the company’s users with role, status in words and last login', async () => {
    await open();
    for (const title of ['Name', 'E-mail', 'Phone', 'Role', 'Status', 'Last Login'])
      expect(within(table()).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const taylor = within(rowOf('Taylor Brooks'));
    expect(taylor.getByText('Inactive')).toBeInTheDocument();
    expect(taylor.getByText('Employee')).toBeInTheDocument();
    expect(taylor.getByRole('button', { name: 'Activate Taylor Brooks' })).toBeInTheDocument();
    const morgan = within(rowOf('Morgan Reyes'));
    expect(morgan.getByText('Active')).toBeInTheDocument();
    expect(morgan.getByText(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/)).toBeInTheDocument();
    const me = within(rowOf('Alex Hammond'));
    expect(me.getByText('Auctioneer')).toBeInTheDocument();
    // An auctioneer cannot deactivate themselves.
    expect(me.queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });

  it('adds a user, checking the e-mail as typed and on save with both registered messages', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const box = await dialog('Add User');
    await user.click(within(box).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(within(box).getAllByText('Field is required!')).toHaveLength(4));
    expect(within(box).getByText('Please enter a phone number!')).toBeInTheDocument();

    await fill(user, box, 'E-mail', userNamed('employee').email);
    expect(
      await within(box).findByText('Email address has already been registered!', {}, LOAD),
    ).toBeInTheDocument();
    await fill(user, box, 'E-mail', userNamed('bidder').email);
    expect(
      await within(box).findByText(
        'Email address has already been registered with non-auctioneer account!',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();

    await fill(user, box, 'First name', 'Riley');
    await fill(user, box, 'Last name', 'Quillfeather');
    await fill(user, box, 'Phone number', '3125550199');
    await pickRole(user, box, 'Employee');
    await user.click(within(box).getByRole('button', { name: 'Add User' }));
    // Still refused on save; nothing was added.
    await waitFor(() =>
      expect(
        within(box).getByText(
          'Email address has already been registered with non-auctioneer account!',
        ),
      ).toBeInTheDocument(),
    );
    expect(db.users.some((u) => u.lastName === 'Quillfeather')).toBe(false);

    await fill(user, box, 'E-mail', 'riley.q@prairie.test');
    await user.click(within(box).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Successfully added a new user!', {}, LOAD)).toBeInTheDocument();
    const added = db.users.find((u) => u.lastName === 'Quillfeather')!;
    expect(added).toMatchObject({
      userName: 'riley.q@prairie.test',
      role: 'Employee',
      phoneNumber: '3125550199',
      companyId: userNamed('auctioneer').companyId,
    });
    expect(await within(table()).findByText('Riley Quillfeather')).toBeInTheDocument();
    expect(within(rowOf('Riley Quillfeather')).getByText('Never')).toBeInTheDocument();
  });

  it('edits a user with the username read-only', async () => {
    const { user } = await open();
    await user.click(
      within(rowOf('Morgan Reyes')).getByRole('button', { name: 'Edit Morgan Reyes' }),
    );
    const box = await dialog('Edit User');
    const userName = within(box).getByLabelText('Username');
    expect(userName).toHaveValue('morgan.reyes@prairiestate.test');
    expect(userName).toHaveAttribute('readonly');
    await fill(user, box, 'First name', 'Morgana');
    await pickRole(user, box, 'Auctioneer');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Successfully saved the auctioneer details!', {}, LOAD),
    ).toBeInTheDocument();
    const saved = db.users.find((u) => u.lastName === 'Reyes')!;
    expect(saved).toMatchObject({
      firstName: 'Morgana',
      role: 'Auctioneer',
      userName: 'morgan.reyes@prairiestate.test',
    });
    expect(await within(table()).findByText('Morgana Reyes')).toBeInTheDocument();
  });

  it('loads the user when the edit dialog opens and fills the form from it, not from the stale row', async () => {
    const { user } = await open();
    // Changed since the list was loaded: the row on screen is stale.
    const morgan = db.users.find((u) => u.firstName === 'Morgan' && u.lastName === 'Reyes')!;
    Object.assign(morgan, {
      firstName: 'Mona',
      email: 'mona.reyes@prairiestate.test',
      phoneNumber: '3125550199',
      role: 'Auctioneer',
    });
    const { release, asked } = holdCalls('get', '*/api/auctioneers/:userId', { idParam: 'userId' });
    await user.click(
      within(rowOf('Morgan Reyes')).getByRole('button', { name: 'Edit Morgan Reyes' }),
    );
    expect(
      await screen.findByRole('status', { name: USER_LOADING_LABEL }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
    release();
    const box = await dialog('Edit User');
    expect(asked).toEqual([String(morgan.id)]);
    expect(within(box).getByLabelText('First name')).toHaveValue('Mona');
    expect(within(box).getByLabelText('E-mail')).toHaveValue('mona.reyes@prairiestate.test');
    expect(within(box).getByLabelText('Phone number')).toHaveValue('(312) 555-0199');
    expect(within(box).getByText('Auctioneer')).toBeInTheDocument();
    // The list itself is not asked again: its row still reads the old name.
    expect(within(table()).getByText('Morgan Reyes')).toBeInTheDocument();
  });

  it('deactivates and activates an account after a confirmation', async () => {
    const { user } = await open();
    await user.click(
      within(rowOf('Morgan Reyes')).getByRole('button', { name: 'Deactivate Morgan Reyes' }),
    );
    expect(await screen.findByText('Are you sure to deactivate the account?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Successfully activated/deactivated the account!', {}, LOAD),
    ).toBeInTheDocument();
    expect(db.users.find((u) => u.lastName === 'Reyes')!.isDeactivated).toBe(true);
    await waitFor(() =>
      expect(within(rowOf('Morgan Reyes')).getByText('Inactive')).toBeInTheDocument(),
    );

    await user.click(
      within(rowOf('Taylor Brooks')).getByRole('button', { name: 'Activate Taylor Brooks' }),
    );
    expect(await screen.findByText('Are you sure to activate the account?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(db.users.find((u) => u.lastName === 'Brooks')!.isDeactivated).toBe(false),
    );
    await waitFor(() =>
      expect(within(rowOf('Taylor Brooks')).getByText('Active')).toBeInTheDocument(),
    );
  });

  it('sends employees away from the users page', async () => {
    await signInAs('employee');
    const { router } = renderApp('/settings/users');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/settings/company-profile'),
      LOAD,
    );
  });
});
