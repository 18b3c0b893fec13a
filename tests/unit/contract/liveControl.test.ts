import { describe, expect, it } from 'vitest';
import {
  AddBidderRequest,
  BidderAccount,
  BidderByUserName,
  ControlLot,
  LiveStream,
  MinIncrementPatch,
  PlaceBidForRequest,
  placeBidFor,
  startLot,
} from '../../../src/api/contract/liveControl';
import { check } from '../../../src/api/contract/parse';
import { address } from './lotFixtures';

const bidder = {
  id: 9,
  firstName: 'Bailey',
  lastName: 'Brooks',
  userName: 'bidder',
  isDeactivated: false,
  isPhoneVerified: true,
};

const lot = {
  id: 7,
  lotNumber: 1,
  lotStatus: 'Listed',
  isOpen: true,
  auctionStartTime: '2026-03-02T15:00:00.000Z',
  startedTime: '2026-03-02T15:00:00.000Z',
  stopTime: null,
  stoppedTime: null,
  ...address,
  countryCode: 'US',
  caseNumber: '2026-CH-1',
  propertyCount: 1,
  minBidIncrements: 100,
  requiredDown: 25,
  openingPrice: 100_000,
  hasImage: false,
  images: [],
  winner: null,
  nextLotId: 8,
  auctionStartType: 'Manual',
};

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('live control contract', () => {
  it('reads the lot a control call answers (spec 3 §3 Lot (control and search))', () => {
    expect(check(startLot.response, { ...lot, stopAlertTime: null })).toEqual({
      ok: true,
      value: lot,
    });
    expect(check(ControlLot, { ...lot, winner: { paddleNumber: 101 }, isOpen: false }).ok).toBe(
      true,
    );
    expect(issues(check(ControlLot, { ...lot, isOpen: undefined }))).toEqual([
      { path: 'isOpen', problem: 'expected boolean, received undefined' },
    ]);
  });

  it('sends the minimum increment as a JSON patch with the amount as a string', () => {
    expect(
      check(MinIncrementPatch, [{ op: 'replace', path: '/minBidIncrements', value: '250' }]).ok,
    ).toBe(true);
    expect(
      issues(check(MinIncrementPatch, [{ op: 'replace', path: '/minBidIncrements', value: 250 }])),
    ).toEqual([{ path: '0.value', problem: 'expected string, received number' }]);
  });

  it('reads a bidder account of the search (spec 3 §3 Bidder (control room))', () => {
    expect(check(BidderAccount, bidder).ok).toBe(true);
    expect(issues(check(BidderAccount, { ...bidder, isPhoneVerified: undefined }))).toEqual([
      { path: 'isPhoneVerified', problem: 'expected boolean, received undefined' },
    ]);
  });

  it('reads the exact user-name search as a list: the bidder, a list, or nothing', () => {
    expect(check(BidderByUserName, bidder)).toEqual({ ok: true, value: [bidder] });
    expect(check(BidderByUserName, [bidder])).toEqual({ ok: true, value: [bidder] });
    expect(check(BidderByUserName, null)).toEqual({ ok: true, value: [] });
    expect(check(BidderByUserName, { ...bidder, userName: undefined }).ok).toBe(false);
  });

  it('takes the bodies of spec 3 §7: placebid (amount, bidderId) and an in-person add', () => {
    expect(check(PlaceBidForRequest, { amount: 1500, bidderId: 9 }).ok).toBe(true);
    expect(issues(check(PlaceBidForRequest, { amount: 1500 }))).toEqual([
      { path: 'bidderId', problem: 'expected number, received undefined' },
    ]);
    expect(
      check(AddBidderRequest, { amount: 1500.25, purchaseProfileId: null, type: 'in-person' }).ok,
    ).toBe(true);
    expect(
      issues(check(AddBidderRequest, { amount: 1, purchaseProfileId: null, type: 'online' })),
    ).toEqual([{ path: 'type', problem: 'expected one of "in-person", received "online"' }]);
    expect(check(placeBidFor.response, { id: 3, amount: 1500 }).ok).toBe(true);
  });

  it('reads a stream of the live auction; its url may be missing', () => {
    expect(check(LiveStream, { id: 1, title: 'Camera', url: null }).ok).toBe(true);
    expect(issues(check(LiveStream, { id: 1, url: 'https://x' }))).toEqual([
      { path: 'title', problem: 'expected string, received undefined' },
    ]);
  });
});
