import { describe, expect, it } from 'vitest';
import {
  AuctionListPage,
  AuctionLookup,
  AuctioneerAuctionLookup,
  AuctionPayload,
  createAuction,
  lookupAuctioneerAuctions,
  NewAuctionId,
} from '../../../src/api/contract/auctions';
import { check } from '../../../src/api/contract/parse';

const row = {
  id: 12,
  startTime: '2026-03-02T15:00:00.000Z',
  stopTime: '2026-03-02T16:00:00.000Z',
  type: 'Online',
  startType: 'Manual',
  lotCount: 3,
  isOpen: false,
  isFinished: false,
  isTest: false,
};

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('auctions contract', () => {
  it('reads a page of the auction list with the count of every tab', () => {
    const r = check(AuctionListPage, {
      data: [row],
      total: 1,
      counts: { live: 0, upcoming: 1, completed: 4, cancelled: 0 },
    });
    expect(r.ok).toBe(true);
    expect(
      issues(check(AuctionListPage, { data: [{ ...row, lotCount: undefined }], total: 1 })),
    ).toEqual([
      { path: 'data.0.lotCount', problem: 'expected number, received undefined' },
      { path: 'counts', problem: 'expected object, received undefined' },
    ]);
  });

  it('refuses an unknown auction type, naming the field', () => {
    expect(
      issues(
        check(AuctionListPage, {
          data: [{ ...row, type: 'Live' }],
          total: 1,
          counts: { live: 0, upcoming: 0, completed: 0, cancelled: 0 },
        }),
      ),
    ).toEqual([
      {
        path: 'data.0.type',
        problem: 'expected one of "Online", "InPerson", "Hybrid", received "Live"',
      },
    ]);
  });

  it('reads the auction lookup of spec 2 (id, startTime, stopTime, isStarted, lotCount)', () => {
    const lookup = {
      id: 5,
      startTime: row.startTime,
      stopTime: null,
      isStarted: false,
      lotCount: 2,
    };
    expect(check(AuctionLookup, lookup).ok).toBe(true);
    expect(issues(check(AuctionLookup, { ...lookup, isStarted: undefined }))).toEqual([
      { path: 'isStarted', problem: 'expected boolean, received undefined' },
    ]);
  });

  it('reads the auctioneer look-up as the lookup of spec 2 and the lookup item of spec 3', () => {
    const both = {
      id: 5,
      startTime: row.startTime,
      stopTime: row.stopTime,
      isStarted: true,
      lotCount: 2,
      companyName: 'Acme Auctions',
      type: 'Hybrid',
      startType: 'Auto',
    };
    expect(check(lookupAuctioneerAuctions.response, [both]).ok).toBe(true);
    expect(issues(check(AuctioneerAuctionLookup, { ...both, companyName: undefined }))).toEqual([
      { path: 'companyName', problem: 'expected string, received undefined' },
    ]);
  });

  it('reads the new auction id, bare or as { id }', () => {
    expect(check(NewAuctionId, 41)).toEqual({ ok: true, value: 41 });
    expect(check(createAuction.response, { id: 42 })).toEqual({ ok: true, value: 42 });
    expect(check(NewAuctionId, { auctionId: 42 }).ok).toBe(false);
  });

  it('takes the create body of spec 2 §7; location may be left out (Online)', () => {
    const body = {
      type: 'Online',
      startType: 'Manual',
      startTime: row.startTime,
      stopTime: row.stopTime,
      timeLeft: 0,
      extraTime: 0,
      isTest: false,
    };
    expect(check(AuctionPayload, body).ok).toBe(true);
    expect(check(AuctionPayload, { ...body, type: 'InPerson', location: 'Courthouse' }).ok).toBe(
      true,
    );
    expect(issues(check(AuctionPayload, { ...body, startType: undefined }))).toEqual([
      { path: 'startType', problem: 'expected one of "Auto", "Manual", received undefined' },
    ]);
  });
});
