import { App } from 'antd';
import { LOT_TEXT, type PublishCheck } from '../lib/lotRules';

/** The toast once a lot is published. */
export const lotPublished = (n: number) => `Lot ${n} was published.`;

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
 * Returns the step that shows the dialog a check calls for and then, if allowed, publishes.
 */
export function usePublishDialogs() {
  const { modal } = App.useApp();

  return ({ missing, later }: PublishCheck, publish: () => void) => {
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
        onOk: publish,
      });
      return;
    }
    publish();
  };
}
