import type { Attribute, Auction, CaseStatus, Lot, LotStatus } from '../db/types';
import { makeCase, makeDocument, makeImage, makeLot, makeProperty } from '../factories';
import { DAY, type SeedContext } from './context';

const CITIES = [
  { city: 'Chicago', county: 'Cook', zip: '60614', lat: 41.9214, lng: -87.6513 },
  { city: 'Evanston', county: 'Cook', zip: '60201', lat: 42.0451, lng: -87.6877 },
  { city: 'Oak Park', county: 'Cook', zip: '60302', lat: 41.885, lng: -87.7845 },
  { city: 'Schaumburg', county: 'Cook', zip: '60193', lat: 42.0334, lng: -88.0834 },
  { city: 'Naperville', county: 'DuPage', zip: '60540', lat: 41.7508, lng: -88.1535 },
  { city: 'Aurora', county: 'Kane', zip: '60505', lat: 41.7606, lng: -88.3201 },
  { city: 'Elgin', county: 'Kane', zip: '60120', lat: 42.0354, lng: -88.2826 },
  { city: 'Joliet', county: 'Will', zip: '60432', lat: 41.525, lng: -88.0817 },
  { city: 'Rockford', county: 'Winnebago', zip: '61101', lat: 42.2711, lng: -89.094 },
  { city: 'Peoria', county: 'Peoria', zip: '61602', lat: 40.6936, lng: -89.589 },
  { city: 'Springfield', county: 'Sangamon', zip: '62701', lat: 39.7817, lng: -89.6501 },
  { city: 'Champaign', county: 'Champaign', zip: '61820', lat: 40.1164, lng: -88.2434 },
];
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Lincoln',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Prairie',
  'Sheridan',
  'Division',
];
const SUFFIX = ['St', 'Ave', 'Blvd', 'Dr', 'Ct', 'Ln'];
const CLASSES = ['Single Family', 'Condominium', 'Townhouse', 'Multi-Family', 'Vacant Land'];
/** Cook County style property class codes of each kind. */
export const CLASS_CODES: Record<string, string> = {
  'Single Family': '203',
  Condominium: '299',
  Townhouse: '295',
  'Multi-Family': '211',
  'Vacant Land': '100',
};
export const PROPERTY_TYPES = CLASSES;

/** The case status that goes with a lot at each stage. */
const CASE_STATUS: Record<LotStatus, CaseStatus> = {
  Draft: 'New',
  Listed: 'New',
  PendingTransaction: 'WaitingCourtHouse',
  CompleteTransaction: 'WaitingCourtHouse',
  DeedReady: 'Approved',
  DeedIssued: 'Closed',
  PaymentRefunded: 'Denied',
  Cancelled: 'Cancelled',
};

function attributes(s: SeedContext): Attribute[] {
  const { pick, int } = s;
  const cls = pick(CLASSES);
  const land = cls === 'Vacant Land';
  return [
    {
      attributeName: 'PropertyClasses',
      attributeDisplayName: 'Property Class',
      value: CLASS_CODES[cls],
      attributeType: 'IntField',
    },
    {
      attributeName: 'BedroomCount',
      attributeDisplayName: 'Bedrooms',
      value: land ? '0' : String(int(1, 5)),
      attributeType: 'DecimalField',
    },
    {
      attributeName: 'BathroomCount',
      attributeDisplayName: 'Bathrooms',
      value: land ? '0' : String(int(1, 4)),
      attributeType: 'DecimalField',
    },
    {
      attributeName: 'SquareFeet',
      attributeDisplayName: 'Square Feet',
      value: String(land ? int(4000, 20000) : int(700, 4200)),
      attributeType: 'DecimalField',
    },
    {
      attributeName: 'MarketValuationValue',
      attributeDisplayName: 'Market Valuation',
      value: String(int(60, 650) * 1000),
      attributeType: 'DecimalField',
    },
    {
      attributeName: 'HOA',
      attributeDisplayName: 'HOA',
      value: cls === 'Condominium' || cls === 'Townhouse' ? 'true' : 'false',
      attributeType: 'BoolField',
    },
    {
      attributeName: 'PropertyType',
      attributeDisplayName: 'Property Type',
      value: cls,
      attributeType: 'SelectField',
    },
  ];
}

/**
 * A lot with its own case (two documents: a public notice and a judgment order for clients) and
 * an Illinois property with three photos; the case belongs to the auction's company.
 */
export function seedLot(
  s: SeedContext,
  status: LotStatus,
  auction: Auction | null,
  over: Partial<Lot> = {},
): Lot {
  const { db, int, pick, rnd } = s;
  const n = db.lots.length + 1;
  const c = CITIES[n % CITIES.length];
  const streetLine1 = `${int(100, 9899)} ${pick(STREETS)} ${pick(SUFFIX)}`;
  const latitude = c.lat + (rnd() - 0.5) * 0.06;
  const longitude = c.lng + (rnd() - 0.5) * 0.06;
  const client = db.clients[n % db.clients.length];
  const kase = makeCase(
    {
      companyId: auction?.companyId ?? db.companies[0].id,
      clientId: client.id,
      caseNumber: `2026CH${String(1000 + n * 37).padStart(5, '0')}`,
      fileNumber: `F-${24000 + n * 13}`,
      county: c.county,
      status: CASE_STATUS[status],
      isListed: status === 'Listed',
      createdDate: s.iso(s.now - (60 - n) * DAY),
    },
    db,
  );
  makeDocument({ caseId: kase.id }, db);
  makeDocument(
    {
      caseId: kase.id,
      name: 'Judgment Order.pdf',
      url: '/sim-img/judgment-order.pdf',
      visibleToBidders: false,
    },
    db,
  );
  const openingPrice = int(40, 320) * 1000;
  const lot = makeLot(
    {
      caseId: kase.id,
      auctionId: auction?.id ?? null,
      status,
      openingPrice,
      minBidIncrements: pick([500, 1000, 2500]),
      createdDate: kase.createdDate,
      ...over,
    },
    db,
  );
  makeProperty(
    {
      lotId: lot.id,
      address: { streetLine1, city: c.city, county: c.county, state: 'IL', zipCode: c.zip },
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      images: [1, 2, 3].map((k) =>
        makeImage({
          url: `/sim-img/house-${lot.id}-${k}.svg`,
          isMain: k === 1,
          description: `Photo ${k}`,
        }),
      ),
      attributes: attributes(s),
    },
    db,
  );
  return lot;
}
