import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { CONNECTED_TEXT } from '../../../src/features/client-area/ConnectedCompaniesPage';
import { formatDate } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const FIRST = { timeout: 10_000 };

const firm = () => db.clients.find((c) => c.id === userNamed('client').clientId)!;
const company = (name: string) => db.companies.find((c) => c.name === name)!;
const jamie = () => db.attorneys.find((a) => a.clientId === firm().id && a.firstName === 'Jamie')!;

/** The rows shown, as their cells' text (read from the markup: role queries are slow on a table). */
const shownRows = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent),
  );
const rowOf = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find(
    (r) => r.querySelector('td')?.textContent === name,
  )!;

setUpScreens(
  'client',
  () => import('../../../src/features/client-area/ConnectedCompaniesPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('connected companies', () => {
  it('lists the linked companies with their primary attorney and since when', async () => {
    renderApp('/connected-companies');
    const since = (name: string) =>
      formatDate(firm().links.find((l) => l.companyId === company(name).id)!.linkedSince);
    await waitFor(
      () =>
        expect(shownRows()).toEqual([
          ['Lakeshore Judicial Sales', 'Avery Kline', since('Lakeshore Judicial Sales')],
          ['Prairie State Auctions', 'Avery Kline', since('Prairie State Auctions')],
        ]),
      FIRST,
    );
    expect(screen.getByRole('heading', { name: 'Connected Companies' })).toBeInTheDocument();
    for (const title of ['Company Name', 'Primary Attorney', 'Linked Since'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    expect(since('Prairie State Auctions')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('switches to the companies not linked, kept in the address, and links one after a confirmation', async () => {
    const heartland = company('Heartland Property Auctions');
    const { router, user } = renderApp('/connected-companies');
    await waitFor(() => expect(shownRows()).toHaveLength(2), FIRST);

    await user.click(screen.getByText(CONNECTED_TEXT.unlinked));
    await waitFor(() => expect(shownRows()).toContainEqual([heartland.name, 'N/A', 'N/A']));
    expect(shownRows().map((r) => r[0])).not.toContain('Prairie State Auctions');
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('unlinked');

    await user.click(
      within(rowOf(heartland.name)).getByRole('button', { name: `Link ${heartland.name}` }),
    );
    expect(await screen.findByText(CONNECTED_TEXT.confirmLink(heartland.name))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONNECTED_TEXT.link }));
    expect(await screen.findByText(CONNECTED_TEXT.linkedDone(heartland.name))).toBeInTheDocument();
    expect(firm().links.some((l) => l.companyId === heartland.id)).toBe(true);
    await waitFor(() => expect(shownRows().map((r) => r[0])).not.toContain(heartland.name));

    await user.click(screen.getByText(CONNECTED_TEXT.linked));
    await waitFor(() =>
      expect(shownRows()).toContainEqual([
        heartland.name,
        'Avery Kline',
        expect.stringMatching(/\d{2}\/\d{2}\/\d{4}/),
      ]),
    );
    expect(new URLSearchParams(router.state.location.search).get('show')).toBeNull();
  });

  it('switches the primary attorney of a linked company', async () => {
    const lakeshore = company('Lakeshore Judicial Sales');
    const { user } = renderApp('/connected-companies');
    const picker = await screen.findByLabelText(
      CONNECTED_TEXT.switchLabel(lakeshore.name),
      {},
      FIRST,
    );
    await user.click(picker);
    await user.click(await screen.findByTitle('Jamie Rowe'));
    expect(await screen.findByText(CONNECTED_TEXT.switched(lakeshore.name))).toBeInTheDocument();
    expect(firm().links.find((l) => l.companyId === lakeshore.id)!.primaryAttorneyId).toBe(
      jamie().id,
    );
    await waitFor(() =>
      expect(within(rowOf(lakeshore.name)).getAllByRole('cell')[1]).toHaveTextContent('Jamie Rowe'),
    );
    // The other link keeps its contact.
    expect(within(rowOf('Prairie State Auctions')).getAllByRole('cell')[1]).toHaveTextContent(
      'Avery Kline',
    );
  });

  it('shows the contact of a row as the spec gives it (names, no contact id) in its picker', async () => {
    // The spec's company link row: companyId, companyName, the primary attorney's names, linkedSince.
    server.use(
      mswHttp.post('*/api/attorneys/listcompany', () => {
        const data = firm()
          .links.map((l) => {
            const contact = db.attorneys.find((a) => a.id === l.primaryAttorneyId)!;
            return {
              companyId: l.companyId,
              companyName: db.companies.find((c) => c.id === l.companyId)!.name,
              primaryAttorneyFirstName: contact.firstName,
              primaryAttorneyLastName: contact.lastName,
              linkedSince: l.linkedSince,
            };
          })
          .sort((a, b) => a.companyName.localeCompare(b.companyName));
        return HttpResponse.json({ data, total: data.length });
      }),
    );
    const lakeshore = company('Lakeshore Judicial Sales');
    const { user } = renderApp('/connected-companies');
    await waitFor(
      () =>
        expect(within(rowOf(lakeshore.name)).getAllByRole('cell')[3]).toHaveTextContent(
          'Avery Kline',
        ),
      FIRST,
    );
    await user.click(screen.getByLabelText(CONNECTED_TEXT.switchLabel(lakeshore.name)));
    await user.click(await screen.findByTitle('Jamie Rowe'));
    expect(await screen.findByText(CONNECTED_TEXT.switched(lakeshore.name))).toBeInTheDocument();
    expect(firm().links.find((l) => l.companyId === lakeshore.id)!.primaryAttorneyId).toBe(
      jamie().id,
    );
  });

  it('searches by company name and shows an empty state', async () => {
    const { user } = renderApp('/connected-companies');
    const box = await screen.findByLabelText(CONNECTED_TEXT.search, {}, FIRST);
    await user.click(box);
    await user.paste('lake');
    await waitFor(() => expect(shownRows().map((r) => r[0])).toEqual(['Lakeshore Judicial Sales']));
    await user.clear(box);
    await user.paste('no such company');
    expect(await screen.findByText(CONNECTED_TEXT.noMatch)).toBeInTheDocument();
  });

  it('shows a refused link’s reason and keeps the company unlinked', async () => {
    server.use(
      mswHttp.put('*/api/attorneys/:companyId/linkcompany', () =>
        HttpResponse.json({ message: 'Only an active company can be linked.' }, { status: 400 }),
      ),
    );
    const heartland = company('Heartland Property Auctions');
    const { user } = renderApp('/connected-companies?show=unlinked');
    const button = await screen.findByRole('button', { name: `Link ${heartland.name}` }, FIRST);
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: CONNECTED_TEXT.link }));
    expect(await screen.findByText('Only an active company can be linked.')).toBeInTheDocument();
    expect(screen.queryByText(CONNECTED_TEXT.linkedDone(heartland.name))).not.toBeInTheDocument();
    expect(firm().links.some((l) => l.companyId === heartland.id)).toBe(false);
  });

  it('an attorney sees and uses the same list', async () => {
    await signInAs('attorney');
    renderApp('/connected-companies');
    await waitFor(() => expect(shownRows()).toHaveLength(2), FIRST);
    expect(
      screen.getByLabelText(CONNECTED_TEXT.switchLabel('Prairie State Auctions')),
    ).toBeInTheDocument();
  });
});
