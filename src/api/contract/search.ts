/**
 * The bidder's property search (spec 3 §2.4, §3, §7 Properties and search): the search list, the
 * attributes it filters on and the saved filters.
 */
import * as z from 'zod/mini';
import { endpoint, FIRM, STAFF } from './define';
import { FIRST_PAGE, id, learnFirst, listRequest, page } from './common';
import { lotListingShape, nullableDate } from './lots';

/** A point of a drawn area. */
export const LatLng = z.object({ lat: z.number(), lng: z.number() });

/** A drawn circle: its centre and radius in metres. */
export const SearchCircle = z.object({ lat: z.number(), lng: z.number(), radius: z.number() });

/** One attribute filter of the search (spec 3 §3 searchAttributes: id, value, value2). */
export const SearchAttribute = z.object({
  id: id(),
  value: z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  value2: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

/**
 * Search request, spec 3 §3: search, sorter, pagination, beginDate, endDate, showPinned,
 * showFeatured, showLive, searchAttributes, polygons, circles.
 */
export const SearchRequest = z.object({
  search: z.string(),
  sorter: z.object({
    field: z.enum(['auctionStartTime', 'openingPrice']),
    order: z.enum(['ascend', 'descend']),
  }),
  pagination: z.object({ current: z.number(), pageSize: z.number() }),
  beginDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  showPinned: z.boolean(),
  showFeatured: z.boolean(),
  showLive: z.boolean(),
  searchAttributes: z.array(SearchAttribute),
  polygons: z.array(z.array(LatLng)),
  circles: z.array(SearchCircle),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

/**
 * A lot of the search list: Lot (control and search) of spec 3 §3, with the Lot (listing) fields
 * of spec 1 §3 the property card shows (registered, mock auction, postponed badges, the host).
 * `latitude` and `longitude` (the primary property's map point) are designed: the search map
 * places each result by them.
 */
export const PropertyCardRow = z.object({
  ...lotListingShape,
  lotNumber: z.number(),
  isOpen: z.boolean(),
  startedTime: nullableDate(),
  stopTime: nullableDate(),
  stoppedTime: nullableDate(),
  countryCode: z.string(),
  minBidIncrements: z.nullable(z.number()),
  /** Percent. */
  requiredDown: z.number(),
  hasImage: z.boolean(),
  winner: z.nullable(z.object({ paddleNumber: z.number() })),
  nextLotId: z.nullable(id()),
  auctionStartType: z.enum(['Auto', 'Manual']),
  latitude: z.number(),
  longitude: z.number(),
});
export type PropertyCardRow = z.infer<typeof PropertyCardRow>;

/**
 * Property extended attribute, spec 3 §3: attributeId, attributeName, attributeDisplayName,
 * attributeType, searchType, optionData; a dropdown's options of id and value (spec 2 §3
 * Attribute definitions) for the property form.
 */
export const ExtendedAttribute = z.object({
  attributeId: id(),
  attributeName: z.string(),
  attributeDisplayName: z.string(),
  attributeType: z.string(),
  searchType: z.string(),
  optionData: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((v) => v ?? []),
  ),
  options: z.optional(z.array(z.object({ id: id(), value: z.string() }))),
});
export type ExtendedAttribute = z.infer<typeof ExtendedAttribute>;

/** Saved filter, spec 3 §3: id, name, savedFilter (the filter values as JSON text). */
export const SavedFilter = z.object({ id: id(), name: z.string(), savedFilter: z.string() });
export type SavedFilter = z.infer<typeof SavedFilter>;

export const NewSavedFilter = z.object({ name: z.string(), savedFilter: z.string() });

export const SavedFilterChange = z.object({
  name: z.optional(z.string()),
  savedFilter: z.optional(z.string()),
});

export const searchProperties = endpoint({
  method: 'POST',
  path: '/api/lots/list/bidder',
  spec: '3 §7',
  summary: 'One page of the bidder’s property search (filters, dates, drawn areas, sort).',
  request: SearchRequest,
  response: page(PropertyCardRow),
  roles: ['Bidder'],
  probe: {
    args: () => ({
      body: {
        ...FIRST_PAGE,
        sorter: { field: 'auctionStartTime', order: 'ascend' },
        beginDate: null,
        endDate: null,
        showPinned: false,
        showFeatured: false,
        showLive: false,
        searchAttributes: [],
        polygons: [],
        circles: [],
      },
    }),
    learn: (data) => ({
      ...learnFirst('lotId')(data),
      ...learnFirst('auctionId', 'auctionId')(data),
    }),
  },
});

export const listExtendedAttributes = endpoint({
  method: 'GET',
  path: '/api/propextattr',
  spec: '2 §7, 3 §7',
  summary: 'The extended property attributes: the search’s filters and the property form’s fields.',
  response: z.array(ExtendedAttribute),
  roles: ['Bidder', ...STAFF, ...FIRM],
  probe: {},
});

export const listSavedFilters = endpoint({
  method: 'POST',
  path: '/api/bidders/filters/list',
  spec: '3 §7',
  summary: 'The bidder’s saved search filters.',
  request: z.object({ ...listRequest }),
  response: z.object({ data: z.array(SavedFilter) }),
  roles: ['Bidder'],
  probe: { args: () => ({ body: {} }) },
});

export const createSavedFilter = endpoint({
  method: 'POST',
  path: '/api/bidders/filters',
  spec: '3 §7',
  summary: 'Saves the current filters under a name.',
  request: NewSavedFilter,
  response: SavedFilter,
  roles: ['Bidder'],
});

export const updateSavedFilter = endpoint({
  method: 'PUT',
  path: '/api/bidders/filters/{id}',
  spec: '3 §7',
  summary: 'Renames a saved filter or replaces its filters.',
  request: SavedFilterChange,
  response: SavedFilter,
  roles: ['Bidder'],
});

export const deleteSavedFilter = endpoint({
  method: 'DELETE',
  path: '/api/bidders/filters/{id}',
  spec: '3 §7',
  summary: 'Deletes a saved filter; the answer is not used.',
  response: 'none',
  roles: ['Bidder'],
});
