import { describe, expect, it } from 'vitest';
import { getBidderGlobal, getPinnedCount } from '../../../src/api/contract/bidders';
import { pinLot, unpinLot } from '../../../src/api/contract/lots';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('bidders contract', () => {
  it('reads the bidder global data of spec 1 §3', () => {
    const global = {
      is_verified: true,
      available_balance: 250_000,
      locked_balance: 5000,
      linked_account_count: 2,
      pinned_count: 3,
    };
    expect(check(getBidderGlobal.response, global)).toEqual({ ok: true, value: global });
    expect(issues(check(getBidderGlobal.response, { ...global, pinned_count: undefined }))).toEqual(
      [{ path: 'pinned_count', problem: 'expected number, received undefined' }],
    );
  });

  it('reads the pinned count the count, pin and unpin calls answer', () => {
    for (const e of [getPinnedCount, pinLot, unpinLot])
      expect(check(e.response, { pinnedCount: 2 }).ok).toBe(true);
    expect(issues(check(pinLot.response, {}))).toEqual([
      { path: 'pinnedCount', problem: 'expected number, received undefined' },
    ]);
  });
});
