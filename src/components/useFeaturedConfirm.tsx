import { App, type ModalFuncProps } from 'antd';
import { LOT_TEXT } from '../lib/lotRules';
import { toast } from '../lib/notify';
import { useSingleSubmit } from '../lib/useSingleSubmit';

/** The notices of Mark as Featured and Remove Featured once the server has taken them. */
export const featuredNotices = {
  marked: { onSuccess: () => toast('success', LOT_TEXT.markedFeatured) },
  unmarked: { onSuccess: () => toast('success', LOT_TEXT.unmarkedFeatured) },
};

export interface FeaturedConfirmOptions extends Omit<ModalFuncProps, 'onOk'> {
  /** The call made once the question is confirmed. */
  run(): Promise<unknown>;
  /** Keeps the question open, its OK button busy, until the call ends. */
  waits?: boolean;
}

/**
 * Mark as Featured and Remove Featured, each confirmed first (spec 1 section 7): one call at a
 * time, refusals shown by the api layer with the server's reason.
 */
export function useFeaturedConfirm() {
  const { modal } = App.useApp();
  /** Runs one call at a time; a refusal has already been shown by the api layer. */
  const [once] = useSingleSubmit(async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch {
      // Shown by the api layer.
    }
  });

  const confirm = ({ run, waits = false, ...question }: FeaturedConfirmOptions) =>
    modal.confirm({
      ...question,
      onOk: waits
        ? () => once(run)
        : () => {
            void once(run);
          },
    });

  return { modal, confirm };
}
