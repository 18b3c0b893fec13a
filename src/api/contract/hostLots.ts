/** The auction host's dashboard columns (spec 2 §7, spec 3 §2.5 and §7 Dashboards). */
import * as z from 'zod/mini';
import { endpoint, STAFF } from './define';
import { learnFirst, page } from './common';
import { lotListingShape } from './lots';

const {
  id,
  auctionId,
  streetLine1,
  streetLine2,
  city,
  county,
  stateCode,
  zipCode,
  images,
  auctionIsTest,
  lotStatus,
  isPostponed,
  propertyCount,
  openingPrice,
  auctionStartTime,
  auctionHostName,
  caseId,
  caseNumber,
} = lotListingShape;

/**
 * A lot of a host's dashboard column: Lot (listing) of spec 1 §3 without the bidder's own flags
 * (pinned, registered), with the lotNumber of spec 3 §3 Lot (control and search).
 */
export const HostLotRow = z.object({
  id,
  auctionId,
  streetLine1,
  streetLine2,
  city,
  county,
  stateCode,
  zipCode,
  images,
  auctionIsTest,
  lotStatus,
  isPostponed,
  propertyCount,
  openingPrice,
  auctionStartTime,
  auctionHostName,
  caseId,
  caseNumber,
  lotNumber: z.number(),
});
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
