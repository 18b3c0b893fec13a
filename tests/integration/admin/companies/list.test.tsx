import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../src/mocks/db';
import type { Company } from '../../../../src/mocks/db/types';
import { renderApp, setUpScreens } from '../../../render';
import { post } from '../../../simApi';

const FIRST = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-companies/CompanyListPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

const byName = (a: Company, b: Company) => a.name.localeCompare(b.name) || a.id - b.id;
const listed = (status?: Company['status']) =>
  db.companies.filter((c) => !status || c.status === status).sort(byName);

/** The names of the rows shown, in order. */
const shownNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[1]?.textContent,
  );

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** An option of the open select (not the select showing the same word). */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;

const search = (router: ReturnType<typeof renderApp>['router'], key: string) =>
  new URLSearchParams(router.state.location.search).get(key);

describe('admin companies list', () => {
  it('shows the total in the title and 10 companies a page by name, with every column', async () => {
    const expected = listed();
    expect(expected.length).toBeGreaterThan(10);
    renderApp('/admin/companies');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Companies (${expected.length})` },
        FIRST,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(0, 10).map((c) => c.name)));
    const table = screen.getByRole('table', { name: 'Companies' });
    for (const title of ['Logo', 'Name', 'Address', 'Phone', 'Public', 'Status'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(cellsOf('Bluestem Auction Company').slice(2)).toEqual([
      '215 N Main St, Bloomington, IL 61701',
      '(309) 555-0142',
      '',
      'Pending',
    ]);
    const host = db.companies.find((c) => c.name === 'Prairie State Auctions')!;
    expect(host.isPublic).toBe(true);
    const hostRow = screen.getByRole('row', { name: /Prairie State Auctions/ });
    expect(within(hostRow).getByRole('img', { name: 'Public' })).toBeInTheDocument();
    expect(
      within(hostRow).getByRole('img', { name: 'Prairie State Auctions logo' }),
    ).toBeInTheDocument();
  });

  it('pages 10 at a time, the page kept in the address', async () => {
    const expected = listed();
    const { user, router } = renderApp('/admin/companies');
    await waitFor(
      () => expect(shownNames()).toEqual(expected.slice(0, 10).map((c) => c.name)),
      FIRST,
    );
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(10).map((c) => c.name)));
    expect(search(router, 'page')).toBe('2');
  });

  it('filters by status, kept in the address, and the total follows', async () => {
    const pending = listed('Pending');
    const { user, router } = renderApp('/admin/companies');
    const filter = await screen.findByRole('combobox', { name: 'Status' }, FIRST);
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    await user.click(filter);
    for (const title of ['All', 'Active', 'Inactive', 'Pending', 'Declined'])
      expect(await option(title)).toBeInTheDocument();
    await user.click(await option('Pending'));
    await waitFor(() => expect(shownNames()).toEqual(pending.map((c) => c.name)));
    expect(
      screen.getByRole('heading', { level: 1, name: `Companies (${pending.length})` }),
    ).toBeInTheDocument();
    expect(search(router, 'status')).toBe('Pending');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await option('All'));
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    expect(search(router, 'status')).toBeNull();
  });

  it('searches by name once typing pauses, and says when nothing matches', async () => {
    const { user, router } = renderApp('/admin/companies');
    const box = await screen.findByRole('searchbox', { name: 'Search by name' }, FIRST);
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    await user.click(box);
    await user.keyboard('river');
    // Nothing is asked while the user is still typing.
    expect(shownNames()).toHaveLength(10);
    await waitFor(() =>
      expect(shownNames()).toEqual(
        listed()
          .filter((c) => /river/i.test(c.name))
          .map((c) => c.name),
      ),
    );
    expect(search(router, 'search')).toBe('river');

    await user.clear(box);
    await user.paste('no such company');
    expect(await screen.findByText('No companies found.')).toBeInTheDocument();
  });

  it('opens a company from its row', async () => {
    const bluestem = db.companies.find((c) => c.name === 'Bluestem Auction Company')!;
    const { user, router } = renderApp('/admin/companies?status=Pending');
    await waitFor(() => expect(shownNames()).toContain(bluestem.name), FIRST);
    await user.click(cellsOfRow(bluestem.name)[2]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/companies/${bluestem.id}`),
    );
  });

  it('opens a company from its name with the keyboard', async () => {
    const bluestem = db.companies.find((c) => c.name === 'Bluestem Auction Company')!;
    const { user, router, client } = renderApp('/admin/companies?status=Pending');
    // Focus the name once nothing is loading any more.
    await waitFor(() => {
      expect(client.isFetching()).toBe(0);
      expect(document.querySelector('.ant-spin-spinning')).toBeNull();
      const link = screen.getByRole('link', { name: bluestem.name });
      link.focus();
      expect(link).toHaveFocus();
    }, FIRST);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/companies/${bluestem.id}`),
    );
  });

  it('fails silently: the loading stops and the empty text shows, with no message', async () => {
    await post('/__sim/faults', { match: '*/api/companies/list', status: 500, count: 3 });
    renderApp('/admin/companies');
    expect(await screen.findByText('No companies found.', {}, FIRST)).toBeInTheDocument();
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  });
});

function cellsOfRow(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');
}
