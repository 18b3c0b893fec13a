// Answers the calls of src/api/search.ts.
import { http, HttpResponse } from 'msw';
import { inAreas, type Circle, type LatLng } from '../../lib/geo';
import { Role } from '../../lib/roles';
import { simNow } from '../clock';
import { db, newId } from '../db';
import { PROPERTY_TYPES } from '../seed';
import type { AttributeDefinition } from '../rules/property';
import { badRequest, forBidder, notFound, withUser } from '../tokens';
import * as api from '../../api/contract/search';
import { answer } from '../answer';
import { searchRow } from '../views/lotListing';

/** Occupancy options of a property (besides 'Other'). */
const OCCUPANCY = ['Occupied', 'Vacant', 'Unknown'];

/** Extended attributes offered as search filters. */
export const EXTENDED_ATTRIBUTES: (AttributeDefinition & {
  searchType: 'Interval' | 'Exact';
  optionData: string[];
})[] = [
  {
    attributeId: 1,
    attributeName: 'PropertyClasses',
    attributeDisplayName: 'Property Class',
    attributeType: 'IntField',
    searchType: 'Interval',
    optionData: [] as string[],
  },
  {
    attributeId: 2,
    attributeName: 'BedroomCount',
    attributeDisplayName: 'Bedrooms',
    attributeType: 'IntField',
    searchType: 'Interval',
    optionData: [],
  },
  {
    attributeId: 3,
    attributeName: 'BathroomCount',
    attributeDisplayName: 'Bathrooms',
    attributeType: 'DecimalField',
    searchType: 'Interval',
    optionData: [],
  },
  {
    attributeId: 4,
    attributeName: 'SquareFeet',
    attributeDisplayName: 'Square Feet',
    attributeType: 'DecimalField',
    searchType: 'Interval',
    optionData: [],
  },
  {
    attributeId: 5,
    attributeName: 'MarketValuationValue',
    attributeDisplayName: 'Market Valuation (min)',
    attributeType: 'DecimalField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 6,
    attributeName: 'HOA',
    attributeDisplayName: 'HOA',
    attributeType: 'BoolField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 7,
    attributeName: 'PropertyType',
    attributeDisplayName: 'Property Type',
    attributeType: 'DropdownField',
    searchType: 'Exact',
    optionData: PROPERTY_TYPES,
    options: [...PROPERTY_TYPES, 'Other'].map((value, i) => ({ id: i + 1, value })),
  },
  {
    attributeId: 8,
    attributeName: 'ParcelNumber',
    attributeDisplayName: 'Parcel Number (PIN)',
    attributeType: 'TextField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 9,
    attributeName: 'YearBuilt',
    attributeDisplayName: 'Year Built',
    attributeType: 'IntField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 10,
    attributeName: 'LastSaleDate',
    attributeDisplayName: 'Last Sale Date',
    attributeType: 'DateField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 11,
    attributeName: 'LotSize',
    attributeDisplayName: 'Lot Size (sq ft)',
    attributeType: 'DecimalField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 12,
    attributeName: 'HOAFees',
    attributeDisplayName: 'HOA Fees',
    attributeType: 'DecimalField',
    searchType: 'Exact',
    optionData: [],
  },
  {
    attributeId: 13,
    attributeName: 'Occupancy',
    attributeDisplayName: 'Occupancy',
    attributeType: 'DropdownField',
    searchType: 'Exact',
    optionData: OCCUPANCY,
    options: [...OCCUPANCY, 'Other'].map((value, i) => ({ id: i + 1, value })),
  },
];

interface SearchRequest {
  search?: string;
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  pagination?: { current?: number; pageSize?: number };
  beginDate?: string | null;
  endDate?: string | null;
  showPinned?: boolean;
  showFeatured?: boolean;
  showLive?: boolean;
  searchAttributes?: { id: number; value?: unknown; value2?: unknown }[];
  polygons?: LatLng[][];
  circles?: Circle[];
}

function matchesAttribute(
  values: Map<string, string>,
  f: { id: number; value?: unknown; value2?: unknown },
): boolean {
  const def = EXTENDED_ATTRIBUTES.find((a) => a.attributeId === f.id);
  if (!def) return true;
  const raw = values.get(def.attributeName);
  if (raw === undefined) return false;
  const has = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (def.searchType === 'Interval') {
    const n = Number(raw);
    return (!has(f.value) || n >= Number(f.value)) && (!has(f.value2) || n <= Number(f.value2));
  }
  if (!has(f.value)) return true;
  if (def.attributeType === 'BoolField') return raw === String(f.value);
  if (def.attributeType === 'DecimalField' || def.attributeType === 'IntField')
    return Number(raw) >= Number(f.value);
  return raw.toLowerCase() === String(f.value).toLowerCase();
}

export const searchHandlers = [
  http.get('*/api/propextattr', () => answer(api.listExtendedAttributes, EXTENDED_ATTRIBUTES)),

  http.post(
    '*/api/lots/list/bidder',
    forBidder(async (user, { request }) => {
      const req = ((await request.json().catch(() => ({}))) ?? {}) as SearchRequest;
      const now = simNow();
      const begin = req.beginDate ? new Date(req.beginDate).getTime() : NaN;
      const q = (req.search ?? '').trim().toLowerCase();
      let rows = db.lots
        .filter((l) => l.auctionId && l.status !== 'Draft' && l.status !== 'Cancelled')
        .map((lot) => ({
          lot,
          p: db.properties.find((x) => x.lotId === lot.id && x.isPrimary),
          auction: db.auctions.find((a) => a.id === lot.auctionId)!,
          row: searchRow(lot, user),
        }))
        .filter(({ lot, auction }) => {
          if (auction.isCancelled) return false;
          const start = new Date(auction.startTime).getTime();
          // Current lots: published, still to be sold, in an open or recent auction.
          if (lot.status === 'Listed' && !lot.stoppedTime)
            return auction.isOpen || start >= now - 3600_000;
          // Completed lots: sold in auctions starting on or after the begin date asked for.
          return Number.isFinite(begin) && Boolean(lot.stoppedTime) && start >= begin;
        });
      const isLive = (r: (typeof rows)[number]) =>
        r.auction.isOpen && Boolean(r.lot.startedTime) && !r.lot.stoppedTime;
      if (req.showPinned) rows = rows.filter((r) => r.row.isPinned);
      if (req.showFeatured) rows = rows.filter((r) => r.lot.isFeatured);
      if (req.showLive) rows = rows.filter(isLive);
      if (req.beginDate)
        rows = rows.filter((r) => new Date(r.auction.startTime) >= new Date(req.beginDate!));
      if (req.endDate)
        rows = rows.filter((r) => new Date(r.auction.startTime) <= new Date(req.endDate!));
      if (q)
        rows = rows.filter((r) =>
          [
            r.row.streetLine1,
            r.row.city,
            r.row.county ?? '',
            r.row.zipCode,
            r.row.auctionHostName,
          ].some((v) => v.toLowerCase().includes(q)),
        );
      for (const f of req.searchAttributes ?? []) {
        rows = rows.filter((r) =>
          matchesAttribute(
            new Map((r.p?.attributes ?? []).map((a) => [a.attributeName, a.value])),
            f,
          ),
        );
      }
      rows = rows.filter((r) =>
        inAreas(
          { lat: r.row.latitude, lng: r.row.longitude },
          req.polygons ?? [],
          req.circles ?? [],
        ),
      );
      const field = req.sorter?.field === 'openingPrice' ? 'openingPrice' : 'auctionStartTime';
      const dir = req.sorter?.order === 'descend' ? -1 : 1;
      rows.sort((a, b) => {
        const x = field === 'openingPrice' ? a.row.openingPrice : (a.row.auctionStartTime ?? '');
        const y = field === 'openingPrice' ? b.row.openingPrice : (b.row.auctionStartTime ?? '');
        return x < y ? -dir : x > y ? dir : a.row.id - b.row.id;
      });
      const size = Math.min(100, Math.max(1, req.pagination?.pageSize ?? 10));
      const page = Math.max(1, req.pagination?.current ?? 1);
      return answer(api.searchProperties, {
        data: rows.slice((page - 1) * size, page * size).map((r) => r.row),
        total: rows.length,
      });
    }),
  ),

  http.post('*/api/bidders/filters/list', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(api.listSavedFilters, {
          data: db.savedFilters.filter((f) => f.bidderId === user.id),
        }),
      [Role.Bidder],
    ),
  ),
  http.post(
    '*/api/bidders/filters',
    forBidder(async (user, { request }) => {
      const b = ((await request.json().catch(() => ({}))) ?? {}) as {
        name?: string;
        savedFilter?: string;
      };
      if (!b.name?.trim()) return badRequest('The filter name is required!');
      const f = {
        id: newId(),
        bidderId: user.id,
        name: b.name.trim(),
        savedFilter: String(b.savedFilter ?? '{}'),
      };
      db.savedFilters.push(f);
      return answer(api.createSavedFilter, f);
    }),
  ),
  http.put(
    '*/api/bidders/filters/:id',
    forBidder(async (user, { request, params }) => {
      const f = db.savedFilters.find((x) => x.id === Number(params.id) && x.bidderId === user.id);
      if (!f) return notFound('Filter is not found!');
      const b = ((await request.json().catch(() => ({}))) ?? {}) as {
        name?: string;
        savedFilter?: string;
      };
      if (b.name !== undefined) f.name = b.name.trim() || f.name;
      if (b.savedFilter !== undefined) f.savedFilter = String(b.savedFilter);
      return answer(api.updateSavedFilter, f);
    }),
  ),
  http.delete(
    '*/api/bidders/filters/:id',
    forBidder((user, { params }) => {
      const before = db.savedFilters.length;
      db.savedFilters = db.savedFilters.filter(
        (x) => !(x.id === Number(params.id) && x.bidderId === user.id),
      );
      return before === db.savedFilters.length
        ? notFound('Filter is not found!')
        : HttpResponse.json({ ok: true });
    }),
  ),
];
