import { App } from 'antd';
import { useRef } from 'react';
import type { CaseLot } from '../../../api/cases';
import { usePublishCaseLot } from '../../../api/caseLots';
import { LOT_TEXT, publishCheck } from '../../../lib/lotRules';
import { toast } from '../../../lib/notify';
import { LOTS_UI } from './lotText';

const list = (intro: string, items: string[]) => (
  <>
    <p>{intro}</p>
    <ul>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  </>
);

/**
 * Publish Lot (spec 2 section 4): a missing auction date or property stops it with 'Missing
 * Required Info'; a zero or missing required down, opening price or minimum increment is
 * listed in an info dialog ('Will Provide Later'), then publishing proceeds.
 */
export function usePublishFlow() {
  const { modal } = App.useApp();
  const publishing = useRef(false);
  const mutation = usePublishCaseLot();

  const publish = (lot: CaseLot) => {
    if (publishing.current) return;
    publishing.current = true;
    mutation.mutate(lot.id, {
      onSuccess: () => toast('success', LOTS_UI.published(lot.lotNumber)),
      onSettled: () => {
        publishing.current = false;
      },
    });
  };

  const start = (lot: CaseLot) => {
    if (publishing.current) return;
    const { missing, later } = publishCheck(lot);
    if (missing.length) {
      modal.warning({
        title: LOT_TEXT.missingTitle,
        content: list(LOT_TEXT.missingIntro, missing),
      });
      return;
    }
    if (later.length) {
      modal.info({
        title: LOT_TEXT.laterTitle,
        content: list(LOT_TEXT.laterIntro, later),
        okText: LOT_TEXT.later,
        onOk: () => publish(lot),
      });
      return;
    }
    publish(lot);
  };

  return { start, isPending: mutation.isPending };
}
