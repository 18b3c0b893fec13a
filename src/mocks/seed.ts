import { Role } from '../lib/roles';
import { simNow } from './clock';
import type { Address, Attribute, Auction, Db, Lot, LotStatus, Property, User } from './db/types';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';
/** Every text-message code the simulator sends. */
export const SIM_CODE = '123456';

/** A small seeded PRNG (mulberry32) so the seed is the same on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

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

export function createSeed(): Db {
  const rnd = prng(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  // Times are relative to the simulator clock, rounded to the minute, so states hold on any day.
  const now = Math.floor(simNow() / MIN) * MIN;
  const iso = (t: number) => new Date(t).toISOString();
  const today = new Date(now);
  const atHour = (days: number, hour: number) =>
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour, 0, 0);

  let id = 1000;
  const next = () => ++id;

  const db: Db = {
    companies: [],
    users: [],
    bidders: [],
    bankAccounts: [],
    purchaseProfiles: [],
    phones: [],
    clients: [],
    attorneys: [],
    cases: [],
    lots: [],
    properties: [],
    auctions: [],
    auctionBidders: [],
    bids: [],
    activityLogs: [],
    resources: [],
    helps: [],
    savedFilters: [],
    configurations: {},
    nextId: 0,
  };

  const addr = (n: number): Address & { lat: number; lng: number } => {
    const c = CITIES[n % CITIES.length];
    return {
      streetLine1: `${int(100, 9899)} ${pick(STREETS)} ${pick(SUFFIX)}`,
      city: c.city,
      county: c.county,
      state: 'IL',
      zipCode: c.zip,
      lat: c.lat + (rnd() - 0.5) * 0.06,
      lng: c.lng + (rnd() - 0.5) * 0.06,
    };
  };

  // Companies (auction hosts).
  const companyNames: [string, 'Active' | 'Pending' | 'Inactive'][] = [
    ['Prairie State Auctions', 'Active'],
    ['Lakeshore Judicial Sales', 'Active'],
    ['Heartland Property Auctions', 'Active'],
    ['Riverbend Auction House', 'Pending'],
    ['Cornbelt Sales Group', 'Inactive'],
  ];
  for (const [name, status] of companyNames) {
    const cid = next();
    db.companies.push({
      id: cid,
      name,
      status,
      isPublic: status === 'Active',
      description: `${name} conducts court-ordered foreclosure sales across Illinois.`,
      logoUrl: `/sim-img/logo-${cid}.svg`,
      address: {
        streetLine1: `${int(10, 999)} W Madison St`,
        city: 'Chicago',
        county: 'Cook',
        state: 'IL',
        zipCode: '60606',
      },
      phoneNumber: `312555${int(1000, 9999)}`,
      supportEmail: `support@${name.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
      wireInstructionsUrl: `/sim-img/wire-${cid}.pdf`,
      createdDate: iso(now - 400 * DAY),
    });
  }
  const [host, host2, host3] = db.companies;

  // Clients (law firms) and attorneys.
  for (const name of ['Barrett & Associates LLP', 'Kessler Law Group', 'Morgan Title Partners']) {
    const clid = next();
    db.clients.push({
      id: clid,
      name,
      address: {
        streetLine1: `${int(100, 400)} N LaSalle St`,
        city: 'Chicago',
        county: 'Cook',
        state: 'IL',
        zipCode: '60601',
      },
      phoneNumber: `312555${int(1000, 9999)}`,
      email: `office@${name.split(' ')[0].toLowerCase()}.test`,
      logoUrl: '',
      status: 'Active',
      companyIds: [host.id, host2.id],
      linkedSince: iso(now - 200 * DAY),
    });
  }
  const firm = db.clients[0];

  // Users: the demo accounts, then a few room bots.
  const user = (userName: string, role: User['role'], over: Partial<User> = {}): User => {
    const u: User = {
      id: next(),
      userName,
      email: `${userName}@bidright.test`,
      password: DEMO_PASSWORD,
      firstName: userName.split(/[-\d]/)[0].replace(/^./, (c) => c.toUpperCase()),
      lastName: 'Demo',
      phoneNumber: `312555${int(1000, 9999)}`,
      role,
      companyId: null,
      clientId: null,
      isVerified: true,
      isDeactivated: false,
      deactivatedDate: null,
      twoFactor: 'none',
      birthDate: '1985-04-12',
      address: {
        streetLine1: '233 S Wacker Dr',
        city: 'Chicago',
        county: 'Cook',
        state: 'IL',
        zipCode: '60606',
      },
      createdDate: iso(now - 300 * DAY),
      ...over,
    };
    db.users.push(u);
    return u;
  };
  const bidders = [
    user('bidder', Role.Bidder, { firstName: 'Bailey', lastName: 'Brooks' }),
    user('bidder2', Role.Bidder, { firstName: 'Casey', lastName: 'Nguyen' }),
    user('bidder3', Role.Bidder, { firstName: 'Dana', lastName: 'Ortiz' }),
    user('bidder-unverified', Role.Bidder, {
      firstName: 'Evan',
      lastName: 'Price',
      isVerified: false,
    }),
    user('bidder-2fa', Role.Bidder, { firstName: 'Fran', lastName: 'Quinn', twoFactor: 'sms' }),
  ];
  user('auctioneer', Role.Auctioneer, {
    firstName: 'Alex',
    lastName: 'Hammond',
    companyId: host.id,
  });
  user('employee', Role.Employee, { firstName: 'Emery', lastName: 'Stone', companyId: host.id });
  user('client', Role.Client, { firstName: 'Claire', lastName: 'Barrett', clientId: firm.id });
  const attorneyUser = user('attorney', Role.Attorney, {
    firstName: 'Avery',
    lastName: 'Kline',
    clientId: firm.id,
  });
  user('admin', Role.Admin, { firstName: 'Ada', lastName: 'Admin' });
  const bots = ['room-bot-1', 'room-bot-2', 'room-bot-3'].map((n, i) =>
    user(n, Role.Bidder, {
      firstName: ['Riley', 'Morgan', 'Jordan'][i],
      lastName: 'Bot',
      email: `${n}@bidright.test`,
    }),
  );

  for (const b of [...bidders, ...bots]) {
    const funded = b.userName !== 'bidder-unverified';
    db.bidders.push({
      userId: b.id,
      availableBalance: funded ? [250_000, 180_000, 120_000][b.id % 3] : 0,
      pinnedLotIds: [],
      configuredAuthenticatorApp: false,
    });
    db.phones.push({
      id: next(),
      bidderId: b.id,
      number: b.phoneNumber,
      isPrimary: true,
      verifiedDate: b.isVerified ? iso(now - 100 * DAY) : null,
    });
    if (!funded) continue;
    db.bankAccounts.push({
      id: next(),
      bidderId: b.id,
      institutionName: pick(['Chase', 'BMO', 'Fifth Third Bank', 'Wintrust']),
      institutionLogo: '/sim-img/bank.svg',
      name: 'Everyday Checking',
      nickName: 'Main',
      mask: String(int(1000, 9999)),
      balance: 300_000,
      subType: 'checking',
      isValid: true,
      isHidden: false,
      modifiedDate: iso(now - 2 * DAY),
    });
    db.purchaseProfiles.push({
      id: next(),
      bidderId: b.id,
      name: `${b.firstName} ${b.lastName}`,
      type: 'Individual',
      contactName: '',
      isSameAsBidder: true,
      isAgentForBidder: false,
      phoneNumber: b.phoneNumber,
      address1: '233 S Wacker Dr',
      address2: '',
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zip: '60606',
      isPrimary: true,
    });
  }
  const bidderProfile = db.purchaseProfiles.find((p) => p.bidderId === bidders[0].id)!;
  db.purchaseProfiles.push({
    ...bidderProfile,
    id: next(),
    name: 'Brooks Holdings LLC',
    type: 'Corporation',
    contactName: 'Bailey Brooks',
    isPrimary: false,
  });

  for (const c of db.clients) {
    const names =
      c === firm
        ? [
            ['Avery', 'Kline'],
            ['Jamie', 'Rowe'],
          ]
        : [[pick(['Sam', 'Lee', 'Pat']), pick(['Hart', 'Cole', 'Reed'])]];
    names.forEach(([first, last], i) =>
      db.attorneys.push({
        id: next(),
        clientId: c.id,
        userId: c === firm && i === 0 ? attorneyUser.id : null,
        firstName: first,
        lastName: last,
        email:
          c === firm && i === 0
            ? attorneyUser.email
            : `${first.toLowerCase()}.${last.toLowerCase()}@law.test`,
        phoneNumber: `312555${int(1000, 9999)}`,
        isPrimary: i === 0,
      }),
    );
  }

  // Auctions: live (manual and auto), upcoming, completed, cancelled, and the Mock test auction.
  const auction = (over: Partial<Auction>): Auction => {
    const a: Auction = {
      id: next(),
      companyId: host.id,
      startTime: iso(now),
      stopTime: null,
      startType: 'Manual',
      type: 'Online',
      location: '',
      isOpen: false,
      isFinished: false,
      isCancelled: false,
      isTest: false,
      timeLeft: 0,
      extraTime: 0,
      streams: [],
      createdDate: iso(now - 30 * DAY),
      ...over,
    };
    db.auctions.push(a);
    return a;
  };
  const liveManual = auction({
    startTime: iso(now - 15 * MIN),
    isOpen: true,
    type: 'Hybrid',
    location: '50 W Washington St, Chicago, IL 60602',
    streams: [
      {
        id: next(),
        title: 'Courtroom camera',
        url: 'https://www.youtube.com/watch?v=bidright-demo',
        status: 'Live',
        type: 'YouTube',
      },
    ],
  });
  const liveAuto = auction({
    companyId: host2.id,
    startType: 'Auto',
    startTime: iso(now - 10 * MIN),
    stopTime: iso(now + 50 * MIN),
    isOpen: true,
    timeLeft: 2,
    extraTime: 2,
  });
  const upcomingAuto = auction({
    startType: 'Auto',
    startTime: iso(atHour(1, 15)),
    stopTime: iso(atHour(1, 17)),
    timeLeft: 2,
    extraTime: 2,
  });
  const upcomingManual = auction({
    companyId: host3.id,
    type: 'InPerson',
    location: '100 N Main St, Rockford, IL 61101',
    startTime: iso(atHour(3, 16)),
  });
  const upcomingLater = auction({
    companyId: host2.id,
    type: 'Online',
    startType: 'Auto',
    startTime: iso(atHour(8, 15)),
    stopTime: iso(atHour(8, 18)),
    timeLeft: 3,
    extraTime: 3,
  });
  const completed = auction({
    startTime: iso(atHour(-3, 15)),
    stopTime: iso(atHour(-3, 17)),
    isOpen: false,
    isFinished: true,
  });
  const completed2 = auction({
    companyId: host2.id,
    startType: 'Auto',
    startTime: iso(atHour(-10, 15)),
    stopTime: iso(atHour(-10, 16)),
    isFinished: true,
  });
  const cancelled = auction({ startTime: iso(atHour(5, 15)), isCancelled: true });
  const mock = auction({
    startType: 'Auto',
    startTime: iso(now - 5 * MIN),
    stopTime: iso(now + 25 * MIN),
    isOpen: true,
    isTest: true,
    timeLeft: 1,
    extraTime: 1,
  });

  // Cases and lots.
  let lotCount = 0;
  const caseStatusFor: Record<LotStatus, Db['cases'][number]['status']> = {
    Draft: 'New',
    Listed: 'New',
    PendingTransaction: 'WaitingCourtHouse',
    CompleteTransaction: 'WaitingCourtHouse',
    DeedReady: 'Approved',
    DeedIssued: 'Closed',
    PaymentRefunded: 'Denied',
    Cancelled: 'Cancelled',
  };
  const attrs = (): Attribute[] => {
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
  };
  const addLot = (
    status: LotStatus,
    a: Auction | null,
    over: Partial<Lot> = {},
    companyId = a?.companyId ?? host.id,
  ): Lot => {
    lotCount++;
    const a0 = addr(lotCount);
    const client = db.clients[lotCount % db.clients.length];
    const kase = {
      id: next(),
      companyId,
      clientId: client.id,
      attorneyId: db.attorneys.find((t) => t.clientId === client.id)?.id ?? null,
      caseNumber: `2026CH${String(1000 + lotCount * 37).padStart(5, '0')}`,
      fileNumber: `F-${24000 + lotCount * 13}`,
      county: a0.county!,
      status: caseStatusFor[status],
      isListed: status === 'Listed',
      documents: [
        {
          id: next(),
          name: 'Notice of Sale.pdf',
          url: '/sim-img/notice-of-sale.pdf',
          visibleToBidders: true,
          visibleToClients: true,
        },
        {
          id: next(),
          name: 'Judgment Order.pdf',
          url: '/sim-img/judgment-order.pdf',
          visibleToBidders: false,
          visibleToClients: true,
        },
      ],
      createdDate: iso(now - (60 - lotCount) * DAY),
    };
    db.cases.push(kase);
    const opening = int(40, 320) * 1000;
    const lot: Lot = {
      id: next(),
      caseId: kase.id,
      auctionId: a?.id ?? null,
      lotNumber: a ? db.lots.filter((l) => l.auctionId === a.id).length + 1 : 0,
      status,
      isPostponed: false,
      isFeatured: false,
      openingPrice: opening,
      requiredDown: 25,
      minBidIncrements: pick([500, 1000, 2500]),
      startedTime: null,
      stopTime: null,
      stoppedTime: null,
      stopAlertTime: null,
      winner: null,
      soldTo: null,
      reliefFee: 350,
      depositReceivedDate: null,
      paymentReceivedDate: null,
      deedDelivery: null,
      createdDate: kase.createdDate,
      ...over,
    };
    db.lots.push(lot);
    const property: Property = {
      id: next(),
      lotId: lot.id,
      address: {
        streetLine1: a0.streetLine1,
        city: a0.city,
        county: a0.county,
        state: 'IL',
        zipCode: a0.zipCode,
      },
      countryCode: 'US',
      latitude: Number(a0.lat.toFixed(6)),
      longitude: Number(a0.lng.toFixed(6)),
      isPrimary: true,
      images: [1, 2, 3].map((n) => ({
        url: `/sim-img/house-${lot.id}-${n}.svg`,
        isMain: n === 1,
        description: `Photo ${n}`,
      })),
      attributes: attrs(),
    };
    db.properties.push(property);
    return lot;
  };

  // Live manual auction: first lot running, others waiting.
  addLot('Listed', liveManual, { startedTime: iso(now - 4 * MIN), isFeatured: true });
  for (let i = 0; i < 3; i++) addLot('Listed', liveManual);
  // Live auto auction: lots run until the auction stop time.
  for (let i = 0; i < 3; i++)
    addLot('Listed', liveAuto, {
      startedTime: liveAuto.startTime,
      stopTime: liveAuto.stopTime,
      isFeatured: i === 0,
    });
  for (let i = 0; i < 5; i++) addLot('Listed', upcomingAuto, { isFeatured: i < 2 });
  for (let i = 0; i < 3; i++) addLot('Listed', upcomingManual);
  addLot('Listed', upcomingLater, { isPostponed: true });
  addLot('Listed', upcomingLater);
  for (let i = 0; i < 2; i++)
    addLot('Listed', mock, { startedTime: mock.startTime, stopTime: mock.stopTime });
  for (let i = 0; i < 2; i++) addLot('Cancelled', cancelled);
  addLot('Cancelled', upcomingLater);
  for (let i = 0; i < 3; i++) addLot('Draft', null);

  // Completed auctions: sold lots through the post-sale ladder, and one with no bids (Plaintiff).
  const sold: LotStatus[] = [
    'PendingTransaction',
    'CompleteTransaction',
    'DeedReady',
    'DeedIssued',
    'PaymentRefunded',
  ];
  const stopAt = new Date(completed.stopTime!).getTime();
  sold.forEach((status, i) => {
    const winner = bidders[i % 3];
    const lot = addLot(status, completed, {
      startedTime: iso(stopAt - (90 - i * 15) * MIN),
      stoppedTime: iso(stopAt - (80 - i * 15) * MIN),
      soldTo: 'ThirdPartyBidder',
      depositReceivedDate: status === 'PendingTransaction' ? null : iso(stopAt + DAY),
      paymentReceivedDate: ['DeedReady', 'DeedIssued'].includes(status)
        ? iso(stopAt + 2 * DAY)
        : null,
    });
    const rivals = [winner, bidders[(i + 1) % 3]];
    let amount = lot.openingPrice;
    rivals.forEach((b, k) =>
      db.auctionBidders.push({
        id: next(),
        auctionId: completed.id,
        lotId: lot.id,
        bidderId: b.id,
        paddleNumber: 101 + k,
        amount: 150_000,
        purchaseProfileId: db.purchaseProfiles.find((p) => p.bidderId === b.id)?.id ?? null,
        type: 'online',
        enteredDate: lot.startedTime!,
        leftDate: null,
      }),
    );
    const bidCount = int(3, 7);
    for (let k = 0; k < bidCount; k++) {
      const b = rivals[(bidCount - 1 - k) % 2];
      const at = new Date(lot.startedTime!).getTime() + (k + 1) * MIN;
      db.bids.push({
        id: next(),
        lotId: lot.id,
        bidderId: b.id,
        amount,
        paddleNumber: 101 + rivals.indexOf(b),
        createdDate: iso(at),
      });
      amount += lot.minBidIncrements;
    }
    const last = db.bids[db.bids.length - 1];
    lot.winner = {
      bidderId: last.bidderId,
      bidId: last.id,
      amount: last.amount,
      paddleNumber: last.paddleNumber,
      createdDate: last.createdDate,
    };
  });
  addLot('PendingTransaction', completed2, {
    startedTime: iso(new Date(completed2.startTime).getTime()),
    stoppedTime: completed2.stopTime,
    soldTo: 'Plaintiff',
  });

  // The demo bidder's winnings at every post-sale stage (deed ready without a delivery choice,
  // deposits received or not, and a deposit date from before 2000, which means none).
  const winsAuction = auction({
    startTime: iso(atHour(-20, 15)),
    stopTime: iso(atHour(-20, 17)),
    isFinished: true,
  });
  const winsAt = new Date(winsAuction.stopTime!).getTime();
  const corporate = db.purchaseProfiles.find((p) => p.name === 'Brooks Holdings LLC')!;
  const wins: {
    status: LotStatus;
    caseStatus?: Db['cases'][number]['status'];
    deposit: string | null;
    payment?: string;
    over?: Partial<Lot>;
    profileId?: number;
  }[] = [
    {
      status: 'DeedReady',
      caseStatus: 'Approved',
      deposit: iso(winsAt + DAY),
      payment: iso(winsAt + 3 * DAY),
    },
    { status: 'PendingTransaction', deposit: iso(winsAt + DAY), profileId: corporate.id },
    { status: 'PendingTransaction', deposit: '0001-01-01T00:00:00', over: { requiredDown: 10 } },
    {
      status: 'CompleteTransaction',
      caseStatus: 'Approved',
      deposit: iso(winsAt + DAY),
      payment: iso(winsAt + 4 * DAY),
    },
    {
      status: 'DeedIssued',
      caseStatus: 'Approved',
      deposit: iso(winsAt + DAY),
      payment: iso(winsAt + 2 * DAY),
      over: { deedDelivery: 'PickUp' },
    },
    {
      status: 'CompleteTransaction',
      caseStatus: 'Denied',
      deposit: iso(winsAt + 2 * DAY),
      payment: iso(winsAt + 5 * DAY),
      over: { reliefFee: 0 },
    },
  ];
  wins.forEach((w, i) => {
    const lot = addLot(w.status, winsAuction, {
      startedTime: iso(winsAt - (110 - i * 15) * MIN),
      stoppedTime: iso(winsAt - (100 - i * 15) * MIN),
      soldTo: 'ThirdPartyBidder',
      depositReceivedDate: w.deposit,
      paymentReceivedDate: w.payment ?? null,
      ...w.over,
    });
    if (w.caseStatus) db.cases.find((c) => c.id === lot.caseId)!.status = w.caseStatus;
    const pair = [bidders[0], bidders[1]];
    pair.forEach((b, k) =>
      db.auctionBidders.push({
        id: next(),
        auctionId: winsAuction.id,
        lotId: lot.id,
        bidderId: b.id,
        paddleNumber: 201 + k,
        amount: 150_000,
        purchaseProfileId:
          k === 0
            ? (w.profileId ?? bidderProfile.id)
            : (db.purchaseProfiles.find((p) => p.bidderId === b.id)?.id ?? null),
        type: 'online',
        enteredDate: lot.startedTime!,
        leftDate: null,
      }),
    );
    let amount = lot.openingPrice;
    const count = 3 + (i % 3) * 2;
    for (let k = 0; k < count; k++) {
      // Alternating bids that end with the demo bidder's.
      const b = pair[(count - 1 - k) % 2];
      db.bids.push({
        id: next(),
        lotId: lot.id,
        bidderId: b.id,
        amount,
        paddleNumber: 201 + pair.indexOf(b),
        createdDate: iso(new Date(lot.startedTime!).getTime() + (k + 1) * MIN),
      });
      amount += lot.minBidIncrements;
    }
    const last = db.bids[db.bids.length - 1];
    lot.winner = {
      bidderId: last.bidderId,
      bidId: last.id,
      amount: last.amount,
      paddleNumber: last.paddleNumber,
      createdDate: last.createdDate,
    };
  });

  db.bidders
    .find((b) => b.userId === bidders[0].id)!
    .pinnedLotIds.push(db.lots[4].id, db.lots[8].id);

  // Content.
  db.resources.push(
    {
      id: 1,
      title: 'How online foreclosure auctions work',
      description: '<p>A short guide for first-time bidders.</p>',
      body: '<h2>Before the sale</h2><p>Register, verify your phone and link a bank account.</p><h2>On sale day</h2><p>Join the lot, lock your deposit and bid.</p>',
      createdDate: iso(now - 20 * DAY),
    },
    {
      id: 2,
      title: 'Understanding the required down payment',
      description: '<p>Why we lock a share of your funds.</p>',
      body: '<p>The required down payment is a percentage of your winning bid.</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>',
      createdDate: iso(now - 10 * DAY),
    },
  );
  db.helps.push(
    {
      id: 1,
      question: 'How do I join an auction?',
      answer:
        'Open the property, choose Join Auction, pick a purchase profile and the amount to lock.',
    },
    {
      id: 2,
      question: 'What is the required down payment?',
      answer: 'A percentage of your winning bid, paid from your locked funds.',
    },
    {
      id: 3,
      question: 'Where can I search for properties?',
      answer: 'Search is currently available in Illinois only.',
    },
  );
  db.configurations = {
    Contact_ToEmail: 'support@bidright.test',
    Auction_StopAlertSeconds: '10',
    Bid_StopAllowedAfterSeconds: '10',
  };

  // Linked banks agree with the verified balances; `bidder` also keeps savings, an unlinked and a
  // hidden account (neither of the last two counts).
  for (const data of db.bidders) {
    const main = db.bankAccounts.find((a) => a.bidderId === data.userId);
    if (main) main.balance = data.availableBalance;
  }
  const bidderBank = db.bankAccounts.find((a) => a.bidderId === bidders[0].id)!;
  bidderBank.balance -= 40_000;
  db.bankAccounts.push(
    {
      ...bidderBank,
      id: next(),
      institutionName: 'Wintrust',
      name: 'High Yield Savings',
      nickName: 'Rainy day',
      mask: '4821',
      balance: 40_000,
      subType: 'savings',
    },
    {
      ...bidderBank,
      id: next(),
      institutionName: 'Fifth Third Bank',
      name: 'Business Checking',
      nickName: 'Old business',
      mask: '0937',
      balance: 12_500,
      isValid: false,
      modifiedDate: iso(now - 40 * DAY),
    },
    {
      ...bidderBank,
      id: next(),
      institutionName: 'BMO',
      name: 'Joint Checking',
      nickName: 'Joint',
      mask: '5510',
      balance: 8_200,
      isHidden: true,
    },
  );

  // Activity logs of the lots already sold, worded as the auction engine words them.
  const saleLog = (lot: Lot, title: string, body: string, at: string, userId: number | null) =>
    db.activityLogs.push({
      id: next(),
      userId,
      caseId: lot.caseId,
      lotId: lot.id,
      actLogTitle: title,
      actLogBody: body,
      createdDate: at,
    });
  const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
  const realDate = (d: string | null): d is string => Boolean(d) && d! >= '2000';
  for (const lot of db.lots.filter((l) => l.startedTime && l.stoppedTime)) {
    saleLog(lot, 'Auction Started', `Lot ${lot.lotNumber} started.`, lot.startedTime!, null);
    for (const b of db.bids.filter((x) => x.lotId === lot.id))
      saleLog(
        lot,
        'Bid Placed',
        `Paddle ${b.paddleNumber} bid ${dollars(b.amount)}.`,
        b.createdDate,
        b.bidderId,
      );
    saleLog(
      lot,
      'Winner Declared',
      lot.winner
        ? `Paddle ${lot.winner.paddleNumber} won at ${dollars(lot.winner.amount)}.`
        : 'No bids: sold to Plaintiff.',
      lot.stoppedTime!,
      null,
    );
    saleLog(lot, 'Lot Closed', `Lot ${lot.lotNumber} closed.`, lot.stoppedTime!, null);
    if (lot.winner && realDate(lot.depositReceivedDate))
      saleLog(
        lot,
        'Deposit Received - Confirmed',
        `Deposit of ${dollars((lot.winner.amount * lot.requiredDown) / 100)} received.`,
        lot.depositReceivedDate,
        null,
      );
    if (lot.winner && realDate(lot.paymentReceivedDate))
      saleLog(
        lot,
        'Payment Received - Confirmed',
        `Payment for lot ${lot.lotNumber} received.`,
        lot.paymentReceivedDate,
        null,
      );
  }
  db.nextId = id + 1;
  return db;
}
