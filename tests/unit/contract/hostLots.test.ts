import { describe, expect, it } from 'vitest';
import { hostLotsRequest } from '../../../src/api/hostLots';
import { HostLotsRequest, listHostLots } from '../../../src/api/contract/hostLots';
import { check } from '../../../src/api/contract/parse';
import { listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('host lots contract', () => {
  it('sends one column flag with sorter and pagination', () => {
    for (const type of ['live', 'upcoming', 'completed'] as const)
      expect(check(HostLotsRequest, hostLotsRequest(type, 2)).ok).toBe(true);
    expect(hostLotsRequest('completed', 1)).toEqual({
      isCompleted: true,
      sorter: { field: 'auctionStartTime', order: 'descend' },
      pagination: { current: 1, pageSize: 10 },
    });
  });

  it('reads a column’s page: listings with their lot numbers', () => {
    const r = check(listHostLots.response, { data: [{ ...listing, lotNumber: 2 }], total: 1 });
    expect(r.ok).toBe(true);
    expect(issues(check(listHostLots.response, { data: [listing], total: 1 }))).toEqual([
      { path: 'data.0.lotNumber', problem: 'expected number, received undefined' },
    ]);
  });
});
