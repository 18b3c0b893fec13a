import { useQuery } from '@tanstack/react-query';
import { helpQueries, useDeleteHelp, type Help } from '../../api/helps';
import { ADMIN_SETTINGS_MSG } from '../../lib/adminSettings';
import { toast } from '../../lib/notify';
import { ContentListCard } from './ContentListCard';
import { FaqDialog } from './faqs/FaqDialog';

export const NO_FAQS = 'No FAQs yet.';

/**
 * /admin/settings/faqs: the help center's questions and answers, added, edited and deleted
 * (after a confirmation); /faq and /help-center show every change.
 */
export default function FaqsPage() {
  const helps = useQuery(helpQueries.list());
  const remove = useDeleteHelp({
    onSuccess: () => toast('success', ADMIN_SETTINGS_MSG.faqDeleted),
  });

  return (
    <ContentListCard<Help>
      title="FAQs"
      addText="Add FAQ"
      loadingLabel="Loading the FAQs"
      emptyText={NO_FAQS}
      confirmDelete={ADMIN_SETTINGS_MSG.confirmDeleteFaq}
      list={helps}
      columns={[
        { title: 'Question', dataIndex: 'question', width: '35%' },
        {
          title: 'Answer',
          dataIndex: 'answer',
          render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span>,
        },
      ]}
      rowLabel={(h) => `FAQ ${h.question}`}
      onDelete={(h) => remove.mutateAsync(h.id)}
      renderDialog={(help, onClose) => <FaqDialog help={help} onClose={onClose} />}
    />
  );
}
