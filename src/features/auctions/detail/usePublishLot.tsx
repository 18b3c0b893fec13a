import { App } from 'antd';
import type { AuctionDetail, AuctionLotRow } from '../../../api/auctionDetail';
import { usePublishAuctionLot } from '../../../api/auctions';
import { toast } from '../../../lib/notify';
import { publishLaterItems, publishMissing } from './rules';

export const PUBLISH_TEXT = {
  button: 'Publish',
  missingTitle: 'Missing Required Info',
  missingIntro: 'The lot cannot be published until it has:',
  laterTitle: 'Required before going live',
  laterIntro: 'Please provide the following before the auction goes live:',
  later: 'Will Provide Later',
  done: (n: number) => `Lot ${n} was published.`,
} as const;

/**
 * Publish Lot (spec 2 section 4): a missing auction date or property stops it with
 * 'Missing Required Info'; a zero or missing required down, opening price or minimum
 * increment is listed in an info dialog ('Will Provide Later'), then publishing proceeds.
 */
export function usePublishLot(auction: AuctionDetail) {
  const { modal } = App.useApp();
  const mutation = usePublishAuctionLot<AuctionLotRow>(auction.id, {
    onSuccess: (_data, lot) => toast('success', PUBLISH_TEXT.done(lot.lotNumber)),
  });

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

  const start = (lot: AuctionLotRow) => {
    if (mutation.isPending) return;
    const missing = publishMissing(lot, lot.auction?.startTime ?? auction.startTime);
    if (missing.length) {
      modal.warning({
        title: PUBLISH_TEXT.missingTitle,
        content: list(PUBLISH_TEXT.missingIntro, missing),
      });
      return;
    }
    const later = publishLaterItems(lot);
    if (later.length) {
      modal.info({
        title: PUBLISH_TEXT.laterTitle,
        content: list(PUBLISH_TEXT.laterIntro, later),
        okText: PUBLISH_TEXT.later,
        onOk: () => mutation.mutate(lot),
      });
      return;
    }
    mutation.mutate(lot);
  };

  return {
    start,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
