import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import {
  AuctionLookupItem,
  AuctionLookupRequest,
  AuctionReport,
  AuctionReportRequest,
  BidderLookupItem,
  BidderReportRequest,
  BidderReportRow,
  BidReportRequest,
  BidReportRow,
  CompanyLookupItem,
} from '../../../src/api/contract/reports';
import { page } from '../../../src/api/contract/common';

/** An auction block as spec 3 §3 lists it (no id). */
const auction = {
  startTime: '2026-01-15T15:00:00.000Z',
  companyName: 'Heartland Auctions',
  duration: 45,
  type: 'Online',
  startType: 'Auto',
  lots: [
    {
      id: 7,
      address1: '1 Main St',
      address2: 'Chicago, IL 60601',
      openingPrice: 100_000,
      bidderCount: 3,
      bidCount: 9,
      winner: 'Dana Smith',
      winnerBidAmount: 125_000,
    },
  ],
};

/** A bids report row as spec 3 §3 lists it (no id). */
const bidRow = {
  startedTime: '2026-01-15T15:00:00.000Z',
  address1: '1 Main St',
  address2: 'Chicago, IL 60601',
  auctionCompanyName: 'Heartland Auctions',
  openingPrice: 100_000,
  winner: 'Plaintiff',
  winnerBidAmount: null,
  bidCount: 0,
  bids: [],
};

/** A bidders report row as spec 3 §3 lists it. */
const bidderRow = {
  id: 5,
  fullName: 'Dana Smith',
  userName: 'dana',
  fullAddress1: '2 Elm St',
  fullAddress2: 'Chicago, IL 60602',
  phoneNumber: '(312) 555-0199',
  verification: 'Verified',
  availableBalance: 5000,
  lockedBalance: 1000,
  totalWins: 1,
  auctionHistory: [
    {
      id: 7,
      auctionStartTime: '2026-01-15T15:00:00.000Z',
      type: 'Hybrid',
      address1: '1 Main St',
      address2: 'Chicago, IL 60601',
      auctionCompanyName: 'Heartland Auctions',
      winner: null,
    },
  ],
};

describe('auctions report', () => {
  it('accepts the spec’s auction block, without an id, and with one', () => {
    expect(check(page(AuctionReport), { data: [auction], total: 1 })).toEqual({
      ok: true,
      value: { data: [auction], total: 1 },
    });
    expect(check(AuctionReport, { ...auction, id: 3 })).toEqual({
      ok: true,
      value: { ...auction, id: 3 },
    });
  });

  it('reads a lot without a winner as null (shown as N/A)', () => {
    const lot = { ...auction.lots[0], winner: undefined, winnerBidAmount: undefined };
    const result = check(AuctionReport, { ...auction, lots: [lot] });
    expect(result).toMatchObject({
      ok: true,
      value: { lots: [{ winner: null, winnerBidAmount: null }] },
    });
  });

  it.each(['startTime', 'duration', 'type', 'startType', 'lots'])(
    'refuses a block without %s',
    (field) => {
      const result = check(AuctionReport, { ...auction, [field]: undefined });
      expect(result).toMatchObject({ ok: false, issues: [{ path: field }] });
    },
  );

  it('names the lot’s field that is missing', () => {
    const { bidCount: _b, ...lot } = auction.lots[0];
    expect(check(AuctionReport, { ...auction, lots: [lot] })).toMatchObject({
      ok: false,
      issues: [{ path: 'lots.0.bidCount' }],
    });
  });

  it('has the spec’s body: search, sorter, pagination, beginDate, endDate, type, companyId', () => {
    const body = {
      search: '',
      sorter: { field: 'startTime', order: 'descend' },
      pagination: { current: 1, pageSize: 10 },
      beginDate: null,
      endDate: '2026-01-31T23:59:59.999Z',
      type: 'InPerson',
      companyId: 3,
    };
    expect(check(AuctionReportRequest, body)).toEqual({ ok: true, value: body });
    expect(check(AuctionReportRequest, { type: 'Live' })).toMatchObject({
      ok: false,
      issues: [{ path: 'type' }],
    });
  });
});

describe('bids report', () => {
  it('accepts the spec’s row, without an id', () => {
    expect(check(BidReportRow, bidRow)).toEqual({ ok: true, value: bidRow });
  });

  it('reads a row’s bids and names a bid’s missing field', () => {
    const bid = {
      id: 40,
      amount: 101_000,
      bidderFullName: 'Dana Smith',
      createdDate: '2026-01-15T15:05:00.000Z',
    };
    expect(check(BidReportRow, { ...bidRow, bidCount: 1, bids: [bid] }).ok).toBe(true);
    expect(check(BidReportRow, { ...bidRow, bids: [{ ...bid, amount: undefined }] })).toMatchObject(
      { ok: false, issues: [{ path: 'bids.0.amount' }] },
    );
  });

  it('has the spec’s body: search, sorter, pagination, auctionId, bidderId', () => {
    const body = { search: '', sorter: {}, auctionId: 12, bidderId: null };
    expect(check(BidReportRequest, body)).toEqual({ ok: true, value: body });
  });
});

describe('bidders report', () => {
  it('accepts the spec’s row', () => {
    expect(check(BidderReportRow, bidderRow)).toEqual({ ok: true, value: bidderRow });
  });

  it.each(['id', 'userName', 'availableBalance', 'lockedBalance', 'totalWins', 'auctionHistory'])(
    'refuses a row without %s',
    (field) => {
      const result = check(BidderReportRow, { ...bidderRow, [field]: undefined });
      expect(result).toMatchObject({ ok: false, issues: [{ path: field }] });
    },
  );

  it('has the spec’s body: search, sorter, pagination, isVerified, isPhoneVerified', () => {
    const body = { search: 'elm', sorter: {}, isVerified: true, isPhoneVerified: true };
    expect(check(BidderReportRequest, body)).toEqual({ ok: true, value: body });
  });
});

describe('the filters’ look-ups', () => {
  it('accepts the spec’s look-up items', () => {
    const item = {
      id: 12,
      startTime: '2026-01-15T15:00:00.000Z',
      companyName: 'Heartland Auctions',
      type: 'Online',
      startType: 'Manual',
    };
    expect(check(AuctionLookupItem, item)).toEqual({ ok: true, value: item });
    expect(check(AuctionLookupItem, { ...item, startType: undefined })).toMatchObject({
      ok: false,
      issues: [{ path: 'startType' }],
    });
    expect(check(BidderLookupItem, { id: 5, fullName: 'Dana Smith' }).ok).toBe(true);
    expect(check(CompanyLookupItem, { id: 3, name: 'Heartland' }).ok).toBe(true);
    expect(check(CompanyLookupItem, { id: 3 })).toMatchObject({
      ok: false,
      issues: [{ path: 'name' }],
    });
  });

  it('has the admin look-up’s body: date and companyId', () => {
    expect(check(AuctionLookupRequest, { date: '2026-01-15', companyId: 3 }).ok).toBe(true);
    expect(check(AuctionLookupRequest, { date: '2026-01-15' }).ok).toBe(true);
    expect(check(AuctionLookupRequest, { companyId: 3 })).toMatchObject({
      ok: false,
      issues: [{ path: 'date' }],
    });
  });
});
