import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useRef } from 'react';
import type { CaseLot } from '../../../api/cases';
import { caseLotQueries, useMarkFeatured, useUnmarkFeatured } from '../../../api/caseLots';
import { apiErrorOf } from '../../../api/errors';
import { featuredCheck, LOT_TEXT } from '../../../lib/lotRules';
import { toast } from '../../../lib/notify';

/**
 * Mark as Featured and Remove Featured (spec 1 section 7). Marking needs the primary property's
 * photo, is confirmed, then asks whether to replace the company's featured lot when it has one.
 * Removing is confirmed; a flag set by an admin is refused with the server's reason.
 */
export function useFeaturedFlow() {
  const { modal } = App.useApp();
  const client = useQueryClient();
  const busy = useRef(false);
  const mark = useMarkFeatured({ onSuccess: () => toast('success', LOT_TEXT.markedFeatured) });
  const unmark = useUnmarkFeatured({
    onSuccess: () => toast('success', LOT_TEXT.unmarkedFeatured),
  });

  /** Runs one call at a time; a refusal has already been shown by the api layer. */
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

  const askReplace = (lotId: number) =>
    modal.confirm({
      title: LOT_TEXT.replaceFeatured,
      onOk: () => once(() => mark.mutateAsync({ lotId, replace: true })),
    });

  const markLot = async (lotId: number) => {
    const current = await client
      .fetchQuery({ ...caseLotQueries.featured(), staleTime: 0 })
      .catch(() => []);
    if (current.some((f) => f.lotId !== lotId && !f.isAdmin)) {
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
      modal.confirm({
        title: LOT_TEXT.markFeaturedConfirm,
        onOk: () => {
          void once(() => markLot(lot.id));
        },
      });
    },
    unmark: (lot: CaseLot) =>
      modal.confirm({
        title: LOT_TEXT.unmarkFeaturedConfirm,
        onOk: () => {
          void once(() => unmark.mutateAsync(lot.id));
        },
      }),
  };
}
