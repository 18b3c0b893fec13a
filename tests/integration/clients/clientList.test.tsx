import { screen, waitFor, within } from '@testing-library/react';
import type { ClientListRequest } from '../../../src/api/clients';
import { formatDate } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import type { Client } from '../../../src/mocks/db/types';
import { makeClient } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { SEED_CLIENTS } from '../../../src/mocks/seed/clients';
import { renderApp, setUpScreens } from '../../render';
import { userNamed } from '../../simApi';

const FIRST = { timeout: 10_000 };
const hostId = () => userNamed('auctioneer').companyId!;
const named = (name: string): Client => db.clients.find((c) => c.name === name)!;

/** The host's clients of a status as the list orders them: newest id first. */
const listed = (status: Client['status'] = 'Active') =>
  db.clients
    .filter((c) => c.companyIds.includes(hostId()) && c.status === status)
    .sort((a, b) => b.id - a.id);

/** The firm names of the rows shown, in order. */
const shownNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[0]?.textContent,
  );

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The open dialog titled `title`. */
async function findDialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

/** Types into a field the way a paste does (one change), after what is there. */
async function fill(user: ReturnType<typeof renderApp>['user'], el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** The bodies of POST /api/clients/list while the test runs. */
function listBodies() {
  const bodies: ClientListRequest[] = [];
  const listener: Listener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/clients/list')
      void request
        .clone()
        .json()
        .then((b: ClientListRequest) => bodies.push(b));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return bodies;
}

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/clients/ClientListPage'),
  () => import('../../../src/features/clients/ClientDetailPage'),
  () => import('../../../src/features/clients/import/ImportClientsDialog'),
  () => import('../../../src/features/clients/import/ConnectClientDialog'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('client list', () => {
  it('shows the company’s Active clients newest first, with the total and every column', async () => {
    makeClient({ name: 'Elsewhere LLP', companyIds: [db.companies[1].id] });
    renderApp('/clients');
    const expected = listed();
    await waitFor(() => expect(shownNames()).toEqual(expected.map((c) => c.name)), FIRST);
    expect(screen.getByRole('heading', { level: 1, name: `Clients (${expected.length})` }));
    for (const title of [
      'Firm Name',
      'Main Contact',
      'Address',
      'Phone Number',
      'Linked Since',
      'Total Cases',
      'Active Cases',
      'Status',
    ])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    expect(shownNames()).not.toContain('Elsewhere LLP');
    expect(shownNames()).not.toContain(SEED_CLIENTS.inactive);

    const barrett = named('Barrett & Associates LLP');
    const barrettCases = db.cases.filter(
      (c) => c.clientId === barrett.id && c.companyId === hostId(),
    );
    expect(cellsOf(barrett.name)).toEqual([
      barrett.name,
      'Avery Kline',
      expect.stringContaining('Chicago, IL 60601'),
      expect.stringMatching(/^\(312\) 555-\d{4}$/),
      formatDate(barrett.links[0].linkedSince),
      String(barrettCases.length),
      String(barrettCases.filter((c) => !['Closed', 'Cancelled'].includes(c.status)).length),
      'Active',
    ]);
    // Created by the company: not linked. Known by name only: N/A everywhere.
    expect(cellsOf('Kessler Law Group')[4]).toBe('N/A');
    expect(cellsOf(SEED_CLIENTS.bare)).toEqual([
      SEED_CLIENTS.bare,
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      '0',
      '0',
      'Active',
    ]);
  });

  it('pages 10 at a time by newest id', async () => {
    for (let i = 0; i < 6; i++) makeClient({ name: `Paging Firm ${i}`, companyIds: [hostId()] });
    const expected = listed();
    expect(expected.length).toBeGreaterThan(10);
    const { user, router } = renderApp('/clients');
    await waitFor(
      () => expect(shownNames()).toEqual(expected.slice(0, 10).map((c) => c.name)),
      FIRST,
    );
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(10).map((c) => c.name)));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('filters Inactive clients, kept in the address, and the total follows', async () => {
    const { user, router } = renderApp('/clients');
    await waitFor(() => expect(shownNames()).toHaveLength(listed().length), FIRST);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Inactive'));
    await waitFor(() => expect(shownNames()).toEqual([SEED_CLIENTS.inactive]));
    expect(cellsOf(SEED_CLIENTS.inactive)[7]).toBe('Inactive');
    expect(screen.getByRole('heading', { level: 1, name: 'Clients (1)' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Inactive');
  });

  it('asks for the Active list with nonInactiveOnly, the Inactive one without (spec 2 §7)', async () => {
    const bodies = listBodies();
    const { user } = renderApp('/clients');
    await waitFor(() => expect(shownNames()).toHaveLength(listed().length), FIRST);
    expect(bodies.at(-1)).toMatchObject({ status: 'Active', nonInactiveOnly: true });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Inactive'));
    await waitFor(() => expect(shownNames()).toEqual([SEED_CLIENTS.inactive]));
    expect(bodies.at(-1)).toMatchObject({ status: 'Inactive', nonInactiveOnly: false });
    for (const body of bodies) expect(Object.keys(body)).toContain('nonInactiveOnly');
  });

  it('searches by firm name once typing pauses', async () => {
    const { user, router } = renderApp('/clients');
    const box = await screen.findByRole('searchbox', { name: 'Search by firm name' }, FIRST);
    await waitFor(() => expect(shownNames()).toHaveLength(listed().length));
    await user.click(box);
    await user.keyboard('kess');
    // Nothing is asked while the user is still typing.
    expect(shownNames()).toHaveLength(listed().length);
    await waitFor(() => expect(shownNames()).toEqual(['Kessler Law Group']));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kess');

    await user.clear(box);
    await user.paste('no such firm');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
  });

  it('opens a client from its row', async () => {
    const kessler = named('Kessler Law Group');
    const { user, router } = renderApp('/clients');
    await waitFor(() => expect(shownNames()).toContain(kessler.name), FIRST);
    await user.click(within(screen.getByRole('row', { name: /^Kessler/ })).getAllByRole('cell')[6]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${kessler.id}`));
  });

  it('opens a client from its name with the keyboard', async () => {
    const whitfield = named(SEED_CLIENTS.unlinked);
    const { user, router, client } = renderApp('/clients');
    // Focus the name once nothing is loading any more, so the link focused is the one that stays
    // on screen when Enter is pressed.
    await waitFor(() => {
      expect(client.isFetching()).toBe(0);
      expect(document.querySelector('.ant-spin-spinning')).toBeNull();
      const link = screen.getByRole('link', { name: whitfield.name });
      link.focus();
      expect(link).toHaveFocus();
    }, FIRST);
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/clients/${whitfield.id}`),
      FIRST,
    );
  });

  it('adds a client by firm name and opens it', async () => {
    const { user, router } = renderApp('/clients');
    await user.click(await screen.findByRole('button', { name: /Add Client/ }, FIRST));
    const box = await findDialog('Add Client');
    await user.click(within(box).getByRole('button', { name: 'Add' }));
    expect(await within(box).findByText('Field is required!')).toBeInTheDocument();

    await fill(user, within(box).getByLabelText('Firm Name'), 'Kessler Law Group');
    await user.click(within(box).getByRole('button', { name: 'Add' }));
    // The server refuses a name the company already uses; what was typed stays.
    expect(
      await within(box).findByText('A client with this firm name already exists.'),
    ).toBeInTheDocument();
    expect(within(box).getByLabelText('Firm Name')).toHaveValue('Kessler Law Group');

    await user.clear(within(box).getByLabelText('Firm Name'));
    await fill(user, within(box).getByLabelText('Firm Name'), 'Quinn Law');
    await user.click(within(box).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Successfully added a new client!')).toBeInTheDocument();
    const created = named('Quinn Law');
    expect(created).toMatchObject({ status: 'Active', companyIds: [hostId()], links: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${created.id}`));
  });

  it('opens the Import and Connect Client dialogs', async () => {
    const { user } = renderApp('/clients');
    await user.click(await screen.findByRole('button', { name: /Import/ }, FIRST));
    const importing = await findDialog('Import Clients');
    await user.click(within(importing).getAllByRole('button', { name: 'Close' })[0]);
    await user.click(screen.getByRole('button', { name: /Connect Client/ }));
    expect(await findDialog('Connect Client')).toBeInTheDocument();
  });
});
