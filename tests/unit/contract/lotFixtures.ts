/** Spec-shaped lots for the contract tests of the bidder's lots and lists. */

/** The address of the lots and properties of these tests (spec 1 §3 address parts). */
export const address = {
  streetLine1: '1 Main St',
  streetLine2: '',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60601',
};

/** Lot (listing), spec 1 §3, every field given. */
export const listing = {
  id: 7,
  auctionId: 3,
  ...address,
  streetLine2: 'Unit 2',
  images: [{ url: '/p/1.jpg', isMain: true }],
  attributes: [
    {
      attributeName: 'BedroomCount',
      attributeDisplayName: 'Bedrooms',
      value: '3',
      attributeType: 'IntField',
    },
  ],
  isRegistered: false,
  auctionIsTest: false,
  lotStatus: 'Listed',
  isPostponed: false,
  isPinned: true,
  propertyCount: 2,
  openingPrice: 100_000,
  auctionStartTime: '2026-03-02T15:00:00.000Z',
  auctionHostName: 'Lakeside Auctions',
  auctionHostLogoUrl: '/logo.png',
  caseId: 11,
  caseNumber: '2026-CH-1',
  soldTo: null,
  winnerName: null,
  winnerBidAmount: null,
  winnerCreatedDate: null,
  status: null,
  startTime: null,
  estimatedPrice: 250_000,
  lotOpeningPrice: 100_000,
  lotRequiredDown: 25,
};

/** The fields of Lot (control and search), spec 3 §3, the listing does not carry. */
export const controlFields = {
  lotNumber: 1,
  isOpen: false,
  startedTime: null,
  stopTime: null,
  stoppedTime: null,
  countryCode: 'US',
  minBidIncrements: 100,
  requiredDown: 25,
  hasImage: true,
  winner: null,
  nextLotId: 8,
  auctionStartType: 'Manual',
};
