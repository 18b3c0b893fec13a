// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DeclareWinnerBody, LotBids, PostponeBody } from '../../../src/api/contract/caseLots';
import { check } from '../../../src/api/contract/parse';

describe('case lot contract', () => {
  it('reads the bid list bare or as { data }', () => {
    const bid = {
      id: 1,
      amount: 5,
      paddleNumber: 101,
      createdDate: '2026-03-02T15:01:00.000Z',
      bidderUserName: 'bidder2',
    };
    expect(check(LotBids, [bid])).toEqual({ ok: true, value: [bid] });
    expect(check(LotBids, { data: [bid], total: 1 })).toEqual({ ok: true, value: [bid] });
  });

  it('knows the postpone actions of spec 2 §4', () => {
    for (const action of ['initialSet', 'changeDate', 'postpone', 'unPostpone'])
      expect(check(PostponeBody, { action, date: null, isPostpone: false }).ok).toBe(true);
    expect(check(PostponeBody, { action: 'later', date: null, isPostpone: false }).ok).toBe(false);
  });
  it('knows the winner actions of spec 2 §4', () => {
    expect(
      check(DeclareWinnerBody, { action: 'WinnerRemoved', description: 'Refused', bidId: null }).ok,
    ).toBe(true);
    expect(
      check(DeclareWinnerBody, { action: 'Removed', description: 'Refused', bidId: null }),
    ).toMatchObject({ ok: false, issues: [{ path: 'action' }] });
  });
});
