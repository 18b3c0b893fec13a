import type { AuctionDetail, AuctionLotRow } from '@/api/auctionDetail';
import { usePublishAuctionLot } from '@/api/auctions';
import { lotPublished, usePublishDialogs } from '@/components/usePublishDialogs';
import { publishCheck } from '@/lib/lotRules';
import { toast } from '@/lib/notify';

export const PUBLISH_TEXT = { button: 'Publish' } as const;

/** Publish Lot of an auction's lot: dated by its own auction or the one shown. */
export function usePublishLot(auction: AuctionDetail) {
  const dialogs = usePublishDialogs();
  const mutation = usePublishAuctionLot<AuctionLotRow>(auction.id, {
    onSuccess: (_data, lot) => toast('success', lotPublished(lot.lotNumber)),
  });

  const start = (lot: AuctionLotRow) => {
    if (mutation.isPending) return;
    const dated = Boolean(lot.auction?.startTime ?? auction.startTime);
    dialogs(publishCheck(lot, dated), () => mutation.mutate(lot));
  };

  return {
    start,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
