/** The bidder's winnings: the won lots, one lot's winning details, the deed delivery choice. */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, learnFirst, withIds } from './common';
import { addressShape, Attribute, LotListing, nullableDate, PropertyImage } from './lots';

/**
 * A won lot in the winner's list: Lot (listing) of spec 1 §3, whose winner fields
 * (winnerBidAmount, winnerCreatedDate) and status (the post-win status of spec 1 §4) the
 * winning-property card shows.
 */
export const WinningSummary = LotListing;
export type WinningSummary = z.infer<typeof WinningSummary>;

/** The winner on the winning details (spec 1 §3). */
export const WinningWinner = z.object({
  bidAmount: z.number(),
  reliefFee: z.number(),
  bidBidderFullName: z.string(),
  bidPaddleNumber: z.number(),
  type: z.string(),
  phoneNumber: z.string(),
  address1: z.string(),
  address2: z.nullish(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.nullish(z.string()),
});

/** A won property with its attributes (spec 1 §3 Winning details: properties with attributes). */
export const WinningProperty = z.object({
  id: id(),
  ...addressShape,
  isPrimary: z.boolean(),
  imageData: z.array(PropertyImage),
  extendedData: z.array(Attribute),
});
export type WinningProperty = z.infer<typeof WinningProperty>;

/** Winning details, spec 1 §3 (also spec 2 §3). */
export const WinningDetails = z.object({
  caseFirmName: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  caseFileNumber: z.string(),
  winner: WinningWinner,
  winnerCreatedDate: nullableDate(),
  /** Percent. */
  requiredDown: z.number(),
  depositReceivedDate: nullableDate(),
  paymentReceivedDate: nullableDate(),
  initialPayment: z.number(),
  remainingPayment: z.number(),
  status: z.string(),
  deedDelivery: z.nullable(z.string()),
  deedShippingAddress: z._default(z.nullable(z.string()), null),
  auctionHost: z.object({
    name: z.string(),
    wireInstructionsUrl: z.nullish(z.string()),
    phoneNumber: z.nullish(z.string()),
    supportEmail: z.nullish(z.string()),
  }),
  startedTime: nullableDate(),
  stoppedTime: nullableDate(),
  openingPrice: z.number(),
  numberOfBidders: z.number(),
  numberOfBids: z.number(),
  properties: z.array(WinningProperty),
  documents: z.array(z.object({ id: id(), name: z.string(), url: z.string() })),
});
export type WinningDetails = z.infer<typeof WinningDetails>;

/** The deed delivery choice (the Winning details' deedDelivery and deedShippingAddress). */
export const DeedDeliveryRequest = z.object({
  deedDelivery: z.string(),
  deedShippingAddress: z.nullable(z.string()),
});
export type DeedDeliveryRequest = z.infer<typeof DeedDeliveryRequest>;

export const listWinnings = endpoint({
  method: 'GET',
  path: '/api/bidders/winning',
  spec: '1 §7, 3 §7',
  summary: 'The lots the bidder won, newest first (My Winnings).',
  response: z.array(WinningSummary),
  roles: ['Bidder'],
  probe: { learn: learnFirst('winningLotId') },
});

export const getWinning = endpoint({
  method: 'GET',
  path: '/api/bidders/winning/{lotId}',
  designed:
    'The winning details of one won lot for /account/winning/{lotId} (spec 1 §3 Winning details); 404 when the caller did not win it.',
  summary: 'The winning details of one won lot.',
  response: WinningDetails,
  roles: ['Bidder'],
  probe: {
    args: withIds({ lotId: 'winningLotId' }),
  },
});

export const setDeedDelivery = endpoint({
  method: 'PUT',
  path: '/api/bidders/winning/{lotId}/deeddelivery',
  designed:
    'Saves the winner’s deed delivery option (spec 1 §4: the form shows when the status is DeedReady and no delivery is set); answers the winning details.',
  summary: 'Saves the deed delivery option and the shipping address where one is needed.',
  request: DeedDeliveryRequest,
  response: WinningDetails,
  roles: ['Bidder'],
});
