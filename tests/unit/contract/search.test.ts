import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import {
  ExtendedAttribute,
  PropertyCardRow,
  SavedFilter,
  SearchRequest,
  searchProperties,
} from '../../../src/api/contract/search';
import { controlFields, listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

const row = { ...listing, ...controlFields, latitude: 41.88, longitude: -87.63 };

describe('search contract', () => {
  it('reads a search row: Lot (control and search) of spec 3 §3 with the card’s listing fields', () => {
    expect(check(searchProperties.response, { data: [row], total: 1 })).toEqual({
      ok: true,
      value: { data: [row], total: 1 },
    });
  });

  it.each(['lotNumber', 'propertyCount', 'requiredDown', 'auctionStartType', 'isRegistered'])(
    'refuses a row without %s',
    (field) => {
      const { [field]: _, ...without } = row as Record<string, unknown>;
      expect(issues(check(PropertyCardRow, without)).map((i) => i.path)).toEqual([field]);
    },
  );

  it('takes the search request of spec 3 §3, completed lots from 2000-01-01', () => {
    const req = {
      search: '',
      sorter: { field: 'auctionStartTime', order: 'ascend' },
      pagination: { current: 1, pageSize: 10 },
      beginDate: '2000-01-01',
      endDate: null,
      showPinned: false,
      showFeatured: false,
      showLive: false,
      searchAttributes: [{ id: 2, value: 1, value2: 3 }],
      polygons: [[{ lat: 41, lng: -87 }]],
      circles: [{ lat: 41, lng: -87, radius: 500 }],
    };
    expect(check(SearchRequest, req)).toEqual({ ok: true, value: req });
  });

  it('reads the extended attributes, a missing option list as none', () => {
    const a = {
      attributeId: 7,
      attributeName: 'PropertyType',
      attributeDisplayName: 'Property Type',
      attributeType: 'DropdownField',
      searchType: 'Exact',
      optionData: null,
      options: [{ id: 1, value: 'Condo' }],
    };
    expect(check(ExtendedAttribute, a)).toEqual({ ok: true, value: { ...a, optionData: [] } });
    expect(issues(check(ExtendedAttribute, { ...a, searchType: undefined }))).toEqual([
      { path: 'searchType', problem: 'expected string, received undefined' },
    ]);
  });

  it('reads a saved filter: id, name, savedFilter', () => {
    const f = { id: 1, name: 'Saved filter 1', savedFilter: '{"showLive":true}' };
    expect(check(SavedFilter, { ...f, bidderId: 9 })).toEqual({ ok: true, value: f });
    expect(issues(check(SavedFilter, { id: 1, name: 'x' }))).toEqual([
      { path: 'savedFilter', problem: 'expected string, received undefined' },
    ]);
  });
});
