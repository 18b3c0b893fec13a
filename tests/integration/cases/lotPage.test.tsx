import { screen, waitFor, within } from '@testing-library/react';
import type { Case, Lot } from '../../../src/mocks/db/types';
import {
  makeActivityLog,
  makeCase,
  makeLot,
  makeLotDocument,
  makeProperty,
} from '../../../src/mocks/factories';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

setUpScreens('auctioneer', () => import('../../../src/features/cases/LotPage'));

const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0).toISOString();

/** A case of the demo company and client, with a lot holding two properties, a document and logs. */
function lotScene(over: Partial<Case> = {}, lotOver: Partial<Lot> = {}) {
  const kase = makeCase({
    companyId: userNamed('auctioneer').companyId!,
    clientId: userNamed('client').clientId!,
    caseNumber: '2026CH07777',
    ...over,
  });
  const lot = makeLot({ caseId: kase.id, lotNumber: 3, status: 'Listed', ...lotOver });
  const primary = makeProperty({
    lotId: lot.id,
    isPrimary: true,
    address: {
      streetLine1: '12 Elm St',
      city: 'Evanston',
      county: 'Cook',
      state: 'IL',
      zipCode: '60201',
    },
  });
  const second = makeProperty({
    lotId: lot.id,
    isPrimary: false,
    address: {
      streetLine1: '14 Elm St',
      city: 'Evanston',
      county: 'Cook',
      state: 'IL',
      zipCode: '60201',
    },
  });
  makeLotDocument({ lotId: lot.id, description: 'Plat of survey', createdDate: at(2, 9) });
  makeActivityLog({
    caseId: kase.id,
    lotId: lot.id,
    actLogTitle: 'Lot Published',
    actLogBody: 'Lot 3 was published.',
    createdDate: at(2, 10),
  });
  makeActivityLog({
    caseId: kase.id,
    lotId: lot.id,
    actLogTitle: 'Lot Continuance',
    actLogBody: 'Lot 3 was postponed.',
    createdDate: at(4, 10),
  });
  return { kase, lot, primary, second };
}

async function openLot(caseId: number, lotId: number) {
  const view = renderApp(`/cases/${caseId}/lots/${lotId}`);
  await screen.findByRole('heading', { name: /^Lot / }, { timeout: 10_000 });
  return view;
}

describe('lot page', () => {
  it('shows the lot number, its status by display name and the case link', async () => {
    const { kase, lot } = lotScene();
    await openLot(kase.id, lot.id);
    expect(screen.getByRole('heading', { name: 'Lot 3' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026CH07777' })).toHaveAttribute(
      'href',
      `/cases/${kase.id}`,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Lot Properties',
      'Lot Documents',
      'Lot Activity Logs',
    ]);
  });

  it("lists the lot's properties with the Primary badge and the Add Property link", async () => {
    const { kase, lot, primary, second } = lotScene();
    await openLot(kase.id, lot.id);
    const list = screen.getByRole('tabpanel', { name: 'Lot Properties' });
    const first = await within(list).findByRole('link', { name: /12 Elm St/ });
    expect(first).toHaveAttribute(
      'href',
      `/cases/${kase.id}/lots/${lot.id}/properties/${primary.id}`,
    );
    expect(within(list).getByRole('link', { name: /14 Elm St/ })).toHaveAttribute(
      'href',
      `/cases/${kase.id}/lots/${lot.id}/properties/${second.id}`,
    );
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Primary')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Primary')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Property/ })).toHaveAttribute(
      'href',
      `/cases/${kase.id}/lots/${lot.id}/properties/new`,
    );
  });

  it('shows the lot documents with add and delete to staff of an editable case', async () => {
    const { kase, lot } = lotScene();
    const { user } = await openLot(kase.id, lot.id);
    await user.click(screen.getByRole('tab', { name: 'Lot Documents' }));
    expect(await screen.findByText('Plat of survey')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Document/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Plat of survey' })).toBeInTheDocument();
  });

  it("shows the lot's activity logs newest first", async () => {
    const { kase, lot } = lotScene();
    const { user } = await openLot(kase.id, lot.id);
    await user.click(screen.getByRole('tab', { name: 'Lot Activity Logs' }));
    const logs = await screen.findByRole('region', { name: 'Lot Activity Logs' });
    expect(
      within(logs)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Lot Continuance', 'Lot Published']);
    expect(within(logs).getByText('Lot 3 was postponed.')).toBeInTheDocument();
  });

  it('shows the empty text when the lot has no activity', async () => {
    const kase = makeCase({ companyId: userNamed('auctioneer').companyId! });
    const lot = makeLot({ caseId: kase.id, lotNumber: 1 });
    const { user } = await openLot(kase.id, lot.id);
    await user.click(screen.getByRole('tab', { name: 'Lot Activity Logs' }));
    expect(await screen.findByText('No activity logs available.')).toBeInTheDocument();
  });

  it('offers no Add Property, add or delete when the case cannot be edited', async () => {
    const { kase, lot } = lotScene({ status: 'Closed' });
    const { user } = await openLot(kase.id, lot.id);
    await screen.findByRole('link', { name: /12 Elm St/ });
    expect(screen.queryByRole('link', { name: /Add Property/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lot Documents' }));
    expect(await screen.findByText('Plat of survey')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Document/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("lets the case's client read the lot without changing it", async () => {
    await signInAs('client');
    const { kase, lot } = lotScene();
    const { user } = await openLot(kase.id, lot.id);
    await screen.findByRole('link', { name: /12 Elm St/ });
    expect(screen.queryByRole('link', { name: /Add Property/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Lot Documents' }));
    expect(await screen.findByText('Plat of survey')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Document/ })).not.toBeInTheDocument();
  });

  it('shows the not-found state for a lot of another case', async () => {
    const { kase } = lotScene();
    const other = makeLot({ caseId: makeCase({ companyId: kase.companyId }).id });
    renderApp(`/cases/${kase.id}/lots/${other.id}`);
    expect(
      await screen.findByText('Lot is not found!', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Back to the case/ })).toHaveAttribute(
        'href',
        `/cases/${kase.id}`,
      ),
    );
  });
});
