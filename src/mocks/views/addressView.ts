import type { Property } from '../db/types';

/** A property's address as the screens get it: missing parts blank, the state as `stateCode`. */
export const addressView = (p: Property) => ({
  streetLine1: p.address.streetLine1,
  streetLine2: p.address.streetLine2 ?? '',
  city: p.address.city,
  county: p.address.county ?? '',
  stateCode: p.address.state,
  zipCode: p.address.zipCode,
});

/** A lot's address and photos from its primary property, blank (no photos) without one. */
export const lotPlaceView = (p: Property | undefined) => ({
  streetLine1: p?.address.streetLine1 ?? '',
  streetLine2: p?.address.streetLine2 ?? '',
  city: p?.address.city ?? '',
  county: p?.address.county ?? '',
  stateCode: p?.address.state ?? '',
  zipCode: p?.address.zipCode ?? '',
  images: p?.images.map((i) => ({ url: i.url, isMain: i.isMain })) ?? [],
});
