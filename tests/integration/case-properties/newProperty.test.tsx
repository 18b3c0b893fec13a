import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { renderApp, setUpScreens } from '../../render';
import { clickOption, enter, FIRST, lotWithProperties, pick } from './fixtures';

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/case-properties/NewPropertyPage'),
  () => import('../../../src/features/case-properties/PropertyPage'),
);

const SELECT_LOT = 'Please select the lot to create a property!';

async function openNew() {
  const view = renderApp('/new-property');
  await screen.findByRole('heading', { level: 1, name: 'New Property' }, FIRST);
  return view;
}

/** Finds the case by its number in the case picker and picks it. */
async function pickCase(caseNumber: string) {
  const input = screen.getByLabelText('Case');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: caseNumber } });
  await clickOption(new RegExp(`^${caseNumber}`));
}

describe('/new-property', () => {
  it('asks for the lot before going on', async () => {
    const { kase } = lotWithProperties(1);
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SELECT_LOT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Street Line 1')).not.toBeInTheDocument();

    await pickCase(kase.caseNumber);
    await waitFor(() => expect(screen.getByLabelText('Lot')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText(SELECT_LOT).length).toBeGreaterThan(0));
    expect(screen.queryByLabelText('Street Line 1')).not.toBeInTheDocument();
  });

  it('creates a property on the chosen lot and opens it', async () => {
    const { kase, lot } = lotWithProperties(1);
    const { router, user } = await openNew();
    await pickCase(kase.caseNumber);
    await waitFor(() => expect(screen.getByLabelText('Lot')).toBeEnabled());
    await pick('Lot', 'Lot 1 — 1200 Oak St');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    enter(await screen.findByLabelText('Street Line 1'), '3/5 Lake St');
    enter(screen.getByLabelText('City'), 'Peoria');
    enter(screen.getByLabelText('County'), 'Peoria');
    await pick('State', 'Illinois', 'Illin');
    enter(screen.getByLabelText('Zip Code'), '61602');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/cases/${kase.id}/lots/${lot.id}/properties/\\d+$`),
      ),
    );
    const id = Number(router.state.location.pathname.split('/').pop());
    await screen.findByRole('heading', { level: 1, name: `Property #${id}` }, FIRST);
    expect(db.properties.find((p) => p.id === id)).toMatchObject({
      lotId: lot.id,
      isPrimary: false,
      address: { streetLine1: '3-5 Lake St', city: 'Peoria', state: 'IL' },
    });
  });
});
