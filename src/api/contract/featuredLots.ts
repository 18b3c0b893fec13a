/**
 * The admin's featured lots and lot search (spec 3 §2.2 featured-lots, §3 "Featured lot entry",
 * §7). Marking and removing go through the lots' own featured calls (spec 1 §7).
 */
import * as z from 'zod/mini';
import { endpoint, type ProbeIds } from './define';
import { id, orNull, text } from './common';
import { ListingImage } from './lots';

/**
 * A lot as the featured list and the lot search show it: the lot's fields of spec 3 §3 "Lot
 * (control and search)" (id, lotStatus, auctionStartTime, address fields, caseNumber, images),
 * its case's file number (spec 3 §3 public lot row `caseFileNumber`), its host (spec 1 §3
 * `auctionHostName`) and whether it is featured (spec 2 §3 Lot `markedFeatured`).
 */
export const AdminLot = z.object({
  id: id(),
  caseId: id(),
  caseNumber: text(),
  caseFileNumber: text(),
  auctionHostName: text(),
  auctionStartTime: orNull(z.string()),
  lotStatus: z.optional(z.string()),
  streetLine1: text(),
  streetLine2: text(),
  city: text(),
  stateCode: text(),
  zipCode: text(),
  images: z.array(ListingImage),
  markedFeatured: z.boolean(),
});
export type AdminLot = z.infer<typeof AdminLot>;

/** A featured lot entry (spec 3 §3: id, isAdmin, lot): `isAdmin` when an admin set the flag. */
export const FeaturedLotEntry = z.object({ id: id(), isAdmin: z.boolean(), lot: AdminLot });
export type FeaturedLotEntry = z.infer<typeof FeaturedLotEntry>;

export const listFeaturedLots = endpoint({
  method: 'GET',
  path: '/api/admins/featuredlot',
  spec: '3 §7',
  summary: 'Every featured lot, the most recently featured first (admin featured lots).',
  response: z.array(FeaturedLotEntry),
  roles: ['Admin'],
  probe: {
    // The featured lots' links open their cases: the admin's case and lot reads use these ids.
    learn: (data): ProbeIds => {
      const lot = (data as { lot?: { caseId?: number; id?: number } }[])[0]?.lot;
      return lot?.caseId === undefined || lot.id === undefined
        ? {}
        : { caseId: lot.caseId, lotId: lot.id };
    },
  },
});

export const searchAdminLots = endpoint({
  method: 'GET',
  path: '/api/admins/lot/{search}',
  spec: '3 §7',
  summary: 'Published lots by address or case number, to mark featured (admin featured lots).',
  response: z.array(AdminLot),
  roles: ['Admin'],
  probe: { args: () => ({ params: { search: 'IL' } }) },
});
