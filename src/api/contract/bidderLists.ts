/** The bidder dashboard's lot lists: pinned, upcoming and live (spec 1 §7, spec 3 §7 Dashboards). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { learnFirst, listRequest, page } from './common';
import { LotListing } from './lots';

/** A lot in the bidder's dashboard lists: Lot (listing) of spec 1 §3. */
export const BidderListLot = LotListing;
export type BidderListLot = z.infer<typeof BidderListLot>;

/** The live list's body: the page asked for. */
export const LiveLotsRequest = z.object({ pagination: listRequest.pagination });

/** The first listed lot and its auction, for the calls that need them. */
const learnLot = (data: unknown) => ({
  ...learnFirst('lotId')(data),
  ...learnFirst('auctionId', 'auctionId')(data),
});

export const listPinnedLots = endpoint({
  method: 'GET',
  path: '/api/lots/listpinned/bidder',
  spec: '1 §7, 3 §7',
  summary: 'The lots the bidder pinned that are still to be sold.',
  response: z.array(BidderListLot),
  roles: ['Bidder'],
  probe: { learn: learnLot },
});

export const listUpcomingLots = endpoint({
  method: 'GET',
  path: '/api/lots/listupcoming/bidder',
  spec: '1 §7, 3 §7',
  summary: 'Published lots of auctions still to start, soonest first.',
  response: z.array(BidderListLot),
  roles: ['Bidder'],
  probe: { learn: learnLot },
});

export const listLiveLots = endpoint({
  method: 'POST',
  path: '/api/lots/list/live',
  spec: '1 §7, 3 §7',
  summary: 'One page of the lots running now.',
  request: LiveLotsRequest,
  response: page(BidderListLot),
  roles: ['Bidder'],
  probe: { args: () => ({ body: { pagination: { current: 1, pageSize: 12 } } }) },
});
