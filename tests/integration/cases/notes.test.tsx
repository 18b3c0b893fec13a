import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { caseQueries } from '../../../src/api/cases';
import { CaseNotes } from '../../../src/features/cases/notes/CaseNotes';
import { db } from '../../../src/mocks/db';
import type { Case } from '../../../src/mocks/db/types';
import { makeCase, makeNote } from '../../../src/mocks/factories';
import { renderKit } from '../kit/renderKit';
import { signInAs } from '../../render';
import { post, userNamed } from '../../simApi';

/** The notes of the case as the case page shows them: from the case detail. */
function NotesOf({ caseId }: { caseId: number }) {
  const { data } = useQuery(caseQueries.detail(caseId));
  return data ? <CaseNotes kase={data} /> : null;
}

/** A case of the demo company and the demo client's firm. */
const demoCase = (): Case =>
  makeCase({
    companyId: userNamed('auctioneer').companyId!,
    clientId: userNamed('client').clientId!,
  });

const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 0).toISOString();

function caseWithNotes() {
  const kase = demoCase();
  makeNote({ caseId: kase.id, subject: 'Middle', body: 'Second note', createdDate: at(3, 9) });
  makeNote({
    caseId: kase.id,
    subject: 'Newest',
    body: 'Sale confirmed with the court',
    createdBy: 'Dana Fox',
    createdDate: at(4, 15),
  });
  makeNote({ caseId: kase.id, subject: 'Oldest', body: 'First note', createdDate: at(1, 8) });
  return kase;
}

const region = () => screen.getByRole('region', { name: 'Case notes' });
const subjects = () =>
  within(region())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);
const notesOf = (caseId: number) => db.caseNotes.filter((n) => n.caseId === caseId);

async function renderNotes(kase: Case) {
  const view = renderKit(<NotesOf caseId={kase.id} />);
  await screen.findByRole('region', { name: 'Case notes' });
  return view;
}

/** Types into a field in one go (a paste): per-key typing adds nothing these tests check. */
async function fill(user: ReturnType<typeof renderKit>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('case notes', () => {
  beforeEach(() => signInAs('auctioneer'));

  it('shows the notes newest first with subject, body, author and date in a 220 px box', async () => {
    await renderNotes(caseWithNotes());
    expect(subjects()).toEqual(['Newest', 'Middle', 'Oldest']);
    const newest = within(region()).getAllByRole('listitem')[0];
    expect(within(newest).getByText('Sale confirmed with the court')).toBeInTheDocument();
    expect(within(newest).getByText('Dana Fox')).toBeInTheDocument();
    expect(within(newest).getByText('03/04/2026 3:00 PM')).toBeInTheDocument();
    // The box scrolls and can be reached from the keyboard.
    expect(region()).toHaveAttribute('tabindex', '0');
    expect(region()).toHaveStyle({ height: '220px', overflowY: 'auto' });
  });

  it('shows an empty box when the case has no notes', async () => {
    await renderNotes(demoCase());
    expect(within(region()).getByText('No notes yet.')).toBeInTheDocument();
  });

  it('adds a note at the top and clears the form', async () => {
    const kase = caseWithNotes();
    const { user } = await renderNotes(kase);
    await fill(user, screen.getByLabelText('Subject'), '  Call with the buyer ');
    await fill(user, screen.getByLabelText('Note'), 'Asked for the deed date.');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Successfully added the note!')).toBeInTheDocument();
    await waitFor(() => expect(subjects()[0]).toBe('Call with the buyer'));
    const top = within(region()).getAllByRole('listitem')[0];
    const me = userNamed('auctioneer');
    expect(within(top).getByText('Asked for the deed date.')).toBeInTheDocument();
    expect(within(top).getByText(`${me.firstName} ${me.lastName}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(notesOf(kase.id)).toHaveLength(4);
  });

  it('requires a subject and a body', async () => {
    const kase = caseWithNotes();
    const { user } = await renderNotes(kase);
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getAllByText('Field is required!')).toHaveLength(2));
    await fill(user, screen.getByLabelText('Note'), 'Only a body');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getAllByText('Field is required!')).toHaveLength(1));
    expect(notesOf(kase.id)).toHaveLength(3);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    const kase = caseWithNotes();
    const { user } = await renderNotes(kase);
    await fill(user, screen.getByLabelText('Subject'), 'Deposit');
    await fill(user, screen.getByLabelText('Note'), 'Wire expected Monday.');
    await post('/__sim/faults', { match: `/api/casenotes/${kase.id}`, status: 503, count: 1 });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Server is under deployment! - 503')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Note' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Deposit');
    expect(screen.getByLabelText('Note')).toHaveValue('Wire expected Monday.');
    expect(notesOf(kase.id)).toHaveLength(3);
    expect(screen.queryByText('Successfully added the note!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Successfully added the note!')).toBeInTheDocument();
    await waitFor(() => expect(subjects()[0]).toBe('Deposit'));
  });

  it("lets the case's client add a note", async () => {
    await signInAs('client');
    const kase = caseWithNotes();
    const { user } = await renderNotes(kase);
    await fill(user, screen.getByLabelText('Subject'), 'From the firm');
    await fill(user, screen.getByLabelText('Note'), 'Plaintiff agrees.');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(subjects()[0]).toBe('From the firm'));
  });

  it('shows an admin the notes without the form', async () => {
    await signInAs('admin');
    await renderNotes(caseWithNotes());
    expect(subjects()).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });
});
