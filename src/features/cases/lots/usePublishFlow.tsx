import { useRef } from 'react';
import type { CaseLot } from '@/api/cases';
import { usePublishCaseLot } from '@/api/caseLots';
import { lotPublished, usePublishDialogs } from '@/components/usePublishDialogs';
import { publishCheck } from '@/lib/lotRules';
import { toast } from '@/lib/notify';

/** Publish Lot of a case's lot: the publish dialogs, then one publish call at a time. */
export function usePublishFlow() {
  const dialogs = usePublishDialogs();
  const publishing = useRef(false);
  const mutation = usePublishCaseLot();

  const publish = (lot: CaseLot) => {
    if (publishing.current) return;
    publishing.current = true;
    mutation.mutate(lot.id, {
      onSuccess: () => toast('success', lotPublished(lot.lotNumber)),
      onSettled: () => {
        publishing.current = false;
      },
    });
  };

  const start = (lot: CaseLot) => {
    if (publishing.current) return;
    dialogs(publishCheck(lot), () => publish(lot));
  };

  return { start, isPending: mutation.isPending };
}
