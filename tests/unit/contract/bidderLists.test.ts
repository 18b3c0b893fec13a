import { describe, expect, it } from 'vitest';
import {
  listLiveLots,
  listPinnedLots,
  listUpcomingLots,
} from '../../../src/api/contract/bidderLists';
import { check } from '../../../src/api/contract/parse';
import { listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('bidder lists contract', () => {
  it('reads the dashboard lists as Lot (listing) rows of spec 1 §3', () => {
    expect(check(listPinnedLots.response, [listing])).toEqual({ ok: true, value: [listing] });
    expect(check(listUpcomingLots.response, [listing]).ok).toBe(true);
    expect(check(listLiveLots.response, { data: [listing], total: 1 }).ok).toBe(true);
  });

  it('refuses a listing without its property count', () => {
    const { propertyCount: _, ...without } = listing;
    expect(issues(check(listLiveLots.response, { data: [without], total: 1 }))).toEqual([
      { path: 'data.0.propertyCount', problem: 'expected number, received undefined' },
    ]);
  });
});
