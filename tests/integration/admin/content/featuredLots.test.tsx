import { screen, waitFor, within } from '@testing-library/react';
import { NO_FEATURED, NO_LOTS_FOUND } from '../../../../src/lib/featuredLots';
import { LOT_TEXT } from '../../../../src/lib/lotRules';
import { db } from '../../../../src/mocks/db';
import { caseById } from '../../../../src/mocks/rules/caseAccess';
import { primaryPropertyOf } from '../../../../src/mocks/views/caseViews';
import { renderApp, setUpScreens } from '../../../render';
import { callAs } from '../../../simApi';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-settings/AdminSettingsPage'),
  () => import('../../../../src/features/admin-settings/FeaturedLotsPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

const featuredTable = () => screen.getByRole('table', { name: 'Featured lots' });

/** A listed lot with a photo that is not featured, and its street. */
function markable() {
  const lot = db.lots.find(
    (l) =>
      l.status === 'Listed' &&
      l.auctionId !== null &&
      !l.isFeatured &&
      (primaryPropertyOf(l.id)?.images.length ?? 0) > 0,
  )!;
  return { lot, street: primaryPropertyOf(lot.id)!.address.streetLine1 };
}

/** The confirmation with this title. */
async function confirmation(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return within(heading.closest<HTMLElement>('.ant-modal')!);
}

async function open() {
  const view = renderApp('/admin/settings/featured-lots');
  await screen.findByRole('table', { name: 'Featured lots' }, LOAD);
  await waitFor(() =>
    expect(within(featuredTable()).getAllByRole('row').length).toBeGreaterThan(1),
  );
  return view;
}

describe('admin settings: featured lots', () => {
  it('lists the featured lots with photo, address, company and date, tagging the admin’s', async () => {
    await open();
    for (const title of ['Photo', 'Address', 'Company', 'Auction Date', 'Actions'])
      expect(
        within(featuredTable()).getByRole('columnheader', { name: title }),
      ).toBeInTheDocument();
    const featured = db.lots.filter((l) => l.isFeatured);
    const rows = within(featuredTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(featured.length);
    const adminLot = featured.find((l) => l.featuredByAdmin)!;
    const street = primaryPropertyOf(adminLot.id)!.address.streetLine1;
    const row = rows.find((r) => r.textContent?.includes(street))!;
    expect(within(row).getByText('Set by Admin')).toBeInTheDocument();
    const company = db.companies.find((c) => c.id === caseById(adminLot.caseId)!.companyId)!;
    expect(within(row).getByText(company.name)).toBeInTheDocument();
    expect(screen.getAllByText('Set by Admin')).toHaveLength(
      featured.filter((l) => l.featuredByAdmin).length,
    );
  });

  it('searches lots, marks one after the confirmation and shows it first', async () => {
    const { user } = await open();
    const { lot, street } = markable();
    await user.click(screen.getByLabelText('Search lots by address or case number'));
    await user.paste(street);
    const results = await screen.findByRole('table', { name: 'Lot search results' }, LOAD);
    await user.click(
      await within(results).findByRole(
        'button',
        { name: new RegExp(`Mark as Featured ${street}`) },
        LOAD,
      ),
    );
    const confirm = await confirmation(LOT_TEXT.markFeaturedConfirm);
    await user.click(confirm.getByRole('button', { name: 'Mark as Featured' }));
    expect(await screen.findByText(LOT_TEXT.markedFeatured, {}, LOAD)).toBeInTheDocument();
    expect(lot).toMatchObject({ isFeatured: true, featuredByAdmin: true });
    await waitFor(() =>
      expect(within(featuredTable()).getAllByRole('row')[1]).toHaveTextContent(street),
    );
    expect(
      within(within(featuredTable()).getAllByRole('row')[1]).getByText('Set by Admin'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(results).getByText('Featured')).toBeInTheDocument());
  });

  it('says when the search finds nothing', async () => {
    const { user } = await open();
    await user.click(screen.getByLabelText('Search lots by address or case number'));
    await user.paste('zzzz-nowhere');
    expect(await screen.findByText(NO_LOTS_FOUND, {}, LOAD)).toBeInTheDocument();
  });

  it('removes a lot from the featured list after the confirmation', async () => {
    const { user } = await open();
    const adminLot = db.lots.find((l) => l.isFeatured && l.featuredByAdmin)!;
    const street = primaryPropertyOf(adminLot.id)!.address.streetLine1;
    await user.click(
      within(featuredTable()).getByRole('button', {
        name: new RegExp(`Remove from featured ${street}`),
      }),
    );
    const confirm = await confirmation(LOT_TEXT.unmarkFeaturedConfirm);
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(LOT_TEXT.unmarkedFeatured, {}, LOAD)).toBeInTheDocument();
    expect(adminLot.isFeatured).toBe(false);
    await waitFor(() => expect(within(featuredTable()).queryByText(street)).toBeNull());
  });

  it('shows the spec’s empty text without featured lots', async () => {
    for (const l of db.lots) l.isFeatured = false;
    renderApp('/admin/settings/featured-lots');
    expect(await screen.findByText(NO_FEATURED, {}, LOAD)).toBeInTheDocument();
  });

  it('is refused to staff by the simulator', async () => {
    expect((await callAs('auctioneer', 'GET', '/api/admins/featuredlot')).status).toBe(403);
  });
});
