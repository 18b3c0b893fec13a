import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { purchaseProfileQueries } from '../../../src/api/purchaseProfiles';
import { db } from '../../../src/mocks/db';
import { joinLot } from '../../../src/mocks/live/engine';
import { renderApp, setupUser } from '../../render';
import { setUpAccountPages } from './accountPage';
import { liveLot, post, userNamed } from '../../simApi';

const profilesOf = (userName: string) =>
  db.purchaseProfiles.filter((p) => p.bidderId === userNamed(userName).id);
const dialog = () => screen.findByRole('dialog');
/** The table row of a profile, by its name. */
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;
type User = ReturnType<typeof renderApp>['user'];
/** Sets a field's whole value in one change (typing key by key is slow in jsdom under load). */
function fill(_user: User, input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** The app at a path, with a user that skips the pointer-events style checks (slow in jsdom). */
function open(path: string) {
  const view = renderApp(path);
  return { ...view, user: setupUser() };
}

async function openPage() {
  const view = open('/account/purchase');
  expect(
    await screen.findByText('Brooks Holdings LLC', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  return view;
}

setUpAccountPages(() => import('../../../src/features/account/purchase/PurchasePage'));

describe('purchase profiles page', () => {
  it('lists the profiles: name, type, primary tag, contact, phone and address', async () => {
    await openPage();
    const corporate = rowOf('Brooks Holdings LLC');
    expect(within(corporate).getByText('Corporation')).toBeInTheDocument();
    expect(within(corporate).getByText('Bailey Brooks')).toBeInTheDocument();
    const own = rowOf('Bailey Brooks');
    expect(within(own).getByText('Primary')).toBeInTheDocument();
    expect(within(own).getByText('Individual')).toBeInTheDocument();
    expect(within(corporate).queryByText('Primary')).not.toBeInTheDocument();
    const phone = profilesOf('bidder')[0].phoneNumber;
    expect(
      within(own).getByText(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`),
    ).toBeInTheDocument();
    expect(
      within(own).getByText('233 S Wacker Dr, Chicago, Cook County, IL 60606'),
    ).toBeInTheDocument();
  });

  it('checks every field of a new profile before saving; the contact name opens for a corporation', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Purchase Profile' }));
    const modal = await dialog();
    expect(within(modal).getByText('Add Purchase Profile')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Contact name')).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText('Please enter the name of the grantee!'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('Please enter a phone number!')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter your address!')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter your county!')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter your zip code!')).toBeInTheDocument();
    await user.click(within(modal).getByLabelText('Corporation'));
    await waitFor(() => expect(within(modal).getByLabelText('Contact name')).toBeEnabled());
    await user.click(within(modal).getByLabelText('Individual'));
    await waitFor(() => expect(within(modal).getByLabelText('Contact name')).toBeDisabled());
    fill(user, within(modal).getByLabelText('Phone number'), '312555');
    fill(user, within(modal).getByLabelText('Zip code'), '6066');
    expect(
      await within(modal).findByText('Please enter a valid phone number!'),
    ).toBeInTheDocument();
    expect(await within(modal).findByText('Please enter a valid zip code!')).toBeInTheDocument();
    expect(profilesOf('bidder')).toHaveLength(2);
  });

  it('adds a Corporation profile and the join modal’s list is read again', async () => {
    const { user, client } = await openPage();
    await client.fetchQuery(purchaseProfileQueries.options());
    await user.click(screen.getByRole('button', { name: 'Add Purchase Profile' }));
    const modal = await dialog();
    await user.click(within(modal).getByLabelText('Corporation'));
    const contact = within(modal).getByLabelText('Contact name');
    await waitFor(() => expect(contact).toBeEnabled());
    fill(user, within(modal).getByLabelText('Name (grantee on deed)'), 'Lakeview Land Trust Inc');
    fill(user, contact, 'Morgan Reyes');
    const phone = within(modal).getByLabelText('Phone number');
    fill(user, phone, '13125550199');
    expect(phone).toHaveValue('(312) 555-0199');
    fill(user, within(modal).getByLabelText('Address'), '500 W Madison St');
    fill(user, within(modal).getByLabelText('City'), 'Chicago');
    fill(user, within(modal).getByLabelText('County'), 'Cook');
    await user.click(within(modal).getByLabelText('State'));
    await user.type(within(modal).getByLabelText('State'), 'Illin');
    await user.click(await screen.findByTitle('Illinois'));
    fill(user, within(modal).getByLabelText('Zip code'), '60661');
    await user.click(within(modal).getByLabelText('Agent for bidder'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf('Lakeview Land Trust Inc'));
    expect(within(row).getByText('Morgan Reyes')).toBeInTheDocument();
    expect(within(row).getByText('Agent')).toBeInTheDocument();
    expect(profilesOf('bidder').find((p) => p.name === 'Lakeview Land Trust Inc')).toMatchObject({
      type: 'Corporation',
      contactName: 'Morgan Reyes',
      phoneNumber: '3125550199',
      address1: '500 W Madison St',
      county: 'Cook',
      state: 'IL',
      zip: '60661',
      isAgentForBidder: true,
      isPrimary: false,
    });
    // The join modal's list of profiles is stale now and will be read again.
    await waitFor(() =>
      expect(client.getQueryState(purchaseProfileQueries.options().queryKey)?.isInvalidated).toBe(
        true,
      ),
    );
  });

  it('with the address same as bidder the address fields go away and the account address is stored', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Purchase Profile' }));
    const modal = await dialog();
    fill(user, within(modal).getByLabelText('Name (grantee on deed)'), 'Bailey Brooks Jr');
    fill(user, within(modal).getByLabelText('Phone number'), '3125550123');
    await user.click(within(modal).getByLabelText('Address is same as bidder'));
    await waitFor(() => expect(within(modal).queryByLabelText('City')).not.toBeInTheDocument());
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const me = userNamed('bidder');
    await waitFor(() =>
      expect(profilesOf('bidder').find((p) => p.name === 'Bailey Brooks Jr')).toMatchObject({
        isSameAsBidder: true,
        contactName: '',
        address1: me.address!.streetLine1,
        zip: me.address!.zipCode,
      }),
    );
    expect(await screen.findByText('Bailey Brooks Jr')).toBeInTheDocument();
  });

  it('edits a profile with its entity type locked', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Brooks Holdings LLC' }));
    const modal = await dialog();
    expect(within(modal).getByText('Edit Purchase Profile')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Corporation')).toBeDisabled();
    expect(within(modal).getByLabelText('Individual')).toBeDisabled();
    expect(
      within(modal).getByText('The entity type cannot be changed once the profile is saved.'),
    ).toBeInTheDocument();
    const name = within(modal).getByLabelText('Name (grantee on deed)');
    await user.clear(name);
    fill(user, name, 'Brooks Holdings Group LLC');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brooks Holdings Group LLC')).toBeInTheDocument();
    expect(profilesOf('bidder').find((p) => p.name === 'Brooks Holdings Group LLC')?.type).toBe(
      'Corporation',
    );
  });

  it('makes another profile primary: one primary at a time', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Make primary: Brooks Holdings LLC' }));
    await waitFor(() =>
      expect(within(rowOf('Brooks Holdings LLC')).getByText('Primary')).toBeInTheDocument(),
    );
    expect(within(rowOf('Bailey Brooks')).queryByText('Primary')).not.toBeInTheDocument();
    expect(
      profilesOf('bidder')
        .filter((p) => p.isPrimary)
        .map((p) => p.name),
    ).toEqual(['Brooks Holdings LLC']);
  });

  it('deletes a profile after confirmation; the primary passes to the one left', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Bailey Brooks' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByText('Bailey Brooks', { selector: 'strong' })).toBeNull(),
    );
    expect(profilesOf('bidder')).toHaveLength(1);
    expect(profilesOf('bidder')[0]).toMatchObject({ name: 'Brooks Holdings LLC', isPrimary: true });
    await waitFor(() =>
      expect(within(rowOf('Brooks Holdings LLC')).getByText('Primary')).toBeInTheDocument(),
    );
  });

  it('refuses to delete a profile used for a lot still running, with the reason', async () => {
    const corporate = profilesOf('bidder').find((p) => p.type === 'Corporation')!;
    joinLot(liveLot('Auto'), userNamed('bidder'), 1000, corporate.id, 'online');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Brooks Holdings LLC' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This purchase profile is used for an auction you joined and cannot be deleted!',
      ),
    ).toBeInTheDocument();
    expect(profilesOf('bidder')).toHaveLength(2);
  });

  it('a failed save shows the server error and keeps what was typed', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Purchase Profile' }));
    const modal = await dialog();
    fill(user, within(modal).getByLabelText('Name (grantee on deed)'), 'Kept Name');
    fill(user, within(modal).getByLabelText('Phone number'), '3125550111');
    await user.click(within(modal).getByLabelText('Address is same as bidder'));
    await post('/__sim/faults', { match: '/api/purchaseprofiles', status: 500 });
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Name (grantee on deed)')).toHaveValue('Kept Name');
    expect(profilesOf('bidder').some((p) => p.name === 'Kept Name')).toBe(false);
  });

  it('a failed load offers to try again', async () => {
    await post('/__sim/faults', { match: '/api/purchaseprofiles/list', status: 503 });
    const { user } = open('/account/purchase');
    expect(
      await screen.findByText('Your purchase profiles could not be loaded.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Brooks Holdings LLC')).toBeInTheDocument();
  });

  it('a bidder without profiles is invited to add the first, which becomes primary', async () => {
    db.purchaseProfiles = db.purchaseProfiles.filter((p) => p.bidderId !== userNamed('bidder').id);
    const { user } = open('/account/purchase');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Add your first purchase profile' },
        { timeout: 10_000 },
      ),
    );
    const modal = await dialog();
    expect(within(modal).getByLabelText('Primary profile')).toBeChecked();
    fill(user, within(modal).getByLabelText('Name (grantee on deed)'), 'First Owner');
    fill(user, within(modal).getByLabelText('Phone number'), '3125550122');
    await user.click(within(modal).getByLabelText('Address is same as bidder'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(rowOf('First Owner')).getByText('Primary')).toBeInTheDocument(),
    );
  });
});
