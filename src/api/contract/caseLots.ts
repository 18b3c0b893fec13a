/**
 * The lots of a case (spec 2 §3 Lot, §4 Lot lifecycle, §7 Lots; spec 1 §7 for the featured and
 * postponed flags): the lot view, the look-up, create, update, delete, the auction date and the
 * postponed flag, the post-sale steps, the winner change and the featured flag.
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { id, isoDate, withIds } from './common';
import { CaseLot, LotStatus } from './cases';
import { FeaturedLot } from './companies';

/**
 * A lot for pickers (spec 2 §7 GET /api/lots/lookup/{caseId}): the breadcrumb's lot dropdown,
 * the new-property lot choice. Designed: `streetLine1`, the primary property's street.
 */
export const LotLookup = z.object({
  id: id(),
  lotNumber: z.number(),
  lotStatus: LotStatus,
  streetLine1: z.nullish(z.string()),
});
export type LotLookup = z.infer<typeof LotLookup>;

/** A bid of a closed lot (spec 2 §3 Bid: id, paddleNumber, bidderUserName, createdDate, amount). */
export const LotBid = z.object({
  id: id(),
  amount: z.number(),
  paddleNumber: z.number(),
  createdDate: isoDate(),
  bidderUserName: z.nullish(z.string()),
});
export type LotBid = z.infer<typeof LotBid>;

/** The bid list answers `{ data }` or the bare list; read as the list. */
export const LotBids = z.pipe(
  z.union([z.array(LotBid), z.object({ data: z.array(LotBid) })]),
  z.transform((v: LotBid[] | { data: LotBid[] }) => (Array.isArray(v) ? v : v.data)),
);

/**
 * A new lot (spec 2 §7 POST /api/lots/{caseId}: openingPrice, requiredDown, minBidIncrements,
 * auctionId); the server applies the defaults of spec 2 §9 to what is left out.
 */
export const NewLotBody = z.object({
  openingPrice: z.optional(z.number()),
  requiredDown: z.optional(z.number()),
  minBidIncrements: z.optional(z.number()),
  auctionId: z.optional(id()),
});
export type NewLotBody = z.infer<typeof NewLotBody>;

/** A lot's prices (spec 2 §7 PUT /api/lots/{lotId}). */
export const LotPrices = z.object({
  openingPrice: z.number(),
  requiredDown: z.number(),
  minBidIncrements: z.number(),
});
export type LotPrices = z.infer<typeof LotPrices>;

/** The postpone actions (spec 2 §4 Lot lifecycle, spec 1 §4). */
export const PostponeAction = z.enum(['initialSet', 'changeDate', 'postpone', 'unPostpone']);
export type PostponeAction = z.infer<typeof PostponeAction>;

/**
 * The auction date calls and the postponed flag (spec 2 §7 PUT /api/lots/{id}/postpone: body
 * date and isPostpone, with the action of spec 2 §4). `date` is ISO: the auction start chosen
 * (initialSet, changeDate) or the continuance date (postpone); null to remove the flag.
 */
export const PostponeBody = z.object({
  action: PostponeAction,
  date: z.nullable(isoDate()),
  isPostpone: z.boolean(),
});
export type PostponeBody = z.infer<typeof PostponeBody>;

/** The winner actions (spec 2 §4). */
export const WinnerAction = z.enum(['WinnerChanged', 'WinnerRemoved']);
export type WinnerAction = z.infer<typeof WinnerAction>;

/** The winner change (spec 2 §7 POST /api/lots/{lotId}/declarewinner: action, description, bidId). */
export const DeclareWinnerBody = z.object({
  action: WinnerAction,
  description: z.string(),
  bidId: z.nullable(id()),
});
export type DeclareWinnerBody = z.infer<typeof DeclareWinnerBody>;

export const getCaseLot = endpoint({
  method: 'GET',
  path: '/api/cases/{caseId}/lots/{lotId}',
  designed:
    'spec 2 §2 gives the lot view /cases/{caseId}/lots/{lotId} but §7 no call for it: one lot of the case (the Lot of §3).',
  summary: 'One lot of a case (the lot view).',
  response: CaseLot,
  roles: [...STAFF, ...FIRM],
  probe: {
    args: withIds({ caseId: 'caseId', lotId: 'caseLotId' }),
  },
});

export const lookupCaseLots = endpoint({
  method: 'GET',
  path: '/api/lots/lookup/{caseId}',
  spec: '2 §7',
  summary: "The case's lots for pickers (breadcrumb, new property).",
  response: z.array(LotLookup),
  roles: [...STAFF, ...FIRM],
  probe: {
    args: withIds({ caseId: 'caseId' }),
  },
});

export const listLotBids = endpoint({
  method: 'POST',
  path: '/api/auctions/lots/{lotId}/bids',
  spec: '2 §7',
  summary: 'The bids of a lot, newest first (the change-winner dialog).',
  request: z.object({}),
  response: LotBids,
  roles: STAFF,
  probe: {
    args: withIds({ lotId: 'caseLotId' }, { body: {} }),
  },
});

export const listFeaturedLots = endpoint({
  method: 'GET',
  path: '/api/auctioneers/featuredlot',
  spec: '1 §7, 2 §7',
  summary:
    "The company's featured lots (asked before marking another one; the company profile's list).",
  response: z.array(FeaturedLot),
  roles: [...STAFF, 'Admin'],
  probe: {},
});

export const createLot = endpoint({
  method: 'POST',
  path: '/api/lots/{caseId}',
  spec: '2 §7',
  summary: 'Adds a Draft lot to a case; answers the lot.',
  request: NewLotBody,
  response: CaseLot,
  roles: STAFF,
});

export const updateLot = endpoint({
  method: 'PUT',
  path: '/api/lots/{lotId}',
  spec: '2 §7',
  summary: "Saves a lot's prices; answers the lot.",
  request: LotPrices,
  response: CaseLot,
  roles: STAFF,
});

export const deleteLot = endpoint({
  method: 'DELETE',
  path: '/api/lots/{lotId}',
  spec: '2 §7',
  summary: 'Deletes a lot without properties.',
  response: 'none',
  roles: STAFF,
});

export const postponeLot = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/postpone',
  spec: '1 §7, 2 §7',
  summary:
    'Set Date, Change Date (until the auction starts), Postpone, Remove postponed flag; answers the lot.',
  request: PostponeBody,
  response: CaseLot,
  roles: STAFF,
});

export const confirmDeposit = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/deposit',
  spec: '2 §7',
  summary: 'Confirms the initial deposit of a lot awaiting payoff; answers the lot.',
  response: CaseLot,
  roles: STAFF,
});

export const confirmPayment = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/payment',
  spec: '2 §7',
  summary: 'Confirms the full payment (CompleteTransaction); answers the lot.',
  response: CaseLot,
  roles: STAFF,
});

export const markDeedReady = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/deedready',
  spec: '2 §7',
  summary: 'Mark as Deed Ready; answers the lot.',
  response: CaseLot,
  roles: STAFF,
});

export const markDeedIssued = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/deedissued',
  spec: '2 §7',
  summary: 'Mark as Deed Issued; answers the lot.',
  response: CaseLot,
  roles: STAFF,
});

export const declareWinner = endpoint({
  method: 'POST',
  path: '/api/lots/{lotId}/declarewinner',
  spec: '2 §7',
  summary: 'Changes or removes the winner of a sold lot; answers the lot.',
  request: DeclareWinnerBody,
  response: CaseLot,
  roles: STAFF,
});

export const markFeatured = endpoint({
  method: 'PUT',
  path: '/api/lots/{id}/markasfeatured/{replace}',
  spec: '1 §7, 2 §4',
  summary:
    'Marks a lot featured; 409 when the company has a featured lot and `replace` is false. Answers the lot.',
  response: CaseLot,
  roles: [...STAFF, 'Admin'],
});

export const unmarkFeatured = endpoint({
  method: 'PUT',
  path: '/api/lots/unmarkasfeatured/{id}',
  spec: '1 §7, 2 §4',
  summary:
    "Removes a lot's featured flag (403 for an admin's flag unless an admin); answers the lot.",
  response: CaseLot,
  roles: [...STAFF, 'Admin'],
});
