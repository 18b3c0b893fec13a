import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { renderApp, setUpScreens } from '../../render';
import { userNamed } from '../../simApi';
import { clickOption, FIRST, lotWithProperties, pathOf } from './fixtures';

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/properties/PropertiesPage'),
  () => import('../../../src/features/properties/StaffPropertyList'),
);

const table = () => screen.getByRole('table', { name: 'Properties' });
const rows = () => table().querySelectorAll('tbody tr[data-row-key]');

/** How many properties the demo company has. */
const companyCount = () => {
  const companyId = userNamed('auctioneer').companyId;
  return db.properties.filter((p) => {
    const lot = db.lots.find((l) => l.id === p.lotId);
    return db.cases.find((c) => c.id === lot?.caseId)?.companyId === companyId;
  }).length;
};

async function openList(path = '/properties') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Properties' }, FIRST);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), FIRST);
  return view;
}

describe('staff property list', () => {
  it("lists the company's properties with their case, lot, address and primary flag", async () => {
    const { kase, lot, props } = lotWithProperties(2);
    const { router, user } = await openList(`/properties?search=${kase.caseNumber}`);
    await waitFor(() => expect(rows()).toHaveLength(2));

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Case', 'Lot', 'Address', 'Primary']);
    const primary = table().querySelector<HTMLElement>(`tr[data-row-key="${props[0].id}"]`)!;
    expect(within(primary).getByText(kase.caseNumber)).toBeInTheDocument();
    expect(within(primary).getByText('Lot 1')).toBeInTheDocument();
    expect(within(primary).getByText('1200 Oak St, Chicago, IL 60614')).toBeInTheDocument();
    expect(within(primary).getByText('Primary')).toBeInTheDocument();
    const other = table().querySelector<HTMLElement>(`tr[data-row-key="${props[1].id}"]`)!;
    expect(within(other).getByText('No')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: String(props[1].id) })).toHaveAttribute(
      'href',
      pathOf(kase, lot, props[1].id),
    );
    expect(screen.getByRole('link', { name: /New Property/ })).toHaveAttribute(
      'href',
      '/new-property',
    );

    await user.click(within(other).getByText('77 Elm Ave, Evanston, IL 60201'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(pathOf(kase, lot, props[1].id)),
    );
  });

  it('shows the empty text when nothing matches', async () => {
    renderApp('/properties?search=no-such-property-anywhere');
    expect(await screen.findByText('No properties found', undefined, FIRST)).toBeInTheDocument();
  });

  it('offers page sizes', async () => {
    for (let i = 0; i < 4; i++) lotWithProperties(3);
    expect(companyCount()).toBeGreaterThan(10);
    const { router } = await openList();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.mouseDown(
      document.querySelector<HTMLElement>('.ant-pagination-options .ant-select')!,
    );
    await clickOption('20 / page');
    await waitFor(() => expect(router.state.location.search).toContain('pageSize=20'));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(20, companyCount())));
  });
});
