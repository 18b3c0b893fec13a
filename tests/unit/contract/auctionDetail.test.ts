import { describe, expect, it } from 'vitest';
import {
  AuctionBidderRow,
  AuctionDetail,
  AuctionLotRow,
  AuctionStream,
  StreamInput,
} from '../../../src/api/contract/auctionDetail';
import { check } from '../../../src/api/contract/parse';

const lot = {
  id: 7,
  lotNumber: 1,
  lotStatus: 'Draft',
  isPostponed: false,
  openingPrice: 100_000,
  requiredDown: 25,
  minBidIncrements: null,
  propertyCount: 1,
  streetLine1: '1 Main St',
  streetLine2: '',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60601',
  caseId: 3,
  caseNumber: '2026-CH-1',
  auction: { id: 12, startTime: '2026-03-02T15:00:00.000Z', stopTime: null },
  startedTime: null,
  stoppedTime: null,
};

const stream = {
  id: 4,
  title: 'Courtroom camera',
  url: 'https://www.youtube.com/watch?v=x',
  status: 'Live',
  type: 'YouTube',
  createdDate: '2026-03-01T10:00:00.000Z',
};

const detail = {
  id: 12,
  startTime: '2026-03-02T15:00:00.000Z',
  stopTime: '2026-03-02T16:00:00.000Z',
  type: 'InPerson',
  startType: 'Auto',
  timeLeft: 2,
  extraTime: 5,
  location: 'Courthouse',
  isOpen: false,
  isFinished: false,
  isCancelled: false,
  isTest: false,
  isStarted: false,
  isPublished: true,
  lotCount: 1,
  lots: [lot],
  streams: [stream],
};

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

describe('auction detail contract', () => {
  it('reads the auction with its lots and streams (spec 2 §3 Auction, Lot, Stream)', () => {
    expect(check(AuctionDetail, detail).ok).toBe(true);
    expect(check(AuctionLotRow, { ...lot, auction: null }).ok).toBe(true);
  });

  it('names the field a lot or a stream is missing', () => {
    expect(
      issues(
        check(AuctionDetail, {
          ...detail,
          lots: [{ ...lot, lotNumber: undefined }],
          streams: [{ ...stream, status: 'Recording' }],
        }),
      ),
    ).toEqual([
      { path: 'lots.0.lotNumber', problem: 'expected number, received undefined' },
      {
        path: 'streams.0.status',
        problem: 'expected one of "Offline", "Live", received "Recording"',
      },
    ]);
    expect(issues(check(AuctionStream, { ...stream, type: 'Vimeo' }))).toEqual([
      { path: 'type', problem: 'expected one of "YouTube", received "Vimeo"' },
    ]);
  });

  it('takes a stream body of title, url, status and the YouTube type', () => {
    expect(
      check(StreamInput, { title: 'A', url: stream.url, status: 'Offline', type: 'YouTube' }).ok,
    ).toBe(true);
    expect(issues(check(StreamInput, { title: 'A', url: stream.url, status: 'Offline' }))).toEqual([
      { path: 'type', problem: 'expected one of "YouTube", received undefined' },
    ]);
  });

  it('reads an auction bidder of spec 2 §3 with its lot', () => {
    const bidder = {
      id: 30,
      lotId: 7,
      bidderId: 9,
      bidderUserName: 'bidder',
      bidderFirstName: 'Bailey',
      bidderLastName: 'Brooks',
      paddleNumber: 101,
      amount: -1,
      enteredDate: '2026-03-02T14:00:00.000Z',
      leftDate: null,
      balanceType: 'online',
    };
    expect(check(AuctionBidderRow, bidder).ok).toBe(true);
    expect(issues(check(AuctionBidderRow, { ...bidder, paddleNumber: '101' }))).toEqual([
      { path: 'paddleNumber', problem: 'expected number, received string' },
    ]);
  });
});
