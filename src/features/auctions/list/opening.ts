import { auctionQueries } from '@/api/auctions';
import type { RouteOpening } from '@/lib/routeOpening';
import { AUCTIONS_PAGE_SIZE, readAuctionListParams, type AuctionListParams } from './listParams';

/** The request of the list the address names (its tab, filters and page). */
export const auctionListRequest = (params: AuctionListParams) => ({
  status: params.list,
  type: params.type,
  startType: params.startType,
  pagination: { page: params.page, pageSize: AUCTIONS_PAGE_SIZE },
});

/** /auctions: the tab, filters and page the address names. */
export const opening: RouteOpening = {
  prefetch: (client, { search }) =>
    void client.prefetchQuery(
      auctionQueries.list(auctionListRequest(readAuctionListParams(search))),
    ),
};
