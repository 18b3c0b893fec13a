import { useMarkFeaturedLot, useUnmarkFeaturedLot } from '@/api/featuredLots';
import { featuredNotices, useFeaturedConfirm } from '@/components/useFeaturedConfirm';
import { LOT_TEXT } from '@/lib/lotRules';

/**
 * The admin's Mark as Featured and Remove Featured, each confirmed first (spec 1 section 7); one
 * call at a time, refusals shown by the api layer with the server's reason.
 */
export function useFeaturedActions() {
  const { confirm } = useFeaturedConfirm();
  const mark = useMarkFeaturedLot(featuredNotices.marked);
  const unmark = useUnmarkFeaturedLot(featuredNotices.unmarked);

  return {
    pendingId: mark.isPending ? mark.variables : unmark.isPending ? unmark.variables : null,
    mark: (lotId: number) =>
      confirm({
        title: LOT_TEXT.markFeaturedConfirm,
        okText: 'Mark as Featured',
        run: () => mark.mutateAsync(lotId),
        waits: true,
      }),
    unmark: (lotId: number) =>
      confirm({
        title: LOT_TEXT.unmarkFeaturedConfirm,
        okText: 'Remove',
        okButtonProps: { danger: true },
        run: () => unmark.mutateAsync(lotId),
        waits: true,
      }),
  };
}
