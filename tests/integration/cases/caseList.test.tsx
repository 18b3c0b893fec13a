import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import CaseListPage from '../../../src/features/cases/CaseListPage';
import { caseStatusLabel } from '../../../src/lib/status';
import { db } from '../../../src/mocks/db';
import type { Case } from '../../../src/mocks/db/types';
import { makeCase } from '../../../src/mocks/factories';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';
import { holdCalls } from '../../heldCalls';
import { renderKit } from '../kit/renderKit';

const FIRST = { timeout: 10_000 };
const NO_CASES = 'No cases found';

const hostId = () => userNamed('auctioneer').companyId!;
const firmOf = (c: Case) => db.clients.find((x) => x.id === c.clientId)!.name;

/** The company's cases as the list orders them: newest first. */
const newestFirst = (cases: Case[]) =>
  [...cases].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
const companyCases = () => newestFirst(db.cases.filter((c) => c.companyId === hostId()));

/** The file numbers of the rows shown, in order (read from the markup: role queries are slow on a table). */
const shownFileNumbers = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[3]?.textContent,
  );

const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/cases/CaseListPage'),
  () => import('../../../src/widgets/AddCaseDialog'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('case list', () => {
  it('shows the newest 10 cases of the company with client, number, county, file number and status', async () => {
    const other = makeCase({ companyId: db.companies[1].id, fileNumber: 'F-OTHER-CO' });
    const expected = companyCases();
    expect(expected.length).toBeGreaterThan(10);
    const { container } = renderApp('/cases');

    await waitFor(
      () => expect(shownFileNumbers()).toEqual(expected.slice(0, 10).map((c) => c.fileNumber)),
      FIRST,
    );
    expect(shownFileNumbers()).not.toContain(other.fileNumber);
    for (const title of ['Client', 'Case Number', 'County', 'File Number', 'Status'])
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();

    const first = expected[0];
    const row = screen.getAllByRole('row')[1];
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      firmOf(first),
      first.caseNumber || '—',
      first.county,
      first.fileNumber,
      caseStatusLabel(first.status, first.isListed),
    ]);
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });

  it('pages 10 at a time, keeping the page in the address, and a row opens its case', async () => {
    const expected = companyCases();
    const { router, user } = renderApp('/cases?page=2');

    await waitFor(
      () => expect(shownFileNumbers()).toEqual(expected.slice(10, 20).map((c) => c.fileNumber)),
      FIRST,
    );
    await user.click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() =>
      expect(shownFileNumbers()).toEqual(expected.slice(0, 10).map((c) => c.fileNumber)),
    );
    expect(search(router).get('page')).toBeNull();

    await user.click(screen.getByText(expected[1].fileNumber));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cases/${expected[1].id}`));
  });

  it('searches by case number or file number once typing pauses, with an empty state', async () => {
    const byFile = makeCase({ companyId: hostId(), fileNumber: 'ZEBRA-77', caseNumber: '2019CH1' });
    const byNumber = makeCase({ companyId: hostId(), fileNumber: 'F-X', caseNumber: '2020ZEBRA9' });
    const { router, user } = renderApp('/cases');
    const box = await screen.findByLabelText('Search by case number or file number', {}, FIRST);

    await user.click(box);
    await user.paste('zebra');
    await waitFor(() =>
      expect(new Set(shownFileNumbers())).toEqual(
        new Set([byFile.fileNumber, byNumber.fileNumber]),
      ),
    );
    expect(search(router).get('search')).toBe('zebra');

    await user.clear(box);
    await user.paste('no-such-case');
    expect(await screen.findByText(NO_CASES)).toBeInTheDocument();
    expect(shownFileNumbers()).toEqual([]);
  });

  it('filters by client, kept in the address', async () => {
    const firm = db.clients.find(
      (c) => c.companyIds.includes(hostId()) && c.name === 'Kessler Law Group',
    )!;
    makeCase({ companyId: hostId(), clientId: firm.id });
    const ofFirm = newestFirst(
      db.cases.filter((c) => c.companyId === hostId() && c.clientId === firm.id),
    );
    const { router, user } = renderApp('/cases');
    await waitFor(() => expect(shownFileNumbers()).toHaveLength(10), FIRST);

    await user.click(screen.getByLabelText('Client'));
    await user.click(await screen.findByTitle(firm.name));
    await waitFor(() =>
      expect(shownFileNumbers()).toEqual(ofFirm.slice(0, 10).map((c) => c.fileNumber)),
    );
    expect(search(router).get('clientId')).toBe(String(firm.id));
  });

  it('filters by status: Listed is a New case with a published lot', async () => {
    const listed = makeCase({ companyId: hostId(), isListed: true });
    const { router, user } = renderApp('/cases');
    await waitFor(() => expect(shownFileNumbers()).toHaveLength(10), FIRST);

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Listed'));
    const expected = companyCases().filter((c) => c.status === 'New' && c.isListed);
    await waitFor(() =>
      expect(shownFileNumbers()).toEqual(expected.slice(0, 10).map((c) => c.fileNumber)),
    );
    expect(shownFileNumbers()).toContain(listed.fileNumber);
    expect(search(router).get('status')).toBe('Listed');
  });

  it('opens the filters from the address', async () => {
    const approved = companyCases().filter((c) => c.status === 'Approved');
    expect(approved.length).toBeGreaterThan(0);
    renderApp('/cases?status=Approved');
    await waitFor(
      () => expect(shownFileNumbers()).toEqual(approved.slice(0, 10).map((c) => c.fileNumber)),
      FIRST,
    );
    expect(screen.getByTitle('Court Approved')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and fails silently to the empty state', async () => {
    const { release } = holdCalls('post', '*/api/cases/list', {
      answer: () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
    });
    const { container } = renderApp('/cases');
    await screen.findByRole('heading', { name: 'Cases' }, FIRST);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    release();
    expect(await screen.findByText(NO_CASES)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).not.toBeInTheDocument();
  });

  it('opens Add Case', async () => {
    const { user } = renderApp('/cases');
    await user.click(await screen.findByRole('button', { name: /Add Case/ }, FIRST));
    const field = await screen.findByLabelText('File Number', undefined, FIRST);
    expect(field.closest('[role="dialog"]')).toHaveTextContent('Add Case');
  });

  it('offers the client and status filters to staff only: a firm sees its own cases without them', async () => {
    await signInAs('client');
    const firmId = userNamed('client').clientId!;
    const own = newestFirst(db.cases.filter((c) => c.clientId === firmId));
    expect(own.length).toBeGreaterThan(0);
    renderKit(<CaseListPage />, '/cases');

    await waitFor(
      () => expect(shownFileNumbers()).toEqual(own.slice(0, 10).map((c) => c.fileNumber)),
      FIRST,
    );
    expect(screen.queryByLabelText('Client')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Case/ })).not.toBeInTheDocument();
  });
});
