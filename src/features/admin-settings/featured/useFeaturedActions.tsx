import { App } from 'antd';
import { useRef } from 'react';
import { useMarkFeaturedLot, useUnmarkFeaturedLot } from '../../../api/featuredLots';
import { LOT_TEXT } from '../../../lib/lotRules';
import { toast } from '../../../lib/notify';

/**
 * The admin's Mark as Featured and Remove Featured, each confirmed first (spec 1 section 7); one
 * call at a time, refusals shown by the api layer with the server's reason.
 */
export function useFeaturedActions() {
  const { modal } = App.useApp();
  const busy = useRef(false);
  const mark = useMarkFeaturedLot({ onSuccess: () => toast('success', LOT_TEXT.markedFeatured) });
  const unmark = useUnmarkFeaturedLot({
    onSuccess: () => toast('success', LOT_TEXT.unmarkedFeatured),
  });

  const once = async (fn: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn();
    } catch {
      // Shown by the api layer.
    } finally {
      busy.current = false;
    }
  };

  return {
    pendingId: mark.isPending ? mark.variables : unmark.isPending ? unmark.variables : null,
    mark: (lotId: number) =>
      modal.confirm({
        title: LOT_TEXT.markFeaturedConfirm,
        okText: 'Mark as Featured',
        onOk: () => once(() => mark.mutateAsync(lotId)),
      }),
    unmark: (lotId: number) =>
      modal.confirm({
        title: LOT_TEXT.unmarkFeaturedConfirm,
        okText: 'Remove',
        okButtonProps: { danger: true },
        onOk: () => once(() => unmark.mutateAsync(lotId)),
      }),
  };
}
