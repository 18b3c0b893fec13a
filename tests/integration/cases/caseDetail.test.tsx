import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { CaseStatus, LotStatus } from '../../../src/lib/caseStage';
import { db } from '../../../src/mocks/db';
import type { Case } from '../../../src/mocks/db/types';
import { makeCase, makeLot } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens, signInAs } from '../../render';
import { userNamed } from '../../simApi';

const FIRST = { timeout: 10_000 };

const hostId = () => userNamed('auctioneer').companyId!;
const firmId = () => userNamed('client').clientId!;

/** A case of the demo company and the demo firm with lots in these statuses. */
function caseWith(status: CaseStatus, lots: LotStatus[] = [], over: Partial<Case> = {}) {
  const kase = makeCase({ companyId: hostId(), clientId: firmId(), status, ...over });
  for (const s of lots) makeLot({ caseId: kase.id, status: s });
  return kase;
}

const attorneyName = (kase: Case) => {
  const t = db.attorneys.find((a) => a.id === kase.attorneyId);
  return t ? `${t.firstName} ${t.lastName}` : '—';
};

/** Opens the case page and waits for its heading. */
async function openCase(kase: Case, path = `/cases/${kase.id}`) {
  const view = renderApp(path);
  await screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(`^Case ${kase.caseNumber}`) },
    FIRST,
  );
  return view;
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
/** The Edit Case button (its name starts with its icon's). */
const EDIT = /Edit Case$/;
const ACTIONS = [
  'Mark as Pending Court Approval',
  'Mark as Court Approved',
  'Mark as Completed',
  'Cancel Case',
  'Permanently Delete Case',
];
const shownActions = () => ACTIONS.filter((name) => button(name));

/** The open dialog holding this text (every test dialog shares one title id, so not by name). */
async function dialogWith(text: string | RegExp) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByText(text)
      .map((el) => el.closest<HTMLElement>('[role="dialog"]'))
      .find((d): d is HTMLElement => d !== null && d.style.display !== 'none');
    expect(found).toBeDefined();
  });
  return found!;
}

/** Clicks an action and confirms it. */
async function confirmAction(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(button(name)!);
  const dialog = await dialogWith(/^Are you sure to/);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return dialog;
}

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/cases/CaseDetailPage'),
  () => import('../../../src/app/layouts/MainLayout'),
  () => import('../../../src/app/layouts/AdminLayout'),
);

describe('case detail', () => {
  it('shows the header, the breadcrumb and the empty activity log', async () => {
    const kase = caseWith('New', ['Draft']);
    await openCase(kase);

    const header = within(
      screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('header')!,
    );
    expect(header.getByText(`Case ${kase.caseNumber}`, { exact: false })).toBeInTheDocument();
    expect(header.getByText('New')).toBeInTheDocument();
    const firm = db.clients.find((c) => c.id === kase.clientId)!.name;
    for (const [label, value] of [
      ['File Number', kase.fileNumber],
      ['County', kase.county],
      ['Firm', firm],
      ['Attorney', attorneyName(kase)],
    ])
      expect(header.getByText(label).closest('.ant-descriptions-item')).toHaveTextContent(
        `${label}${value}`,
      );

    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(within(crumbs).getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/cases');
    expect(within(crumbs).getByText(kase.caseNumber)).toBeInTheDocument();
    expect(within(crumbs).getByText('Select lot')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Case Details', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Case Documents' })).toBeInTheDocument();
    expect(await screen.findByText('No activity logs available.')).toBeInTheDocument();
  });

  it('lists the lots in the breadcrumb dropdown, each opening the lot', async () => {
    const kase = caseWith('New', ['Draft', 'Listed']);
    const lots = db.lots.filter((l) => l.caseId === kase.id);
    const { user, router } = await openCase(kase);

    await user.hover(screen.getByText('Select lot'));
    const item = await screen.findByRole('menuitem', { name: new RegExp(`Lot #${lots[1].id}`) });
    await user.click(item);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/cases/${kase.id}/lots/${lots[1].id}`),
    );
  });

  it.each<[CaseStatus, LotStatus[], string]>([
    ['New', ['Draft'], 'New'],
    ['New', ['Draft', 'Listed'], 'New'],
    ['New', ['Listed'], 'Listed'],
    ['New', ['PendingTransaction', 'CompleteTransaction'], 'PostAuction'],
    ['WaitingCourtHouse', ['PendingTransaction'], 'Court'],
    ['Approved', ['DeedReady'], 'DeedReady'],
    ['Closed', ['DeedIssued'], 'Closed'],
    ['Denied', ['CompleteTransaction'], 'Closed'],
  ])('a %s case with lots %j is at stage %s', async (status, lots, stage) => {
    const kase = caseWith(status, lots);
    await openCase(kase);
    const bar = screen.getByRole('navigation', { name: `Case stage: ${stage}` });
    // The highlighted step is the stage's, and the one step marked current.
    const [step, ...others] = bar.querySelectorAll<HTMLElement>('[aria-current="step"]');
    expect(others).toEqual([]);
    expect(step).toHaveClass('ant-steps-item-active');
    expect(within(step).getByText(stage)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a red Cancelled banner instead of the stage bar for a cancelled case', async () => {
    const kase = caseWith('Cancelled', ['DeedReady', 'Cancelled']);
    await openCase(kase);
    expect(screen.getByRole('alert')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('navigation', { name: /^Case stage/ })).not.toBeInTheDocument();
    // A cancelled case is closed to changes.
    expect(shownActions()).toEqual([]);
    expect(button(EDIT)).not.toBeInTheDocument();
  });

  it.each<[string, CaseStatus, LotStatus[], string[]]>([
    ['no lots', 'New', [], ['Permanently Delete Case']],
    ['Draft lots', 'New', ['Draft', 'Draft'], []],
    ['a published lot', 'New', ['Draft', 'Listed'], ['Cancel Case']],
    [
      'lots paid in full',
      'New',
      ['CompleteTransaction'],
      ['Mark as Pending Court Approval', 'Cancel Case'],
    ],
    [
      'pending court approval',
      'WaitingCourtHouse',
      ['CompleteTransaction'],
      ['Mark as Court Approved', 'Cancel Case'],
    ],
    ['deeds issued', 'Approved', ['DeedIssued'], ['Mark as Completed', 'Cancel Case']],
    ['a completed case', 'Closed', ['DeedIssued'], []],
  ])('with %s: %s case, lots %j, offers %j', async (_name, status, lots, actions) => {
    const kase = caseWith(status, lots);
    await openCase(kase);
    expect(shownActions()).toEqual(actions);
  });

  it('takes the case through court approval to completion, each confirmed and logged', async () => {
    const kase = caseWith('New', ['CompleteTransaction']);
    const { user } = await openCase(kase);

    await confirmAction(user, 'Mark as Pending Court Approval');
    expect(
      await screen.findByText('Successfully marked the case as pending court approval!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownActions()).toEqual(['Mark as Court Approved', 'Cancel Case']));
    expect(db.cases.find((c) => c.id === kase.id)!.status).toBe('WaitingCourtHouse');
    expect(screen.getByRole('navigation', { name: 'Case stage: Court' })).toBeInTheDocument();
    expect(
      await screen.findByText('Pending Court Approval', { selector: 'strong' }),
    ).toBeInTheDocument();

    await confirmAction(user, 'Mark as Court Approved');
    expect(
      await screen.findByText('Successfully marked the case as court approved!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(db.cases.find((c) => c.id === kase.id)!.status).toBe('Approved'));

    // The deeds are issued (by the lot's own steps), then the case completes.
    db.lots.find((l) => l.caseId === kase.id)!.status = 'DeedIssued';
    cleanup();
    const again = await openCase(kase);
    await waitFor(() => expect(shownActions()).toContain('Mark as Completed'));
    await confirmAction(again.user, 'Mark as Completed');
    expect(
      await screen.findByText('Successfully marked the case as completed!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole('navigation', { name: 'Case stage: Closed' }).length,
      ).toBeGreaterThan(0),
    );
    expect(db.cases.find((c) => c.id === kase.id)!.status).toBe('Closed');
  });

  it('shows the server refusal of an action that no longer applies and keeps the case', async () => {
    const kase = caseWith('New', ['CompleteTransaction']);
    const { user } = await openCase(kase);
    // The lot's payment was reversed in the meantime.
    db.lots.find((l) => l.caseId === kase.id)!.status = 'PendingTransaction';

    const dialog = await confirmAction(user, 'Mark as Pending Court Approval');
    expect(
      await screen.findByText(
        'Only a New case whose lots are all paid in full can be marked as Pending Court Approval!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error occurred while requesting!')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(db.cases.find((c) => c.id === kase.id)!.status).toBe('New');
  });

  it('cancels a case from the details tab only; its unsold lots are cancelled', async () => {
    const kase = caseWith('New', ['Listed', 'Draft']);
    const { user } = await openCase(kase);

    await user.click(screen.getByRole('tab', { name: 'Case Documents' }));
    await waitFor(() => expect(button('Cancel Case')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Case Details' }));

    await confirmAction(user, 'Cancel Case');
    expect(await screen.findByText('Successfully cancelled the case!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Cancelled'),
    );
    expect(db.lots.filter((l) => l.caseId === kase.id).map((l) => l.status)).toEqual([
      'Cancelled',
      'Cancelled',
    ]);
  });

  it('permanently deletes a case without lots and returns to the case list', async () => {
    const kase = caseWith('New');
    const { user, router } = await openCase(kase);

    await confirmAction(user, 'Permanently Delete Case');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(await screen.findByText('Successfully deleted the case!')).toBeInTheDocument();
    expect(db.cases.some((c) => c.id === kase.id)).toBe(false);
  });

  it('edits the case, keeping the typed values when a save fails', async () => {
    const kase = caseWith('New', ['Listed']);
    const { user } = await openCase(kase);

    await user.click(button(EDIT)!);
    const dialog = await dialogWith('Edit Case');
    const file = within(dialog).getByLabelText('File Number');
    expect(file).toHaveValue(kase.fileNumber);
    expect(within(dialog).getByLabelText('Case Number')).toHaveValue(kase.caseNumber);

    await user.clear(file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field is required!')).toBeInTheDocument();

    await user.type(file, 'F-EDITED');
    server.use(
      mswHttp.put(
        '*/api/cases/:caseId',
        () => HttpResponse.json({ message: 'The case is being reviewed.' }, { status: 400 }),
        { once: true },
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The case is being reviewed.',
    );
    expect(file).toHaveValue('F-EDITED');
    expect(db.cases.find((c) => c.id === kase.id)!.fileNumber).toBe(kase.fileNumber);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated the case details!')).toBeInTheDocument();
    expect(await screen.findByText('F-EDITED')).toBeInTheDocument();
    expect(db.cases.find((c) => c.id === kase.id)!.fileNumber).toBe('F-EDITED');
  });

  it('offers no case edit once the lots are past publishing', async () => {
    const kase = caseWith('New', ['PendingTransaction']);
    await openCase(kase);
    expect(button(EDIT)).not.toBeInTheDocument();
  });

  it.each(['/cases/999999', '/cases/abc'])(
    'says "Case Id is not found!" for %s and leads back to the case list',
    async (path) => {
      const { user, router } = renderApp(path);
      await screen.findByText('Case Id is not found!', {}, FIRST);
      const dialog = await dialogWith('Case Id is not found!');
      await user.click(within(dialog).getByRole('button', { name: 'Back to cases' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    },
  );

  it('offers Try again when the case fails to load', async () => {
    const kase = caseWith('New', ['Draft']);
    server.use(
      mswHttp.get('*/api/cases/:caseId', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp(`/cases/${kase.id}`);
    expect(await screen.findByText('The case could not be loaded.', {}, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`^Case ${kase.caseNumber}`),
      }),
    ).toBeInTheDocument();
  });

  it("shows a client its own case read-only and refuses another firm's case", async () => {
    await signInAs('client');
    const own = caseWith('New', ['CompleteTransaction']);
    const other = makeCase({
      companyId: hostId(),
      clientId: db.clients.find((c) => c.id !== firmId())!.id,
    });
    await openCase(own);
    expect(shownActions()).toEqual([]);
    expect(button(EDIT)).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).queryByRole('link', { name: 'Cases' })).not.toBeInTheDocument();
    cleanup();

    renderApp(`/cases/${other.id}`);
    expect(await screen.findByText('Permission error! - 403', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('You have no permission to complete the request!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /^Case / })).not.toBeInTheDocument();
  });

  it('shows the admin any case read-only at /admin/cases', async () => {
    await signInAs('admin');
    const kase = caseWith('New', ['CompleteTransaction']);
    await openCase(kase, `/admin/cases/${kase.id}`);
    expect(screen.getByRole('navigation', { name: 'Case stage: PostAuction' })).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
    expect(button(EDIT)).not.toBeInTheDocument();
  });
});
