import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import { getWinning, listWinnings, WinningDetails } from '../../../src/api/contract/winnings';
import { listing } from './lotFixtures';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** Winning details, spec 1 §3. */
const details = {
  caseFirmName: 'Smith & Lee',
  caseNumber: '2026-CH-1',
  county: 'Cook',
  caseFileNumber: 'F-1',
  winner: {
    bidAmount: 120_000,
    reliefFee: 150,
    bidBidderFullName: 'Bailey Brooks',
    bidPaddleNumber: 101,
    type: 'Individual',
    phoneNumber: '3125550100',
    address1: '9 Oak St',
    address2: '',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    county: 'Cook',
  },
  winnerCreatedDate: '2026-03-02T15:30:00.000Z',
  requiredDown: 25,
  depositReceivedDate: null,
  paymentReceivedDate: null,
  initialPayment: 30_000,
  remainingPayment: 90_150,
  status: 'DeedReady',
  deedDelivery: null,
  deedShippingAddress: null,
  auctionHost: {
    name: 'Lakeside Auctions',
    wireInstructionsUrl: '/wire.pdf',
    phoneNumber: '3125550199',
    supportEmail: 'help@lakeside.test',
  },
  startedTime: '2026-03-02T15:00:00.000Z',
  stoppedTime: '2026-03-02T15:31:00.000Z',
  openingPrice: 100_000,
  numberOfBidders: 3,
  numberOfBids: 7,
  properties: [
    {
      id: 21,
      streetLine1: '1 Main St',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60601',
      isPrimary: true,
      imageData: [{ url: '/p/1.jpg', isMain: true }],
      extendedData: [{ attributeName: 'SquareFeet', value: '1200' }],
    },
  ],
  documents: [{ id: 1, name: 'Deed.pdf', url: '/d/1.pdf' }],
};

describe('winnings contract', () => {
  it('reads the won lots as Lot (listing) rows with the winner fields and status', () => {
    const won = {
      ...listing,
      lotStatus: 'DeedReady',
      soldTo: 'ThirdPartyBidder',
      winnerName: 'Bailey Brooks',
      winnerBidAmount: 120_000,
      winnerCreatedDate: '2026-03-02T15:30:00.000Z',
      status: 'DeedReady',
    };
    expect(check(listWinnings.response, [won])).toEqual({ ok: true, value: [won] });
    expect(issues(check(listWinnings.response, [{ ...won, soldTo: 'Nobody' }]))).toEqual([
      {
        path: '0.soldTo',
        problem: 'expected one of "ThirdPartyBidder", "Plaintiff", received "Nobody"',
      },
    ]);
  });

  it('reads the winning details of spec 1 §3', () => {
    expect(check(getWinning.response, details)).toEqual({ ok: true, value: details });
    expect(
      issues(
        check(WinningDetails, { ...details, winner: { ...details.winner, bidAmount: undefined } }),
      ),
    ).toEqual([{ path: 'winner.bidAmount', problem: 'expected number, received undefined' }]);
  });
});
