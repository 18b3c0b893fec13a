import { describe, expect, it } from 'vitest';
import {
  getLastBid,
  joinLot,
  JoinedLot,
  JoinRequest,
  listJoinedLots,
  listPurchaseProfileOptions,
} from '../../../src/api/contract/joining';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** Joined lot summary, spec 1 §3. */
const joined = {
  lotId: 7,
  lotAuctionId: 3,
  lotAuctionStartType: 'Auto',
  lotAuctionStartTime: '2026-03-02T15:00:00.000Z',
  lotAuctionStopTime: '2026-03-02T16:00:00.000Z',
  lotAuctionTimeLeft: 2,
  lotAuctionExtraTime: 1,
  lotMinBidIncrements: 100,
  lotRequiredDown: 25,
  lotOpeningPrice: 100_000,
  lotStartedTime: null,
  lotStoppedTime: null,
  lotStopTime: null,
  paddleNumber: 101,
  amount: 5000,
  type: 'online',
  streetLine1: '1 Main St',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60601',
};

describe('joining contract', () => {
  it('sends the join body: amount, purchaseProfileId (null to pre-register), type', () => {
    const preRegister = { amount: -1, purchaseProfileId: null, type: 'online' };
    expect(check(JoinRequest, preRegister)).toEqual({ ok: true, value: preRegister });
    expect(check(JoinRequest, { amount: 5000, purchaseProfileId: 4, type: 'in-person' }).ok).toBe(
      true,
    );
    expect(issues(check(JoinRequest, { ...preRegister, type: 'phone' }))).toEqual([
      { path: 'type', problem: 'expected one of "online", "in-person", received "phone"' },
    ]);
  });

  it('reads the join answer’s paddle number', () => {
    expect(check(joinLot.response, { paddleNumber: 101 }).ok).toBe(true);
    expect(issues(check(joinLot.response, {}))).toEqual([
      { path: 'paddleNumber', problem: 'expected number, received undefined' },
    ]);
  });

  it('reads the joined lot summaries of spec 1 §3', () => {
    expect(check(listJoinedLots.response, [joined])).toEqual({ ok: true, value: [joined] });
    expect(issues(check(JoinedLot, { ...joined, amount: undefined }))).toEqual([
      { path: 'amount', problem: 'expected number, received undefined' },
    ]);
  });

  it('reads the last bid (spec 1 §3 Bid) and the purchase profile options', () => {
    const bid = { id: 5, amount: 101_000, paddleNumber: 101, createdDate: '2026-03-02' };
    expect(check(getLastBid.response, { ...bid, userName: 'bidder' }).ok).toBe(true);
    expect(issues(check(getLastBid.response, { ...bid, createdDate: undefined }))).toEqual([
      { path: 'createdDate', problem: 'expected string, received undefined' },
    ]);
    expect(check(listPurchaseProfileOptions.response, [{ id: 4, name: 'Bailey Brooks' }]).ok).toBe(
      true,
    );
  });
});
