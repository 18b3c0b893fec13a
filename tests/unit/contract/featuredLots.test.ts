import { describe, expect, it } from 'vitest';
import {
  FeaturedLotEntry,
  listFeaturedLots,
  searchAdminLots,
} from '../../../src/api/contract/featuredLots';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** A lot with the spec 3 section 3 fields the admin's tables read. */
const lot = {
  id: 12,
  caseId: 34,
  caseNumber: '2026-CH-01234',
  caseFileNumber: 'F-77',
  auctionHostName: 'Prairie State Auctions',
  auctionStartTime: '2026-03-02T15:00:00Z',
  lotStatus: 'Listed',
  streetLine1: '742 Evergreen Ter',
  streetLine2: null,
  city: 'Springfield',
  stateCode: 'IL',
  zipCode: '62701',
  images: [{ url: '/img/1.jpg', isMain: true }],
  markedFeatured: true,
};

describe('featuredLots contract', () => {
  it('reads a featured lot entry (spec 3 §3: id, isAdmin, lot)', () => {
    const r = check(listFeaturedLots.response, [{ id: 5, isAdmin: true, lot }]);
    expect(r.ok && r.value[0].lot).toMatchObject({ id: 12, streetLine2: '' });
  });

  it('refuses an entry without isAdmin or its lot, naming the path', () => {
    expect(issues(check(FeaturedLotEntry, { id: 5, lot }))).toEqual([
      { path: 'isAdmin', problem: 'expected boolean, received undefined' },
    ]);
    expect(issues(check(FeaturedLotEntry, { id: 5, isAdmin: false }))).toEqual([
      { path: 'lot', problem: 'expected object, received undefined' },
    ]);
  });

  it('reads the lot search; a lot without images or its flag is refused', () => {
    expect(check(searchAdminLots.response, [{ ...lot, auctionStartTime: null }]).ok).toBe(true);
    const { images: _i, markedFeatured: _m, ...rest } = lot;
    expect(issues(check(searchAdminLots.response, [rest]))).toEqual([
      { path: '0.images', problem: 'expected array, received undefined' },
      { path: '0.markedFeatured', problem: 'expected boolean, received undefined' },
    ]);
  });
});
