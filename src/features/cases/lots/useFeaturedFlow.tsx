import { useQueryClient } from '@tanstack/react-query';
import type { CaseLot } from '@/api/cases';
import { caseLotQueries, useMarkFeatured, useUnmarkFeatured } from '@/api/caseLots';
import { apiErrorOf } from '@/api/errors';
import { featuredNotices, useFeaturedConfirm } from '@/components/useFeaturedConfirm';
import { featuredCheck, LOT_TEXT } from '@/lib/lotRules';

/**
 * Mark as Featured and Remove Featured (spec 1 section 7). Marking needs the primary property's
 * photo, is confirmed, then asks whether to replace the company's featured lot when it has one.
 * Removing is confirmed; a flag set by an admin is refused with the server's reason.
 */
export function useFeaturedFlow() {
  const { modal, confirm } = useFeaturedConfirm();
  const client = useQueryClient();
  const mark = useMarkFeatured(featuredNotices.marked);
  const unmark = useUnmarkFeatured(featuredNotices.unmarked);

  const askReplace = (lotId: number) =>
    confirm({
      title: LOT_TEXT.replaceFeatured,
      run: () => mark.mutateAsync({ lotId, replace: true }),
      waits: true,
    });

  const markLot = async (lotId: number) => {
    const current = await client
      .fetchQuery({ ...caseLotQueries.featured(), staleTime: 0 })
      .catch(() => []);
    if (current.some((f) => f.lot.id !== lotId && !f.isAdmin)) {
      askReplace(lotId);
      return;
    }
    try {
      await mark.mutateAsync({ lotId, replace: false });
    } catch (e) {
      // Another lot was featured meanwhile (or the list was not available): ask as well.
      if (apiErrorOf(e).status === 409) askReplace(lotId);
    }
  };

  return {
    isPending: mark.isPending || unmark.isPending,
    mark: (lot: CaseLot) => {
      const warning = featuredCheck(lot);
      if (warning) {
        modal.warning({ title: warning.title, content: warning.content });
        return;
      }
      confirm({ title: LOT_TEXT.markFeaturedConfirm, run: () => markLot(lot.id) });
    },
    unmark: (lot: CaseLot) =>
      confirm({ title: LOT_TEXT.unmarkFeaturedConfirm, run: () => unmark.mutateAsync(lot.id) }),
  };
}
