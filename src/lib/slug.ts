import { paths } from './paths';
/** Lowercase hyphenated slug: letters and digits kept, everything else collapses to one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address-based link of a lot: /auctions/{auctionHostSlug}/{addressSlug}/{auctionId}/{lotId}. */
export function lotAddressPath(p: {
  hostName: string;
  address: string;
  auctionId: number;
  lotId: number;
}): string {
  return paths.publicLot(
    slugify(p.hostName) || 'host',
    slugify(p.address) || 'property',
    p.auctionId,
    p.lotId,
  );
}
