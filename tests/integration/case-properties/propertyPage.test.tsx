import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { setUpScreens, signInAs } from '../../render';
import {
  enter,
  clickOption,
  FIRST,
  lotWithProperties,
  openProperty,
  pathOf,
  pick,
  propertyById,
} from './fixtures';

setUpScreens('auctioneer', () => import('../../../src/features/case-properties/PropertyPage'));

const list = () => screen.getByRole('navigation', { name: 'Lot Properties' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('property page', () => {
  it("shows the lot's properties, the address, the attributes and the photos", async () => {
    const { kase, lot, props } = lotWithProperties(2);
    await openProperty(kase, lot, props[1].id);

    const links = within(list()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      props.map((p) => pathOf(kase, lot, p.id)),
    );
    expect(links[0]).toHaveTextContent('1200 Oak St, Chicago, IL 60614');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    const primaryRow = links[0].closest('li')!;
    expect(within(primaryRow).getByText('Primary')).toBeInTheDocument();
    expect(within(links[1].closest('li')!).queryByText('Primary')).not.toBeInTheDocument();

    expect(field('Street Line 1').value).toBe('77 Elm Ave');
    expect(field('City').value).toBe('Evanston');
    expect(field('County').value).toBe('Cook');
    expect(field('Zip Code').value).toBe('60201');
    expect(screen.getByTitle('Illinois')).toBeInTheDocument();

    expect(await screen.findByLabelText('Bedrooms', undefined, FIRST)).toHaveValue('3');
    for (const label of ['Parcel Number (PIN)', 'Last Sale Date', 'Property Type', 'Square Feet'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'HOA' })).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Front of 2' })).toBeInTheDocument();
    expect(screen.getByText('Main')).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: kase.caseNumber })).toHaveAttribute(
      'href',
      `/cases/${kase.id}`,
    );
    expect(within(crumbs).getByRole('link', { name: 'Lot 1' })).toHaveAttribute(
      'href',
      `/cases/${kase.id}/lots/${lot.id}`,
    );
  });

  it('saves the address with slashes in street line 1 replaced by hyphens', async () => {
    const { kase, lot, props } = lotWithProperties(1);
    const { user } = await openProperty(kase, lot, props[0].id);
    enter(field('Street Line 1'), '12/14 Oak St');
    enter(field('Zip Code'), '60615');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('The address was saved.')).toBeInTheDocument();
    await waitFor(() => expect(field('Street Line 1').value).toBe('12-14 Oak St'));
    expect(propertyById(props[0].id)!.address).toMatchObject({
      streetLine1: '12-14 Oak St',
      zipCode: '60615',
    });
  });

  it('creates a property from an address suggestion and a typed street, then opens it', async () => {
    const { kase, lot, props } = lotWithProperties(1);
    const { router, user } = await openProperty(kase, lot, 'new');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    enter(screen.getByRole('combobox', { name: 'Address search' }), '1800 Sherman');
    await clickOption('1800 Sherman Ave, Evanston, Cook County, IL 60201, USA');
    await waitFor(() => expect(field('City').value).toBe('Evanston'));
    expect(field('Street Line 1').value).toBe('1800 Sherman Ave');
    expect(field('Zip Code').value).toBe('60201');
    enter(field('Street Line 1'), '1800/1802 Sherman Ave');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/cases/${kase.id}/lots/${lot.id}/properties/\\d+$`),
      ),
    );
    const id = Number(router.state.location.pathname.split('/').pop());
    expect(id).not.toBe(props[0].id);
    await screen.findByRole('heading', { level: 1, name: `Property #${id}` }, FIRST);
    expect(field('Street Line 1').value).toBe('1800-1802 Sherman Ave');
    const created = propertyById(id)!;
    expect(created).toMatchObject({ isPrimary: false, countryCode: 'US' });
    expect(created.latitude).toBeCloseTo(42.050312);
    expect(within(list()).getAllByRole('link')).toHaveLength(2);
  });

  it('asks for the required address parts before creating', async () => {
    const { kase, lot } = lotWithProperties(0);
    const { user } = await openProperty(kase, lot, 'new');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    // Each field shows its message as its own validation settles: wait for all of them.
    await waitFor(() =>
      expect(screen.getAllByText('Field is required!').length).toBeGreaterThanOrEqual(4),
    );
    enter(field('Street Line 1'), '5 Main St');
    enter(field('City'), 'Peoria');
    enter(field('County'), 'Peoria');
    await pick('State', 'Illinois', 'Illin');
    enter(field('Zip Code'), '61602');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await screen.findByRole('heading', { level: 1, name: /^Property #\d+/ }, FIRST);
    // The lot's first property is its primary one.
    expect(db.properties.filter((p) => p.lotId === lot.id)).toMatchObject([{ isPrimary: true }]);
  });

  it('makes a non-primary property the primary one', async () => {
    const { kase, lot, props } = lotWithProperties(2);
    const { user } = await openProperty(kase, lot, props[1].id);
    await user.click(screen.getByRole('button', { name: /Set as Primary/ }));

    expect(
      await screen.findByText('The property is now the primary property of the lot.'),
    ).toBeInTheDocument();
    expect(propertyById(props[1].id)!.isPrimary).toBe(true);
    expect(propertyById(props[0].id)!.isPrimary).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Set as Primary/ })).not.toBeInTheDocument(),
    );
    // The primary property leads the list.
    await waitFor(() =>
      expect(within(list()).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        pathOf(kase, lot, props[1].id),
      ),
    );
    const links = within(list()).getAllByRole('link');
    expect(within(links[0].closest('li')!).getByText('Primary')).toBeInTheDocument();
    expect(within(links[1].closest('li')!).queryByText('Primary')).not.toBeInTheDocument();
  });

  it('deletes a non-primary property after a confirmation and returns to the lot', async () => {
    const { kase, lot, props } = lotWithProperties(2);
    const { router, user } = await openProperty(kase, lot, props[1].id);
    await user.click(screen.getByRole('button', { name: /Delete Property$/ }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/cases/${kase.id}/lots/${lot.id}`),
    );
    expect(propertyById(props[1].id)).toBeUndefined();
    expect(propertyById(props[0].id)).toBeDefined();
  });

  it('keeps the primary property while the lot has others', async () => {
    const { kase, lot, props } = lotWithProperties(2);
    await openProperty(kase, lot, props[0].id);
    expect(screen.getByRole('button', { name: /Delete Property$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Set as Primary/ })).not.toBeInTheDocument();
  });

  it('deletes the last primary property of a Draft lot, not of a published one', async () => {
    const draft = lotWithProperties(1);
    const { user, unmount } = await openProperty(draft.kase, draft.lot, draft.props[0].id);
    await user.click(screen.getByRole('button', { name: /Delete the Primary Property/ }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(propertyById(draft.props[0].id)).toBeUndefined());
    unmount();

    const listed = lotWithProperties(1, 'Listed');
    await openProperty(listed.kase, listed.lot, listed.props[0].id);
    expect(screen.getByRole('button', { name: /Delete Property$/ })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: /Delete the Primary Property/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a not-found result for a property of another lot', async () => {
    const a = lotWithProperties(1);
    const b = lotWithProperties(1);
    const { renderApp } = await import('../../render');
    renderApp(pathOf(a.kase, a.lot, b.props[0].id));
    expect(await screen.findByText('Property is not found!', undefined, FIRST)).toBeVisible();
  });
});

describe('property page, read-only', () => {
  it('shows a client the property without any way to change it', async () => {
    await signInAs('client');
    const { kase, lot, props } = lotWithProperties(2);
    await openProperty(kase, lot, props[1].id);
    await screen.findByLabelText('Bedrooms', undefined, FIRST);

    expect(field('Street Line 1')).toBeDisabled();
    expect(screen.getByLabelText('Bedrooms')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Front of 2' })).toBeInTheDocument();
    for (const name of [
      /Save Address/,
      /Set as Primary/,
      /Delete Property/,
      /Upload Photo/,
      /Set as Main/,
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Address search' })).not.toBeInTheDocument();
    expect(screen.queryByText('Add Property')).not.toBeInTheDocument();
  });

  it('shows staff a closed case read-only', async () => {
    const { kase, lot, props } = lotWithProperties(1, 'DeedIssued', { status: 'Closed' });
    await openProperty(kase, lot, props[0].id);
    expect(
      screen.getByText('This case cannot be edited: the property is shown read-only.'),
    ).toBeInTheDocument();
    expect(field('Street Line 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Address' })).not.toBeInTheDocument();
  });
});
