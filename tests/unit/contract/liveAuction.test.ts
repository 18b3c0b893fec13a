import { describe, expect, it } from 'vitest';
import { getLiveAuction, LiveAuctionLotRow } from '../../../src/api/contract/liveAuction';
import { check } from '../../../src/api/contract/parse';
import { controlFields, listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

const lot = {
  id: listing.id,
  lotStatus: listing.lotStatus,
  auctionStartTime: listing.auctionStartTime,
  streetLine1: listing.streetLine1,
  streetLine2: listing.streetLine2,
  city: listing.city,
  county: listing.county,
  stateCode: listing.stateCode,
  zipCode: listing.zipCode,
  caseNumber: listing.caseNumber,
  propertyCount: 1,
  openingPrice: listing.openingPrice,
  images: listing.images,
  ...controlFields,
  isPinned: false,
};

/** Live auction, spec 3 §3. */
const auction = {
  id: 3,
  lots: [lot],
  startType: 'Auto',
  isFinished: false,
  startTime: '2026-03-02T15:00:00.000Z',
  timeLeft: 2,
  extraTime: 1,
  streams: [{ id: 1, title: 'Room', url: 'https://video.test/watch?v=1' }],
};

describe('live auction contract', () => {
  it('reads the live auction of spec 3 §3 with its control-and-search lots', () => {
    expect(check(getLiveAuction.response, auction)).toEqual({ ok: true, value: auction });
    const { streams: _, ...noStreams } = auction;
    expect(check(getLiveAuction.response, noStreams)).toMatchObject({
      ok: true,
      value: { streams: [] },
    });
  });

  it('names a lot’s missing field', () => {
    expect(issues(check(LiveAuctionLotRow, { ...lot, nextLotId: undefined }))).toEqual([
      { path: 'nextLotId', problem: 'expected number, received undefined' },
    ]);
    expect(issues(check(getLiveAuction.response, { ...auction, timeLeft: '2' }))).toEqual([
      { path: 'timeLeft', problem: 'expected number, received string' },
    ]);
  });
});
