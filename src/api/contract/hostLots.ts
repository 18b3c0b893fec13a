/** The auction host's dashboard columns (spec 2 §7, spec 3 §2.5 and §7 Dashboards). */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { learnFirst, page } from './common';
import { LotListing } from './lots';

/**
 * A lot of a host's dashboard column: Lot (listing) of spec 1 §3 without the bidder's own flags
 * (pinned, registered), with the lotNumber of spec 3 §3 Lot (control and search).
 */
export const HostLotRow = z.extend(
  z.pick(LotListing, {
    id: true,
    auctionId: true,
    streetLine1: true,
    streetLine2: true,
    city: true,
    county: true,
    stateCode: true,
    zipCode: true,
    images: true,
    auctionIsTest: true,
    lotStatus: true,
    isPostponed: true,
    propertyCount: true,
    openingPrice: true,
    auctionStartTime: true,
    auctionHostName: true,
    caseId: true,
    caseNumber: true,
  }),
  { lotNumber: z.number() },
);
export type HostLotRow = z.infer<typeof HostLotRow>;

/** The body: one of isLive, isUpcoming, isCompleted, with sorter and pagination (spec 2 §7). */
export const HostLotsRequest = z.object({
  isLive: z.optional(z.literal(true)),
  isUpcoming: z.optional(z.literal(true)),
  isCompleted: z.optional(z.literal(true)),
  sorter: z.object({
    field: z.literal('auctionStartTime'),
    order: z.enum(['ascend', 'descend']),
  }),
  pagination: z.object({ current: z.number(), pageSize: z.number() }),
});
export type HostLotsRequest = z.infer<typeof HostLotsRequest>;

export const listHostLots = endpoint({
  method: 'POST',
  path: '/api/lots/list/auctionhost',
  spec: '2 §7, 3 §7',
  summary: 'One page of the company’s live, upcoming or completed lots (dashboard columns).',
  request: HostLotsRequest,
  response: page(HostLotRow),
  roles: STAFF,
  probe: {
    args: () => ({
      body: {
        isUpcoming: true,
        sorter: { field: 'auctionStartTime', order: 'ascend' },
        pagination: { current: 1, pageSize: 10 },
      },
    }),
    learn: (data) => ({
      ...learnFirst('lotId')(data),
      ...learnFirst('auctionId', 'auctionId')(data),
    }),
  },
});
