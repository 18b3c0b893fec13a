import { Collapse, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { helpQueries } from '../../api/helps';
import { useHydrated } from '../../lib/useHydrated';

/** The help questions and answers (silent on failure: the list is just empty). */
export function FaqList() {
  const helps = useQuery(helpQueries.list());
  const hydrated = useHydrated();
  // Loading until the list or its failure arrives (also in the page's prerendered document).
  if (!hydrated || helps.isPending) return <Skeleton active />;
  if (!helps.data?.length) return <p>No questions have been published yet.</p>;
  return (
    <Collapse
      items={helps.data.map((h) => ({
        key: h.id,
        label: h.question,
        children: <p style={{ margin: 0 }}>{h.answer}</p>,
      }))}
    />
  );
}
