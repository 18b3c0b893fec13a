import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { signInAs } from '../../render';
import {
  addProperty,
  card,
  caseOf,
  clickWhenReady,
  countCalls,
  dbLot,
  findModal,
  hostId,
  inCard,
  lotOf,
  openCase,
  setUpCaseLots,
  upcomingAuction,
} from './caseLotsFixtures';

setUpCaseLots();

/** A published lot of a new case of the demo company, with its photo unless told. */
function publishedLot(photo = true) {
  const kase = caseOf();
  const lot = lotOf(kase, { auctionId: upcomingAuction().id, lotNumber: 1, status: 'Listed' });
  addProperty(lot, photo);
  return { kase, lot };
}

/** Every featured lot of the demo company loses the flag (the seed may feature some). */
const clearFeatured = (companyId: number) => {
  for (const l of db.lots)
    if (db.cases.find((c) => c.id === l.caseId)?.companyId === companyId) l.isFeatured = false;
};

describe('case lots: featured', () => {
  it('asks for a property, then for its photo, before marking', async () => {
    const kase = caseOf();
    const bare = lotOf(kase);
    const noPhoto = lotOf(kase);
    addProperty(noPhoto, false);
    const calls = countCalls('PUT', /markasfeatured/);
    const { user } = await openCase(kase);

    await user.click(inCard(bare.id).getByRole('button', { name: 'Mark as Featured' }));
    const missing = await findModal('Property Not Found');
    await user.click(within(missing).getByRole('button', { name: 'OK' }));

    await user.click(inCard(noPhoto.id).getByRole('button', { name: 'Mark as Featured' }));
    const photo = await findModal('Property Image Not Found');
    expect(
      within(photo).getByText('Please add property photo to mark it as featured'),
    ).toBeInTheDocument();
    expect(calls.n).toBe(0);
  });

  it('marks the lot after confirmation when the company has no featured lot', async () => {
    clearFeatured(hostId());
    const { kase, lot } = publishedLot();
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Mark as Featured' }));
    const confirm = await findModal('Are you sure to mark the lot as featured?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Successfully marked as featured!')).toBeInTheDocument();
    expect(dbLot(lot.id)?.isFeatured).toBe(true);
    expect(await inCard(lot.id).findByText('Featured')).toBeInTheDocument();
    expect(
      screen.queryByText('Featured lot found under your account! Would you like to replace?'),
    ).toBeNull();
  });

  it('asks whether to replace the featured lot the company already has', async () => {
    clearFeatured(hostId());
    const { lot: other } = publishedLot();
    other.isFeatured = true;
    const { kase, lot } = publishedLot();
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Mark as Featured' }));
    const confirm = await findModal('Are you sure to mark the lot as featured?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    const replace = await findModal(
      'Featured lot found under your account! Would you like to replace?',
    );
    await user.click(within(replace).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dbLot(lot.id)?.isFeatured).toBe(true));
    expect(dbLot(other.id)?.isFeatured).toBe(false);
    expect(await screen.findByText('Successfully marked as featured!')).toBeInTheDocument();
  });

  it('removes the featured flag after confirmation', async () => {
    const { kase, lot } = publishedLot();
    lot.isFeatured = true;
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Remove Featured' }));
    const confirm = await findModal('Are you sure to remove the lot from featured list?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Successfully marked as unfeatured!')).toBeInTheDocument();
    expect(dbLot(lot.id)?.isFeatured).toBe(false);
    expect(
      await inCard(lot.id).findByRole('button', { name: /Mark as Featured/ }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the flag was set by an admin", async () => {
    const { kase, lot } = publishedLot();
    lot.isFeatured = true;
    lot.featuredByAdmin = true;
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Remove Featured' }));
    const confirm = await findModal('Are you sure to remove the lot from featured list?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Cannot remove the featured flag created by Admin!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Permission error! - 403')).toBeNull();
    expect(dbLot(lot.id)?.isFeatured).toBe(true);
  });
});

describe('case lots: admin', () => {
  it('offers the admin the featured actions only', async () => {
    const { kase, lot } = publishedLot();
    const draft = lotOf(kase);
    await signInAs('admin');
    const { user } = await openCase(kase, `/admin/cases/${kase.id}`);

    expect(within(card(draft.id)).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card(draft.id)).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card(draft.id)).queryByRole('button', { name: 'Publish Lot' })).toBeNull();
    expect(within(card(lot.id)).queryByRole('button', { name: 'Postpone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Lot/ })).toBeNull();
    expect(screen.queryByLabelText('Auction date')).toBeNull();
    expect(within(card(lot.id)).queryByRole('link', { name: 'View Lot' })).toBeNull();

    await clickWhenReady(user, inCard(lot.id).getByRole('button', { name: 'Mark as Featured' }));
    const confirm = await findModal('Are you sure to mark the lot as featured?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dbLot(lot.id)?.featuredByAdmin).toBe(true));
    expect(dbLot(lot.id)?.isFeatured).toBe(true);
  });
});
