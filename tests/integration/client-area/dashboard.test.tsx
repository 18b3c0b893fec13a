import { screen, waitFor, within } from '@testing-library/react';
import { caseStatusLabel } from '../../../src/lib/status';
import { db } from '../../../src/mocks/db';
import type { Case } from '../../../src/mocks/db/types';
import { makeCase } from '../../../src/mocks/factories';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const FIRST = { timeout: 10_000 };
const NO_CASES = 'No cases found';

const firmId = () => userNamed('client').clientId!;
const newestFirst = (cases: Case[]) =>
  [...cases].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
const firmCases = () => newestFirst(db.cases.filter((c) => c.clientId === firmId()));
const jamie = () => db.attorneys.find((a) => a.clientId === firmId() && a.firstName === 'Jamie')!;
const companyName = (c: Case) => db.companies.find((x) => x.id === c.companyId)!.name;
const attorneyName = (c: Case) => {
  const a = db.attorneys.find((x) => x.id === c.attorneyId);
  return a ? `${a.firstName} ${a.lastName}` : '—';
};

/** The file numbers of the rows shown, in order (read from the markup: role queries are slow on a table). */
const shownFileNumbers = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[3]?.textContent,
  );
const shownStatuses = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[5]?.textContent,
  );

const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

setUpScreens(
  'client',
  () => import('../../../src/features/dashboard/DashboardPage'),
  () => import('../../../src/features/dashboard/ClientDashboard'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('client dashboard', () => {
  it('lists the firm’s newest cases at every company with company, number, county, file number, attorney and status', async () => {
    const other = makeCase({ clientId: db.clients.find((c) => c.id !== firmId())!.id });
    const elsewhere = makeCase({ companyId: db.companies[1].id, clientId: firmId() });
    const expected = firmCases();
    expect(expected.length).toBeGreaterThan(10);
    renderApp('/dashboard');

    await waitFor(
      () => expect(shownFileNumbers()).toEqual(expected.slice(0, 10).map((c) => c.fileNumber)),
      FIRST,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(shownFileNumbers()).not.toContain(other.fileNumber);
    expect(shownFileNumbers()).toContain(elsewhere.fileNumber);
    for (const title of ['Company', 'Case Number', 'County', 'File Number', 'Attorney', 'Status'])
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();

    const first = expected[0];
    const cells = within(screen.getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      companyName(first),
      first.caseNumber || '—',
      first.county,
      first.fileNumber,
      attorneyName(first),
      caseStatusLabel(first.status, first.isListed),
    ]);
  });

  it('a case number opens the case', async () => {
    const kase = makeCase({ clientId: firmId(), caseNumber: '2026CH99001', fileNumber: 'LINK-1' });
    const { router, user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Open case 2026CH99001' }, FIRST));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cases/${kase.id}`));
  });

  it('filters by company and by attorney, kept in the address', async () => {
    const second = db.companies[1];
    makeCase({ companyId: second.id, clientId: firmId(), attorneyId: jamie().id });
    const { router, user } = renderApp('/dashboard');
    await waitFor(() => expect(shownFileNumbers()).toHaveLength(10), FIRST);

    await user.click(screen.getByLabelText('Company'));
    await user.click(await screen.findByTitle(second.name));
    const atSecond = firmCases().filter((c) => c.companyId === second.id);
    await waitFor(() =>
      expect(shownFileNumbers()).toEqual(atSecond.slice(0, 10).map((c) => c.fileNumber)),
    );
    expect(search(router).get('companyId')).toBe(String(second.id));

    await user.click(screen.getByLabelText('Attorney'));
    await user.click(await screen.findByTitle('Jamie Rowe'));
    const withJamie = atSecond.filter((c) => c.attorneyId === jamie().id);
    await waitFor(() =>
      expect(shownFileNumbers()).toEqual(withJamie.slice(0, 10).map((c) => c.fileNumber)),
    );
    expect(search(router).get('attorneyId')).toBe(String(jamie().id));
  });

  it('filters by status: New is a New case not yet listed, Listed a New case with a published lot', async () => {
    const fresh = makeCase({ clientId: firmId(), fileNumber: 'FRESH-1' });
    const listed = makeCase({ clientId: firmId(), fileNumber: 'LISTED-1', isListed: true });
    const { router, user } = renderApp('/dashboard?status=New');
    await waitFor(() => expect(shownFileNumbers()).toContain(fresh.fileNumber), FIRST);
    expect(shownFileNumbers()).not.toContain(listed.fileNumber);
    expect(new Set(shownStatuses())).toEqual(new Set(['New']));

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Listed'));
    await waitFor(() => expect(shownFileNumbers()).toContain(listed.fileNumber));
    expect(shownFileNumbers()).not.toContain(fresh.fileNumber);
    expect(new Set(shownStatuses())).toEqual(new Set(['Listed']));
    expect(search(router).get('status')).toBe('Listed');
    // The other statuses are offered too.
    await user.click(screen.getByLabelText('Status'));
    for (const label of ['Pending Court Approval', 'Court Approved', 'Completed', 'Cancelled'])
      expect(await screen.findByTitle(label)).toBeInTheDocument();
  });

  it('searches by case or file number, with an empty state', async () => {
    const kase = makeCase({ clientId: firmId(), fileNumber: 'ZEBRA-55' });
    const { user } = renderApp('/dashboard');
    const box = await screen.findByLabelText('Search by case number or file number', {}, FIRST);
    await user.click(box);
    await user.paste('zebra-5');
    await waitFor(() => expect(shownFileNumbers()).toEqual([kase.fileNumber]));
    await user.clear(box);
    await user.paste('no-such-case');
    expect(await screen.findByText(NO_CASES)).toBeInTheDocument();
  });

  it('an attorney sees the same dashboard', async () => {
    await signInAs('attorney');
    const expected = firmCases();
    renderApp('/dashboard');
    await waitFor(
      () => expect(shownFileNumbers()).toEqual(expected.slice(0, 10).map((c) => c.fileNumber)),
      FIRST,
    );
    expect(screen.getByLabelText('Company')).toBeInTheDocument();
    expect(screen.getByLabelText('Attorney')).toBeInTheDocument();
  });
});
