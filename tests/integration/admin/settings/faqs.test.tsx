import { screen, waitFor, within } from '@testing-library/react';
import { helpQueries } from '../../../../src/api/helps';
import { ADMIN_SETTINGS_MSG as MSG } from '../../../../src/lib/adminSettings';
import { db } from '../../../../src/mocks/db';
import { renderApp, setUpScreens } from '../../../render';
import { post } from '../../../simApi';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-settings/AdminSettingsPage'),
  () => import('../../../../src/features/admin-settings/FaqsPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

type User = ReturnType<typeof renderApp>['user'];

const FIRST = 'How do I join an auction?';

async function openFaqs() {
  const view = renderApp('/admin/settings/faqs');
  const table = await screen.findByRole('table', { name: 'FAQs' }, LOAD);
  await within(table).findByText(FIRST, {}, LOAD);
  return { ...view, table };
}

async function fill(user: User, dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  return input;
}

describe('admin FAQs', () => {
  it('lists the help questions with their answers', async () => {
    const { table } = await openFaqs();
    for (const h of db.helps) {
      expect(within(table).getByText(h.question)).toBeInTheDocument();
      expect(within(table).getByText(h.answer)).toBeInTheDocument();
    }
  });

  it('adds a question, requiring the question and the answer', async () => {
    const { user, table, client } = await openFaqs();
    const count = db.helps.length;
    await user.click(screen.getByRole('button', { name: /Add FAQ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' });
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(await within(dialog).findByText(MSG.questionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.answerRequired)).toBeInTheDocument();
    expect(db.helps).toHaveLength(count);

    await fill(user, dialog, 'Question', 'Can I bid by phone?');
    await fill(user, dialog, 'Answer', 'No, bids are placed online.');
    await user.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText(MSG.faqAdded, {}, LOAD)).toBeInTheDocument();
    expect(await within(table).findByText('Can I bid by phone?', {}, LOAD)).toBeInTheDocument();
    expect(db.helps.at(-1)).toMatchObject({
      question: 'Can I bid by phone?',
      answer: 'No, bids are placed online.',
    });
    expect(client.getQueryData(helpQueries.list().queryKey)).toHaveLength(count + 1);
  });

  it('edits a question and keeps what was typed when the server refuses', async () => {
    const { user, table } = await openFaqs();
    const id = db.helps[0].id;
    await user.click(within(table).getByRole('button', { name: `Edit FAQ ${FIRST}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue(FIRST);

    await post('/__sim/faults', {
      match: `/api/helps/${id}`,
      status: 400,
      body: { message: 'The question is too long.' },
    });
    const answer = await fill(user, dialog, 'Answer', 'Choose Join Auction on the lot.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The question is too long.',
    );
    expect(answer).toHaveValue('Choose Join Auction on the lot.');
    expect(db.helps[0].answer).not.toBe('Choose Join Auction on the lot.');

    await fill(user, dialog, 'Question', 'How do I join a sale?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.faqUpdated, {}, LOAD)).toBeInTheDocument();
    expect(await within(table).findByText('How do I join a sale?', {}, LOAD)).toBeInTheDocument();
    expect(db.helps.find((h) => h.id === id)).toEqual({
      id,
      question: 'How do I join a sale?',
      answer: 'Choose Join Auction on the lot.',
    });
  });

  it('deletes a question only after confirmation', async () => {
    const { user, table } = await openFaqs();
    const id = db.helps[0].id;
    const remove = () => within(table).getByRole('button', { name: `Delete FAQ ${FIRST}` });
    await user.click(remove());
    expect(await screen.findByText(MSG.confirmDeleteFaq)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(db.helps.some((h) => h.id === id)).toBe(true);

    await user.click(remove());
    const confirm = await screen.findByText(MSG.confirmDeleteFaq);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.faqDeleted, {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(FIRST)).toBeNull(), LOAD);
    expect(db.helps.some((h) => h.id === id)).toBe(false);
  });

  it('shows the empty state without a message when the list fails or is empty', async () => {
    await post('/__sim/faults', { match: '/api/helps/list', status: 500 });
    const failed = renderApp('/admin/settings/faqs');
    expect(await screen.findByText('No FAQs yet.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Server error! - 500')).toBeNull();
    failed.unmount();
    db.helps.length = 0;
    renderApp('/admin/settings/faqs');
    expect(await screen.findByText('No FAQs yet.', {}, LOAD)).toBeInTheDocument();
  });
});
