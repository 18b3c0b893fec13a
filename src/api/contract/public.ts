/**
 * The public site: the sales listings and the contact form (spec 1 §3 Lot (listing), §7; spec 3
 * §3 Public lot row, §4.4 public sales tabs, §7 Admin lists and public).
 */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { FIRST_PAGE, id, listRequest, page } from './common';
import { ListingAttribute, ListingImage } from './lots';

/**
 * POST /api/lots/list/public (spec 1 §7, spec 3 §7): search, pagination, sorter, startTime,
 * stoppedTime, isCancelled, isUpComing, showFeatured, isCompleted, filters, endDate.
 */
export const PublicListRequest = z.object({
  ...listRequest,
  startTime: z.optional(z.string()),
  stoppedTime: z.optional(z.string()),
  isCancelled: z.optional(z.boolean()),
  isUpComing: z.optional(z.boolean()),
  showFeatured: z.optional(z.boolean()),
  isCompleted: z.optional(z.boolean()),
  filters: z.optional(z.unknown()),
  endDate: z.optional(z.string()),
});
export type PublicListRequest = z.infer<typeof PublicListRequest>;

/**
 * A row of the public sales lists and the featured carousel (spec 3 §3 Public lot row, with
 * the listing fields of spec 1 §3 the cards show).
 */
export const PublicLotRow = z.object({
  id: id(),
  auctionId: id(),
  auctionStartTime: z.nullable(z.string()),
  auctionIsTest: z.boolean(),
  caseFileNumber: z.string(),
  caseNumber: z.string(),
  auctionHostName: z.string(),
  auctionHostLogoUrl: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  county: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  images: z.array(ListingImage),
  attributes: z.array(ListingAttribute),
  openingPrice: z.number(),
  requiredDown: z.number(),
  caseSalesPrice: z.nullable(z.number()),
  caseContinuance: z.boolean(),
  caseSoldTo: z.nullable(z.enum(['ThirdPartyBidder', 'Plaintiff'])),
  lotStatus: z.string(),
  isPostponed: z.boolean(),
  /** When a featured lot was marked featured (the home carousel shows the newest first). */
  featuredDate: z.optional(z.nullable(z.string())),
});
export type PublicLotRow = z.infer<typeof PublicLotRow>;

/** POST /api/helps/contactus (spec 1 §7: name, email, phoneNumber, companyName, message). */
export const ContactUs = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  message: z.string(),
});
export type ContactUs = z.infer<typeof ContactUs>;

export const listPublicLots = endpoint({
  method: 'POST',
  path: '/api/lots/list/public',
  spec: '1 §7, 3 §7',
  summary: 'A page of the public sales tabs, or the featured lots (page size 100).',
  request: PublicListRequest,
  response: page(PublicLotRow),
  roles: ['Anonymous'],
  probe: { args: () => ({ body: FIRST_PAGE }) },
});

export const sendContactUs = endpoint({
  method: 'POST',
  path: '/api/helps/contactus',
  spec: '1 §7',
  summary: 'Sends the help center’s contact form.',
  request: ContactUs,
  response: 'none',
  roles: ['Anonymous'],
});
