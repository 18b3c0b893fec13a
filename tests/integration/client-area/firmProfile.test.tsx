import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { ATTORNEY_TEXT } from '../../../src/widgets/AttorneyTable';
import { FIRM_TEXT } from '../../../src/features/account/client/FirmInfoCard';
import { ATTORNEYS_LOAD_FAILED } from '../../../src/features/account/client/FirmProfile';
import { formatPhoneInput } from '../../../src/lib/phone';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';
import { pngBytes } from '../../fileBytes';

const FIRST = { timeout: 10_000 };

const firm = () => db.clients.find((c) => c.id === userNamed('client').clientId)!;
const attorneysOfFirm = () => db.attorneys.filter((a) => a.clientId === firm().id);
const byFirst = (name: string) => attorneysOfFirm().find((a) => a.firstName === name)!;

/** The attorney table's rows as name cells. */
const attorneyNames = () =>
  [...document.querySelectorAll('[aria-label="Attorneys"] tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );
const attorneyRow = (name: string) =>
  [
    ...document.querySelectorAll<HTMLElement>('[aria-label="Attorneys"] tbody tr.ant-table-row'),
  ].find((r) => r.querySelector('td')?.textContent === name)!;

/** Types a value at once (a paste), as the fields' own formatting sees it. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const infoCard = () => screen.getByText(FIRM_TEXT.info).closest('.ant-card') as HTMLElement;

setUpScreens(
  'client',
  () => import('../../../src/features/account/AccountPage'),
  () => import('../../../src/features/account/client/ClientAccountPage'),
  () => import('../../../src/features/account/client/FirmProfile'),
  () => import('../../../src/features/account/client/MyProfile'),
  () => import('../../../src/widgets/ProfileSettings'),
  () => import('../../../src/features/dashboard/DashboardPage'),
  () => import('../../../src/features/dashboard/ClientDashboard'),
  () => import('../../../src/features/client-area/ConnectedCompaniesPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('firm profile', () => {
  it('shows the firm’s information and its attorneys under the Firm Profile tab', async () => {
    renderApp('/account/client-profile');
    expect(await screen.findByText(FIRM_TEXT.info, {}, FIRST)).toBeInTheDocument();
    const f = firm();
    const card = infoCard();
    expect(within(card).getByText(f.name)).toBeInTheDocument();
    expect(within(card).getByText(formatPhoneInput(f.phoneNumber))).toBeInTheDocument();
    expect(
      within(card).getByText(new RegExp(`^${f.address!.streetLine1}, Chicago, IL 60601$`)),
    ).toBeInTheDocument();
    expect(within(card).getByText(f.email)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Upload Logo/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Firm Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Profile' })).toBeInTheDocument();

    await waitFor(() => expect(attorneyNames()).toEqual(['Avery Kline', 'Jamie Rowe']));
    expect(
      within(attorneyRow('Avery Kline')).getByRole('img', { name: ATTORNEY_TEXT.primary }),
    ).toBeInTheDocument();
    expect(
      within(attorneyRow('Jamie Rowe')).getByRole('button', { name: ATTORNEY_TEXT.markPrimary }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Attorney/ })).toBeInTheDocument();
  });

  it('shows the firm as spec 3 gives it (no phone or e-mail, an empty line as null)', async () => {
    const f = firm();
    // The client of spec 3 §3: id, name, streetLine1, streetLine2, city, stateCode, zipCode, logoUrl.
    server.use(
      mswHttp.get('*/api/clients', () =>
        HttpResponse.json({
          id: f.id,
          name: f.name,
          streetLine1: '7 Spec Ave',
          streetLine2: null,
          city: 'Chicago',
          stateCode: 'IL',
          zipCode: '60601',
          logoUrl: null,
        }),
      ),
    );
    renderApp('/account/client-profile');
    expect(await screen.findByText(FIRM_TEXT.info, {}, FIRST)).toBeInTheDocument();
    const card = infoCard();
    await waitFor(() => expect(within(card).getByText(f.name)).toBeInTheDocument());
    expect(within(card).getByText('7 Spec Ave, Chicago, IL 60601')).toBeInTheDocument();
    // Phone, e-mail and logo: N/A.
    expect(within(card).getAllByText(FIRM_TEXT.notApplicable)).toHaveLength(3);
    expect(within(card).getByRole('button', { name: /Upload Logo/ })).toBeInTheDocument();
  });

  it('edits the firm’s information: the firm name is required', async () => {
    const { user } = renderApp('/account/client-profile');
    await user.click(await screen.findByRole('button', { name: FIRM_TEXT.editLabel }, FIRST));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Firm Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field is required!')).toBeInTheDocument();

    await fill(user, name, 'Barrett Legal Group');
    const phone = within(dialog).getByLabelText('Phone Number');
    await user.clear(phone);
    await fill(user, phone, '3095550101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIRM_TEXT.updated)).toBeInTheDocument();
    expect(firm()).toMatchObject({ name: 'Barrett Legal Group', phoneNumber: '3095550101' });
    await waitFor(() =>
      expect(within(infoCard()).getByText('Barrett Legal Group')).toBeInTheDocument(),
    );
    expect(within(infoCard()).getByText('(309) 555-0101')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the save', async () => {
    server.use(
      mswHttp.put('*/api/clients', () =>
        HttpResponse.json({ message: 'Firm name is required.' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/account/client-profile');
    await user.click(await screen.findByRole('button', { name: FIRM_TEXT.editLabel }, FIRST));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Firm Name');
    await user.clear(name);
    await fill(user, name, 'Typed Name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Firm name is required.');
    expect(name).toHaveValue('Typed Name');
    expect(screen.queryByText(FIRM_TEXT.updated)).not.toBeInTheDocument();
  });

  it('uploads a logo in the field model and shows it after the refresh', async () => {
    const { user, container } = renderApp('/account/client-profile');
    await screen.findByText(FIRM_TEXT.info, {}, FIRST);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const logo = new File([pngBytes()], 'logo.png', { type: 'image/png' });
    await user.upload(input, logo);
    const img = await screen.findByRole('img', { name: `${firm().name} logo` });
    expect(firm().logoUrl).toMatch(/^\/sim-files\/\d+\//);
    expect(img).toHaveAttribute('src', firm().logoUrl);
    expect(within(infoCard()).getByRole('button', { name: /Change Logo/ })).toBeInTheDocument();
  });

  it('adds an attorney', async () => {
    const { user } = renderApp('/account/client-profile');
    await user.click(await screen.findByRole('button', { name: /New Attorney/ }, FIRST));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('First Name'), 'Riley');
    await fill(user, within(dialog).getByLabelText('Last Name'), 'Quinn');
    await fill(user, within(dialog).getByLabelText('Email'), 'riley.quinn@barrett.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(ATTORNEY_TEXT.added)).toBeInTheDocument();
    await waitFor(() => expect(attorneyNames()).toContain('Riley Quinn'));
    expect(byFirst('Riley')).toMatchObject({ email: 'riley.quinn@barrett.test', isPrimary: false });
  });

  it('edits an attorney', async () => {
    const { user } = renderApp('/account/client-profile');
    await waitFor(() => expect(attorneyNames()).toContain('Jamie Rowe'), FIRST);
    await user.click(screen.getByRole('button', { name: 'Edit Jamie Rowe' }));
    const dialog = await screen.findByRole('dialog');
    const last = within(dialog).getByDisplayValue('Rowe');
    await user.clear(last);
    await fill(user, last, 'Rowe-Park');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ATTORNEY_TEXT.updated)).toBeInTheDocument();
    await waitFor(() => expect(attorneyNames()).toContain('Jamie Rowe-Park'));
    expect(byFirst('Jamie').lastName).toBe('Rowe-Park');
  });

  it('removes an attorney after a confirmation', async () => {
    const jamieId = byFirst('Jamie').id;
    const { user } = renderApp('/account/client-profile');
    await waitFor(() => expect(attorneyNames()).toContain('Jamie Rowe'), FIRST);
    await user.click(screen.getByRole('button', { name: 'Remove Jamie Rowe' }));
    expect(await screen.findByText(ATTORNEY_TEXT.confirmRemove)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ATTORNEY_TEXT.removed)).toBeInTheDocument();
    await waitFor(() => expect(attorneyNames()).toEqual(['Avery Kline']));
    expect(db.attorneys.some((a) => a.id === jamieId)).toBe(false);
  });

  it('makes another attorney the primary after a confirmation', async () => {
    const { user } = renderApp('/account/client-profile');
    await waitFor(() => expect(attorneyNames()).toContain('Jamie Rowe'), FIRST);
    await user.click(
      within(attorneyRow('Jamie Rowe')).getByRole('button', { name: ATTORNEY_TEXT.markPrimary }),
    );
    expect(await screen.findByText(ATTORNEY_TEXT.confirmPrimary)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ATTORNEY_TEXT.primaryChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(attorneyRow('Jamie Rowe')).getByRole('img', { name: ATTORNEY_TEXT.primary }),
      ).toBeInTheDocument(),
    );
    expect(
      attorneysOfFirm()
        .filter((a) => a.isPrimary)
        .map((a) => a.firstName),
    ).toEqual(['Jamie']);
  });

  it('shows the load failures as toasts', async () => {
    server.use(
      mswHttp.get('*/api/clients', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
      mswHttp.post('*/api/attorneys/list', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    renderApp('/account/client-profile');
    expect((await screen.findAllByText(FIRM_TEXT.loadFailed, {}, FIRST)).length).toBeGreaterThan(0);
    expect(await screen.findByText(ATTORNEYS_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });

  it('an attorney manages the same firm but cannot remove their own record', async () => {
    await signInAs('attorney');
    const { user } = renderApp('/account/client-profile');
    await waitFor(() => expect(attorneyNames()).toEqual(['Avery Kline', 'Jamie Rowe']), FIRST);
    expect(within(infoCard()).getByText(firm().name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Avery Kline' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('You cannot remove your own attorney record.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ATTORNEY_TEXT.removed)).not.toBeInTheDocument();
    expect(attorneyNames()).toEqual(['Avery Kline', 'Jamie Rowe']);
  });

  it('goes to My Profile by its tab, and unknown account pages go to the firm profile', async () => {
    const { router, user } = renderApp('/account/anything');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/account/client-profile'),
      FIRST,
    );
    await user.click(await screen.findByRole('tab', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(
      await screen.findByRole('tab', { name: 'My Profile', selected: true }),
    ).toBeInTheDocument();
  });
});

describe('the client’s menus', () => {
  it('lead to the firm profile, my profile and connected companies', async () => {
    const { router, user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, FIRST);
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Connected Companies');

    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Firm Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/client-profile'));
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));

    await user.click(within(nav).getByText('Connected Companies'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connected-companies'));
  });
});

describe('my profile', () => {
  it('shows the user’s own details with the username read-only, and the password change', async () => {
    renderApp('/account/profile');
    const region = await screen.findByRole('region', { name: 'My profile' }, FIRST);
    const userName = await within(region).findByLabelText('Username');
    expect(userName).toHaveValue('client');
    expect(userName).toHaveAttribute('readonly');
    expect(within(region).getByLabelText('First name')).toHaveValue('Claire');
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Profile', selected: true })).toBeInTheDocument();
  });

  it('an attorney sees their own details', async () => {
    await signInAs('attorney');
    renderApp('/account/profile');
    const region = await screen.findByRole('region', { name: 'My profile' }, FIRST);
    expect(await within(region).findByLabelText('Username')).toHaveValue('attorney');
    expect(within(region).getByLabelText('Last name')).toHaveValue('Kline');
  });
});
