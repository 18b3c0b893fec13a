/** The signed-in bidder's global data and pinned count (spec 1 §3 Bidder global data, §7). */
import * as z from 'zod/mini';
import { endpoint } from './define';

/** Bidder global data (spec 1 §3): verification, balances, linked accounts and pins. */
export const BidderGlobal = z.object({
  is_verified: z.boolean(),
  available_balance: z.number(),
  locked_balance: z.number(),
  linked_account_count: z.number(),
  pinned_count: z.number(),
});
export type BidderGlobal = z.infer<typeof BidderGlobal>;

/** The pinned count the pin, unpin and count calls answer (spec 1 §7). */
export const PinnedCount = z.object({ pinnedCount: z.number() });
export type PinnedCount = z.infer<typeof PinnedCount>;

export const getBidderGlobal = endpoint({
  method: 'GET',
  path: '/api/bidders',
  spec: '1 §7, 3 §7',
  summary: 'The signed-in bidder’s verification, balances, linked account and pinned counts.',
  response: BidderGlobal,
  roles: ['Bidder'],
  probe: {},
});

export const getPinnedCount = endpoint({
  method: 'GET',
  path: '/api/bidders/pin/count',
  spec: '1 §7, 3 §7',
  summary: 'How many lots the signed-in bidder has pinned (user menu).',
  response: PinnedCount,
  roles: ['Bidder'],
  probe: {},
});
